// Timeout objects: ordering by delay, args, this, ref/unref/hasRef, refresh,
// Symbol.toPrimitive + clearTimeout(id), intervals and clearInterval.
'use strict';
const order = [];
setTimeout(() => order.push('t30'), 30);
setTimeout((a, b) => order.push(`t10 ${a} ${b}`), 10, 'a', 'b');
const t = setTimeout(function () { order.push(`this ok ${this === t}`); }, 5);
console.log('hasRef', t.hasRef(), t.unref().hasRef(), t.ref().hasRef());
const cancelled = setTimeout(() => order.push('never'), 1);
clearTimeout(+cancelled);
const unrefd = setInterval(() => order.push('unref interval'), 1000).unref();
let n = 0;
const iv = setInterval(() => {
  order.push(`iv ${++n}`);
  if (n === 3) clearInterval(iv);
}, 1);
setTimeout(() => {
  console.log(order.filter((x) => !x.startsWith('iv')).join(', '));
  console.log(order.filter((x) => x.startsWith('iv')).join(', '));
  console.log('unref kept alive:', order.includes('unref interval'));
  clearInterval(unrefd);
}, 60);
const r = setTimeout(() => console.log('refreshed fired'), 20);
setTimeout(() => r.refresh(), 10);
console.log(typeof t[Symbol.toPrimitive](), Number.isInteger(+t));
