// Async iteration: full loop, break (destroys), destroyOnReturn: false, an error from
// the stream, and throw inside the loop body.
'use strict';
const { Readable } = require('stream');
function src(name, items, failAt) {
  let i = 0;
  const r = new Readable({
    objectMode: true,
    read() {
      setImmediate(() => {
        if (i === failAt) return this.destroy(new Error('boom ' + name));
        this.push(i < items ? name + i++ : null);
      });
    },
  });
  for (const ev of ['end', 'close', 'error']) r.on(ev, (e) => console.log(name, ev, e ? e.message : ''));
  return r;
}
(async () => {
  for await (const c of src('full', 3)) console.log('got', c);
  const b = src('brk', 5);
  for await (const c of b) { console.log('got', c); if (c === 'brk1') break; }
  console.log('after break destroyed', b.destroyed);
  const k = src('keep', 5);
  for await (const c of k.iterator({ destroyOnReturn: false })) { console.log('got', c); break; }
  console.log('keep destroyed', k.destroyed, 'next read', k.read());
  try {
    for await (const c of src('err', 5, 2)) console.log('got', c);
  } catch (e) { console.log('caught', e.message); }
  const t = src('thr', 5);
  try {
    for await (const c of t) { console.log('got', c); throw new Error('body'); }
  } catch (e) { console.log('caught', e.message, 'destroyed', t.destroyed); }
  await new Promise((res) => setImmediate(res));
  console.log('done');
})();
