// ERR_INVALID_ARG_TYPE's "Received an instance of X" for a Proxy: the `constructor` read
// must go through the proxy's get trap even after the same code path has seen a plain
// object whose shape a Proxy shares (Node's test-fs-mkdir passes proxied option values).
'use strict';
const fs = require('fs');

const reads = [];
const handler = {
  get(target, key, receiver) {
    reads.push(String(key));
    return Reflect.get(target, key, receiver);
  },
};
const values = [{}, new Proxy({}, handler), new Proxy([], handler), [], new Proxy(new Map(), handler)];
for (const recursive of values) {
  try {
    fs.mkdirSync('/nonexistent-dir/x', { recursive });
  } catch (err) {
    console.log(err.code, err.message);
  }
}
console.log(reads.join(','));
