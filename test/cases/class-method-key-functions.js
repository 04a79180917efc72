// A class method's computed key that creates functions, as TypeScript's downlevel private
// members write it: the functions work, the key is evaluated in element order, and the
// class ends up with exactly the members it declares.
'use strict';
const order = [];
let helper;
let arrow;
let getterFn;
class Stream {
  static first() {}
  [(order.push('a'), 'a')]() { return 'A'; }
  [(helper = function helper(x) { var doubled = x * 2; function inc(v) { return v + 1; } return inc(doubled); }, order.push('b'), Symbol.asyncIterator)]() {
    return helper(20);
  }
  static async *[(arrow = (v) => v * 3, order.push('c'), 'gen')]() { yield arrow(2); }
  get [(getterFn = function () { var k = 'val'; return k; }, order.push('d'), 'value')]() { return getterFn(); }
  [(order.push('e'), 7)]() { return 'seven'; }
}
const s = new Stream();
console.log(order.join(','));
console.log(s[Symbol.asyncIterator]());
console.log(s.value, s.a(), s[7]());
console.log(Object.getOwnPropertyNames(Stream).sort().join(','));
console.log(Object.getOwnPropertyNames(Stream.prototype).sort().join(','));
Stream.gen().next().then((r) => console.log(r.value));
// A key whose function closes over the enclosing function's variables.
function make(prefix) {
  let tag;
  class Named { [(tag = (n) => prefix + n, 'label')]() { return tag('x'); } }
  return new Named().label();
}
console.log(make('p-'), make('q-'));
// Converted to a property key once, at its place among the keys.
let conversions = 0;
class Once { [{ toString() { conversions++; return 'm'; } }]() { return conversions; } }
console.log(new Once().m());
// A variable read only in a method key of a class inside an inner function.
const kOuter = 'outer';
function inner() { class X { [kOuter]() { return 'found'; } } return new X().outer(); }
console.log(inner());
(function () {
  var k = 'k';
  function f() { class Y { [k]() { return 'k-method'; } } return new Y(); }
  console.log(f().k());
})();
