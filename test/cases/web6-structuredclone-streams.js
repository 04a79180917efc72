// structuredClone transfers ReadableStream, WritableStream and TransformStream listed in
// `transfer` (the original ends up locked, chunks arrive cloned), and refuses them when
// unlisted, locked or listed twice.
'use strict';
function attempt(label, fn) {
  try {
    return fn();
  } catch (e) {
    console.log(label, e.name, e.message);
  }
}
(async () => {
  const rs = new ReadableStream({
    start(c) { c.enqueue('a'); c.enqueue({ o: [1, 2] }); c.close(); },
  });
  const rs2 = structuredClone(rs, { transfer: [rs] });
  console.log(rs2 instanceof ReadableStream, rs2 === rs, rs.locked, rs2.locked);
  for await (const v of rs2) console.log('chunk', v);

  attempt('unlisted', () => structuredClone({ s: new ReadableStream() }));
  attempt('unlisted ws', () => structuredClone(new WritableStream()));
  attempt('unlisted ts', () => structuredClone(new TransformStream()));
  const d = new ReadableStream();
  attempt('duplicate', () => structuredClone(d, { transfer: [d, d] }));
  const lw = new WritableStream();
  lw.getWriter();
  attempt('locked ws', () => structuredClone(lw, { transfer: [lw] }));
  const lt = new TransformStream();
  lt.readable.getReader();
  attempt('locked ts', () => structuredClone(lt, { transfer: [lt] }));

  const errored = new ReadableStream({ start(c) { c.error(new TypeError('bad')); } });
  const errored2 = structuredClone(errored, { transfer: [errored] });
  await errored2.getReader().read().catch((e) => console.log('error', e.constructor.name, e.message));

  const fnStream = new ReadableStream({ start(c) { c.enqueue(() => 1); } });
  const fnStream2 = structuredClone(fnStream, { transfer: [fnStream] });
  await fnStream2.getReader().read().catch((e) => console.log('chunk error', e.name, e.message));

  const cancelled = new ReadableStream({ cancel(r) { console.log('original cancelled', r); } });
  await structuredClone(cancelled, { transfer: [cancelled] }).cancel('why');
  await new Promise((resolve) => setTimeout(resolve, 20));

  const seen = [];
  let closed = false;
  const ws = new WritableStream({ write(c) { seen.push(c); }, close() { closed = true; } });
  const ws2 = structuredClone(ws, { transfer: [ws] });
  console.log(ws2 instanceof WritableStream, ws.locked, ws2.locked);
  const w = ws2.getWriter();
  const chunk = { n: 1 };
  await w.write(chunk);
  await w.close();
  await new Promise((resolve) => setTimeout(resolve, 20));
  console.log('sink saw', seen, 'copied', seen[0] !== chunk, 'closed', closed);

  const ts = new TransformStream({ transform(c, ctl) { ctl.enqueue(c * 2); } });
  const ts2 = structuredClone(ts, { transfer: [ts] });
  console.log(ts2 instanceof TransformStream, ts.readable.locked, ts.writable.locked);
  const tw = ts2.writable.getWriter();
  tw.write(21);
  tw.close();
  for await (const v of ts2.readable) console.log('transformed', v);
})();
