// Stream behaviours fixed against Node's stream test family (test-stream-*):
// async iteration of an old-style stream (no read()) and the static Readable.wrap().
'use strict';
const { Readable, Stream } = require('stream');

async function legacyIteration() {
  const old = new Stream();
  old.destroy = () => console.log('legacy destroy called');
  process.nextTick(() => {
    old.emit('data', 'a');
    old.emit('data', 'b');
    old.emit('end');
  });
  old[Symbol.asyncIterator] = Readable.prototype[Symbol.asyncIterator];
  const got = [];
  for await (const chunk of old) got.push(chunk);
  console.log('legacy chunks', got);

  const failing = new Stream();
  failing.close = () => console.log('legacy close called');
  process.nextTick(() => {
    failing.emit('data', 0);
    failing.emit('error', new Error('boom'));
  });
  const iter = Readable.prototype[Symbol.asyncIterator].call(failing);
  console.log('iter.stream is a Readable', iter.stream instanceof Readable);
  try {
    await iter.next();
    console.log('no error?');
  } catch (err) {
    console.log('legacy error', err.message);
  }
}

async function ownIteratorStream() {
  const r = Readable.from(['x']);
  const it = r[Symbol.asyncIterator]();
  console.log('iter.stream is the stream', it.stream === r);
  const it2 = r.iterator({ destroyOnReturn: false });
  console.log('iterator() stream', it2.stream === r);
}

async function staticWrap() {
  const old = new Stream();
  old.destroy = (err) => console.log('src destroyed with', err && err.message);
  const w = Readable.wrap(old);
  console.log('wrap objectMode default', w.readableObjectMode);
  const w2 = Readable.wrap(Object.assign(new Stream(), { readableObjectMode: false }));
  console.log('wrap objectMode from src', w2.readableObjectMode);
  const w3 = Readable.wrap(new Stream(), { highWaterMark: 3 });
  console.log('wrap options', w3.readableHighWaterMark);
  w.on('error', (e) => console.log('wrapped error', e.message));
  w.on('close', () => console.log('wrapped close'));
  w.destroy(new Error('stop'));
  await new Promise((resolve) => setImmediate(resolve));
  const fed = Readable.wrap(new Stream());
  const src = new Stream();
  const fed2 = Readable.wrap(src);
  process.nextTick(() => { src.emit('data', { n: 1 }); src.emit('end'); });
  console.log('wrap data', await fed2.toArray());
  fed.destroy();
}

legacyIteration().then(ownIteratorStream).then(staticWrap);
