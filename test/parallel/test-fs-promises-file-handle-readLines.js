// Port of nodejs/node test/parallel/test-fs-promises-file-handle-readLines.mjs (rewritten for minirt).
'use strict';
// FileHandle.readLines() iterates the file line by line, keeping empty lines
// and not yielding an extra line after the final newline.

const common = require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const path = require('path');
const fsp = require('fs/promises');

tmpdir.refresh();

(async () => {
  const target = path.join(tmpdir.path, 'lines.txt');
  await fsp.writeFile(target, '1\n\n2\n');

  let handle;
  try {
    handle = await fsp.open(target);
    const seen = [];
    for await (const line of handle.readLines()) seen.push(line);
    assert.deepStrictEqual(seen, ['1', '', '2']);
  } finally {
    await handle?.close();
  }
})().then(common.mustCall());
