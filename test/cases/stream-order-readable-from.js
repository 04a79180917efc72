// Readable.from(): sync and async iterables, a string and Buffer as one chunk, a null
// value error, promises in a sync iterable, and early destroy calling return().
'use strict';
const { Readable } = require('stream');
async function collect(name, r) {
  r.on('close', () => console.log(name, 'close'));
  try {
    for await (const c of r) console.log(name, 'chunk', JSON.stringify(Buffer.isBuffer(c) ? String(c) : c));
  } catch (e) { console.log(name, 'error', e.code, e.message); }
}
function* gen() { try { yield 1; yield 2; yield 3; } finally { console.log('gen finally'); } }
async function* agen() { yield 'a'; await null; yield 'b'; }
(async () => {
  await collect('sync', Readable.from([1, 2, 3]));
  await collect('async', Readable.from(agen()));
  await collect('string', Readable.from('abc'));
  await collect('buffer', Readable.from(Buffer.from('xy')));
  await collect('promises', Readable.from([Promise.resolve('p1'), 'v2']));
  await collect('null', Readable.from(['a', null, 'b']));
  const r = Readable.from(gen());
  r.on('close', () => console.log('early close'));
  r.once('data', (c) => { console.log('early data', c); r.destroy(); });
  await new Promise((res) => r.on('close', res));
  try { Readable.from(42); } catch (e) { console.log('from(42)', e.code); }
  const o = Readable.from([1], { objectMode: false });
  console.log('objectMode false', o.readableObjectMode, o.readableHighWaterMark);
})();
