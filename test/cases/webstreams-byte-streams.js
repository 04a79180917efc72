// Byte streams: default and BYOB reads, byobRequest respond/respondWithNewView, the min
// option, autoAllocateChunkSize, close with pending BYOB reads, and tee of a byte stream.
'use strict';

const log = (...args) => console.log(...args);

async function main() {
  // Enqueued bytes read through a default reader come back as Uint8Array views.
  const simple = new ReadableStream({
    type: 'bytes',
    start(c) {
      c.enqueue(new Uint8Array([1, 2, 3]));
      c.enqueue(new Uint16Array([0x0504]));
      c.close();
    },
  });
  const reader = simple.getReader();
  log(await reader.read());
  log(await reader.read());
  log(await reader.read());

  // BYOB reads fill the caller's view from the queue.
  const queued = new ReadableStream({
    type: 'bytes',
    start(c) {
      c.enqueue(new Uint8Array([10, 11, 12, 13, 14]));
      c.close();
    },
  });
  const byob = queued.getReader({ mode: 'byob' });
  log(await byob.read(new Uint8Array(2)));
  log(await byob.read(new Uint16Array(1)));
  log(await byob.read(new Uint8Array(4)));
  log(await byob.read(new Uint8Array(4)));

  // pull() answers a BYOB request by writing into its view.
  let counter = 0;
  const pulled = new ReadableStream({
    type: 'bytes',
    pull(c) {
      const request = c.byobRequest;
      log('byobRequest view', request.view.constructor.name, request.view.byteLength);
      if (counter === 3) {
        c.close();
        request.respond(0);
        return;
      }
      if (counter === 1) {
        const view = new Uint8Array(request.view.buffer, request.view.byteOffset, 2);
        view.set([0xaa, 0xbb]);
        counter++;
        request.respondWithNewView(view);
        return;
      }
      request.view[0] = 100 + counter++;
      request.respond(1);
    },
  });
  const byobReader = pulled.getReader({ mode: 'byob' });
  for (;;) {
    const { value, done } = await byobReader.read(new Uint8Array(8));
    log('byob', done, value);
    if (done) break;
  }

  // The min option waits until enough elements are there.
  let minController;
  const minStream = new ReadableStream({ type: 'bytes', start(c) { minController = c; } });
  const minRead = minStream.getReader({ mode: 'byob' }).read(new Uint8Array(6), { min: 4 });
  minController.enqueue(new Uint8Array([1, 2]));
  log('after 2 bytes, request pending', minController.byobRequest !== null);
  minController.enqueue(new Uint8Array([3, 4, 5]));
  log('min read', await minRead);

  // autoAllocateChunkSize gives default readers a byobRequest too.
  const auto = new ReadableStream({
    type: 'bytes',
    autoAllocateChunkSize: 4,
    pull(c) {
      const view = c.byobRequest.view;
      log('auto view', view.byteLength);
      view.set([7, 7, 7]);
      c.byobRequest.respond(3);
      c.close();
    },
  });
  const autoReader = auto.getReader();
  log(await autoReader.read());
  log(await autoReader.read());

  // Closing with a partially filled BYOB read of a wider type is an error.
  let partial;
  const partialStream = new ReadableStream({ type: 'bytes', start(c) { partial = c; } });
  const partialRead = partialStream.getReader({ mode: 'byob' }).read(new Uint16Array(2));
  partial.byobRequest.respond(1);
  try {
    partial.close();
  } catch (e) {
    log('close threw', e.code, e.message);
  }
  await partialRead.catch((e) => log('partial read rejected', e.message));

  // Cancelling with a pending BYOB read finishes it as done.
  const cancelled = new ReadableStream({ type: 'bytes' });
  const cancelReader = cancelled.getReader({ mode: 'byob' });
  const pendingRead = cancelReader.read(new Uint8Array(2));
  await cancelReader.cancel();
  log('cancelled byob read', await pendingRead);

  // tee of a byte stream: each branch gets its own copy.
  const teeSource = new ReadableStream({
    type: 'bytes',
    start(c) {
      c.enqueue(new Uint8Array([1, 2]));
      c.enqueue(new Uint8Array([3]));
      c.close();
    },
  });
  const [a, b] = teeSource.tee();
  const readAll = async (s) => {
    const out = [];
    for await (const chunk of s) out.push(...chunk);
    return out;
  };
  log('tee branches', await readAll(a), await readAll(b));
  const [c1, c2] = new ReadableStream({
    type: 'bytes',
    start(c) {
      c.enqueue(new Uint8Array([9, 8, 7]));
      c.close();
    },
  }).tee();
  log('tee byob branch', await c1.getReader({ mode: 'byob' }).read(new Uint8Array(2)));
  log('tee other branch', await c2.getReader().read());
}

main().then(() => log('done'));
