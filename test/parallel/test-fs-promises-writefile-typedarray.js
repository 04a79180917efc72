// Port of nodejs/node test/parallel/test-fs-promises-writefile-typedarray.js (rewritten for minirt).
'use strict';
// fsPromises.writeFile writes the exact bytes of any TypedArray or DataView view.
const common = require('../common');
const assert = require('assert');
const fsp = require('fs').promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const dest = tmpdir.resolve('typed.bin');
const bytes = Buffer.from('012'.repeat(2 ** 14));

(async () => {
  for (const View of [Uint8Array, Uint16Array, Uint32Array, Float64Array, DataView]) {
    const view = new View(bytes.buffer, bytes.byteOffset, bytes.length / (View.BYTES_PER_ELEMENT || 1));
    await fsp.writeFile(dest, view);
    assert.deepStrictEqual(await fsp.readFile(dest), bytes);
  }
  // A view on part of a buffer writes only that part.
  await fsp.writeFile(dest, new Uint8Array(bytes.buffer, bytes.byteOffset + 1, 2));
  assert.strictEqual(await fsp.readFile(dest, 'latin1'), '12');
})().then(common.mustCall());
