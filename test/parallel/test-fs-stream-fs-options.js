// Port of nodejs/node test/parallel/test-fs-stream-fs-options.js (rewritten for minirt).
'use strict';

// The `fs` option replaces open/read/write/writev/close: the streams call the given
// functions, validate that they are functions, and fall back to write when writev is
// missing (and the other way round).
const common = require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');

tmpdir.refresh();
const file = tmpdir.resolve('fs-option.txt');
fs.writeFileSync(file, 'abcdef');

{
  const calls = { open: 0, read: 0, close: 0 };
  const custom = {
    open(...args) {
      calls.open++;
      return fs.open(...args);
    },
    read(...args) {
      calls.read++;
      return fs.read(...args);
    },
    close(...args) {
      calls.close++;
      return fs.close(...args);
    },
  };
  const rs = fs.createReadStream(file, { fs: custom, encoding: 'utf8' });
  let text = '';
  rs.on('data', (d) => {
    text += d;
  });
  rs.on('close', common.mustCall(() => {
    assert.strictEqual(text, 'abcdef');
    assert.deepStrictEqual(calls, { open: 1, read: 2, close: 1 });
  }));
}

{
  // A failing custom read destroys with its error and still closes the fd.
  const rs = fs.createReadStream(file, {
    fs: {
      open: fs.open,
      read: common.mustCall((fd, buf, off, len, pos, cb) => {
        process.nextTick(cb, new Error('custom read failed'));
      }),
      close: common.mustCall(fs.close),
    },
  });
  rs.on('error', common.mustCall((err) => assert.strictEqual(err.message, 'custom read failed')));
  rs.on('close', common.mustCall());
  rs.resume();
}

{
  // write only: chunks go one by one through write().
  const out = tmpdir.resolve('custom-write.txt');
  let writes = 0;
  const ws = fs.createWriteStream(out, {
    fs: {
      open: common.mustCall(fs.open),
      write(...args) {
        writes++;
        return fs.write(...args);
      },
      close: common.mustCall(fs.close),
    },
  });
  assert.strictEqual(ws._writev, null);
  ws.write('a');
  ws.write('b');
  ws.end('c');
  ws.on('close', common.mustCall(() => {
    assert.strictEqual(fs.readFileSync(out, 'utf8'), 'abc');
    assert.strictEqual(writes, 3);
  }));
}

{
  // writev only: queued chunks arrive as one array.
  const out = tmpdir.resolve('custom-writev.txt');
  const ws = fs.createWriteStream(out, {
    fs: {
      open: fs.open,
      writev: common.mustCallAtLeast((fd, buffers, pos, cb) => {
        const data = Buffer.concat(buffers);
        fs.write(fd, data, 0, data.length, pos, (err, n) => cb(err, n, buffers));
      }, 1),
      close: fs.close,
    },
  });
  assert.strictEqual(ws._write, null);
  ws.write('1');
  ws.write('2');
  ws.end('3');
  ws.on('close', common.mustCall(() => assert.strictEqual(fs.readFileSync(out, 'utf8'), '123')));
}

{
  assert.throws(() => fs.createReadStream(file, { fs: { open: fs.open, read: 'no' } }), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: /"options\.fs\.read" property must be of type function/,
  });
  assert.throws(() => fs.createReadStream(file, { fs: { open: fs.open, read: fs.read } }), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: /"options\.fs\.close" property must be of type function/,
  });
  // Without autoClose, close is not needed (the fd is left to the caller).
  const noClose = fs.createReadStream(file, { autoClose: false, fs: { open: fs.open, read: fs.read } });
  noClose.on('open', common.mustCall((fd) => fs.closeSync(fd)));
  assert.throws(() => fs.createWriteStream(file, { fs: { open: fs.open, close: fs.close } }), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: /"options\.fs\.write" property must be of type function/,
  });
}
