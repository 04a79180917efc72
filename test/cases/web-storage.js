// Web Storage: sessionStorage items as properties (sorted, strings, hidden behind inherited
// names), Storage methods' argument checks and conversions, the quota, the illegal
// constructor, inspect/JSON views, and localStorage's warning without a backing file.
'use strict';
const show = (f) => {
  try {
    console.log(f());
  } catch (e) {
    console.log(e.name, e.message, e.code, e.constructor.name);
  }
};
const s = sessionStorage;
show(() => typeof Storage + ' ' + (s instanceof Storage) + ' ' + Storage.name + ' ' + Storage.length);
show(() => new Storage());
s.setItem('b', 2);
s.a = { x: 1 };
show(() => [s.a, s.getItem('a'), s.length, Object.keys(s), s.key(0), s.key(5), s.getItem('zz')]);
s.getItem = 'shadow';
show(() => [typeof s.getItem, s.getItem('getItem'), 'a' in s, 'zz' in s]);
s.removeItem('getItem');
show(() => Object.getOwnPropertyDescriptor(s, 'a'));
delete s.a;
show(() => [s.length, JSON.stringify(s)]);
show(() => s.setItem('x'));
show(() => s.getItem());
show(() => s.key());
s.setItem(1, null);
s.setItem(undefined, undefined);
show(() => [Object.keys(s), s.getItem(1), s.getItem('undefined')]);
show(() => [s.key('0'), s.key(-1), s.key(1.7), s.key(2 ** 32)]);
show(() => Storage.prototype.getItem.call({}, 'a'));
show(() => s.setItem('big', 'x'.repeat(5 * 1024 * 1024)));
show(() => s.setItem('big', 'x'.repeat(5 * 1024 * 1024 - 4)));
show(() => s.getItem('big'));
s[Symbol('q')] = 1;
show(() => Reflect.ownKeys(s));
Object.defineProperty(s, 'dp', { value: 5 });
show(() => [s.getItem('dp'), typeof s.dp]);
s.clear();
show(() => [s.length, Object.keys(s), s, String(s), require('util').types.isProxy(s)]);
show(() => Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage').configurable);
process.on('warning', (w) => console.log('warning:', w.name, w.message));
show(() => [localStorage, localStorage]);
