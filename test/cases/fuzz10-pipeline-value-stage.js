// A later pipeline stage that is neither a stream nor a function replaces the chain's
// output with Duplex.from(value): nothing is piped into it, and compose() reads in its
// (object) mode.
'use strict';
const { pipeline, compose, PassThrough } = require('stream');

const head = new PassThrough();
const out = pipeline(head, 'bad', (err) => console.log('callback', err));
console.log(out.constructor.name, out.writable, out.readableObjectMode);
out.on('data', (c) => console.log('data', c));
out.on('end', () => console.log('end'));
out.on('error', (e) => console.log('error', e.code));
head.end('a');

setImmediate(() => {
  const c = compose(new PassThrough(), 'tail');
  console.log('compose', c.readableObjectMode, c.writableObjectMode, c.readableHighWaterMark);
  c.on('data', (d) => console.log('compose data', d));
  c.on('error', (e) => console.log('compose error', e.code));
  c.on('finish', () => console.log('compose finish'));
  c.end('x');
});
