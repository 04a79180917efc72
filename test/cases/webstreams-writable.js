// WritableStream: sink call order, backpressure (desiredSize and ready), close, abort with
// the controller's signal, errors from write/close/start, and writer release.
'use strict';

const log = (...args) => console.log(...args);

async function main() {
  const sink = {
    start(c) {
      log('sink start', c.constructor.name);
      return new Promise((resolve) => setTimeout(resolve, 1));
    },
    write(chunk) {
      log('sink write', chunk);
      return new Promise((resolve) => setTimeout(resolve, 1));
    },
    close() { log('sink close'); },
  };
  const stream = new WritableStream(sink, { highWaterMark: 2 });
  const writer = stream.getWriter();
  log('desiredSize', writer.desiredSize);
  const writes = ['a', 'b', 'c'].map((chunk) => writer.write(chunk).then(() => log('written', chunk)));
  log('desiredSize after 3 writes', writer.desiredSize);
  writer.ready.then(() => log('ready, desiredSize', writer.desiredSize));
  await Promise.all(writes);
  await writer.close();
  log('closed, desiredSize', writer.desiredSize);
  await writer.closed;
  log('state', stream);

  // A size() strategy.
  const sized = new WritableStream({}, { highWaterMark: 10, size: (chunk) => chunk.length });
  const sizedWriter = sized.getWriter();
  sizedWriter.write('hello');
  log('sized desiredSize', sizedWriter.desiredSize);

  // abort(): the signal fires, queued writes reject, the sink's abort runs.
  let signal;
  const abortable = new WritableStream({
    start(c) { signal = c.signal; },
    write() { return new Promise(() => {}); },
    abort(reason) { log('sink abort', reason); },
  });
  signal.addEventListener('abort', () => log('signal abort event', signal.reason));
  const abortWriter = abortable.getWriter();
  abortWriter.write('stuck').catch((e) => log('in-flight write rejected', e));
  abortWriter.write('queued').catch((e) => log('queued write rejected', e));
  await new Promise((resolve) => setTimeout(resolve, 2));
  const aborted = abortWriter.abort('reason');
  log('desiredSize while aborting', abortWriter.desiredSize);
  abortWriter.closed.catch((e) => log('closed rejected', e));
  setTimeout(() => log('abort still pending (in-flight write never ends)'), 5);

  // A failing write.
  const failingWriter = new WritableStream({
    write(chunk) { throw new Error(`cannot write ${chunk}`); },
  }).getWriter();
  await failingWriter.write('x').catch((e) => log('write rejected', e.message));
  await failingWriter.close().catch((e) => log('close rejected', e.message));

  // A failing close.
  const closeFails = new WritableStream({ close() { throw new Error('close failed'); } });
  await closeFails.close().catch((e) => log('stream close rejected', e.message));
  log(closeFails);

  // A failing start.
  const startFails = new WritableStream({ start() { return Promise.reject(new Error('no start')); } });
  const startWriter = startFails.getWriter();
  await startWriter.closed.catch((e) => log('closed rejected', e.message));
  log('ready after failed start', await startWriter.ready.then(() => 'resolved', (e) => e.message));

  // Releasing the writer.
  const releasing = new WritableStream();
  const first = releasing.getWriter();
  first.releaseLock();
  await first.closed.catch((e) => log('released closed', e.message));
  await first.ready.catch((e) => log('released ready', e.message));
  const second = releasing.getWriter();
  await second.write('ok');
  log('second writer wrote');
  second.releaseLock();
  await releasing.abort('bye');
  log(releasing);
  aborted.then(() => log('abort resolved'), (e) => log('abort rejected', e));
}

main().then(() => log('done'));
