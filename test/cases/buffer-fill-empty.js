// Buffer#fill over zero bytes: a string or a view value is not looked at, but any other
// value is still converted to a number, so a BigInt or Symbol throws and valueOf runs.
const values = {
  'bad hex': ['zz', 'hex'],
  'lone surrogate': ['\ud800'],
  'empty Buffer': [Buffer.alloc(0)],
  'empty Uint8Array': [new Uint8Array(0)],
  'BigInt': [10n],
  'Symbol': [Symbol('s')],
  'valueOf': [{ valueOf() { console.log('  valueOf called'); return 1; } }],
  'throwing valueOf': [{ valueOf() { throw new Error('from valueOf'); } }],
  'null': [null],
};
for (const [name, args] of Object.entries(values)) {
  try {
    const b = Buffer.alloc(0).fill(...args);
    console.log(name, 'ok', b.length);
  } catch (e) {
    console.log(name, 'throws', e.name, e.code ?? '');
  }
}
// An explicit empty range returns before the value is converted.
console.log(Buffer.alloc(2).fill(10n, 1, 1).toString('hex'));
console.log(Buffer.prototype.indexOf.length, Buffer.prototype.lastIndexOf.length, Buffer.prototype.includes.length);
