// Port of nodejs/node test/parallel/test-fs-read-stream-file-handle.js (rewritten for minirt).
'use strict';

// A FileHandle-like object (an EventEmitter with a numeric fd and promise read/write/
// close) as the `fd` option: the stream reads and writes through the handle's methods,
// closes the handle (once) when done, and is closed when the handle emits 'close'.
// FileHandle itself is stood in for by a small fake over fs.read/fs.write/fs.close.
const common = require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');
const EventEmitter = require('events');

tmpdir.refresh();
const file = tmpdir.resolve('handle.txt');
const input = 'hello world';
fs.writeFileSync(file, input);

class FakeHandle extends EventEmitter {
  constructor(fd) {
    super();
    this.fd = fd;
    this.calls = { read: 0, write: 0, writev: 0, close: 0 };
  }
  read(buffer, offset, length, position) {
    this.calls.read++;
    return new Promise((resolve, reject) => {
      fs.read(this.fd, buffer, offset, length, position, (err, bytesRead) => {
        if (err) reject(err);
        else resolve({ bytesRead, buffer });
      });
    });
  }
  write(buffer, offset, length, position) {
    this.calls.write++;
    return new Promise((resolve, reject) => {
      fs.write(this.fd, buffer, offset, length, position, (err, bytesWritten) => {
        if (err) reject(err);
        else resolve({ bytesWritten, buffer });
      });
    });
  }
  close() {
    // Like FileHandle, closing an already closed handle is a no-op.
    if (this.fd === -1) return Promise.resolve();
    this.calls.close++;
    return new Promise((resolve, reject) => {
      fs.close(this.fd, (err) => {
        if (err) return reject(err);
        this.fd = -1;
        this.emit('close');
        resolve();
      });
    });
  }
}

{
  const handle = new FakeHandle(fs.openSync(file, 'r'));
  const rs = fs.createReadStream(null, { fd: handle, encoding: 'utf8' });
  assert.strictEqual(rs.pending, false);
  let text = '';
  rs.on('open', common.mustNotCall());
  rs.on('data', (d) => {
    text += d;
  });
  rs.on('end', common.mustCall(() => assert.strictEqual(text, input)));
  rs.on('close', common.mustCall(() => {
    assert(handle.calls.read >= 2); // the data, then EOF
    assert.strictEqual(handle.calls.close, 1);
  }));
}

{
  // start/end go to the handle as positions.
  const handle = new FakeHandle(fs.openSync(file, 'r'));
  const rs = fs.createReadStream(null, { fd: handle, start: 6, end: 10, encoding: 'utf8' });
  let text = '';
  rs.on('data', (d) => {
    text += d;
  });
  rs.on('close', common.mustCall(() => assert.strictEqual(text, 'world')));
}

{
  // A read rejected by the handle destroys the stream with that error.
  const handle = new FakeHandle(fs.openSync(file, 'r'));
  handle.read = () => Promise.reject(new Error('handle read failed'));
  const rs = fs.createReadStream(null, { fd: handle });
  rs.on('error', common.mustCall((err) => assert.strictEqual(err.message, 'handle read failed')));
  rs.on('close', common.mustCall(() => assert.strictEqual(handle.calls.close, 1)));
  rs.resume();
}

{
  // Closing the handle from outside closes the stream.
  const handle = new FakeHandle(fs.openSync(file, 'r'));
  const rs = fs.createReadStream(null, { fd: handle, autoClose: false });
  rs.on('close', common.mustCall());
  handle.close();
}

{
  // Write streams go through handle.write and close the handle at the end.
  const out = tmpdir.resolve('handle-out.txt');
  const handle = new FakeHandle(fs.openSync(out, 'w'));
  const ws = fs.createWriteStream(null, { fd: handle });
  ws.write('abc');
  ws.end('def');
  ws.on('finish', common.mustCall(() => assert.strictEqual(ws.bytesWritten, 6)));
  ws.on('close', common.mustCall(() => {
    assert.strictEqual(fs.readFileSync(out, 'utf8'), 'abcdef');
    assert(handle.calls.write >= 1);
    assert.strictEqual(handle.calls.close, 1);
  }));
}

{
  // A FileHandle together with a custom fs is refused.
  const handle = new FakeHandle(0);
  assert.throws(() => fs.createReadStream(null, { fd: handle, fs: {} }), {
    code: 'ERR_METHOD_NOT_IMPLEMENTED',
  });
}
