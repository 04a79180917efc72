// Port of test/parallel/test-worker-cleanexit-with-moduleload.js: process.exit(0) in the main thread while ten workers are still loading built-in modules exits cleanly.
'use strict';
const common = require('../common');
const { Worker } = require('worker_threads');

const modules = ['fs', 'assert', 'async_hooks', 'buffer', 'child_process', 'net', 'http',
                 'os', 'path', 'v8', 'vm'];
if (common.hasCrypto) modules.push('https');
const source = `for (const name of ${JSON.stringify(modules)}) require(name);`;
for (let i = 0; i < 10; i++) new Worker(source, { eval: true });
// Long enough for the workers to be mid-load, not for them all to finish.
setTimeout(() => process.exit(0), 200);
