// for await over a Readable: a buffered chunk settles next() at once (microtask count vs a counter), thenable chunks, queued next/return/throw
const { Readable, PassThrough } = require('stream');
const L = (...a) => console.log(...a);
function spin(tag) { let k = 0; (function s() { if (k++ < 8) { L(tag, k); Promise.resolve().then(s); } })(); }
async function buffered() {
  const r = new Readable({ objectMode: true, read() {} });
  r.push('a'); r.push('b'); r.push(null);
  spin('m');
  for await (const c of r) L('it', c);
  L('done');
}
async function thenables() {
  const r = new Readable({ objectMode: true, read() {} });
  r.push(Promise.resolve('p1')); r.push('x'); r.push(Promise.reject(new Error('rej')));
  spin('a');
  try { for await (const c of r) L('t1', c); } catch (e) { L('t1 err', e.message, r.destroyed); }
}
async function queued() {
  const r = Readable.from(['a', 'b', 'c']);
  const it = r[Symbol.asyncIterator]();
  const ps = [it.next(), it.next(), it.return('R'), it.next()];
  spin('b');
  for (const p of ps) L('t2', JSON.stringify(await p));
  L('t2 destroyed', r.destroyed);
  const pt = new PassThrough({ objectMode: true });
  const it2 = pt.iterator({ destroyOnReturn: false });
  const p = it2.next(); const q = it2.next(); const th = it2.throw(new Error('thr'));
  spin('c');
  pt.write('w1'); pt.write('w2');
  L('t3', JSON.stringify(await p), JSON.stringify(await q));
  try { await th; } catch (e) { L('t3 throw', e.message, pt.destroyed); }
  L('t3 after', JSON.stringify(await it2.next()));
  const r3 = new Readable({ read() {} }); const it3 = r3.iterator();
  L('t4', JSON.stringify(await it3.return(5)), r3.destroyed);
  try { await it3.throw(new Error('x')); } catch (e) { L('t4 throw', e.message); }
}
(async () => { await buffered(); await thenables(); await queued(); L('end'); })();
