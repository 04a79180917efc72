// unshift() while a _read() is pending schedules no extra read-ahead: the next _read() calls keep Node's cross-stream order
const { Readable } = require('stream');
const L = (...a) => console.log(...a);
function mk(n, src, hwm) {
  const r = new Readable({ highWaterMark: hwm, read() { const c = src.shift(); L(n, '_read', c); queueMicrotask(() => { if (c === undefined) this.push(null); else L(n, 'pushret', this.push(c)); }); }, construct(cb) { cb(); } });
  r.on('data', (c) => L(n, 'data', String(c)));
  r.on('end', () => L(n, 'end'));
  return r;
}
mk('a', ['x'], 16);
const b = mk('b', ['klmnopqrst', 'y'], 5);
process.nextTick(() => { L('tick'); queueMicrotask(() => { b.unshift('def'); process.nextTick(() => L('after unshift')); }); });
