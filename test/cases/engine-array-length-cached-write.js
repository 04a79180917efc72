// Writing an array's length at a site another array has passed removes the elements past
// the new length (Boa's cached write skipped the array's own length semantics).
'use strict';
function setLength(arr, n) { arr.length = n; }
function shrinkBy(arr, n) { arr.length -= n; }
function pop(arr) { arr.length--; }
setLength([], 0);
const a = [1, 2, 3];
setLength(a, 0);
console.log(a[0], 0 in a, a.length);
a[0] = 5;
console.log(a.length, a);
const b = [1, 2, 3, 4];
shrinkBy([9], 0);
shrinkBy(b, 2);
console.log(b, 2 in b);
const c = ['x', 'y'];
pop(['z']);
pop(c);
console.log(c, 1 in c);
const d = [1, 2, 3];
[d.length] = [1];
console.log(d);
