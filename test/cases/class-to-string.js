// Function.prototype.toString of classes gives the class's text, as V8 does (Boa alone
// prints native code): declarations, expressions, fields, static blocks, private members.
class K { m() {} }
console.log(String(K));
const B = class extends K { x = 1
  static y = () => this.name };
console.log(B.toString());
console.log(`${class {}}`);
function factory() { return class Inner { #p = 1; get p() { return this.#p; } }; }
console.log(factory().toString() === factory().toString(), factory().toString());
class WithStatic { static { this.tag = 'set'; } }
console.log(WithStatic.tag, WithStatic.toString());
console.log(Object.getOwnPropertyNames(K), Object.getOwnPropertyNames(K.prototype));
console.log(/^class\b/.test(Function.prototype.toString.call(K)));
console.log(new K() instanceof K, typeof K.prototype.m, K.prototype.m.toString());
const o = { f: class { } };
console.log(o.f.name, String(o.f));
class E extends Error {}
console.log(String(E), new E('x').stack.split('\n')[1].trim().slice(0, 3));
