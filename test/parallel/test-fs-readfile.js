// Port of nodejs/node test/parallel/test-fs-readfile.js (rewritten for minirt).
'use strict';

// fs.readFile returns the exact bytes of files around the 64 KiB and 512 KiB/1 MiB
// boundaries, and honours an AbortSignal aborted before the call or while in flight.
const common = require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');

tmpdir.refresh();

const sizes = [1024, 64 * 1024 - 1, 64 * 1024, 1024 * 1024, 1024 * 1024 + 1];
const files = sizes.map((len) => {
  // Different fill per 512-byte sector, so a re-read or skipped section shows.
  const contents = Buffer.allocUnsafe(len);
  for (let at = 0; at < len; at += 512) {
    contents.fill((at / 512 * 37 + len) & 0xff, at, Math.min(len, at + 512));
  }
  const name = tmpdir.resolve(`readfile-${len}.bin`);
  fs.writeFileSync(name, contents);
  return { name, contents };
});

for (const { name, contents } of files) {
  fs.readFile(name, common.mustSucceed((buf) => {
    assert.ok(Buffer.isBuffer(buf));
    assert.strictEqual(buf.length, contents.length);
    assert.ok(buf.equals(contents), `contents of ${name}`);
  }));
}

{
  const ac = new AbortController();
  ac.abort();
  fs.readFile(files[0].name, { signal: ac.signal }, common.mustCall((err) => {
    assert.strictEqual(err.name, 'AbortError');
  }));
}

{
  const ac = new AbortController();
  fs.readFile(files[0].name, { signal: ac.signal }, common.mustCall((err) => {
    assert.strictEqual(err.name, 'AbortError');
  }));
  process.nextTick(() => ac.abort());
}
