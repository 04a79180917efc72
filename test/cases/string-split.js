// String.prototype.split with string separators (native fast path) against the builtin's
// cases: limits, empty strings and separators, surrogates, RegExp/object separators.
'use strict';
const s = Array.from({ length: 100000 }, (_, i) => 'line number ' + i).join('\n');
const a = s.split("\n"); console.log(a.length, a[0], a[99999]);
console.log('a,b,,c'.split(','), 'a,b,c'.split(',', 2), 'abc'.split(''), ''.split(','), ''.split(''), 'abc'.split('', 2));
console.log('héllo wörld'.split('ö'), 'a😀b😀c'.split('😀'), 'x😀y'.split(''), 'aXbXc'.split('X', -1), 'aXbXc'.split('X', 1.9), 'aXbXc'.split('X', 0));
console.log('a1b2c'.split(/\d/), 'a b'.split(undefined), 'a,b'.split(',', undefined), String.prototype.split.name, String.prototype.split.length);
console.log(Object.getOwnPropertyDescriptor(String.prototype, 'split').enumerable, String.prototype.split.call(12345, '3'));
console.log('a,b'.split({ [Symbol.split](s, l) { return ['custom', s, l]; } }, 5));
console.log('a1b'.split({ toString() { return '1'; } }), 'a,b'.split(',', { valueOf() { return 1; } }));
Object.defineProperty(String.prototype, Symbol.split, { value(s) { return ["patched", s]; }, configurable: true });
console.log('a,b'.split(','));
