'use strict';
const stream = require('stream');
const { Readable, Writable, Duplex, Transform, PassThrough } = stream;
const { series } = require('../fixtures/stream-order-harness.js').ops;
// stream/consumers and stream/promises.
const consumers = require('stream/consumers');
const sp = require('stream/promises');
const util = require('util');
series([
  // bytes() is not implemented in minirt yet.
  ['exports', () => [Object.keys(consumers).filter((k) => k !== 'bytes').sort(), Object.keys(sp).sort(), stream.promises === sp]],
  ['text from buffers split in a utf8 char', () =>
    consumers.text(Readable.from([Buffer.from([0x61, 0xe2, 0x82]), Buffer.from([0xac, 0x62])]))],
  ['text from strings', () => consumers.text(Readable.from(['ab', 'cd']))],
  ['json', () => consumers.json(Readable.from(['{"a":', '[1,2]}']))],
  ['json bad', () => consumers.json(Readable.from(['{x'])).catch((e) => { throw e.name; })],
  ['buffer', async () => {
    const b = await consumers.buffer(Readable.from([Buffer.from('ab'), 'cd', new Uint8Array([101])]));
    return [Buffer.isBuffer(b), b.toString()];
  }],
  ['arrayBuffer', async () => {
    const ab = await consumers.arrayBuffer(Readable.from([Buffer.from('xyz')]));
    return [ab instanceof ArrayBuffer, ab.byteLength, Buffer.from(ab).toString()];
  }],
  ['async generator source', () => consumers.text((async function*() { yield 'g1'; yield Buffer.from('g2'); })())],
  ['errored source', () => consumers.text(new Readable({ read() { this.destroy(new Error('bad src')); } }))],
  ['promises.pipeline', async () => {
    const out = [];
    await sp.pipeline(Readable.from(['a', 'b']), new Writable({
      objectMode: true, write(c, e, cb) { out.push(c); cb(); },
    }));
    return out;
  }],
  ['promises.pipeline generator result', () => sp.pipeline(Readable.from(['a', 'b']), async function(src) {
    let s = '';
    for await (const c of src) s += c;
    return s;
  })],
  ['promises.pipeline aborted', () => {
    const ac = new AbortController();
    const p = sp.pipeline(new Readable({ read() {} }), new PassThrough(), { signal: ac.signal });
    ac.abort();
    return p;
  }],
  ['promises.pipeline end false', async () => {
    const w = new PassThrough();
    await sp.pipeline(Readable.from(['q']), w, { end: false });
    return [w.writableEnded, w.read().toString()];
  }],
  ['promises.finished', async () => {
    const r = Readable.from(['a']);
    r.resume();
    await sp.finished(r);
    return r.readableEnded;
  }],
  ['promises.finished error', () => {
    const r = new Readable({ read() {} });
    setImmediate(() => r.destroy(new Error('fin')));
    return sp.finished(r);
  }],
  ['promisify custom', () => [util.promisify(stream.pipeline) === sp.pipeline, util.promisify(stream.finished) === sp.finished]],
]);
