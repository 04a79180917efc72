// unpipe(): of one destination, of an unknown one, of all destinations, plus pipe to
// two destinations where only one needs draining.
'use strict';
const { Readable, Writable, PassThrough } = require('stream');
const r = new Readable({ read() {} });
const mk = (name, hwm) => new Writable({
  highWaterMark: hwm,
  write(c, e, cb) {
    console.log(name, 'write', String(c));
    setImmediate(cb);
  },
});
const a = mk('a', 1);
const b = mk('b', 100);
for (const [name, w] of [['a', a], ['b', b]]) {
  w.on('unpipe', () => console.log(name, 'unpipe'));
  w.on('drain', () => console.log(name, 'drain'));
  w.on('finish', () => console.log(name, 'finish'));
}
r.on('pause', () => console.log('r pause'));
r.on('resume', () => console.log('r resume'));
r.pipe(a);
r.pipe(b);
console.log('pipes', r._readableState.pipes.length);
r.push('one');
r.push('two');
setImmediate(() => {
  console.log('awaitDrain size', r._readableState.awaitDrainWriters && r._readableState.awaitDrainWriters.size);
  r.unpipe(new PassThrough());
  console.log('after unknown unpipe', r._readableState.pipes.length);
  r.unpipe(a);
  console.log('after unpipe(a)', r._readableState.pipes.length, 'flowing', r.readableFlowing);
  r.push('three');
  setImmediate(() => {
    r.unpipe();
    console.log('after unpipe()', r._readableState.pipes.length, 'flowing', r.readableFlowing);
    r.push('four');
    setImmediate(() => console.log('buffered', r.readableLength));
  });
});
