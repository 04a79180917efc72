// fs.readSync / writeSync / closeSync / fstatSync / accessSync are native entries for plain
// arguments; every other shape goes to their JS versions. Both must answer as Node does.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-fd-entry-'));
const f = path.join(dir, 'file');
fs.writeFileSync(f, 'abcdefghij');
const clean = (v) => (typeof v === 'string' ? v.replace(dir, '<dir>') : v);
const run = (label, fn) => {
  try {
    const r = fn();
    console.log(label, Buffer.isBuffer(r) ? `<buf ${r}>` : clean(r));
  } catch (e) {
    console.log(label, e.name, e.code, e.errno, e.syscall, clean(e.path), clean(e.message),
      Object.keys(e).join(','));
  }
};

console.log('names', ['readSync', 'writeSync', 'closeSync', 'fstatSync', 'accessSync']
  .map((n) => `${fs[n].name}/${fs[n].length}`).join(' '));

const fd = fs.openSync(f, 'r+');
const buf = Buffer.alloc(6, '.');
run('read 4 at 0 into 1', () => [fs.readSync(fd, buf, 1, 4, 0), buf.toString()].join(' '));
run('read at current position', () => [fs.readSync(fd, buf, 0, 3, null), buf.toString()].join(' '));
run('read again, undefined position', () => [fs.readSync(fd, buf, 0, 3, undefined), buf.toString()].join(' '));
run('read past the end', () => fs.readSync(fd, buf, 0, 6, 100));
run('read into a Uint16Array', () => { const u = new Uint16Array(2); return [fs.readSync(fd, u, 0, 4, 0), u[0], u[1]].join(' '); });
run('read into a DataView', () => { const v = new DataView(new ArrayBuffer(4)); return [fs.readSync(fd, v, 0, 4, 2), v.getUint8(0)].join(' '); });
run('read into a subarray', () => { const b = Buffer.alloc(8, '-'); const s = b.subarray(2, 6); return [fs.readSync(fd, s, 1, 2, 0), b.toString()].join(' '); });
run('read length too big', () => fs.readSync(fd, buf, 2, 5, 0));
run('read negative offset', () => fs.readSync(fd, buf, -1, 2, 0));
run('read fractional length', () => fs.readSync(fd, buf, 0, 2.5, 0));
run('read zero length', () => fs.readSync(fd, buf, 0, 0, 0));
run('read position -1', () => fs.readSync(fd, buf, 0, 2, -1));
run('read bigint position', () => fs.readSync(fd, buf, 0, 2, 1n));
run('read string position', () => fs.readSync(fd, buf, 0, 2, '1'));
run('read options object', () => fs.readSync(fd, buf, { position: 0, length: 2 }));
run('read 3 args', () => fs.readSync(fd, buf, { position: 0 }));
run('read not a buffer', () => fs.readSync(fd, 'abc', 0, 1, 0));
run('read empty buffer', () => fs.readSync(fd, Buffer.alloc(0), 0, 1, 0));
run('read bad fd', () => fs.readSync(1 << 30, buf, 0, 1, 0));
run('read fd -1', () => fs.readSync(-1, buf, 0, 1, 0));
run('read fd string', () => fs.readSync('3', buf, 0, 1, 0));

run('write buffer at 0', () => fs.writeSync(fd, Buffer.from('XY'), 0, 2, 0));
run('write buffer, 2 args', () => fs.writeSync(fd, Buffer.from('Z')));
run('write range', () => fs.writeSync(fd, Buffer.from('0123456789'), 7, 3, 5));
run('write offset only', () => fs.writeSync(fd, Buffer.from('pq'), 1));
run('write string', () => fs.writeSync(fd, 'é!'));
run('write string with position', () => fs.writeSync(fd, 'S', 9));
run('write string with encoding', () => fs.writeSync(fd, '41', 0, 'hex'));
run('write lone surrogate', () => fs.writeSync(fd, '\ud800', 12));
run('write length too big', () => fs.writeSync(fd, Buffer.from('ab'), 1, 5, 0));
run('write offset too big', () => fs.writeSync(fd, Buffer.from('ab'), 3));
run('write null offset', () => fs.writeSync(fd, Buffer.from('nn'), null, 1, 0));
run('write Uint32Array', () => fs.writeSync(fd, new Uint32Array([0x44434241]), 0, 4, 20));
run('write number', () => fs.writeSync(fd, 42));
run('write bad fd', () => fs.writeSync(1 << 30, Buffer.from('a')));
run('write zero length', () => fs.writeSync(fd, Buffer.from('a'), 0, 0, 0));
run('contents', () => fs.readFileSync(f).toString('hex'));

run('fstatSync', () => { const s = fs.fstatSync(fd); return [s instanceof fs.Stats, s.isFile(), s.size].join(' '); });
run('fstatSync bigint', () => typeof fs.fstatSync(fd, { bigint: true }).size);
run('fstatSync bad fd', () => fs.fstatSync(1 << 30));
run('fstatSync string fd', () => fs.fstatSync('1'));
run('closeSync', () => fs.closeSync(fd));
run('closeSync again', () => fs.closeSync(fd));
run('closeSync -1', () => fs.closeSync(-1));
run('closeSync float', () => fs.closeSync(1.5));
run('accessSync file', () => fs.accessSync(f));
run('accessSync missing', () => fs.accessSync(path.join(dir, 'nope')));
run('accessSync mode', () => fs.accessSync(f, fs.constants.R_OK));
run('accessSync bad mode', () => fs.accessSync(f, 'r'));
run('accessSync NUL', () => fs.accessSync('a\0'));
run('accessSync buffer', () => fs.accessSync(Buffer.from(f)));

const before = fs.readdirSync('/proc/self/fd').length;
for (let i = 0; i < 20; i++) {
  const x = fs.openSync(f, 'r');
  fs.readSync(x, buf, 0, 2, 0);
  fs.closeSync(x);
}
console.log('fds unchanged', fs.readdirSync('/proc/self/fd').length === before);
fs.rmSync(dir, { recursive: true });
