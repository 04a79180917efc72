// EventListener objects: handleEvent is read once when added or removed and twice per call;
// a falsy handleEvent is skipped, a truthy non-function one is reported as uncaught.
'use strict';
const et = new EventTarget(); const log = [];
const obj = { get handleEvent() { log.push('get'); return function (e) { log.push('call:' + (this === obj)); }; } };
et.addEventListener('a', obj); log.push('added');
et.dispatchEvent(new Event('a')); log.push('d1');
et.dispatchEvent(new Event('a')); log.push('d2');
et.removeEventListener('a', obj); log.push('removed');
et.addEventListener('b', obj, { once: true }); log.push('added once');
et.dispatchEvent(new Event('b')); log.push('d3');
console.log(log.join(' '));
const et2 = new EventTarget(); const log2 = [];
et2.addEventListener('a', { get handleEvent() { log2.push('get'); return 5; } }); log2.push('added');
process.on('uncaughtException', (e) => { log2.push('uncaught ' + e.message); console.log(log2.join(' | ')); });
et2.dispatchEvent(new Event('a')); log2.push('d1');
const et3 = new EventTarget(); const log3 = [];
et3.addEventListener('a', { handleEvent() { log3.push('sync call'); throw new Error('thrown in handleEvent'); } });
Promise.resolve().then(() => log3.push('micro'));
et3.dispatchEvent(new Event('a')); log3.push('after');
setTimeout(() => console.log(log3.join(' | ')), 50);
for (const h of [null, undefined, 0, false, '']) { const et = new EventTarget(); et.addEventListener('a', { handleEvent: h }); et.dispatchEvent(new Event('a')); console.log('done', h); }
