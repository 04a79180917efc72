// Port of nodejs/node test/parallel/test-fs-write-stream.js (rewritten for minirt).
'use strict';

// fs.createWriteStream: 'open'/'ready', writes land in order, bytesWritten, flags
// ('a' appends, 'r+' with start overwrites in place), encoding option, close(cb),
// pending/path, errors from open destroying the stream, and write after end.
const common = require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');

tmpdir.refresh();

{
  const file = tmpdir.resolve('write1.txt');
  const ws = fs.createWriteStream(file);
  assert.strictEqual(ws.pending, true);
  assert.strictEqual(ws.path, file);
  ws.on('open', common.mustCall((fd) => assert.strictEqual(typeof fd, 'number')));
  ws.on('ready', common.mustCall());
  assert.strictEqual(ws.write('hello, '), true);
  ws.write(Buffer.from('world'));
  ws.end('!', common.mustCall());
  ws.on('finish', common.mustCall(() => assert.strictEqual(ws.bytesWritten, 13)));
  ws.on('close', common.mustCall(() => {
    assert.strictEqual(fs.readFileSync(file, 'utf8'), 'hello, world!');
    assert.strictEqual(ws.fd, null);
  }));
}

{
  // flags 'a' appends.
  const file = tmpdir.resolve('append.txt');
  fs.writeFileSync(file, 'abc');
  const ws = fs.createWriteStream(file, { flags: 'a' });
  ws.end('def');
  ws.on('close', common.mustCall(() => assert.strictEqual(fs.readFileSync(file, 'utf8'), 'abcdef')));
}

{
  // r+ with start overwrites in the middle.
  const file = tmpdir.resolve('start.txt');
  fs.writeFileSync(file, 'abcdefgh');
  const ws = fs.createWriteStream(file, { flags: 'r+', start: 2 });
  ws.write('XY');
  ws.end('Z');
  ws.on('close', common.mustCall(() => {
    assert.strictEqual(fs.readFileSync(file, 'utf8'), 'abXYZfgh');
    assert.strictEqual(ws.pos, 5);
  }));
}

{
  // The encoding option becomes the default encoding for string writes.
  const file = tmpdir.resolve('hex.txt');
  const ws = fs.createWriteStream(file, { encoding: 'hex' });
  ws.end('414243');
  ws.on('close', common.mustCall(() => assert.strictEqual(fs.readFileSync(file, 'utf8'), 'ABC')));
}

{
  // close(cb) ends the stream and calls back after 'close'.
  const file = tmpdir.resolve('close.txt');
  const ws = fs.createWriteStream(file);
  ws.write('x');
  ws.close(common.mustCall(() => {
    assert.strictEqual(ws.closed, true);
    assert.strictEqual(fs.readFileSync(file, 'utf8'), 'x');
    // A second close(cb) on a closed stream still calls back.
    ws.close(common.mustCall());
  }));
}

{
  // Open failure: the write callback and 'error' see it, then 'close'.
  const file = tmpdir.resolve('no', 'such', 'dir.txt');
  const ws = fs.createWriteStream(file);
  ws.write('x', common.mustCall((err) => assert.strictEqual(err.code, 'ENOENT')));
  ws.on('error', common.mustCall((err) => {
    assert.strictEqual(err.code, 'ENOENT');
    assert.strictEqual(err.syscall, 'open');
  }));
  ws.on('close', common.mustCall());
}

{
  // write() after end(): ERR_STREAM_WRITE_AFTER_END, as callback error and 'error'.
  const ws = fs.createWriteStream(tmpdir.resolve('after-end.txt'));
  ws.end();
  ws.write('late', common.mustCall((err) => assert.strictEqual(err.code, 'ERR_STREAM_WRITE_AFTER_END')));
  ws.on('error', common.mustCall((err) => assert.strictEqual(err.code, 'ERR_STREAM_WRITE_AFTER_END')));
}

{
  // Many small writes while the file opens are batched but all written in order.
  const file = tmpdir.resolve('many.txt');
  const ws = fs.createWriteStream(file);
  let expected = '';
  for (let i = 0; i < 100; i++) {
    ws.write(`${i},`);
    expected += `${i},`;
  }
  ws.end();
  ws.on('close', common.mustCall(() => {
    assert.strictEqual(fs.readFileSync(file, 'utf8'), expected);
    assert.strictEqual(ws.bytesWritten, expected.length);
  }));
}

{
  // flush:true fsyncs before closing; destroySoon is end.
  const file = tmpdir.resolve('flush.txt');
  const ws = fs.createWriteStream(file, { flush: true });
  assert.strictEqual(ws.flush, true);
  assert.strictEqual(ws.destroySoon, ws.end);
  ws.destroySoon('data');
  ws.on('close', common.mustCall(() => assert.strictEqual(fs.readFileSync(file, 'utf8'), 'data')));
}
