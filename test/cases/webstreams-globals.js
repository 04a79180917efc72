// The web stream and Blob globals: which exist, their descriptors, that they are the same
// objects as stream/web and buffer export, constructor lengths, prototype members and the
// util.inspect shape of every class.
'use strict';

const web = require('stream/web');
const { inspect } = require('util');

const names = Object.getOwnPropertyNames(globalThis)
  .filter((name) => /Stream|Blob|^File$|Queuing/.test(name));
console.log(names);
for (const name of names) {
  const d = Object.getOwnPropertyDescriptor(globalThis, name);
  const value = globalThis[name];
  console.log(name, d.enumerable, d.configurable, value.length,
              web[name] === value || require('buffer')[name] === value);
}
console.log(Object.keys(web));

for (const Ctor of [ReadableStream, ReadableStreamDefaultReader, ReadableStreamBYOBReader,
                    ReadableStreamBYOBRequest, ReadableByteStreamController,
                    ReadableStreamDefaultController, WritableStream, WritableStreamDefaultWriter,
                    WritableStreamDefaultController, TransformStream,
                    TransformStreamDefaultController, ByteLengthQueuingStrategy,
                    CountQueuingStrategy, TextEncoderStream, TextDecoderStream]) {
  const proto = Ctor.prototype;
  const members = Object.getOwnPropertyNames(proto).filter((n) => n !== 'constructor').map((n) => {
    const d = Object.getOwnPropertyDescriptor(proto, n);
    return `${n}${d.enumerable ? '' : '(hidden)'}${d.get ? ':get' : ''}`;
  });
  console.log(Ctor.name, members.join(' '), proto[Symbol.toStringTag]);
}
console.log(Object.keys(ReadableStream), ReadableStream.prototype[Symbol.asyncIterator] ===
  ReadableStream.prototype.values);

let rc;
let bc;
let wc;
let tc;
const rs = new ReadableStream({ start(c) { rc = c; } });
const bs = new ReadableStream({ type: 'bytes', start(c) { bc = c; } });
const ws = new WritableStream({ start(c) { wc = c; } });
const ts = new TransformStream({ start(c) { tc = c; } });
for (const value of [rs, bs, ws, ts, rc, bc, wc, tc, rs.getReader(), bs.getReader({ mode: 'byob' }),
                     ws.getWriter(), new ByteLengthQueuingStrategy({ highWaterMark: 3 }),
                     new CountQueuingStrategy({ highWaterMark: 2 }), new TextEncoderStream(),
                     new TextDecoderStream('utf-16le')]) {
  console.log(inspect(value));
}
console.log(inspect(ts, { depth: 0 }), inspect({ a: { b: { c: rs } } }));
const byobReader = new ReadableStream({
  type: 'bytes',
  pull(c) {
    console.log(inspect(c.byobRequest));
    c.byobRequest.respond(1);
  },
}).getReader({ mode: 'byob' });
byobReader.read(new Uint8Array(3)).then((r) => console.log(r));
