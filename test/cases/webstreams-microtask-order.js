// The microtask on which stream events settle, counted against a promise chain: reads,
// writes, transforms, pipes, tees, iteration, ReadableStream.from, byte and blob streams.
'use strict';

let tick = 0;
function spin() {
  tick++;
  if (tick < 40) Promise.resolve().then(spin);
}
const log = (label) => (value) => {
  const shown = value && typeof value === 'object' && !(value instanceof Error) ?
    JSON.stringify(value) : String(value && value.message || value);
  console.log(tick, label, shown);
};

const scenarios = [
  ['queued reads', () => {
    const r = new ReadableStream({ start(c) { c.enqueue(1); c.close(); } }).getReader();
    r.read().then(log('r1'));
    r.read().then(log('r2'));
    r.closed.then(log('closed'));
  }],
  ['pending read', () => {
    let c;
    const r = new ReadableStream({ start(x) { c = x; } }).getReader();
    r.read().then(log('r1'));
    r.closed.then(log('closed'));
    Promise.resolve().then(() => { c.enqueue(1); c.close(); });
  }],
  ['pull', () => {
    let n = 0;
    const r = new ReadableStream({
      pull(c) {
        log('pull')(n);
        c.enqueue(n++);
        if (n > 2) c.close();
      },
    }).getReader();
    for (let i = 1; i <= 4; i++) r.read().then(log(`r${i}`));
  }],
  ['async start', () => {
    const r = new ReadableStream({ async start(c) { c.enqueue('s'); } }).getReader();
    r.read().then(log('r1'));
  }],
  ['iteration', () => {
    const s = new ReadableStream({ start(c) { c.enqueue(1); c.enqueue(2); c.close(); } });
    (async () => {
      for await (const x of s) log('item')(x);
      log('iteration done')();
    })();
  }],
  ['writes', () => {
    const w = new WritableStream({
      write(chunk) { log('sink write')(chunk); },
      close() { log('sink close')(); },
    }).getWriter();
    w.write(1).then(log('w1'));
    w.write(2).then(log('w2'));
    w.close().then(log('closed'));
    w.ready.then(log('ready'));
  }],
  ['abort', () => {
    const w = new WritableStream({ abort(r) { log('sink abort')(r); } });
    w.abort('why').then(log('abort resolved'));
  }],
  ['transform', () => {
    const t = new TransformStream({
      transform(chunk, c) {
        log('transform')(chunk);
        c.enqueue(chunk * 2);
      },
    });
    const w = t.writable.getWriter();
    const r = t.readable.getReader();
    w.write(1).then(log('w1'));
    w.write(2).then(log('w2'));
    r.read().then(log('r1'));
    r.read().then(log('r2'));
    w.close().then(log('close'));
    r.closed.then(log('rclosed'));
  }],
  ['pipeTo', () => {
    const rs = new ReadableStream({ start(c) { c.enqueue('a'); c.enqueue('b'); c.close(); } });
    const ws = new WritableStream({
      write(chunk) { log('sink write')(chunk); },
      close() { log('sink close')(); },
    });
    rs.pipeTo(ws).then(log('pipe done'));
  }],
  ['pipeThrough', () => {
    const rs = new ReadableStream({ start(c) { c.enqueue('a'); c.enqueue('b'); c.close(); } });
    const out = rs.pipeThrough(new TransformStream({
      transform(chunk, c) {
        log('t')(chunk);
        c.enqueue(chunk + chunk);
      },
    }));
    (async () => {
      for await (const x of out) log('out')(x);
      log('done')();
    })();
  }],
  ['tee', () => {
    const [a, b] = new ReadableStream({ start(c) { c.enqueue('a'); c.close(); } }).tee();
    a.getReader().read().then(log('a'));
    b.getReader().read().then(log('b'));
  }],
  ['cancel', () => {
    new ReadableStream({ cancel(r) { log('source cancel')(r); } }).cancel('x').then(log('cancelled'));
  }],
  ['from array', () => {
    const r = ReadableStream.from([1, 2]).getReader();
    for (let i = 1; i <= 3; i++) r.read().then(log(`r${i}`));
  }],
  ['from async generator', () => {
    const r = ReadableStream.from((async function* () { yield 1; yield 2; })()).getReader();
    for (let i = 1; i <= 3; i++) r.read().then(log(`r${i}`));
  }],
  ['byob', () => {
    const r = new ReadableStream({
      type: 'bytes',
      pull(c) {
        c.byobRequest.view[0] = 7;
        c.byobRequest.respond(1);
      },
    }).getReader({ mode: 'byob' });
    r.read(new Uint8Array(2)).then(log('b1'));
    r.read(new Uint8Array(2)).then(log('b2'));
  }],
  ['readable cancel of a transform', () => {
    const t = new TransformStream();
    const w = t.writable.getWriter();
    t.readable.cancel('cc').then(log('cancelled'));
    w.closed.catch(log('writable closed'));
  }],
  ['TextDecoderStream', () => {
    const t = new TextDecoderStream();
    const w = t.writable.getWriter();
    w.write(new Uint8Array([0x41])).then(log('write'));
    w.close().then(log('close'));
    const r = t.readable.getReader();
    r.read().then(log('r1'));
    r.read().then(log('r2'));
  }],
  ['blob', () => {
    new Blob(['ab']).text().then(log('text'));
    new Blob(['ab', 'cd', 'ef']).text().then(log('text of 3 parts'));
    new Blob(['ab']).arrayBuffer().then((ab) => log('arrayBuffer')(ab.byteLength));
    new Blob(['ab']).stream().getReader().read().then((r) => log('stream read')(r.value.length));
  }],
];

(async () => {
  for (const [name, run] of scenarios) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    console.log('--', name);
    tick = 0;
    Promise.resolve().then(spin);
    run();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
})();
