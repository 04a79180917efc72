// Buffer.prototype.write(string) with no offset writes through the binding, not through the
// receiver's own utf8Write: it works on a plain Uint8Array and ignores an own override.
'use strict';
const write = Buffer.prototype.write;
for (const view of [new Uint8Array(0), new Uint8Array(4), new Int8Array(3)]) {
  for (const arg of ['zz', '\u20ac\u20ac', 2]) {
    try {
      console.log(view.constructor.name, write.call(view, arg),
                  Buffer.from(view.buffer).toString('hex'));
    } catch (e) {
      console.log(e.name, e.code, e.message);
    }
  }
}
const b = Buffer.alloc(4);
b.utf8Write = () => 'own';
console.log(b.write('ab'), b.toString('hex'));
