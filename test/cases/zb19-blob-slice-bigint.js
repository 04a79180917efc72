// Blob#slice converts start and end as WebIDL long longs: a BigInt or Symbol argument is a
// TypeError that names the argument; an object whose valueOf gives a BigInt is not named.
const blob = new Blob(['hello world']);
function attempt(label, fn) {
  try {
    const b = fn();
    console.log(label, 'ok', b.size);
  } catch (e) {
    console.log(label, e.name, e.code, e.message);
  }
}
attempt('start BigInt', () => blob.slice(3n));
attempt('end BigInt', () => blob.slice(0, 3n));
attempt('start Symbol', () => blob.slice(Symbol('s')));
attempt('end Symbol', () => blob.slice(1, Symbol('s')));
attempt('both', () => blob.slice(1n, Symbol('s')));
attempt('valueOf BigInt', () => blob.slice({ valueOf() { return 2n; } }));
attempt('string numbers', () => blob.slice('2', '-2'));
attempt('fractions', () => blob.slice(1.5, 2.5));
