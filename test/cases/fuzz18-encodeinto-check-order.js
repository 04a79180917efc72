// TextEncoder.prototype.encodeInto checks its source and destination before its receiver.
const f = TextEncoder.prototype.encodeInto;
for (const r of [{}, null, new TextEncoder()]) for (const a of [[], [5], ['s'], ['s', 5], ['s', new Uint16Array(2)], ['s', new Uint8Array(2)]]) {
  try { console.log(JSON.stringify(f.call(r, ...a))); } catch (e) { console.log(e.name, e.code, e.message); }
}
const te = new TextEncoder();
for (const d of [null, new DataView(new ArrayBuffer(2)), Buffer.alloc(3), new Uint8ClampedArray(2), new Float32Array(1), {}, 'x', new ArrayBuffer(2)]) {
  try { console.log(JSON.stringify(te.encodeInto('hé', d)), d && d.constructor && d.constructor.name); } catch (e) { console.log(e.name, e.code, e.message); }
}
