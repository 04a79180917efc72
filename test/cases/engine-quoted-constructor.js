// A class constructor written with a quoted name is the class's constructor (some bundlers emit `"constructor"(...)`), in declarations, expressions and subclasses; other quoted method names stay methods.
class A { "constructor"(x) { this.x = x; } 'm'() { return this.x * 2; } }
const a = new A(21);
console.log(a.x, a.m(), Object.getOwnPropertyNames(A.prototype).join());
const B = class extends A { 'constructor'(y) { super(y + 1); this.y = y; } };
const b = new B(1);
console.log(b.x, b.y, b.m(), b instanceof A);
class C { ["constructor"]() { return 'computed'; } }
console.log(new C().constructor === C, typeof C.prototype.constructor, Object.getOwnPropertyNames(C.prototype).join());
class D { "constructor"() { throw new Error('runs'); } }
try { new D(); } catch (e) { console.log(e.message); }
