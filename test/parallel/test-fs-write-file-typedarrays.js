// Port of nodejs/node test/parallel/test-fs-write-file-typedarrays.js (rewritten for minirt).
'use strict';

// writeFile/writeFileSync write the exact byte view of every TypedArray kind and of
// DataView.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const tmpdir = require('../common/tmpdir');
const fixtures = require('../common/fixtures');

tmpdir.refresh();
const source = Buffer.from(fixtures.utf8TestText, 'utf8');
const kinds = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array,
               Int32Array, Uint32Array, Float32Array, Float64Array, BigInt64Array,
               BigUint64Array, DataView];
let n = 0;
for (const Kind of kinds) {
  const per = Kind.BYTES_PER_ELEMENT || 1;
  const usable = source.length - (source.length % per);
  const copy = new ArrayBuffer(usable);
  new Uint8Array(copy).set(source.subarray(0, usable));
  const view = Kind === DataView ? new DataView(copy) : new Kind(copy);
  const expected = source.subarray(0, usable);

  const syncFile = tmpdir.resolve(`ta-sync-${n}`);
  fs.writeFileSync(syncFile, view);
  assert.ok(fs.readFileSync(syncFile).equals(expected), `${Kind.name} sync`);

  const asyncFile = tmpdir.resolve(`ta-async-${n}`);
  fs.writeFile(asyncFile, view, common.mustSucceed(() => {
    assert.ok(fs.readFileSync(asyncFile).equals(expected), `${Kind.name} async`);
  }));
  n++;
}
