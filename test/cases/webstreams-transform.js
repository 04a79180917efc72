// TransformStream: transform/flush/start order, backpressure between the sides, terminate,
// errors, cancel of either side, plus TextEncoderStream and TextDecoderStream.
'use strict';

const log = (...args) => console.log(...args);

async function main() {
  const upper = new TransformStream({
    start(c) { log('start desiredSize', c.desiredSize); },
    transform(chunk, c) {
      log('transform', chunk);
      c.enqueue(chunk.toUpperCase());
      c.enqueue(`(${chunk.length})`);
    },
    flush(c) {
      log('flush');
      c.enqueue('END');
    },
  });
  const writer = upper.writable.getWriter();
  const reader = upper.readable.getReader();
  log('writer desiredSize', writer.desiredSize);
  writer.write('ab').then(() => log('write ab done'));
  writer.write('cde').then(() => log('write cde done'));
  writer.close().then(() => log('writer closed'));
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    log('read', value);
  }

  // Backpressure: with readable highWaterMark 1, the second transform waits for a read.
  const slow = new TransformStream({
    transform(chunk, c) {
      log('slow transform', chunk);
      c.enqueue(chunk);
    },
  }, undefined, { highWaterMark: 1 });
  const slowWriter = slow.writable.getWriter();
  slowWriter.write(1);
  slowWriter.write(2);
  await new Promise((resolve) => setTimeout(resolve, 2));
  log('before read');
  const slowReader = slow.readable.getReader();
  log('slow read', await slowReader.read());
  await new Promise((resolve) => setTimeout(resolve, 2));
  log('slow read', await slowReader.read());

  // terminate().
  const terminating = new TransformStream({
    transform(chunk, c) {
      c.enqueue(chunk);
      c.terminate();
    },
  });
  const tWriter = terminating.writable.getWriter();
  const tReader = terminating.readable.getReader();
  tWriter.write('last').then(() => log('terminating write done'));
  log('terminated read', await tReader.read());
  log('terminated read', await tReader.read());
  await tWriter.write('more').catch((e) => log('write after terminate', e.message));

  // A transform error errors both sides.
  const failing = new TransformStream({ transform() { throw new Error('transform failed'); } });
  const fReader = failing.readable.getReader();
  const fRead = fReader.read();
  await failing.writable.getWriter().write('x').catch((e) => log('write rejected', e.message));
  await fRead.catch((e) => log('read rejected', e.message));

  // Cancel from the readable side, abort from the writable side.
  const cancelled = new TransformStream({ cancel(reason) { log('transformer cancel', reason); } });
  const cWriter = cancelled.writable.getWriter();
  await cancelled.readable.cancel('stop reading');
  await cWriter.closed.catch((e) => log('writable errored with', e));
  const aborted = new TransformStream({ cancel(reason) { log('transformer cancel', reason); } });
  const aReader = aborted.readable.getReader();
  await aborted.writable.abort('stop writing');
  await aReader.closed.catch((e) => log('readable errored with', e));

  // TextEncoderStream keeps a split surrogate pair for the next chunk.
  const encoder = new TextEncoderStream();
  const eWriter = encoder.writable.getWriter();
  eWriter.write('h\u00e9\uD83D');
  eWriter.write('\uDE00!');
  eWriter.write('\uD800');
  eWriter.close();
  for await (const bytes of encoder.readable) log('encoded', bytes);
  log('encoding', encoder.encoding);

  // TextDecoderStream keeps a split UTF-8 sequence for the next chunk.
  const decoder = new TextDecoderStream();
  const dWriter = decoder.writable.getWriter();
  dWriter.write(new Uint8Array([0x68, 0xe2, 0x82]));
  dWriter.write(new Uint8Array([0xac, 0x21]));
  dWriter.write(new Uint8Array([0xf0]).buffer);
  dWriter.close();
  for await (const text of decoder.readable) log('decoded', JSON.stringify(text));
  log(decoder.encoding, decoder.fatal, decoder.ignoreBOM);
  const latin = new TextDecoderStream('latin1', { ignoreBOM: true });
  log(latin.encoding, latin.fatal, latin.ignoreBOM);
  const fatal = new TextDecoderStream('utf-8', { fatal: true });
  const fatalWrite = fatal.writable.getWriter().write(new Uint8Array([0xff]));
  await fatal.readable.getReader().read().catch((e) => log('fatal', e.name, e.code));
  await fatalWrite.catch((e) => log('fatal write', e.code));
}

main().then(() => log('done'));
