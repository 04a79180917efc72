// An EventTarget object listener runs inside an async function: errors from its handleEvent
// (thrown, non-callable, or a rejected promise) reach 'uncaughtException' after the errors
// that plain function listeners threw during the same dispatch.
'use strict';
process.on('uncaughtException', (e) => console.log('uncaught', e.message));

const et = new EventTarget();
et.addEventListener('x', { handleEvent() { console.log('object listener runs'); throw new Error('from handleEvent'); } });
et.addEventListener('x', () => { throw new Error('from function'); });
et.addEventListener('x', { handleEvent: 5 });
et.addEventListener('x', { handleEvent: () => Promise.reject(new Error('rejected handleEvent')) });
et.addEventListener('x', async () => { throw new Error('from async function'); });
et.addEventListener('x', () => { throw new Error('from second function'); });
let reads = 0;
et.addEventListener('x', { get handleEvent() { reads++; return () => console.log('getter listener'); } });
console.log('dispatch', et.dispatchEvent(new Event('x')));
console.log('reads', reads);
process.nextTick(() => console.log('tick after dispatch'));
