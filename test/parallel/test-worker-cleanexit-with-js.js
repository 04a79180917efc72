// Port of test/parallel/test-worker-cleanexit-with-js.js: process.exit(0) in the main thread while ten workers run timer callbacks full of v8 serialize/deserialize, vm and eval work exits cleanly, wherever each worker happens to be.
'use strict';
const common = require('../common');
const { Worker } = require('worker_threads');

const busy = `setInterval(() => {
  const v8 = require('v8');
  v8.deserialize(v8.serialize({ foo: 'bar' }));
  require('vm').runInThisContext('x = "foo";');
  eval('const y = "vm";');
}, 10);`;
for (let i = 0; i < 9; i++) new Worker(busy, { eval: true });
new Worker(busy, { eval: true }).on('online', common.mustCall(() => process.exit(0)));
