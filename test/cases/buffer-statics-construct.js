// Buffer.alloc, allocUnsafe and from are ordinary functions in Node: `new` on them gives
// the buffer they return (form-data's getBuffer does `new Buffer.alloc(0)`).
'use strict';

const a = new Buffer.alloc(3, 1);
const u = new Buffer.allocUnsafe(2);
const f = new Buffer.from('hi');
console.log(Buffer.isBuffer(a), a.toString('hex'), Buffer.isBuffer(u), u.length, f.toString());
console.log(Buffer.alloc.name, Buffer.alloc.length, Buffer.allocUnsafe.length,
            Buffer.allocUnsafeSlow.length, Buffer.from.length);
