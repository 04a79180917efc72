// structuredClone of a SharedArrayBuffer gives a new object over the same memory, as Node's.
'use strict';
const sab = new SharedArrayBuffer(8);
const view = new Int32Array(sab);
const copy = structuredClone(sab);
console.log(copy === sab, copy instanceof SharedArrayBuffer, copy.byteLength);
new Int32Array(copy)[0] = 42;
console.log(view[0]);
view[1] = 7;
console.log(new Int32Array(copy)[1]);
// One clone per object: both references in the graph map to the same new buffer.
const pair = structuredClone({ a: sab, b: sab, v: view });
console.log(pair.a === pair.b, pair.a === sab, pair.v.buffer === pair.a, pair.v[0]);
const growable = new SharedArrayBuffer(4, { maxByteLength: 16 });
const g2 = structuredClone(growable);
console.log(g2.growable, g2.maxByteLength);
growable.grow(8);
console.log(g2.byteLength);
// A view that ends at the end of a growable buffer tracks its length in the clone too.
const gv = new Uint8Array(growable);
const gvc = structuredClone(gv);
growable.grow(12);
console.log(gv.length, gvc.length, gvc.buffer.byteLength);
const fixed = structuredClone(new Uint8Array(growable, 0, 4));
growable.grow(16);
console.log(fixed.length);
