// A function named `async` can be called like any other (asynckit, which form-data loads,
// calls `async(callback)`), next to async arrows, async functions and async methods.
'use strict';

function async(fn) { return (x) => `wrapped ${fn(x)}`; }
console.log(async((x) => x * 2)(21));
const values = [1, 2].map((n) => async(String)(n));
console.log(values.join(', '), [async(Number)('3')][0]);

const arrow = async (x) => x + 1;
const one = async x => x;
async function named() { return 'named'; }
const obj = { async(x) { return `method ${x}`; }, async other() { return 'other'; } };
console.log(obj.async(5), typeof arrow, typeof one);
Promise.all([arrow(1), one(2), named(), obj.other()]).then((r) => console.log(r.join(' ')));
console.log(String(function async2() {}).length > 0, typeof async);
