// Readable.prototype[Symbol.asyncDispose] settles one microtask after the stream itself
// settles (it is an async function awaiting finished()), with undefined; a failure other
// than its own abort rejects. Microtask probes pin the exact turn.
'use strict';
const { Readable, Writable, Duplex } = require('stream');

function probe(tag, n) {
  let p = Promise.resolve();
  for (let i = 0; i < n; i++) p = p.then(() => console.log(`${tag}${i}`));
}

const open = new Readable({ read() { this.push('k'); this.push(null); } });
open[Symbol.asyncDispose]().then((v) => console.log('open disposed', v, open.destroyed));
const settled = new Promise((resolve) => process.nextTick(resolve));
settled.then(() => console.log('nextTick-resolved promise'));
process.nextTick(() => console.log('tick'));
probe('a', 4);

const ended = new Readable({ read() {} });
ended.push('x');
ended.push(null);
ended.resume();
ended.on('end', () => {
  ended[Symbol.asyncDispose]().then((v) => console.log('ended disposed', v));
  probe('e', 3);
});

const failed = new Readable({ read() {} });
failed.on('error', () => {});
failed.destroy(new Error('other'));
failed[Symbol.asyncDispose]().then(
  () => console.log('failed resolved'),
  (err) => console.log('failed rejected', err.message));

const w = new Writable({ write(chunk, enc, cb) { cb(); } });
w[Symbol.asyncDispose]().then((v) => console.log('writable disposed', v));
const d = new Duplex({ read() {}, write(chunk, enc, cb) { cb(); } });
d[Symbol.asyncDispose]().then((v) => console.log('duplex disposed', v));
probe('w', 4);
