// A { readable, writable } object as the first pipeline stage is read through its readable
// side directly, as Node does for what looks like a TransformStream: its data arrives after
// the ticks queued with the pipeline, not on the first one.
'use strict';
const { pipeline, Readable, Writable, PassThrough } = require('stream');

const sink = new Writable({ write(c, e, cb) { console.log('sink', String(c)); cb(); } });
pipeline({ readable: Readable.from(['pair']), writable: new PassThrough() }, sink,
  (err) => console.log('done', err));
process.nextTick(() => console.log('tick 1'));
process.nextTick(() => process.nextTick(() => console.log('tick 2')));
Promise.resolve().then(() => console.log('microtask'));

setImmediate(() => {
  const out = [];
  pipeline(
    { readable: Readable.from(['a', 'b']), writable: new PassThrough() },
    async function* (source) { for await (const c of source) yield c.toUpperCase(); },
    new Writable({ objectMode: true, write(c, e, cb) { out.push(c); cb(); } }),
    (err) => console.log('through a function', err, out),
  );
});
