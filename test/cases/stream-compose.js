// stream.compose(...streams): Node streams, async generator functions, async functions,
// iterables and web streams joined into one Duplex; its readable/writable sides, object
// modes, errors and argument checks.
'use strict';

const { compose, Readable, Transform, Writable, PassThrough } = require('stream');

const log = (...args) => console.log(...args);
const collect = (stream) => new Promise((resolve, reject) => {
  const out = [];
  stream.on('data', (chunk) => out.push(typeof chunk === 'object' && !Buffer.isBuffer(chunk) ?
    chunk : String(chunk)));
  stream.on('end', () => resolve(out));
  stream.on('error', reject);
});

async function main() {
  log(typeof compose, compose.length, compose.name);

  const upper = new Transform({ transform(chunk, enc, cb) { cb(null, String(chunk).toUpperCase()); } });
  const doubled = compose(async function* (source) {
    for await (const chunk of source) yield String(chunk).repeat(2);
  }, upper);
  log('readable', doubled.readable, 'writable', doubled.writable,
      'objectMode', doubled.readableObjectMode, doubled.writableObjectMode);
  doubled.write('ab');
  doubled.end('c');
  log('generator then transform', await collect(doubled));

  const fromSource = compose(Readable.from(['x', 'y']), async function* (source) {
    for await (const chunk of source) yield `<${chunk}>`;
  });
  log('source first: writable', fromSource.writable);
  log('source first', await collect(fromSource));

  const fromIterable = compose(['p', 'q'], async function* (source) {
    for await (const chunk of source) yield chunk + '!';
  });
  log('iterable first', await collect(fromIterable));

  let sunk = '';
  const sink = compose(new PassThrough(), async function (source) {
    for await (const chunk of source) sunk += chunk;
  });
  log('sink last: readable', sink.readable);
  sink.end('to the end');
  await new Promise((resolve) => sink.on('finish', resolve));
  log('sink got', sunk);

  const objects = compose(
    new Transform({ objectMode: true, transform(chunk, enc, cb) { cb(null, { chunk }); } }),
    new Transform({ objectMode: true, transform(chunk, enc, cb) { cb(null, [chunk]); } }),
  );
  log('objectMode', objects.readableObjectMode, objects.writableObjectMode);
  objects.end(7);
  log('objects', JSON.stringify(await collect(objects)));

  const failing = compose(new PassThrough(), async function* (source) {
    for await (const chunk of source) throw new Error(`bad chunk ${chunk}`); // eslint-disable-line
  });
  failing.end('z');
  await collect(failing).catch((e) => log('error', e.message));

  const web = compose(
    new ReadableStream({ start(c) { c.enqueue('w'); c.enqueue('e'); c.close(); } }),
    new TransformStream({ transform(chunk, c) { c.enqueue(chunk.toUpperCase()); } }),
  );
  log('web source: writable', web.writable, 'readable', web.readable);
  log('web stages', await collect(web));

  const written = [];
  const webSink = compose(
    new TransformStream({ transform(chunk, c) { c.enqueue(`${chunk}#`); } }),
    new WritableStream({ write(chunk) { written.push(chunk); } }),
  );
  webSink.end('k');
  await new Promise((resolve) => webSink.on('finish', resolve));
  log('web sink got', written);

  const single = compose(async function* (source) {
    for await (const chunk of source) yield String(chunk).length;
  });
  single.end('four');
  log('single function', single.constructor.name, await collect(single));

  for (const args of [[], [1], [new Writable(), new PassThrough()],
                      [new PassThrough(), new Readable({ read() {} }), new PassThrough()]]) {
    try {
      compose(...args);
    } catch (e) {
      log('throws', e.name, e.code, e.message);
    }
  }
}

main().then(() => log('done'));
