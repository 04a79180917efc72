// util.debounce / util.throttle: argument checks, collapsing, leading calls, cancel, flush,
// abort signals, rate windows, dropping, queue limits and concurrency. Throttle windows are
// long (300 ms) so that no window can end between calls made one after another.
'use strict';
const { debounce, throttle } = require('util');
const log = (...a) => console.log(...a);
const errs = [
  () => debounce(1, 1), () => debounce(() => {}, -1), () => debounce(() => {}, 1.5), () => debounce(() => {}, 2 ** 31), () => debounce(() => {}, 1, 5),
  () => debounce(() => {}, 1, { leading: 1 }), () => debounce(() => {}, 1, { rejectOnCancel: 'x' }), () => debounce(() => {}, 1, { signal: {} }),
  () => debounce(() => {}, 1, { signal: AbortSignal.abort(new Error('why')) }),
  () => throttle(() => {}, 0, 1), () => throttle(() => {}, 1, -1), () => throttle(() => {}, 1, 1, { concurrency: 0 }), () => throttle(() => {}, 1, 1, { maxPending: -1 }),
  () => throttle(() => {}, 1, 1, { overflow: 'x' }), () => throttle(() => {}, 1, 1, { strict: 1 }), () => throttle(() => {}, 1, 1, { signal: AbortSignal.abort() }), () => throttle('f', 1, 1),
];
for (const f of errs) { try { f(); log('no error') } catch (e) { log(e.name, e.code, e.message, e.cause === undefined ? '' : String(e.cause)) } }
function named(a, b) { return a + b; }
const d = debounce(named, 20);
log(d.name, d.length, Object.keys(d).join(), d.pending, d.pendingCount);
const t = throttle(named, 2, 300);
log(t.name, t.length, Object.keys(t).join(), t.pending, t.pendingCount, t.activeCount, t.hasImmediateCapacity());
(async () => {
  // debounce: three quick calls resolve together with the last result.
  const p1 = d(1, 1); const p2 = d(2, 2); const p3 = d(3, 3);
  log('pendingCount', d.pendingCount, d.pending === p3);
  log('results', await Promise.all([p1, p2, p3]));
  // leading
  let calls = 0;
  const lead = debounce((x) => { calls++; return x; }, 20, { leading: true });
  const a = lead('first'); const b = lead('second');
  log('leading first', await a, calls);
  log('leading trailing', await b, calls);
  // rejectOnCancel
  const roc = debounce((x) => x, 20, { rejectOnCancel: true });
  const r1 = roc(1); const r2 = roc(2);
  log('superseded', await r1.catch((e) => `${e.name} ${e.message}`), await r2);
  // cancel
  const c = debounce((x) => x, 20);
  const c1 = c(1); c.cancel('stop');
  log('cancel', await c1.catch((e) => `${e.name} ${e.message} ${e.cause}`));
  const c2 = c(2); c.cancel();
  log('cancel no reason', await c2.catch((e) => `${e.name} ${e.message} ${e.cause}`));
  // flush
  const f = debounce((x) => x * 10, 1000);
  const f1 = f(4); f.flush(); log('flush', await f1, f.pendingCount);
  // throwing fn
  const thr = debounce(() => { throw new Error('boom'); }, 5);
  log('throws', await thr().catch((e) => e.message));
  // abort signal
  const ac = new AbortController();
  const s = debounce((x) => x, 20, { signal: ac.signal });
  const s1 = s(1); ac.abort('gone');
  log('aborted', await s1.catch((e) => `${e.name} ${e.cause}`), await s(2).catch((e) => `${e.name} ${e.cause}`));
  log('ref/unref', d.unref() === d, d.ref() === d);
  // throttle: limit 2 per 30ms
  const order = [];
  const tf = throttle(async (x) => { order.push(x); return x; }, 2, 300);
  const ps = [tf('a'), tf('b'), tf('c'), tf('d')];
  log('immediate', order.join(''), tf.pendingCount, tf.hasImmediateCapacity());
  log('throttled results', await Promise.all(ps), order.join(''));
  // drop
  const dropper = throttle((x) => x, 1, 300, { overflow: 'drop' });
  log('drop', await dropper(1), await dropper(2).catch((e) => `${e.name} ${e.code} ${e.message}`));
  // maxPending
  const mp = throttle((x) => x, 1, 300, { maxPending: 1 });
  const m1 = mp(1), m2 = mp(2), m3 = mp(3);
  log('maxPending', await m1, await m3.catch((e) => e.code), await m2);
  // concurrency
  let running = 0, peak = 0;
  const cc = throttle(async () => { running++; peak = Math.max(peak, running); await new Promise((r) => setTimeout(r, 10)); running--; }, 10, 1, { concurrency: 2 });
  await Promise.all([cc(), cc(), cc(), cc()]);
  log('concurrency peak', peak, cc.activeCount);
  // strict
  const st = throttle((x) => x, 2, 300, { strict: true });
  log('strict', await Promise.all([st(1), st(2), st(3)]));
  // cancel throttle
  const ct = throttle((x) => x, 1, 300);
  const ct1 = ct(1), ct2 = ct(2); ct.cancel('no');
  log('throttle cancel', await ct1, await ct2.catch((e) => `${e.name} ${e.cause}`));
  // throttle throwing
  const tt = throttle(() => { throw new TypeError('bad'); }, 1, 1);
  log('throttle throw', await tt().catch((e) => e.message));
})();
