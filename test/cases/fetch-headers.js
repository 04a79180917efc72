// The Headers global: case-insensitive names, sorted iteration with Set-Cookie split out,
// getSetCookie, append/set/delete/has/get/forEach/entries/keys/values, util.inspect, and
// the TypeErrors for bad names, values, init shapes, argument counts and wrong receivers.
'use strict';
const util = require('util');

const show = (label, fn) => {
  try {
    console.log(label, fn());
  } catch (e) {
    console.log(label, 'throws', e.constructor.name, e.code, JSON.stringify(e.message));
  }
};

const h = new Headers({ 'B': '2', 'a': '1', 'Set-Cookie': 'x=1' });
h.append('set-cookie', 'y=2');
h.append('A', '3');
console.log(h);
console.log(util.inspect(h), String(h), Object.prototype.toString.call(h));
console.log([...h]);
console.log(h.getSetCookie(), new Headers().getSetCookie());
console.log(h.get('a'), h.get('SET-COOKIE'), h.get('missing'), h.has('b'), h.has('c'));
h.set('b', '  padded\t');
console.log(JSON.stringify(h.get('B')));
h.delete('A');
console.log([...h.keys()], [...h.values()]);
const it = h.entries();
console.log(it, Object.prototype.toString.call(it), it.next());
h.forEach(function(value, key, obj) { console.log(this.tag, key, value, obj === h); }, { tag: 't' });
console.log(new Headers([['x', '1'], ['X', '2']]), new Headers(new Headers({ q: 'r' })));
console.log(new Headers(new Map([['m', 'n']])).get('m'));
console.log(Object.getOwnPropertyNames(Headers.prototype), Headers.length, Headers.name);
console.log(typeof Headers.prototype[Symbol.iterator], Headers.prototype[Symbol.iterator] === Headers.prototype.entries);
console.log(Object.getOwnPropertyDescriptor(globalThis, 'Headers').enumerable);

show('pair1', () => new Headers([['a']]));
show('pair3', () => new Headers([['a', 'b', 'c']]));
show('pairNotIterable', () => new Headers([1]));
show('badName', () => new Headers({ 'a b': '1' }));
show('getBadName', () => h.get('a b'));
show('badValue', () => h.set('x', 'a\nb'));
show('nulValue', () => h.append('x', 'a\0b'));
show('number', () => new Headers(5));
show('string', () => new Headers('abc'));
show('null', () => new Headers(null));
show('get0', () => h.get());
show('append1', () => h.append('a'));
show('append0', () => h.append());
show('illegal', () => Headers.prototype.get.call({}, 'a'));
show('byteString', () => h.set('x', '\u0100'));
