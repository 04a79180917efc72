// Node's globals exist; only Node's enumerable set is enumerable (the rest, like
// process and Buffer, are not), as Node's test/common leak check relies on.
'use strict';
const names = ['global', 'process', 'console', 'setTimeout', 'clearTimeout', 'setInterval',
  'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'structuredClone',
  'URL', 'URLSearchParams', 'AbortController', 'AbortSignal', 'Event', 'EventTarget',
  'performance', 'DOMException', 'fetch'];
for (const n of names) {
  if (globalThis[n] === undefined) throw new Error(`missing global ${n}`);
}
console.log(global === globalThis);
const enumerable = Object.keys(globalThis).filter((k) => !['crypto', 'navigator', 'localStorage', 'sessionStorage'].includes(k));
console.log(enumerable.sort().join(','));
console.log(Object.getOwnPropertyDescriptor(globalThis, 'process').enumerable);
const clone = structuredClone({ a: [1, { b: new Date(0) }], m: new Map([[1, 2]]) });
console.log(clone.a[1].b instanceof Date, clone.m.get(1));
const ac = new AbortController();
ac.signal.addEventListener('abort', (e) => console.log('abort event', e.type, ac.signal.reason.name));
ac.abort();
console.log(new URL('../b?x=1#h', 'http://example.com/a/c').href);
console.log(typeof performance.now(), performance.now() >= 0);
const et = new EventTarget();
et.addEventListener('ping', (e) => console.log('ping', e instanceof Event), { once: true });
et.dispatchEvent(new Event('ping'));
et.dispatchEvent(new Event('ping'));
queueMicrotask(() => console.log('microtask'));
