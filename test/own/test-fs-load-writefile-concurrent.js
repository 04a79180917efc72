// minirt's own test: 10,000 concurrent writeFile calls, each file read back byte for byte.
'use strict';
// Load: 10,000 writeFile calls in flight at once, each to its own file with its own
// content, then every file read back and compared byte for byte.
const common = require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');
const path = require('path');

tmpdir.refresh();
const N = 10000;
const dir = tmpdir.resolve('many');
fs.mkdirSync(dir);

// Contents differ in length and bytes so that a mixed-up or short write shows.
function contentOf(i) {
  return Buffer.from(`file ${i} `.repeat(1 + (i % 7)) + String.fromCharCode(0x41 + (i % 26)));
}

let written = 0;
for (let i = 0; i < N; i++) {
  fs.writeFile(path.join(dir, `f${i}`), contentOf(i), common.mustSucceed(() => {
    if (++written === N) verifyMany();
  }));
}

function verifyMany() {
  const names = fs.readdirSync(dir);
  assert.strictEqual(names.length, N);
  for (let i = 0; i < N; i++) {
    const got = fs.readFileSync(path.join(dir, `f${i}`));
    assert.ok(got.equals(contentOf(i)), `f${i} differs`);
  }
}
