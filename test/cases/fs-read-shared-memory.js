// Reads into views over a SharedArrayBuffer land in that memory and report what arrived:
// fs.read (every overload, the plain 6-argument one included), readSync, readv, readvSync,
// FileHandle.read/readv and the whole-file readers with options.buffer. A read that
// reported bytes without copying them (or reported 0, which a read loop takes for the end
// of the file) would lose data.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-shared-read-'));
const file = path.join(dir, 'data');
fs.writeFileSync(file, 'hello shared world');

const views = () => [
  ['Uint8Array', new Uint8Array(new SharedArrayBuffer(8))],
  ['Uint8Array at 4', new Uint8Array(new SharedArrayBuffer(16), 4, 8)],
  ['Buffer', Buffer.from(new SharedArrayBuffer(8))],
  ['DataView', new DataView(new SharedArrayBuffer(8))],
  ['Uint16Array', new Uint16Array(new SharedArrayBuffer(8))],
];
const show = (v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('latin1')
  .replace(/\0/g, '.');

const fd = fs.openSync(file, 'r');
for (const [name, v] of views()) {
  console.log('readSync(fd, v, 0, 4, 0)', name, fs.readSync(fd, v, 0, 4, 0), show(v));
}
for (const [name, v] of views()) {
  console.log('readSync(fd, v, {position: 6})', name, fs.readSync(fd, v, { position: 6 }), show(v));
}
for (const [name, v] of views()) {
  console.log('readvSync(fd, [v, b], 1)', name, fs.readvSync(fd, [v, Buffer.alloc(2)], 1), show(v));
}

// A read loop at the current position must see the whole file.
{
  const loopFd = fs.openSync(file, 'r');
  const chunk = new Uint8Array(new SharedArrayBuffer(5));
  let text = '';
  let n;
  while ((n = fs.readSync(loopFd, chunk, 0, 5, null)) > 0) {
    text += Buffer.from(chunk.buffer, 0, n).toString();
  }
  fs.closeSync(loopFd);
  console.log('readSync loop', JSON.stringify(text));
}

function readCb(...args) {
  return new Promise((resolve) => {
    fs.read(fd, ...args, (err, bytesRead, buffer) => resolve({ err, bytesRead, buffer }));
  });
}

(async () => {
  for (const [name, v] of views()) {
    const r = await readCb(v, 0, 5, 2);
    console.log('read(fd, v, 0, 5, 2, cb)', name, r.err, r.bytesRead, r.buffer === v, show(v));
  }
  for (const [name, v] of views()) {
    const r = await readCb({ buffer: v, position: 3 });
    console.log('read(fd, {buffer: v}, cb)', name, r.err, r.bytesRead, r.buffer === v, show(v));
  }
  for (const [name, v] of views()) {
    const r = await readCb(v, { position: 4, length: 4 });
    console.log('read(fd, v, {length: 4}, cb)', name, r.err, r.bytesRead, show(v));
  }
  for (const [name, v] of views()) {
    const n = await new Promise((resolve) => fs.readv(fd, [v], 4, (err, c) => resolve(c)));
    console.log('readv(fd, [v], 4, cb)', name, n, show(v));
  }

  const fh = await fs.promises.open(file, 'r');
  for (const [name, v] of views()) {
    const r = await fh.read(v, 0, 3, 1);
    console.log('fh.read(v, 0, 3, 1)', name, r.bytesRead, r.buffer === v, show(v));
  }
  for (const [name, v] of views()) {
    const r = await fh.read({ buffer: v, position: 5 });
    console.log('fh.read({buffer: v})', name, r.bytesRead, show(v));
  }
  for (const [name, v] of views()) {
    const r = await fh.readv([v], 0);
    console.log('fh.readv([v], 0)', name, r.bytesRead, show(v));
  }
  const whole = await fh.readFile({ buffer: new Uint8Array(new SharedArrayBuffer(64)) });
  console.log('fh.readFile({buffer})', whole.length, whole.toString());
  await fh.close();

  const mem = () => new Uint8Array(new SharedArrayBuffer(64));
  console.log('readFileSync({buffer})', fs.readFileSync(file, { buffer: mem() }).toString());
  console.log('readFileSync(fd, {buffer})',
    fs.readFileSync(fs.openSync(file, 'r'), { buffer: mem() }).toString());
  const cbText = await new Promise((resolve) => {
    fs.readFile(file, { buffer: mem() }, (err, data) => resolve(err || data.toString()));
  });
  console.log('readFile({buffer}, cb)', cbText);
  console.log('promises.readFile({buffer})',
    (await fs.promises.readFile(file, { buffer: mem() })).toString());

  fs.closeSync(fd);
  fs.rmSync(dir, { recursive: true });
})();
