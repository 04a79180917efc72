// fs.read with a callback: the shapes its native entry answers (six arguments, integers in
// range) and the ones it leaves to the JS version give Node's bytes, counts, callback
// arguments and errors.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { promisify } = require('util');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-cb-entry-'));
const file = path.join(dir, 'f');
fs.writeFileSync(file, 'abcdefghijklmnopqrstuvwxyz');
const fdCount = () => fs.readdirSync('/proc/self/fd').length;
const before = fdCount();
const fd = fs.openSync(file, 'r');

const buf = Buffer.alloc(10, 0x2e);
const u16 = new Uint16Array(4);
const dv = new DataView(new ArrayBuffer(6));
const calls = [
  ['at 0', (cb) => fs.read(fd, buf, 0, 5, 0, cb), buf],
  ['offset 5 at 20', (cb) => fs.read(fd, buf, 5, 5, 20, cb), buf],
  ['short at 24', (cb) => fs.read(fd, buf, 0, 10, 24, cb), buf],
  ['past eof', (cb) => fs.read(fd, buf, 0, 4, 100, cb), buf],
  ['current null', (cb) => fs.read(fd, buf, 0, 3, null, cb), buf],
  ['current undefined', (cb) => fs.read(fd, buf, 3, 3, undefined, cb), buf],
  ['uint16', (cb) => fs.read(fd, u16, 1, 4, 10, cb), u16],
  ['dataview', (cb) => fs.read(fd, dv, 0, 6, 2, cb), dv],
  ['length 0', (cb) => fs.read(fd, buf, 0, 0, 0, cb), buf],
  ['bigint position', (cb) => fs.read(fd, buf, 0, 2, 7n, cb), buf],
  ['position -1', (cb) => fs.read(fd, buf, 0, 2, -1, cb), buf],
  ['options form', (cb) => fs.read(fd, { buffer: buf, position: 1, length: 2 }, cb), buf],
  ['buffer and callback', (cb) => fs.read(fd, buf, cb), buf],
];

function show(label, err, n, echo, want) {
  if (err) console.log(label, 'error', err.code, err.syscall, err.errno, n, echo === want);
  else console.log(label, n, echo === want);
}

function throws(label, f) {
  try {
    f();
    console.log(label, 'no throw');
  } catch (e) {
    console.log(label, 'threw', e.name, e.code, e.message);
  }
}

console.log('name/length', fs.read.name, fs.read.length);
let i = 0;
function next() {
  if (i === calls.length) return after();
  const [label, f, target] = calls[i++];
  f((err, n, echo) => {
    show(label, err, n, echo, target);
    console.log('  bytes', JSON.stringify(Buffer.from(target.buffer).toString('latin1')));
    next();
  });
}

function after() {
  throws('length past view', () => fs.read(fd, buf, 5, 6, 0, () => {}));
  throws('negative offset', () => fs.read(fd, buf, -1, 2, 0, () => {}));
  throws('fractional length', () => fs.read(fd, buf, 0, 1.5, 0, () => {}));
  throws('no callback', () => fs.read(fd, buf, 0, 2, 0));
  throws('not a view', () => fs.read(fd, 'str', 0, 2, 0, () => {}));
  throws('empty view', () => fs.read(fd, Buffer.alloc(0), 0, 1, 0, () => {}));
  promisify(fs.read)(fd, Buffer.alloc(4), 0, 4, 22).then((r) => {
    console.log('promisified', r.bytesRead, r.buffer.toString());
    fs.closeSync(fd);
    const closed = fs.openSync(file, 'r');
    fs.closeSync(closed);
    // Jobs run on several pool threads, so (as in Node) the callbacks of
    // reads in flight together may come in any order: wait for both.
    let called = 0;
    const done = () => {
      if (++called < 2) return;
      console.log('callbacks called', called);
      console.log('fds back to start', fdCount() === before);
      fs.rmSync(dir, { recursive: true });
    };
    fs.read(closed, buf, 0, 1, 0, (err, n, echo) => {
      show('closed fd', err, n, echo, buf);
      done();
    });
    fs.read(closed, buf, 0, 1, null, done);
    console.log('sync return', called === 0);
  });
}

next();
