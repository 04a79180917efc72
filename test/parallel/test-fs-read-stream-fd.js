// Port of nodejs/node test/parallel/test-fs-read-stream-fd.js (rewritten for minirt).
'use strict';

// A numeric `fd` option: no open (no 'open' event), reads from the fd's position, the
// path argument is ignored, and the fd is closed at the end unless autoClose is false.
const common = require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');

tmpdir.refresh();
const file = tmpdir.resolve('fd.txt');
fs.writeFileSync(file, 'numeric fd');

{
  const fd = fs.openSync(file, 'r');
  const rs = fs.createReadStream(null, { fd, encoding: 'utf8' });
  assert.strictEqual(rs.fd, fd);
  assert.strictEqual(rs.pending, false);
  assert.strictEqual(rs.path, undefined);
  rs.on('open', common.mustNotCall());
  let out = '';
  rs.on('data', (d) => {
    out += d;
  });
  rs.on('end', common.mustCall(() => assert.strictEqual(out, 'numeric fd')));
  rs.on('close', common.mustCall(() => {
    assert.throws(() => fs.fstatSync(fd), { code: 'EBADF' });
  }));
}

{
  // autoClose:false leaves the fd open; reading continues from the current position.
  const fd = fs.openSync(file, 'r');
  const buf = Buffer.alloc(8);
  fs.readSync(fd, buf, 0, 8, null);
  const rs = fs.createReadStream('ignored', { fd, autoClose: false, encoding: 'utf8' });
  let out = '';
  rs.on('data', (d) => {
    out += d;
  });
  rs.on('end', common.mustCall(() => {
    assert.strictEqual(out, 'fd');
    fs.fstatSync(fd);
    fs.closeSync(fd);
  }));
}

{
  // A write stream on an fd.
  const out = tmpdir.resolve('fd-out.txt');
  const fd = fs.openSync(out, 'w');
  const ws = fs.createWriteStream(null, { fd });
  ws.on('open', common.mustNotCall());
  ws.end('through fd');
  ws.on('close', common.mustCall(() => {
    assert.strictEqual(fs.readFileSync(out, 'utf8'), 'through fd');
    assert.throws(() => fs.fstatSync(fd), { code: 'EBADF' });
  }));
}
