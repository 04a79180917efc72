// Readable.toWeb/fromWeb, Writable.toWeb/fromWeb and Duplex.toWeb/fromWeb: data, object
// mode, ends, errors and destruction crossing between Node streams and web streams.
'use strict';

const { Readable, Writable, Duplex, PassThrough, finished } = require('stream');

const log = (...args) => console.log(...args);
const check = (label, fn) => {
  try {
    log(label, fn());
  } catch (e) {
    log(label, 'throws', e.code, e.message);
  }
};

async function main() {
  log(Readable.toWeb.length, Readable.fromWeb.length, Writable.toWeb.length,
      Writable.fromWeb.length, Duplex.toWeb.length, Duplex.fromWeb.length);
  check('toWeb(1)', () => Readable.toWeb(1));
  check('toWeb options', () => Readable.toWeb(new Readable({ read() {} }), 1));
  check('toWeb type', () => Readable.toWeb(new Readable({ read() {} }), { type: 'x' }));
  check('fromWeb(1)', () => Readable.fromWeb(1));
  check('fromWeb encoding', () => Readable.fromWeb(new ReadableStream(), { encoding: 'x' }));
  check('fromWeb objectMode', () => Readable.fromWeb(new ReadableStream(), { objectMode: 1 }));
  check('Writable.toWeb(1)', () => Writable.toWeb(1));
  check('Writable.fromWeb(1)', () => Writable.fromWeb(1));
  check('Writable.fromWeb decodeStrings',
        () => Writable.fromWeb(new WritableStream(), { decodeStrings: 1 }));
  check('Duplex.toWeb(1)', () => Duplex.toWeb(1));
  check('Duplex.fromWeb(1)', () => Duplex.fromWeb(1));
  check('Duplex.fromWeb({})', () => Duplex.fromWeb({}));

  // Node Readable -> ReadableStream.
  const bytes = Readable.toWeb(Readable.from([Buffer.from('ab'), Buffer.from('cd')], { objectMode: false }));
  log(bytes);
  for await (const chunk of bytes) log('bytes chunk', chunk);
  const objects = Readable.toWeb(Readable.from([{ a: 1 }, 'two', 3]));
  for await (const chunk of objects) log('object chunk', chunk);
  const failing = new Readable({ read() { this.destroy(new Error('node side failed')); } });
  await Readable.toWeb(failing).getReader().read().catch((e) => log('read rejected', e.message));
  const premature = new Readable({ read() {} });
  const prematureWeb = Readable.toWeb(premature);
  premature.destroy();
  await prematureWeb.getReader().read().catch((e) => log('premature close', e.name, e.cause?.code));
  const cancelled = new Readable({ read() {} });
  cancelled.on('close', () => log('node readable closed, destroyed', cancelled.destroyed));
  await Readable.toWeb(cancelled).cancel(new Error('web side cancel'));
  await new Promise((resolve) => setImmediate(resolve));
  const byob = Readable.toWeb(Readable.from([Buffer.from('xyz')], { objectMode: false }), { type: 'bytes' });
  log('byob read', await byob.getReader({ mode: 'byob' }).read(new Uint8Array(2)));

  // ReadableStream -> Node Readable.
  const fromWeb = Readable.fromWeb(ReadableStream.from(['p', 'q']), { objectMode: true });
  fromWeb.on('data', (chunk) => log('node data', chunk));
  await new Promise((resolve) => fromWeb.on('end', resolve));
  log('node end');
  const encoded = Readable.fromWeb(ReadableStream.from([new TextEncoder().encode('hé')]),
                                   { encoding: 'utf8' });
  for await (const chunk of encoded) log('encoded chunk', JSON.stringify(chunk));
  const erroring = Readable.fromWeb(new ReadableStream({ start(c) { c.error(new Error('web failed')); } }));
  erroring.on('error', (e) => log('node error', e.message));
  await new Promise((resolve) => erroring.on('close', resolve));
  const source = new ReadableStream({ cancel(reason) { log('web source cancelled', reason.message); } });
  const destroyedReadable = Readable.fromWeb(source);
  destroyedReadable.on('error', (e) => log('node error', e.message));
  destroyedReadable.destroy(new Error('destroyed'));
  await new Promise((resolve) => setImmediate(resolve));

  // Node Writable -> WritableStream.
  const received = [];
  const nodeSink = new Writable({
    highWaterMark: 3,
    write(chunk, encoding, callback) {
      received.push(chunk.toString());
      setTimeout(callback, 1);
    },
  });
  const webSink = Writable.toWeb(nodeSink);
  const writer = webSink.getWriter();
  log('web sink desiredSize', writer.desiredSize);
  await writer.write(new TextEncoder().encode('one'));
  await writer.write(new Uint8Array([116, 119, 111]).buffer);
  await writer.close();
  log('node sink got', received, 'finished', nodeSink.writableFinished);
  const brokenSink = new Writable({ write(chunk, encoding, callback) { callback(new Error('sink failed')); } });
  const brokenWriter = Writable.toWeb(brokenSink).getWriter();
  brokenSink.on('error', () => {});
  await brokenWriter.write(new Uint8Array(1)).catch((e) => log('web write rejected', e.message));
  await brokenWriter.closed.catch((e) => log('web closed rejected', e.message));
  const ended = new Writable({ write(c, e, cb) { cb(); } });
  ended.end();
  log('ended writable', Writable.toWeb(ended));

  // WritableStream -> Node Writable.
  const chunks = [];
  const web = new WritableStream({
    write(chunk) { chunks.push(Buffer.from(chunk).toString()); },
    close() { log('web sink closed'); },
  });
  const nodeWritable = Writable.fromWeb(web);
  nodeWritable.write('alpha');
  nodeWritable.write(Buffer.from('beta'));
  nodeWritable.end('gamma');
  await new Promise((resolve) => finished(nodeWritable, resolve));
  log('web sink got', chunks);
  const rejecting = Writable.fromWeb(new WritableStream({ write() { throw new Error('web write failed'); } }));
  rejecting.on('error', (e) => log('node writable error', e.message));
  rejecting.write('x');
  await new Promise((resolve) => rejecting.on('close', resolve));

  // Duplex <-> pair.
  const { readable, writable } = Duplex.toWeb(new PassThrough());
  const pairWriter = writable.getWriter();
  pairWriter.write(new TextEncoder().encode('through'));
  pairWriter.close();
  for await (const chunk of readable) log('through duplex', Buffer.from(chunk).toString());
  const destroyedPair = (() => {
    const d = new PassThrough();
    d.destroy();
    return Duplex.toWeb(d);
  })();
  log(destroyedPair);
  const duplex = Duplex.fromWeb(new TransformStream({
    transform(chunk, c) { c.enqueue(String(chunk).toUpperCase()); },
  }), { objectMode: true });
  duplex.on('data', (chunk) => log('duplex data', chunk));
  duplex.end('web transform');
  await new Promise((resolve) => duplex.on('end', resolve));
  log('duplex end');
}

main().then(() => log('done'));
