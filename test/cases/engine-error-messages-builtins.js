// Errors thrown by the engine's operators, built-ins and parser carry V8's messages when a
// program catches them: conversions, arrays and typed arrays, buffers, proxies, promises,
// collections, classes, URI functions and early errors.
function t(label, f) {
  try {
    f();
    console.log(label, 'no error');
  } catch (e) {
    console.log(label, e.name, e.message);
  }
}

// Conversions
t('symbol to string', () => `${Symbol('s')}`);
t('symbol concat', () => 'a' + Symbol());
t('symbol join', () => [Symbol()].join());
t('symbol to number', () => +Symbol());
t('symbol arithmetic', () => Symbol() * 2);
t('symbol Math.abs', () => Math.abs(Symbol()));
t('bigint to number', () => +1n);
t('bigint Math.max', () => Math.max(1n));
t('bigint mix', () => 1n + 1);
t('bigint mix mul', () => 2 * 3n);
t('object to primitive', () => Object.create(null) + '');
t('toPrimitive object', () => ({ [Symbol.toPrimitive]() { return {}; } }) + 1);
t('valueOf and toString objects', () => Number({ valueOf() { return {}; }, toString() { return {}; } }));
t('undefined to bigint', () => BigInt.asIntN(8, undefined));
t('null to bigint', () => new BigInt64Array(1).fill(null));
t('apply non-object', () => Math.max.apply(null, 1));
t('Reflect.apply non-object', () => Reflect.apply(Math.max, null, 'abc'));
t('Reflect.construct non-object', () => Reflect.construct(Object, null));

// Numbers, BigInts, strings
t('bigint divide by zero', () => 1n / 0n);
t('bigint remainder by zero', () => 1n % 0n);
t('bigint negative exponent', () => 2n ** -1n);
t('radix 1', () => (10).toString(1));
t('radix 37 bigint', () => (10n).toString(37));
t('precision 0', () => (1).toPrecision(0));
t('precision 101', () => (1).toPrecision(101));
t('repeat Infinity', () => 'ab'.repeat(Infinity));
t('code point -1', () => String.fromCodePoint(-1));
t('code point 1.5', () => String.fromCodePoint(1.5));
t('code point Infinity', () => String.fromCodePoint(Infinity));
t('code point NaN', () => String.fromCodePoint('x'));
t('code point 0x110000', () => String.fromCodePoint(0x110000));
t('code point 1e21', () => String.fromCodePoint(1e21));

// Arrays
t('new Array(-1)', () => new Array(-1));
t('Array(2**32)', () => Array(2 ** 32));
t('length = -1', () => { [].length = -1; });
t('length = 1.5', () => { const a = []; a.length = 1.5; });
t('defineProperty length', () => Object.defineProperty([], 'length', { value: -1 }));
t('toReversed huge', () => Array.prototype.toReversed.call({ length: 2 ** 32 }));
t('splice beyond 2**53', () => Array.prototype.splice.call({ length: 2 ** 53 - 1 }, 0, 0, 1));
t('unshift beyond 2**53', () => Array.prototype.unshift.call({ length: 2 ** 53 - 1 }, 1));
t('reduce empty', () => [].reduce((a, b) => a + b));
t('reduceRight empty', () => [].reduceRight((a, b) => a + b));
t('species not constructor', () => {
  const a = [1];
  a.constructor = { [Symbol.species]: 1 };
  a.map((x) => x);
});

// Typed arrays, buffers, DataView, Atomics
t('TypedArray()', () => Reflect.getPrototypeOf(Int8Array)());
t('Uint8Array()', () => Uint8Array(1));
t('Float64Array()', () => Float64Array(1));
t('typed reduce empty', () => new Uint8Array(0).reduce((a, b) => a + b));
t('set offset', () => new Uint8Array(2).set([1, 2, 3]));
t('set typed offset', () => new Uint8Array(2).set(new Uint8Array(3)));
t('set negative offset', () => new Uint8Array(2).set([1], -1));
t('set Infinity offset', () => new Uint8Array(2).set([1], Infinity));
t('set content types', () => new Uint8Array(1).set(new BigInt64Array(1)));
t('set on array', () => Uint8Array.prototype.set.call([], []));
t('detached construct', () => {
  const b = new ArrayBuffer(8);
  b.transfer();
  new Uint8Array(b);
});
t('detached typed source', () => {
  const b = new ArrayBuffer(8);
  const u = new Uint8Array(b);
  b.transfer();
  new Uint8Array(u);
});
t('detached DataView', () => {
  const b = new ArrayBuffer(8);
  b.transfer();
  new DataView(b);
});
t('max length', () => new ArrayBuffer(8, { maxByteLength: 4 }));
t('resize too far', () => new ArrayBuffer(1, { maxByteLength: 2 }).resize(3));
t('resize detached', () => {
  const b = new ArrayBuffer(1, { maxByteLength: 2 });
  b.transfer();
  b.resize(0);
});
t('slice detached', () => {
  const b = new ArrayBuffer(1);
  b.transfer();
  b.slice();
});
t('grow too far', () => new SharedArrayBuffer(1, { maxByteLength: 2 }).grow(3));
t('grow smaller', () => new SharedArrayBuffer(2, { maxByteLength: 2 }).grow(1));
t('DataView(1)', () => new DataView(1));
t('DataView()', () => DataView(new ArrayBuffer(1)));
t('DataView getUint16', () => new DataView(new ArrayBuffer(1)).getUint16(0));
t('Atomics index', () => Atomics.add(new Int32Array(1), 5, 1));

// Objects, functions, instanceof
t('defineProperty on number', () => Object.defineProperty(1, 'x', {}));
t('defineProperties on null', () => Object.defineProperties(null, {}));
t('Object.create(undefined)', () => Object.create(undefined));
t('__defineGetter__', () => ({}).__defineGetter__('x', 1));
t('__defineSetter__', () => ({}).__defineSetter__('x', {}));
t('bind non-function', () => Function.prototype.bind.call({}));
t('toString non-function', () => Function.prototype.toString.call({}));
t('instanceof primitive', () => ({}) instanceof 1);
t('instanceof object', () => ({}) instanceof {});

// Proxies
t('Proxy target', () => new Proxy(1, {}));
t('Proxy handler', () => new Proxy({}, null));
t('Proxy()', () => Proxy({}, {}));
t('getPrototypeOf trap', () => Object.getPrototypeOf(new Proxy({}, { getPrototypeOf() { return 1; } })));
t('getPrototypeOf invariant', () => Object.getPrototypeOf(
  new Proxy(Object.preventExtensions({}), { getPrototypeOf() { return Array.prototype; } })));
t('setPrototypeOf invariant', () => Object.setPrototypeOf(
  new Proxy(Object.preventExtensions({}), { setPrototypeOf() { return true; } }), {}));
t('preventExtensions invariant', () => Object.preventExtensions(
  new Proxy({}, { preventExtensions() { return true; } })));
t('freeze falsish', () => Object.freeze(new Proxy({}, { preventExtensions() { return false; } })));
t('ownKeys duplicates', () => Reflect.ownKeys(new Proxy({}, { ownKeys() { return ['a', 'a']; } })));
t('ownKeys extra', () => Reflect.ownKeys(
  new Proxy(Object.preventExtensions({}), { ownKeys() { return ['y']; } })));

// Constructors without new
t('Map()', () => Map());
t('Set()', () => Set());
t('WeakMap()', () => WeakMap());
t('WeakSet()', () => WeakSet());
t('WeakRef()', () => WeakRef({}));
t('FinalizationRegistry()', () => FinalizationRegistry(() => {}));
t('Promise()', () => Promise(() => {}));
t('Intl.Locale()', () => Intl.Locale('en'));

// Collections, weak references
t('set-like size', () => new Set().union({}));
t('set-like has', () => new Set().union({ size: 1, has: 1, keys() {} }));
t('set-like keys', () => new Set().union({ size: 1, has() {}, keys: 1 }));
t('weak map key', () => new WeakMap().set(1, 1));
t('weak set value', () => new WeakSet().add('x'));
t('weak ref target', () => new WeakRef(null));
t('registry cleanup', () => new FinalizationRegistry(1));
t('registry target', () => new FinalizationRegistry(() => {}).register(1));
t('registry same', () => {
  const o = {};
  new FinalizationRegistry(() => {}).register(o, o);
});

// Promises
t('Promise.resolve on non-object', () => Promise.resolve.call(1));
t('Promise.reject on non-object', () => Promise.reject.call(1));
t('Promise.all on non-object', () => Promise.all.call(1, []));
t('Promise.race on non-object', () => Promise.race.call(1, []));
t('finally on non-object', () => Promise.prototype.finally.call(1));
t('capability not callable', () => Promise.resolve.call(function(executor) { executor(1, 2); }, 1));
t('capability invoked twice', () => Promise.resolve.call(function(executor) {
  executor(() => {}, () => {});
  executor(() => {}, () => {});
}, 1));

// Generators, iterators, regular expressions
t('generator running', () => {
  function* g() { it.next(); }
  const it = g();
  it.next();
});
t('iterator helper running', () => {
  const it = [1].values().map(() => it.next());
  it.next();
});
t('iterator reduce empty', () => [].values().reduce((a, b) => a + b));
t('exec result', () => {
  const re = /a/;
  re.exec = () => 1;
  re.test('a');
});
t('RegExp.escape', () => RegExp.escape(1));
t('split constructor', () => {
  const re = /a/;
  re.constructor = 1;
  re[Symbol.split]('a');
});

// Classes, bindings
t('const assignment', () => {
  const c = 1;
  c = 2;
});
t('const increment', () => {
  const c = 1;
  c++;
});
t('derived constructor result', () => {
  class A extends Object { constructor() { return 1; } }
  new A();
});
t('super twice', () => {
  class A extends Object { constructor() { super(); super(); } }
  new A();
});
t('undeclared in strict mode', () => {
  'use strict';
  undeclaredVariableForTheCase = 1;
});

// URI functions
t('decodeURI %', () => decodeURI('%'));
t('decodeURIComponent bad hex', () => decodeURIComponent('%ZZ'));
t('decodeURIComponent overlong', () => decodeURIComponent('%C0%80'));
t('encodeURI lone surrogate', () => encodeURI('\uD800'));

// Early errors
t('eval let let', () => eval('let let = 1'));
t('eval with', () => eval('"use strict"; with (a) {}'));
t('eval delete', () => eval('"use strict"; delete x'));
t('eval octal', () => eval('"use strict"; 010'));
t('eval octal escape', () => eval('"use strict"; "\\01"'));
t('eval var eval', () => eval('"use strict"; var eval = 1'));
t('eval reserved', () => eval('"use strict"; var implements'));
t('eval two constructors', () => eval('class A { constructor() {} constructor() {} }'));
t('eval getter constructor', () => eval('class A { get constructor() {} }'));
t('eval static prototype', () => eval('class A { static prototype() {} }'));
t('eval duplicate parameter', () => eval('"use strict"; function f(a, a) {}'));
t('eval use strict', () => eval('function f(a = 1) { "use strict"; }'));
t('eval const', () => eval('const x;'));
t('eval label', () => eval('a: a: ;'));
t('eval break target', () => eval('a: while (true) { break b; }'));
t('eval break', () => eval('break'));
t('eval switch', () => eval('switch (1) { default: default: }'));
t('eval separator', () => eval('1_'));
t('eval unicode escape', () => eval('"\\u{110000}"'));
t('eval hex escape', () => eval('"\\x"'));
t('eval string', () => eval('"abc'));
t('eval comment', () => eval('/* abc'));
t('eval character', () => eval('@'));
t('eval for-of initializer', () => eval('for (let x = 1 of []);'));
t('eval regexp flags', () => eval('/a/gg'));
t('eval new.target', () => (0, eval)('new.target'));
t('eval super', () => eval('super.x'));
t('eval import.meta', () => eval('import.meta'));
t('eval tagged optional', () => eval('a?.`x`'));
t('eval private delete', () => eval('class C { #x; m() { delete this.#x; } }'));
