// Port of test/parallel/test-worker-process-argv.js: the `argv` option is stringified and appended to a worker's process.argv (after the file name, or after '[worker eval]' for eval code); a non-array argv throws.
'use strict';
const common = require('../common');
const assert = require('assert');
const { Worker, isMainThread, workerData } = require('worker_threads');

if (isMainThread) {
  assert.throws(() => new Worker(__filename, { argv: 'foo' }), {
    code: 'ERR_INVALID_ARG_TYPE',
    name: 'TypeError',
  });

  const extra = [null, 'foo', 123, Symbol('bar')];
  const workers = [
    new Worker(__filename, { argv: extra, workerData: 'check-file-argv' }),
    new Worker(`
      const assert = require('assert');
      assert.deepStrictEqual(process.argv, [process.execPath, '[worker eval]']);
    `, { eval: true }),
    new Worker(`
      const assert = require('assert');
      assert.deepStrictEqual(process.argv, [
        process.execPath, '[worker eval]', 'null', 'foo', '123', 'Symbol(bar)',
      ]);
    `, { eval: true, argv: extra }),
  ];
  for (const w of workers) {
    w.on('error', common.mustNotCall());
    w.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
  }
} else if (workerData === 'check-file-argv') {
  assert.deepStrictEqual(process.argv, [
    process.execPath, __filename, 'null', 'foo', '123', 'Symbol(bar)',
  ]);
}
