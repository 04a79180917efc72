// Port of nodejs/node test/parallel/test-fs-read-stream.js (rewritten for minirt).
'use strict';

// fs.createReadStream: 'open'/'ready' before data, chunks of at most highWaterMark,
// bytesRead/path/pending, pause/resume, encoding, start/end ranges (inclusive),
// reading until EOF, and the fd being closed at the end.
const common = require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');

tmpdir.refresh();
const file = tmpdir.resolve('read-stream.txt');
const content = 'xyz\n'.repeat(20000);
fs.writeFileSync(file, content);
const fileSize = Buffer.byteLength(content);

{
  const rs = fs.createReadStream(file, { highWaterMark: 16 * 1024 });
  assert.strictEqual(rs.pending, true);
  assert.strictEqual(rs.path, file);
  assert.strictEqual(rs.fd, null);
  assert.strictEqual(rs.bytesRead, 0);
  let opened = false;
  let readied = false;
  let paused = false;
  let length = 0;
  rs.on('open', common.mustCall((fd) => {
    assert.strictEqual(typeof fd, 'number');
    assert.strictEqual(rs.pending, false);
    opened = true;
  }));
  rs.on('ready', common.mustCall(() => {
    assert(opened);
    readied = true;
  }));
  rs.on('data', (data) => {
    assert(readied);
    assert(Buffer.isBuffer(data));
    assert(data.length <= 16 * 1024);
    assert(!paused);
    length += data.length;
    paused = true;
    rs.pause();
    setTimeout(() => {
      paused = false;
      rs.resume();
    }, 1);
  });
  rs.on('end', common.mustCall(() => {
    assert.strictEqual(length, fileSize);
    assert.strictEqual(rs.bytesRead, fileSize);
  }));
  rs.on('close', common.mustCall(() => {
    assert.strictEqual(rs.fd, null);
    assert.strictEqual(rs.destroyed, true);
  }));
}

{
  // encoding option gives strings; setEncoding works the same.
  const rs = fs.createReadStream(file, { encoding: 'utf8' });
  let text = '';
  rs.on('data', (d) => {
    assert.strictEqual(typeof d, 'string');
    text += d;
  });
  rs.on('end', common.mustCall(() => assert.strictEqual(text, content)));
  const rs2 = fs.createReadStream(file, 'base64');
  let b64 = '';
  rs2.on('data', (d) => {
    b64 += d;
  });
  rs2.on('end', common.mustCall(() => assert.strictEqual(b64, Buffer.from(content).toString('base64'))));
}

{
  // start/end are inclusive byte positions.
  const rs = fs.createReadStream(file, { start: 1, end: 2, encoding: 'utf8' });
  let text = '';
  rs.on('data', (d) => {
    text += d;
  });
  rs.on('end', common.mustCall(() => assert.strictEqual(text, 'yz')));
}

{
  // end without start reads from 0; a one-byte range.
  const rs = fs.createReadStream(file, { end: 0 });
  let n = 0;
  rs.on('data', (d) => {
    n += d.length;
    assert.strictEqual(String(d), 'x');
  });
  rs.on('end', common.mustCall(() => assert.strictEqual(n, 1)));
}

{
  // highWaterMark 1 with a range: one byte per chunk.
  const rs = fs.createReadStream(file, { start: 0, end: 3, highWaterMark: 1 });
  const chunks = [];
  rs.on('data', (d) => chunks.push(String(d)));
  rs.on('end', common.mustCall(() => assert.deepStrictEqual(chunks, ['x', 'y', 'z', '\n'])));
}

{
  // start beyond EOF: just 'end'.
  const rs = fs.createReadStream(file, { start: fileSize + 10 });
  rs.on('data', common.mustNotCall());
  rs.on('end', common.mustCall());
}

{
  // autoClose:false keeps the fd open after 'end'.
  const rs = fs.createReadStream(file, { autoClose: false, start: 0, end: 3 });
  rs.resume();
  rs.on('close', common.mustNotCall());
  rs.on('end', common.mustCall(() => {
    assert.strictEqual(typeof rs.fd, 'number');
    setImmediate(() => {
      assert.strictEqual(rs.destroyed, false);
      fs.closeSync(rs.fd);
    });
  }));
}

{
  // The constructor works without `new`, and the alias classes match.
  const rs = fs.ReadStream(file, { start: 0, end: 0 });
  assert(rs instanceof fs.ReadStream);
  assert.strictEqual(fs.FileReadStream, fs.ReadStream);
  rs.resume();
  rs.on('close', common.mustCall());
}

{
  // A missing file: 'error' with the open syscall, then 'close'; no 'open'.
  const missing = tmpdir.resolve('does-not-exist');
  const rs = fs.createReadStream(missing);
  rs.on('open', common.mustNotCall());
  rs.on('error', common.mustCall((err) => {
    assert.strictEqual(err.code, 'ENOENT');
    assert.strictEqual(err.syscall, 'open');
    assert.strictEqual(err.path, missing);
    assert.strictEqual(err.errno, -2);
  }));
  rs.on('close', common.mustCall());
}
