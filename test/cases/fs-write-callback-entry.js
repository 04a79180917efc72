// fs.write with a callback: every argument shape its native entry answers, and the ones it
// leaves to the JS version, give Node's bytes, positions, callback arguments and errors.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-cb-entry-'));
const file = path.join(dir, 'f');
const fdCount = () => fs.readdirSync('/proc/self/fd').length;
const before = fdCount();
const fd = fs.openSync(file, 'w+');
const big = Buffer.alloc(40000, 0x61);
const dv = new DataView(new ArrayBuffer(4));
dv.setUint32(0, 0x44434241);

const calls = [
  ['view', (cb) => fs.write(fd, Buffer.from('hello'), cb)],
  ['view range at 10', (cb) => fs.write(fd, Buffer.from('0123456789'), 2, 3, 10, cb)],
  ['view range null pos', (cb) => fs.write(fd, Buffer.from('XYZ'), 1, 2, null, cb)],
  ['view big', (cb) => fs.write(fd, big, 0, big.length, 100, cb)],
  ['dataview', (cb) => fs.write(fd, dv, cb)],
  ['uint16 range', (cb) => fs.write(fd, new Uint16Array([0x4545, 0x4646]), 2, 2, undefined, cb)],
  ['string', (cb) => fs.write(fd, 'str\u00e9', cb)],
  ['string utf8 in position slot', (cb) => fs.write(fd, '-u-', 'utf8', cb)],
  ['string at 3', (cb) => fs.write(fd, 'AT3', 3, cb)],
  ['string at 50 utf8', (cb) => fs.write(fd, 'fifty', 50, 'utf8', cb)],
  ['string latin1', (cb) => fs.write(fd, '\u00ff\u00fe', null, 'latin1', cb)],
  ['string hex', (cb) => fs.write(fd, '4142', null, 'hex', cb)],
  ['lone surrogate', (cb) => fs.write(fd, 'a\ud800b', cb)],
  ['empty view', (cb) => fs.write(fd, Buffer.alloc(0), cb)],
  ['empty range', (cb) => fs.write(fd, Buffer.from('abc'), 1, 0, null, cb)],
  ['offset only', (cb) => fs.write(fd, Buffer.from('abcdef'), 4, cb)],
  ['offset length', (cb) => fs.write(fd, Buffer.from('abcdef'), 1, 2, cb)],
  ['negative position', (cb) => fs.write(fd, Buffer.from('neg'), 0, 3, -1, cb)],
];

function show(label, err, n, echo) {
  const kind = typeof echo === 'string' ? 'string' : echo && echo.constructor.name;
  if (err) console.log(label, 'error', err.code, err.syscall, err.errno, n, kind);
  else console.log(label, n, kind);
}

function throws(label, f) {
  try {
    f();
    console.log(label, 'no throw');
  } catch (e) {
    console.log(label, 'threw', e.name, e.code, e.message);
  }
}

console.log('name/length', fs.write.name, fs.write.length);
let i = 0;
function next() {
  if (i === calls.length) return finish();
  const [label, f] = calls[i++];
  f((err, n, echo) => {
    show(label, err, n, echo);
    next();
  });
}

function finish() {
  fs.closeSync(fd);
  const out = fs.readFileSync(file);
  console.log('size', out.length, 'head', JSON.stringify(out.subarray(0, 60).toString('latin1')));
  console.log('tail', JSON.stringify(out.subarray(out.length - 30).toString('latin1')));
  throws('length too big', () => fs.write(1, Buffer.from('ab'), 0, 3, null, () => {}));
  throws('offset too big', () => fs.write(1, Buffer.from('ab'), 3, 0, null, () => {}));
  throws('fractional offset', () => fs.write(1, Buffer.from('ab'), 0.5, 1, null, () => {}));
  throws('no callback', () => fs.write(1, Buffer.from('ab')));
  throws('bad fd', () => fs.write(-1, Buffer.from('ab'), () => {}));
  throws('bad data', () => fs.write(1, 42, () => {}));
  // A closed fd: the error comes through the callback, with the data echoed.
  const closed = fs.openSync(file, 'r');
  fs.closeSync(closed);
  const data = Buffer.from('late');
  fs.write(closed, data, (err, n, echo) => {
    show('closed fd', err, n, echo);
    console.log('same data', echo === data);
    fs.write(closed, 'text', 7, (err2, n2, echo2) => {
      show('closed fd string', err2, n2, echo2);
      // Jobs run on several pool threads, so (as in Node) the callbacks of
      // writes in flight together may come in any order: wait for all three.
      let called = '';
      const done = (tag) => () => {
        called += tag;
        if (called.length < 3) return;
        console.log('callbacks called', [...called].sort().join(''));
        console.log('fds back to start', fdCount() === before);
        fs.rmSync(dir, { recursive: true });
      };
      fs.write(closed, 'a', done('a'));
      fs.write(closed, Buffer.from('b'), done('b'));
      fs.write(closed, Buffer.from('c'), 0, 1, null, done('c'));
      console.log('sync return', called === '');
    });
  });
}

next();
