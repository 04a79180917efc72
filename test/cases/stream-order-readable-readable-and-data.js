// 'readable' and 'data' listeners together: 'readable' wins (flowing stays false),
// removing 'readable' hands control back to 'data', and read(0) on a stream with
// constructing state.
'use strict';
const { Readable } = require('stream');
let n = 0;
const r = new Readable({
  read() {
    n++;
    if (n <= 3) setImmediate(() => this.push('c' + n));
    else this.push(null);
  },
});
const onReadable = () => {
  console.log('readable, flowing', r.readableFlowing);
  let c;
  while ((c = r.read()) !== null) console.log('read', String(c));
  if (n >= 2) {
    r.removeListener('readable', onReadable);
    console.log('removed readable, flowing', r.readableFlowing);
    process.nextTick(() => console.log('tick flowing', r.readableFlowing));
  }
};
r.on('readable', onReadable);
r.on('data', (c) => console.log('data', String(c)));
r.on('end', () => console.log('end'));
console.log('flowing', r.readableFlowing);

const k = new Readable({
  construct(cb) { console.log('construct'); setImmediate(() => { console.log('constructed'); cb(); }); },
  read() { console.log('k _read'); this.push('k'); this.push(null); },
});
k.on('data', (c) => console.log('k data', String(c)));
k.on('end', () => console.log('k end'));
k.on('close', () => console.log('k close'));
