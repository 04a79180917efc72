// Bad fds: Node 26 checks them in two places with two styles of message. Its JS validator
// (fs.read, fs.write, fs.readv, fs.writev and the streams) groups digits
// (1_099_511_627_776), shows bigints with their `n` and names functions; the C++ binding
// (every other fd call) shows numbers as String() does, a bigint without the `n`, a bare
// "function", an object by its constructor, judges NaN/Infinity "an integer" and other
// numbers by range first, and throws plain TypeError/RangeError objects with a `code`.
'use strict';
const fs = require('fs');

const nop = () => {};
const one = () => Buffer.alloc(1);
const calls = {
  closeSync: (fd) => fs.closeSync(fd),
  close: (fd) => fs.close(fd, nop),
  readSync: (fd) => fs.readSync(fd, one(), 0, 1, 0),
  'readSync(fd, buf)': (fd) => fs.readSync(fd, one()),
  writeSync: (fd) => fs.writeSync(fd, one()),
  'writeSync(fd, str)': (fd) => fs.writeSync(fd, 'x'),
  readvSync: (fd) => fs.readvSync(fd, [one()]),
  writevSync: (fd) => fs.writevSync(fd, [one()]),
  fsyncSync: (fd) => fs.fsyncSync(fd),
  fsync: (fd) => fs.fsync(fd, nop),
  fdatasyncSync: (fd) => fs.fdatasyncSync(fd),
  fdatasync: (fd) => fs.fdatasync(fd, nop),
  ftruncateSync: (fd) => fs.ftruncateSync(fd),
  ftruncate: (fd) => fs.ftruncate(fd, nop),
  fstatSync: (fd) => fs.fstatSync(fd),
  fstat: (fd) => fs.fstat(fd, nop),
  fchmodSync: (fd) => fs.fchmodSync(fd, 0o644),
  fchmod: (fd) => fs.fchmod(fd, 0o644, nop),
  fchownSync: (fd) => fs.fchownSync(fd, 0, 0),
  fchown: (fd) => fs.fchown(fd, 0, 0, nop),
  futimesSync: (fd) => fs.futimesSync(fd, 1, 1),
  futimes: (fd) => fs.futimes(fd, 1, 1, nop),
  read: (fd) => fs.read(fd, one(), 0, 1, 0, nop),
  'read(fd, cb)': (fd) => fs.read(fd, nop),
  write: (fd) => fs.write(fd, one(), 0, 1, 0, nop),
  'write(fd, str, cb)': (fd) => fs.write(fd, 'x', nop),
  readv: (fd) => fs.readv(fd, [one()], nop),
  writev: (fd) => fs.writev(fd, [one()], nop),
  createReadStream: (fd) => fs.createReadStream(null, { fd }),
};

class Custom {}
const values = [
  ['2**40', 2 ** 40], ['-1', -1], ['-0.5', -0.5], ['1.5', 1.5], ['2**31', 2 ** 31],
  ['2147483647.5', 2147483647.5], ['NaN', NaN], ['Infinity', Infinity], ['-Infinity', -Infinity],
  ['1e21', 1e21], ['1e-7', 1e-7], ['-1e-7', -1e-7], ['10n', 10n], ["'1'", '1'],
  ['long string', 'x'.repeat(30)], ['true', true], ['null', null], ['undefined', undefined],
  ['Symbol', Symbol('s')], ['function', function named() {}], ['arrow', () => {}],
  ['{}', {}], ['[]', []], ['null prototype', Object.create(null)], ['class instance', new Custom()],
  ['fake constructor', { constructor: { name: 'Fake' } }], ['Date', new Date(0)],
];

for (const [label, fd] of values) {
  const seen = new Map();
  for (const [name, call] of Object.entries(calls)) {
    let line;
    try {
      call(fd);
      line = 'no error';
    } catch (e) {
      const proto = Object.getPrototypeOf(e) === RangeError.prototype ? 'RangeError.prototype' :
        Object.getPrototypeOf(e) === TypeError.prototype ? 'TypeError.prototype' : 'subclass';
      line = `${e.name} ${proto} ${e.code} [${Object.keys(e)}] ${e.message}`;
    }
    if (!seen.has(line)) seen.set(line, []);
    seen.get(line).push(name);
  }
  console.log(`fd ${label}:`);
  for (const [line, names] of seen) console.log(`  ${names.join(', ')}\n    ${line}`);
}
