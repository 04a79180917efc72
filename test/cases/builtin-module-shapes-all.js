// Every module in require('module').builtinModules, in that order (crypto, zlib, node:test
// and node:test/reporters aside): it loads with and without the node: prefix where Node
// allows both (the same object either way), and its own enumerable export names and their
// typeof are Node 26.10's. Loading _tls_common before tls leaves tls.SecureContext and
// tls.createSecureContext undefined, as in Node.
// stderr: [DEP0192] DeprecationWarning: The _tls_common module is deprecated. Use `node:tls` instead.
// stderr: ExperimentalWarning: WASI is an experimental feature and might change at any time
'use strict';
const { builtinModules } = require('module');

const skipped = new Set(['crypto', 'zlib', 'node:test', 'node:test/reporters']);
for (const id of builtinModules) {
  if (skipped.has(id)) continue;
  let mod;
  try {
    mod = require(id);
  } catch (e) {
    console.log(`${id}: THROWS ${e.code || e.message}`);
    continue;
  }
  if (!id.startsWith('node:')) {
    let same;
    try {
      same = require(`node:${id}`) === mod;
    } catch (e) {
      same = `THROWS ${e.code}`;
    }
    if (same !== true) console.log(`${id}: node:${id} differs (${same})`);
  }
  const keys = (typeof mod === 'object' || typeof mod === 'function') && mod !== null ?
    Object.keys(mod).sort() : [];
  const shape = keys.map((k) => {
    let t;
    try {
      t = typeof mod[k];
    } catch {
      t = 'getter-throws';
    }
    return `${k}:${t}`;
  });
  console.log(`${id}: ${typeof mod} ${shape.join(',')}`);
}
