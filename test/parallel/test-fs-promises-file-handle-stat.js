// Port of nodejs/node test/parallel/test-fs-promises-file-handle-stat.js (rewritten for minirt).
'use strict';
// FileHandle#stat returns Stats of the open file (Date times, size, type checks).
const common = require('../common');
const assert = require('assert');
const { open } = require('fs').promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();

(async () => {
  const fh = await open(tmpdir.resolve('stat.txt'), 'w+');
  let st = await fh.stat();
  assert.ok(st.mtime instanceof Date);
  assert.ok(st.isFile());
  assert.strictEqual(st.size, 0);
  await fh.write('12345');
  st = await fh.stat({});
  assert.strictEqual(st.size, 5);
  await assert.rejects(fh.stat(5), { code: 'ERR_INVALID_ARG_TYPE' });
  await assert.rejects(fh.stat({ signal: AbortSignal.abort() }), { name: 'AbortError' });
  await fh.close();
})().then(common.mustCall());
