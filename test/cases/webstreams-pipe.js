// pipeTo/pipeThrough: chunk flow with backpressure, closing, error propagation both ways,
// preventClose/preventAbort/preventCancel and AbortSignal, in Node's order of events.
'use strict';

const log = (...args) => console.log(...args);

function source(chunks, extra = {}) {
  return new ReadableStream({
    start(c) {
      for (const chunk of chunks) c.enqueue(chunk);
      if (!extra.open) c.close();
    },
    cancel(reason) { log('source cancel', reason instanceof Error ? reason.message : reason); },
    ...extra.source,
  });
}

function sink(name, extra = {}) {
  return new WritableStream({
    write(chunk) { log(name, 'write', chunk); },
    close() { log(name, 'close'); },
    abort(reason) { log(name, 'abort', reason instanceof Error ? reason.message : reason); },
    ...extra,
  }, { highWaterMark: 1 });
}

const settled = (p) => p.then(() => 'resolved', (e) => `rejected: ${e?.message ?? e}`);

async function main() {
  log('plain', await settled(source(['a', 'b', 'c']).pipeTo(sink('s1'))));

  log('preventClose', await settled(source(['a']).pipeTo(sink('s2'), { preventClose: true })));

  const failingSource = new ReadableStream({
    pull(c) { c.error(new Error('source broke')); },
  });
  log('source error', await settled(failingSource.pipeTo(sink('s3'))));
  log('source error, preventAbort',
      await settled(new ReadableStream({ start(c) { c.error(new Error('early')); } })
        .pipeTo(sink('s4'), { preventAbort: true })));

  const failingSink = sink('s5', { write(chunk) { throw new Error(`sink refused ${chunk}`); } });
  log('sink error', await settled(source(['x', 'y'], { open: true }).pipeTo(failingSink)));
  log('sink error, preventCancel', await settled(source(['x'], { open: true })
    .pipeTo(sink('s6', { write() { throw new Error('no'); } }), { preventCancel: true })));

  const closedSink = new WritableStream();
  await closedSink.close();
  log('closed destination', await settled(source(['q'], { open: true }).pipeTo(closedSink)));

  const ac = new AbortController();
  let slowCancelled = false;
  const slow = new ReadableStream({
    pull(c) {
      return new Promise((resolve) => setTimeout(() => {
        if (!slowCancelled) c.enqueue('tick');
        resolve();
      }, 5));
    },
    cancel(reason) {
      slowCancelled = true;
      log('slow source cancel', reason.name);
    },
  });
  let s7Writes = 0;
  const piping = settled(slow.pipeTo(sink('s7', {
    write(chunk) {
      log('s7 write', chunk);
      if (++s7Writes === 2) setTimeout(() => ac.abort(), 1);
    },
    abort(r) { log('s7 abort', r.name); },
  }), { signal: ac.signal }));
  log('signal abort', await piping);

  const already = AbortSignal.abort('gone');
  log('aborted signal', await settled(source(['z']).pipeTo(sink('s8'), { signal: already })));

  // pipeThrough returns the transform's readable side; the source locks at once.
  const src = source(['p', 'q']);
  const out = src.pipeThrough(new TransformStream({
    transform(chunk, c) { c.enqueue(chunk.repeat(2)); },
  }));
  log('source locked', src.locked);
  const collected = [];
  for await (const chunk of out) collected.push(chunk);
  log('piped through', collected);

  // Backpressure: a slow sink holds the reads back.
  let reads = 0;
  const counting = new ReadableStream({
    pull(c) {
      reads++;
      c.enqueue(reads);
      if (reads === 5) c.close();
    },
  }, { highWaterMark: 0 });
  let finish;
  const gate = new Promise((resolve) => { finish = resolve; });
  const held = counting.pipeTo(new WritableStream({
    write(chunk) {
      log('slow sink got', chunk, 'reads so far', reads);
      if (chunk === 2) return gate;
      return undefined;
    },
  }, { highWaterMark: 1 }));
  await new Promise((resolve) => setTimeout(resolve, 5));
  log('reads while the sink is stuck', reads);
  finish();
  await held;
  log('all reads', reads);
}

main().then(() => log('done'));
