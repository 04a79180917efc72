// `this` inside arrows nested in arrows is the enclosing function's, in every shape a
// program writes them: block and expression bodies, methods, classes, callbacks, async,
// derived constructors before super(), and in ES modules and vm scripts.
'use strict';
const vm = require('vm');

const o = { v: 1, m() { return [0].map(() => [0].map(() => this.v)[0])[0]; } };
console.log('map in map', o.m());

const deep = { v: 2, m() { return (() => (() => (() => this.v)())())(); } };
console.log('three deep', deep.m());

const block = { v: 3, m() { const a = () => { const b = () => this.v; return b(); }; return a(); } };
console.log('block bodies', block.m());

class Counter {
  constructor() { this.n = 0; }
  addAll(xs) { xs.forEach((x) => [x].forEach((y) => { this.n += y; })); return this.n; }
}
console.log('class method', new Counter().addAll([1, 2, 3]));

class Field { v = 4; get = () => () => () => this.v; }
console.log('class field', new Field().get()()());

class Base { constructor() { this.q = 5; } }
class Derived extends Base {
  constructor() {
    const later = () => () => this.q;
    super();
    console.log('derived constructor', later()());
  }
}
new Derived();

function Legacy() { this.v = 6; this.get = () => () => this.v; }
console.log('constructor function', new Legacy().get()());

const asyncObj = { v: 7, async m() { const f = async () => (async () => this.v)(); return f(); } };
asyncObj.m().then((v) => console.log('async arrows', v));

const withDirective = { v: 8, m() { return (() => { 'use strict'; return (() => this.v)(); })(); } };
console.log('directive kept', withDirective.m());

function sloppyThis() { return (() => (() => typeof this)())(); }
console.log('plain call', sloppyThis.call(undefined), sloppyThis.call(9));

console.log('module scope', (() => (() => this)())() === module.exports);

const ctx = vm.createContext({ out: null });
vm.runInContext('const p = { v: 10, m() { return [1].map(() => [1].map(() => this.v)[0])[0]; } }; out = p.m();', ctx);
console.log('vm script', ctx.out);

const esm = require('child_process').spawnSync(process.execPath, ['--input-type=module', '-e',
  'const p = { v: 11, m() { return (() => (() => this.v)())(); } }; console.log(p.m(), (() => (() => this)())());'],
{ encoding: 'utf8' });
console.log('es module', esm.stdout.trim());
