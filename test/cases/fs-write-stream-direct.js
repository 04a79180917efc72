// WriteStream chunks over minirt's own fs go straight to the write job: the bytes, positions
// (`start`), typed-array chunks, a custom `fs` option (still called), write errors and
// the fd count afterwards must all be as with fs.write in between.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ws-direct-'));
const fdCount = () => fs.readdirSync('/proc/self/fd').length;
const before = fdCount();
const big = Buffer.alloc(3 * 65536 + 123);
for (let i = 0; i < big.length; i++) big[i] = (i * 13) & 255;

function plain(next) {
  const file = path.join(dir, 'plain');
  const ws = fs.createWriteStream(file);
  ws.write(big.subarray(0, 70000));
  ws.write(big.subarray(70000, 70001));
  ws.write(new Uint16Array([0x4241, 0x4443]));
  ws.end(big.subarray(70001), () => {
    const got = fs.readFileSync(file);
    console.log('plain bytes', got.length, ws.bytesWritten);
    const want = Buffer.concat([big.subarray(0, 70001), Buffer.from('ABCD'), big.subarray(70001)]);
    console.log('plain same', got.equals(want));
  });
  // 'finish' comes before the stream's close job: go on once the fd is closed.
  ws.on('close', next);
}

function positioned(next) {
  const file = path.join(dir, 'positioned');
  fs.writeFileSync(file, 'x'.repeat(20));
  const ws = fs.createWriteStream(file, { flags: 'r+', start: 5 });
  ws.write('hello');
  ws.end(Buffer.from('!!'), () => {
    console.log('positioned', JSON.stringify(fs.readFileSync(file, 'latin1')), ws.pos);
  });
  ws.on('close', next);
}

function customFs(next) {
  // A user-supplied `fs` keeps getting every chunk.
  const file = path.join(dir, 'custom');
  let calls = 0;
  const ops = {
    open: fs.open,
    close: fs.close,
    write(...args) {
      calls++;
      return fs.write(...args);
    },
  };
  const ws = fs.createWriteStream(file, { fs: ops });
  ws.write(Buffer.from('abc'));
  ws.end(Buffer.from('def'), () => {
    console.log('custom fs calls', calls, fs.readFileSync(file, 'latin1'));
  });
  ws.on('close', next);
}

function failing(next) {
  const file = path.join(dir, 'readonly');
  fs.writeFileSync(file, 'data');
  const fd = fs.openSync(file, 'r');
  const ws = fs.createWriteStream(null, { fd });
  ws.on('error', (e) => {
    console.log('error', e.code, e.syscall, e.errno, typeof e.path, e.message);
  });
  ws.on('close', () => {
    console.log('closed after error', ws.destroyed, ws.bytesWritten);
    next();
  });
  ws.write(Buffer.alloc(100000, 1));
}

plain(() => positioned(() => customFs(() => failing(() => {
  console.log('fds back to start', fdCount() === before);
  fs.rmSync(dir, { recursive: true });
}))));
