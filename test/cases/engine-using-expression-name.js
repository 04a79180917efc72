// A function or class expression named `using` parses and runs (@babel/standalone names one).
'use strict';
const o = {};
o.using = function using(h) { return h * 2; };
console.log(o.using(21));
const C = class using { static twice(x) { return x * 2; } };
console.log(C.twice(4));
const rec = function using(n) { return n <= 1 ? 1 : n * using(n - 1); };
console.log(rec(5));
