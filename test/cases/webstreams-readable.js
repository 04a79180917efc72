// ReadableStream with a default controller: reads, queueing, closing, errors, cancel, locks,
// tee, async iteration and ReadableStream.from, printed in the order Node settles them.
'use strict';

const log = (...args) => console.log(...args);

async function main() {
  // Queue, desiredSize and pull.
  let pulls = 0;
  let controller;
  const stream = new ReadableStream({
    start(c) {
      controller = c;
      log('start desiredSize', c.desiredSize);
      c.enqueue('a');
      c.enqueue('b');
      log('after enqueue', c.desiredSize);
    },
    pull(c) {
      pulls++;
      log('pull', pulls, 'desiredSize', c.desiredSize);
      if (pulls === 2) c.enqueue('from pull');
      if (pulls === 3) c.close();
    },
    cancel: () => log('cancel must not run'),
  }, { highWaterMark: 2 });
  const reader = stream.getReader();
  log('locked', stream.locked);
  reader.closed.then(() => log('closed resolved'));
  for (;;) {
    const result = await reader.read();
    log('read', result);
    if (result.done) break;
  }
  log('after end desiredSize', controller.desiredSize);
  reader.releaseLock();
  log('released, locked', stream.locked);

  // Errors reach pending reads and closed.
  let errorController;
  const failing = new ReadableStream({ start(c) { errorController = c; } });
  const failingReader = failing.getReader();
  const pending = failingReader.read();
  errorController.error(new Error('broken'));
  await pending.catch((e) => log('pending read rejected', e.message));
  await failingReader.closed.catch((e) => log('closed rejected', e.message));
  await failingReader.read().catch((e) => log('later read rejected', e.message));
  log('desiredSize after error', errorController.desiredSize);

  // Cancel runs the source's cancel with the reason; pending reads finish as done.
  const cancellable = new ReadableStream({
    cancel(reason) {
      log('source cancel', reason);
      return new Promise((resolve) => setTimeout(resolve, 1));
    },
  });
  const cancelReader = cancellable.getReader();
  const waiting = cancelReader.read();
  const cancelled = cancelReader.cancel('no more');
  log('waiting read', await waiting);
  log('cancel resolved', await cancelled);

  // Releasing a reader with reads pending rejects them.
  const idle = new ReadableStream();
  const idleReader = idle.getReader();
  const r1 = idleReader.read();
  idleReader.releaseLock();
  await r1.catch((e) => log('released read', e.code, e.message));

  // A throwing size() errors the stream.
  let sized;
  const sizedStream = new ReadableStream({ start(c) { sized = c; } }, {
    size(chunk) {
      if (chunk === 'bad') throw new Error('bad size');
      return chunk.length;
    },
    highWaterMark: 5,
  });
  sized.enqueue('abc');
  log('desiredSize by size()', sized.desiredSize);
  try {
    sized.enqueue('bad');
  } catch (e) {
    log('enqueue threw', e.message);
  }
  await sizedStream.getReader().closed.catch((e) => log('sized stream errored', e.message));

  // tee.
  const source = new ReadableStream({
    start(c) {
      c.enqueue(1);
      c.enqueue({ n: 2 });
      c.close();
    },
  });
  const [left, right] = source.tee();
  log('source locked by tee', source.locked);
  const collect = async (name, s) => {
    const out = [];
    for await (const chunk of s) out.push(chunk);
    log(name, out);
    return out;
  };
  const [l, r] = await Promise.all([collect('left', left), collect('right', right)]);
  log('same object in both branches', l[1] === r[1]);

  // Async iteration: break cancels unless preventCancel.
  const numbers = () => new ReadableStream({
    start(c) {
      for (let i = 0; i < 4; i++) c.enqueue(i);
      c.close();
    },
    cancel(reason) { log('numbers cancelled with', reason); },
  });
  const n1 = numbers();
  for await (const n of n1) {
    log('iter', n);
    if (n === 1) break;
  }
  log('after break locked', n1.locked);
  const n2 = numbers();
  for await (const n of n2.values({ preventCancel: true })) {
    log('iter kept', n);
    if (n === 1) break;
  }
  log('kept stream continues with', await n2.getReader().read());
  const it = numbers().values();
  log('next', await it.next());
  log('return', await it.return('bye'));
  log('next after return', await it.next());

  // ReadableStream.from.
  const fromArray = [];
  for await (const v of ReadableStream.from(['x', Promise.resolve('y'), 'z'])) fromArray.push(v);
  log('from array', fromArray);
  const gen = (async function* () {
    try {
      yield 1;
      yield 2;
      yield 3;
    } finally {
      log('generator finally');
    }
  })();
  const fromGen = ReadableStream.from(gen);
  const genReader = fromGen.getReader();
  log('from generator', await genReader.read());
  await genReader.cancel('stop');
  log('generator after cancel', await gen.next());
}

main().then(() => log('done'));
