// inspect of an ArrayBuffer under a negative maxArrayLength: empty buffers print, others throw.
const util = require('util');
for (const m of [-1, -5, 0, 1, 2]) for (const b of [new ArrayBuffer(0), new ArrayBuffer(3), new SharedArrayBuffer(0), new SharedArrayBuffer(2)]) {
  try { console.log(m, util.inspect(b, { maxArrayLength: m })); } catch (e) { console.log('THROW', e.message); }
}
for (const m of [-1, -3]) {
  console.log(util.inspect([1, 2, 3], { maxArrayLength: m }), util.inspect(new Uint8Array(2), { maxArrayLength: m }), util.inspect(new Set([1]), { maxArrayLength: m }), util.inspect(new Map([[1, 2]]), { maxArrayLength: m }));
  console.log(util.inspect('abc', { maxStringLength: m }), util.inspect(Buffer.from('ab'), { maxArrayLength: m }));
}
