// Port of nodejs/node test/parallel/test-runner-mocking.js (rewritten for minirt).
'use strict';
// mock.fn, mock.method (plain, getter, setter), their call records, implementations,
// `times`, restore, restoreAll/reset, and the per-test tracker being reset after the test.
require('../common');
const assert = require('assert');
const { mock, test } = require('node:test');

test('fn records arguments, results, this and target', (t) => {
  const add = t.mock.fn((a, b) => a + b);
  assert.strictEqual(add.mock.calls.length, 0);
  assert.strictEqual(add(2, 3), 5);
  assert.strictEqual(add.call('self', 1, 1), 2);
  const [first, second] = add.mock.calls;
  assert.deepStrictEqual(first.arguments, [2, 3]);
  assert.strictEqual(first.result, 5);
  assert.strictEqual(first.error, undefined);
  assert.strictEqual(first.target, undefined);
  assert.strictEqual(first.this, undefined);
  assert.strictEqual(second.this, 'self');
  assert.ok(first.stack instanceof Error);
});

test('fn of a bound function', (t) => {
  const bound = function(a) { return this + a; }.bind(100);
  const fn = t.mock.fn(bound);
  assert.strictEqual(fn(5), 105);
  assert.strictEqual(fn.mock.calls[0].this, undefined);
});

test('fn as a constructor', (t) => {
  class Base {
    constructor(v) { this.v = v; }
  }
  class Derived extends Base {
    #secret;
    constructor(a, b) {
      super(a * b);
      this.#secret = a;
    }
    secret() { return this.#secret; }
  }
  const Ctor = t.mock.fn(Derived);
  const obj = new Ctor(3, 4);
  assert.ok(obj instanceof Derived && obj instanceof Base);
  assert.strictEqual(obj.v, 12);
  assert.strictEqual(obj.secret(), 3);
  const call = Ctor.mock.calls[0];
  assert.deepStrictEqual(call.arguments, [3, 4]);
  assert.strictEqual(call.result, obj);
  assert.strictEqual(call.this, obj);
  assert.strictEqual(call.target, Derived);
});

test('default no-op and separate mocks', (t) => {
  const a = t.mock.fn();
  const b = t.mock.fn();
  a.extra = 1;
  assert.strictEqual(a('x'), undefined);
  a();
  b();
  assert.notStrictEqual(a.mock, b.mock);
  assert.strictEqual(a.mock.callCount(), 2);
  assert.strictEqual(b.mock.callCount(), 1);
  assert.strictEqual(b.extra, undefined);
});

test('implementation, mockImplementation and mockImplementationOnce', (t) => {
  const fn = t.mock.fn((x) => x, (x) => x * 2);
  assert.strictEqual(fn(3), 6);
  fn.mock.mockImplementationOnce((x) => x * 10);
  fn.mock.mockImplementationOnce((x) => -x, 3);
  assert.strictEqual(fn(3), 30);
  assert.strictEqual(fn(3), 6);
  assert.strictEqual(fn(3), -3);
  fn.mock.mockImplementation((x) => x + 1);
  assert.strictEqual(fn(3), 4);
  assert.throws(() => fn.mock.mockImplementationOnce(() => {}, 0), { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => fn.mock.mockImplementation(null), { code: 'ERR_INVALID_ARG_TYPE' });
  fn.mock.resetCalls();
  assert.strictEqual(fn.mock.callCount(), 0);
  fn.mock.restore();
  assert.strictEqual(fn(3), 3);
});

test('times restores the original after that many calls', (t) => {
  const fn = t.mock.fn(() => 'original', () => 'mock', { times: 2 });
  assert.deepStrictEqual([fn(), fn(), fn()], ['mock', 'mock', 'original']);
  const obj = { m() { return 'real'; } };
  t.mock.method(obj, 'm', () => 'fake', { times: 1 });
  assert.strictEqual(obj.m(), 'fake');
  assert.strictEqual(obj.m(), 'real');
  assert.strictEqual(obj.m.mock, undefined);
});

test('errors are recorded and rethrown', (t) => {
  const err = new Error('boom');
  const fn = t.mock.fn(() => { throw err; });
  assert.throws(fn, /boom/);
  assert.strictEqual(fn.mock.calls[0].error, err);
  assert.strictEqual(fn.mock.calls[0].result, undefined);
  class Throws {
    constructor() { throw err; }
  }
  const Ctor = t.mock.fn(Throws);
  assert.throws(() => new Ctor(), /boom/);
  assert.strictEqual(Ctor.mock.calls[0].target, Throws);
  assert.strictEqual(Ctor.mock.calls[0].this, undefined);
});

test('method, getter and setter', (t) => {
  const obj = {
    n: 5,
    sum(a) { return this.n + a; },
    get value() { return this.n; },
    set value(v) { this.n = v; },
  };
  const original = obj.sum;
  const spy = t.mock.method(obj, 'sum');
  assert.strictEqual(obj.sum(1), 6);
  assert.strictEqual(spy.mock.calls[0].this, obj);
  const replaced = t.mock.method(obj, 'sum', function(a) { return a * this.n; });
  assert.strictEqual(obj.sum(2), 10);
  assert.notStrictEqual(spy, replaced);
  replaced.mock.restore();
  assert.strictEqual(obj.sum, spy);
  spy.mock.restore();
  assert.strictEqual(obj.sum, original);

  const getter = t.mock.method(obj, 'value', { getter: true });
  assert.strictEqual(obj.value, 5);
  assert.deepStrictEqual(getter.mock.calls[0].arguments, []);
  getter.mock.restore();
  const sugarGetter = t.mock.getter(obj, 'value', function() { return this.n * 100; });
  assert.strictEqual(obj.value, 500);
  sugarGetter.mock.restore();
  const setter = t.mock.setter(obj, 'value', function(v) { this.n = -v; });
  obj.value = 7;
  assert.strictEqual(obj.n, -7);
  assert.deepStrictEqual(setter.mock.calls[0].arguments, [7]);
  setter.mock.restore();
  obj.value = 7;
  assert.strictEqual(obj.n, 7);
});

test('methods on the prototype chain and on functions', (t) => {
  class A {
    greet() { return 'hi'; }
  }
  const a = new A();
  t.mock.method(a, 'greet', () => 'mocked');
  assert.strictEqual(a.greet(), 'mocked');
  assert.strictEqual(new A().greet(), 'hi');
  function host() {}
  host.helper = () => 1;
  t.mock.method(host, 'helper', () => 2);
  assert.strictEqual(host.helper(), 2);
});

test('argument validation', (t) => {
  assert.throws(() => t.mock.fn('x'), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => t.mock.fn(() => {}, { times: 0 }), { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => t.mock.method({}, 1), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => t.mock.method(null, 'x'), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => t.mock.method({ x: 1 }, 'x'), { code: 'ERR_INVALID_ARG_VALUE' });
  assert.throws(() => t.mock.method({ m() {} }, 'm', { getter: true, setter: true }),
                { code: 'ERR_INVALID_ARG_VALUE' });
  assert.throws(() => t.mock.getter({}, 'x', { getter: false }), { code: 'ERR_INVALID_ARG_VALUE' });
  assert.throws(() => t.mock.setter({}, 'x', { setter: false }), { code: 'ERR_INVALID_ARG_VALUE' });
});

test('method of a property that cannot be redefined', (t) => {
  const obj = {};
  const fixed = Symbol('fixed');
  Object.defineProperty(obj, 'locked', { configurable: false, value() { return 1; } });
  Object.defineProperty(obj, fixed, { configurable: false, value() { return 2; } });
  Object.defineProperty(obj, 'getOnly', { configurable: false, get() { return 3; } });
  assert.throws(() => t.mock.method(obj, 'locked'),
                { name: 'TypeError', message: 'Cannot redefine property: locked' });
  assert.throws(() => t.mock.method(obj, fixed),
                { name: 'TypeError', message: 'Cannot redefine property: Symbol(fixed)' });
  assert.throws(() => t.mock.getter(obj, 'getOnly'),
                { name: 'TypeError', message: 'Cannot redefine property: getOnly' });
  assert.strictEqual(obj.locked(), 1);
  assert.strictEqual(obj.locked.mock, undefined);

  // Non-configurable but writable: the value may still change, so mocking works.
  Object.defineProperty(obj, 'open', { configurable: false, writable: true, value: () => 4 });
  t.mock.method(obj, 'open', () => 5);
  assert.strictEqual(obj.open(), 5);
});

test('mock.property', (t) => {
  const obj = { level: 1 };
  const mocked = t.mock.property(obj, 'level', 3);
  assert.strictEqual(obj.level, 3);
  obj.level = 4;
  assert.strictEqual(mocked.level, 4);
  assert.strictEqual(mocked.mock.accessCount(), 3);
  assert.deepStrictEqual(mocked.mock.accesses.map((a) => a.type), ['get', 'set', 'get']);
  mocked.mock.mockImplementationOnce(9);
  assert.strictEqual(obj.level, 9);
  assert.strictEqual(obj.level, 4);
  mocked.mock.resetAccesses();
  assert.strictEqual(mocked.mock.accessCount(), 0);
  mocked.mock.restore();
  assert.strictEqual(obj.level, 1);
  assert.throws(() => t.mock.property(obj, 'missing'), { code: 'ERR_INVALID_ARG_VALUE' });
});

const shared = { get() { return 'original'; } };
test('the test tracker restores its mocks when the test ends', (t) => {
  t.mock.method(shared, 'get', () => 'mocked');
  assert.strictEqual(shared.get(), 'mocked');
});
test('... so the next test sees the original', () => {
  assert.strictEqual(shared.get(), 'original');
});

test('the global tracker: restoreAll keeps the mocks, reset forgets them', () => {
  const obj = { m() { return 1; } };
  const fn = mock.method(obj, 'm', () => 2);
  assert.strictEqual(obj.m(), 2);
  mock.restoreAll();
  assert.strictEqual(obj.m(), 1);
  assert.strictEqual(fn(), 2);
  mock.reset();
  assert.strictEqual(obj.m(), 1);
});
