// Port of nodejs/node test/parallel/test-assert-deep.js, test/parallel/test-assert-typedarray-deepequal.js (rewritten for minirt).
'use strict';

const assert = require('assert');
const { AssertionError } = assert;

const strictHeader = 'Expected values to be strictly deep-equal:\n+ actual - expected\n\n';

// Equal under every deep comparison, in both directions.
function equalEverywhere(a, b) {
  assert.deepEqual(a, b);
  assert.deepStrictEqual(a, b);
  assert.partialDeepStrictEqual(a, b);
  assert.deepEqual(b, a);
  assert.deepStrictEqual(b, a);
  assert.partialDeepStrictEqual(b, a);
}

// Unequal under every deep comparison, in both directions. Partial comparison fails in
// at least one direction, unless `partialPasses` (then it passes in both).
function unequalEverywhere(a, b, partialPasses) {
  assert.throws(() => assert.deepEqual(a, b), AssertionError);
  assert.throws(() => assert.deepEqual(b, a), AssertionError);
  assert.throws(() => assert.deepStrictEqual(a, b), { code: 'ERR_ASSERTION' });
  assert.throws(() => assert.deepStrictEqual(b, a), { code: 'ERR_ASSERTION' });
  const partial = () => {
    assert.partialDeepStrictEqual(b, a);
    assert.partialDeepStrictEqual(a, b);
  };
  if (partialPasses) partial();
  else assert.throws(partial, { code: 'ERR_ASSERTION' });
  assert.notDeepEqual(a, b);
  assert.notDeepStrictEqual(a, b);
}

// Equal only under the loose comparison.
function looseOnly(a, b) {
  assert.deepEqual(a, b);
  assert.deepEqual(b, a);
  assert.throws(() => assert.deepStrictEqual(a, b), { code: 'ERR_ASSERTION' });
  assert.throws(() => assert.deepStrictEqual(b, a), { code: 'ERR_ASSERTION' });
  assert.throws(() => {
    assert.partialDeepStrictEqual(b, a);
    assert.partialDeepStrictEqual(a, b);
  }, { code: 'ERR_ASSERTION' });
  assert.throws(() => assert.notDeepEqual(a, b), { code: 'ERR_ASSERTION' });
  assert.notDeepStrictEqual(a, b);
}

// Typed arrays against Buffer: equal contents, different prototypes.
{
  const arr = new Uint8Array([120, 121, 122, 10]);
  const buf = Buffer.from(arr);
  assert.deepEqual(arr, buf);
  assert.throws(() => assert.deepStrictEqual(arr, buf), {
    code: 'ERR_ASSERTION',
    message: strictHeader +
      '+ Uint8Array(4) [\n- Buffer(4) [Uint8Array] [\n    120,\n    121,\n    122,\n    10\n  ]\n',
  });

  const buf2 = Buffer.from(arr);
  buf2.prop = 1;
  assert.notDeepEqual(buf2, buf);
  assert.throws(() => assert.deepStrictEqual(buf2, buf), {
    message: strictHeader +
      '  Buffer(4) [Uint8Array] [\n    120,\n    121,\n    122,\n    10,\n+   prop: 1\n  ]\n',
  });

  const arr2 = new Uint8Array([120, 121, 122, 10]);
  arr2.prop = 5;
  assert.notDeepEqual(arr, arr2);
}

// Loose mode treats null and undefined array entries alike.
looseOnly([null, undefined, undefined], [null, undefined, null]);
unequalEverywhere([null, undefined, undefined, 1], [null, undefined, null, 2]);

// Dates and RegExps also compare their own properties.
{
  class StampedDate extends Date {
    constructor(...args) {
      super(...args);
      this[0] = '1';
    }
  }
  const plain = new Date('2016');
  const stamped = new StampedDate('2016');
  unequalEverywhere(plain, stamped);
  assert.throws(() => assert.deepStrictEqual(plain, stamped), {
    message: strictHeader +
      "+ 2016-01-01T00:00:00.000Z\n- StampedDate 2016-01-01T00:00:00.000Z {\n-   '0': '1'\n- }\n",
  });

  class StampedRegExp extends RegExp {
    constructor(...args) {
      super(...args);
      this[0] = '1';
    }
  }
  unequalEverywhere(new RegExp('test'), new StampedRegExp('test'));
}

// Look-alikes of different kinds are loosely unequal too.
{
  const looks = [
    { 0: 1 },
    new String('1'),
    [1],
    new Int8Array([1]),
    new Int16Array([1]),
    new Uint16Array([1]),
    new Int32Array([1]),
    new Uint32Array([1]),
    Buffer.from([1]),
    (function() { return arguments; })(1),
  ];
  for (const a of looks) {
    for (const b of looks) {
      if (a === b) continue;
      assert.notDeepEqual(a, b);
      assert.throws(() => assert.deepStrictEqual(a, b), { code: 'ERR_ASSERTION' });
    }
  }
}

// Sets and Maps.
equalEverywhere(new Set(), new Set());
equalEverywhere(new Map(), new Map());
equalEverywhere(new Set([1, 2, 3]), new Set([3, 1, 2]));
unequalEverywhere(new Set([1, 2, 3]), new Set([1, 2, 3, 4]));
equalEverywhere(new Set([[1, 2], [3, 4]]), new Set([[3, 4], [1, 2]]));
unequalEverywhere(new Set([{ a: 0 }]), new Set([{ a: 1 }]));
unequalEverywhere(new Set([Symbol()]), new Set([Symbol()]));
{
  const a = [1, 2];
  const b = [3, 4];
  equalEverywhere({ a, b, s: new Set([a, b]) }, { a: [1, 2], b: [3, 4], s: new Set([[3, 4], [1, 2]]) });
}
equalEverywhere(new Map([[1, 1], [2, 2]]), new Map([[2, 2], [1, 1]]));
unequalEverywhere(new Map([[1, 1], [2, 2]]), new Map([[1, 2], [2, 1]]));
unequalEverywhere(new Map([[[1], 1], [{}, 2]]), new Map([[[1], 2], [{}, 1]]));
unequalEverywhere(new Set([1]), [1]);
unequalEverywhere(new Set(), {});
unequalEverywhere(new Map([['a', 1]]), { a: 1 });
unequalEverywhere(new Map(), []);
looseOnly(new Set(['1']), new Set([1]));
looseOnly(new Map([['1', 'a']]), new Map([[1, 'a']]));
looseOnly(new Map([['a', '1']]), new Map([['a', 1]]));
unequalEverywhere(new Map([['a', '1']]), new Map([['a', 2]]));
equalEverywhere(new Set([{}]), new Set([{}]));
unequalEverywhere(new Set([{ a: 1 }, { a: 1 }]), new Set([{ a: 1 }, { a: 2 }]));
unequalEverywhere(new Set([{ a: 1 }, { a: 1 }, { a: 2 }]), new Set([{ a: 1 }, { a: 2 }, { a: 2 }]));
unequalEverywhere(new Map([[{ x: 1 }, 5], [{ x: 1 }, 5]]), new Map([[{ x: 1 }, 5], [{ x: 2 }, 5]]));
unequalEverywhere(new Set([3, '3']), new Set([3, 4]));
unequalEverywhere(new Map([[3, 0], ['3', 0]]), new Map([[3, 0], [4, 0]]));
equalEverywhere(new Map([[1, 'a'], [{}, 'a']]), new Map([[1, 'a'], [{}, 'a']]));
equalEverywhere(new Set([1, 'a', [{}, 'a']]), new Set([1, 'a', [{}, 'a']]));
looseOnly(new Map([[1, 'a'], ['1', 'b']]), new Map([['1', 'a'], [true, 'b']]));
equalEverywhere(new Map([[{}, 'a'], [{}, 'b']]), new Map([[{}, 'b'], [{}, 'a']]));
looseOnly(new Map([[true, 'a'], ['1', 'b'], [1, 'a']]), new Map([['1', 'a'], [1, 'b'], [true, 'a']]));
unequalEverywhere(new Map([[true, 'a'], ['1', 'b'], [1, 'c']]), new Map([['1', 'a'], [1, 'b'], [true, 'a']]));
unequalEverywhere(new Set([{}, {}]), new Set([{}, 1]));
unequalEverywhere(new Map([[{}, 1], [{}, 1]]), new Map([[{}, 1], [1, 1]]));
looseOnly(new Map([[{}, 1], [true, 1]]), new Map([[{}, 1], [1, 1]]));
unequalEverywhere(new Set([1, true, false]), new Set(['1', 0, '0']));
equalEverywhere(new Map([[1, undefined]]), new Map([[1, undefined]]));
looseOnly(new Map([[1, null], ['', '0']]), new Map([['1', undefined], [false, 0]]));
unequalEverywhere(new Map([[1, undefined]]), new Map([[2, undefined]]));
equalEverywhere(new Map([[null, 3]]), new Map([[null, 3]]));
looseOnly(new Map([[undefined, null], ['+000', 2n]]), new Map([[null, undefined], [false, '2']]));
equalEverywhere(new Set([{ a: 1 }, { a: 3 }, { a: 2 }, { a: 4 }]), new Set([{ a: 2 }, { a: 1 }, { a: 4 }, { a: 3 }]));
unequalEverywhere(new Set([{ a: 1 }, { a: 2 }, { a: 3 }, { a: 4 }]), new Set([{ a: 1 }, { a: 2 }, { a: 3 }, { a: 5 }]));
looseOnly(new Set([null, '', 1n, 5, 2n, false]), new Set([undefined, 0, 5n, true, '2', '-000']));
unequalEverywhere(new Set(['']), new Set(['0']));
looseOnly(new Map([[undefined, true]]), new Map([[null, true]]));
unequalEverywhere(new Map([[undefined, true]]), new Map([[true, true]]));
{
  const values = [123, Infinity, 0, null, undefined, false, true, {}, [], () => {}];
  equalEverywhere(new Set(values), new Set(values.slice().reverse()));
  const entries = values.map((v) => [v, { a: 5 }]);
  equalEverywhere(new Map(entries), new Map(entries.slice().reverse()));
}
{
  const m1 = new Map([[1, 1]]);
  const m2 = new Map([[1, '1']]);
  assert.deepEqual(m1, m2);
  assert.throws(() => assert.deepStrictEqual(m1, m2), {
    message: strictHeader + "  Map(1) {\n+   1 => 1\n-   1 => '1'\n  }\n",
  });
}
{
  // Extra own properties on collections count.
  const s = new Set();
  s.x = 5;
  unequalEverywhere(s, new Set());
  const m = new Map();
  m.x = 5;
  unequalEverywhere(m, new Map());
}
{
  // Collections that contain themselves.
  const s1 = new Set();
  s1.add(s1);
  const s2 = new Set();
  s2.add(s2);
  equalEverywhere(s1, s2);
  const m1 = new Map();
  m1.set(2, m1);
  const m2 = new Map();
  m2.set(2, m2);
  equalEverywhere(m1, m2);
  const m3 = new Map();
  m3.set(m3, 2);
  const m4 = new Map();
  m4.set(m4, 2);
  equalEverywhere(m3, m4);
  const self = new Map();
  self.set(1, self);
  unequalEverywhere(self, new Map([[1, new Map()]]));
}

// Circular objects.
{
  const b = {};
  b.b = b;
  const c = {};
  c.b = c;
  equalEverywhere(b, c);

  const d = { a: 1 };
  d.b = d;
  const e = { a: 1, b: {} };
  unequalEverywhere(d, e);
}
{
  // The same cycle reached through a different path is not the same structure.
  const a = {};
  a.a = a;
  const b = { a: {} };
  b.a.a = a;
  unequalEverywhere(a, b);

  const x = {};
  x.a = x;
  const y = { a: a };
  unequalEverywhere(x, y);

  const s = new Set();
  s.add(s);
  const t = new Set();
  t.add(t);
  unequalEverywhere(t, new Set([s]));
}

// arguments objects only equal other arguments objects.
{
  const args = function() { return arguments; };
  unequalEverywhere([], args());
  unequalEverywhere(args('a'), ['a']);
  unequalEverywhere(args('a'), { 0: 'a' });
  unequalEverywhere(args('a'), args('b'));
  equalEverywhere(args('a'), args('a'));
}

// Sparse arrays: a hole differs from an explicit undefined.
/* eslint-disable no-sparse-arrays */
equalEverywhere([1, , , 3], [1, , , 3]);
unequalEverywhere([1, , , 3], [1, , , 3, , , ]);
unequalEverywhere([1, , , 3], [1, undefined, , 3]);
/* eslint-enable no-sparse-arrays */
{
  const a = new Array(3);
  const b = new Array(3);
  a[2] = true;
  b[1] = true;
  unequalEverywhere(a, b, true);
  b[2] = true;
  unequalEverywhere(a, b);
}

// Errors compare name, message, cause and errors even though they are not enumerable.
{
  const base = new Error('foo1');
  unequalEverywhere(base, new Error('foo2'));
  unequalEverywhere(base, new TypeError('foo1'));
  equalEverywhere(base, new Error('foo1'));
  unequalEverywhere(base, {});

  const withCause = new Error('err', { cause: new Error('cause 1') });
  unequalEverywhere(withCause, new Error('err', { cause: new Error('cause 2') }));
  unequalEverywhere(withCause, new Error('err'));
  equalEverywhere(withCause, new Error('err', { cause: new Error('cause 1') }));

  const inner1 = new Error('e1');
  const inner2 = new Error('e2');
  const agg = new AggregateError([new Error('e1'), inner2], 'Aggregate Error');
  unequalEverywhere(inner1, agg);
  unequalEverywhere(agg, new AggregateError([inner1], 'Aggregate Error'));
  equalEverywhere(agg, new AggregateError([inner1, inner2], 'Aggregate Error'));

  const tagged1 = new Error('foo');
  tagged1[Symbol.toStringTag] = 'Foobar';
  const tagged2 = new Error('bar');
  tagged2[Symbol.toStringTag] = 'Foobar';
  unequalEverywhere(tagged1, tagged2);

  const a = new TypeError('foo');
  const b = new TypeError('foo');
  a.foo = 'bar';
  b.foo = 'baz';
  assert.throws(() => assert.deepStrictEqual(a, b), {
    message: strictHeader + "  [TypeError: foo] {\n+   foo: 'bar'\n-   foo: 'baz'\n  }\n",
  });
}

// NaN, -0 and primitives.
equalEverywhere(NaN, NaN);
equalEverywhere({ a: NaN }, { a: NaN });
equalEverywhere([1, 2, NaN, 4], [1, 2, NaN, 4]);
looseOnly(0, -0);
equalEverywhere(-0, -0);
unequalEverywhere(null, {});
unequalEverywhere(undefined, {});
unequalEverywhere('a', ['a']);
unequalEverywhere('a', { 0: 'a' });
unequalEverywhere(1, {});
unequalEverywhere(true, {});
unequalEverywhere(Symbol(), {});
unequalEverywhere(Symbol(), Symbol());
looseOnly(4, '4');
looseOnly(true, 1);
{
  const s = Symbol();
  equalEverywhere(s, s);
}

// Boxed primitives compare their primitive value (without calling valueOf).
{
  const boxedSymbol = Object(Symbol());
  const fakeSymbol = Object.create(Symbol.prototype);
  Object.defineProperty(fakeSymbol, Symbol.toStringTag, { value: 'Symbol' });
  unequalEverywhere(new Boolean(true), Object(false));
  unequalEverywhere(Object(true), new Number(1));
  unequalEverywhere(new Number(2), new Number(1));
  unequalEverywhere(boxedSymbol, Object(Symbol()));
  unequalEverywhere(boxedSymbol, {});
  unequalEverywhere(boxedSymbol, fakeSymbol);
  equalEverywhere(boxedSymbol, boxedSymbol);
  equalEverywhere(Object(true), Object(true));
  equalEverywhere(Object(2), Object(2));
  const boxedString = new String('test');
  equalEverywhere(boxedString, Object('test'));
  boxedString.slow = true;
  unequalEverywhere(boxedString, Object('test'));
  unequalEverywhere(new String('a'), ['a']);
  unequalEverywhere(new String('a'), { 0: 'a' });
  unequalEverywhere(new Number(1), {});

  const n1 = new Number(5);
  const n2 = new Number(5);
  const boom = { value: () => { throw new Error('valueOf must not be called'); } };
  Object.defineProperty(n1, 'valueOf', boom);
  Object.defineProperty(n2, 'valueOf', boom);
  equalEverywhere(n1, n2);
}

// Only enumerable symbol keys count, and only in strict mode.
{
  const sym = Symbol();
  const obj1 = { [sym]: 1 };
  const obj2 = { [sym]: 1 };
  Object.defineProperty(obj2, Symbol(), { value: 1 });
  looseOnly(obj1, { [Symbol()]: 1 });
  equalEverywhere(obj1, obj2);
  obj2[Symbol()] = true;
  looseOnly(obj1, obj2);

  const ta1 = new Uint8Array(4);
  const ta2 = new Uint8Array(4);
  ta1[sym] = true;
  ta2[sym] = false;
  looseOnly(ta1, ta2);
  ta2[sym] = true;
  equalEverywhere(ta1, ta2);

  const arr1 = [1];
  arr1[sym] = true;
  looseOnly(arr1, [1]);
}

// Dates and RegExps.
equalEverywhere(new Date(2000, 3, 14), new Date(2000, 3, 14));
unequalEverywhere(new Date(), new Date(2000, 3, 14));
{
  const bad1 = new Date('foo');
  const bad2 = new Date('bar');
  bad1.foo = true;
  bad2.foo = true;
  equalEverywhere(bad1, bad2);
  bad1.bar = false;
  bad2.bar = true;
  unequalEverywhere(bad1, bad2);

  const fixed1 = new Date('2000');
  Object.defineProperty(fixed1, 'getTime', { value: () => 5 });
  equalEverywhere(fixed1, new Date('2000'));
}
for (const re of [/a/, /a/g, /a/i, /a/m, /a/igm]) equalEverywhere(re, new RegExp(re.source, re.flags));
unequalEverywhere(/ab/, /a/);
unequalEverywhere(/a/g, /a/);
unequalEverywhere(/a/igm, /a/im);
{
  const re = /a/g;
  re.lastIndex = 3;
  assert.notDeepEqual(re, /a/g);
  assert.notDeepStrictEqual(re, /a/g);
}
assert.throws(() => assert.deepStrictEqual(/aa/igm, /aa/im), {
  message: strictHeader + '+ /aa/gim\n- /aa/im\n',
});

// Keys: same set, any order; counts must match.
equalEverywhere({ a: 4, b: '1' }, { b: '1', a: 4 });
unequalEverywhere({ a: 1 }, { b: 1 });
assert.throws(() => assert.deepEqual({ a: 4 }, { a: 4, b: true }), AssertionError);
assert.notDeepEqual(['a'], { 0: 'a' });
{
  const a1 = [1, 2, 3];
  const a2 = [1, 2, 3];
  a1.a = 'test';
  a1.b = true;
  a2.b = true;
  a2.a = 'test';
  equalEverywhere(a1, a2);
}
assert.throws(() => assert.deepStrictEqual([4], ['4']), {
  message: strictHeader + "  [\n+   4\n-   '4'\n  ]\n",
});
assert.throws(() => assert.deepStrictEqual({ a: 4 }, { a: 4, b: true }), {
  message: strictHeader + '  {\n    a: 4,\n-   b: true\n  }\n',
});
assert.throws(() => assert.deepStrictEqual(['a'], { 0: 'a' }), {
  message: strictHeader + "+ [\n+   'a'\n+ ]\n- {\n-   '0': 'a'\n- }\n",
});
assert.throws(() => assert.deepStrictEqual([1, 2, 3], [1, 2]), {
  message: strictHeader + '  [\n    1,\n    2,\n+   3\n  ]\n',
});
assert.throws(() => assert.deepStrictEqual(4, '4'), {
  message: "Expected values to be strictly deep-equal:\n\n4 !== '4'\n",
});

// Prototypes: ignored by deepEqual, compared by deepStrictEqual.
{
  function Maker1(first) { this.first = first; }
  function Maker2(first) { this.first = first; }
  const o1 = new Maker1('Ryan');
  let o2 = new Maker2('Ryan');
  assert.deepEqual(o1, o2);
  assert.throws(() => assert.deepStrictEqual(o1, o2), AssertionError);
  Maker2.prototype = Maker1.prototype;
  o2 = new Maker2('Ryan');
  equalEverywhere(o1, o2);

  const nullProto = Object.create(null);
  nullProto.a = 1;
  assert.deepEqual(nullProto, { a: 1 });
  assert.throws(() => assert.deepStrictEqual(nullProto, { a: 1 }), AssertionError);
}

// Getters are compared by value, not by descriptor.
{
  const a = { get a() { return 5; } };
  const b = { get a() { return 6; } };
  assert.throws(() => assert.deepStrictEqual(a, b), {
    message: /a: \[Getter: 5]\n- {3}a: \[Getter: 6]\n {2}/,
  });
  equalEverywhere(a, { a: 5 });
}

// Values of different kinds never match, even with a faked tag.
{
  const buf = Buffer.from('test');
  const fake = Object.create(Object.getPrototypeOf(buf), Object.getOwnPropertyDescriptors(buf));
  Object.defineProperty(fake, Symbol.toStringTag, { value: 'Uint8Array' });
  unequalEverywhere(buf, fake);

  const i8 = new Int8Array(10);
  Object.defineProperty(i8, Symbol.toStringTag, { value: 'Uint8Array' });
  unequalEverywhere(new Uint8Array(10), i8);

  const fakeArr = { 0: 1, 1: 1, 2: 'broken' };
  Object.setPrototypeOf(fakeArr, Array.prototype);
  Object.defineProperty(fakeArr, Symbol.toStringTag, { value: 'Array' });
  Object.defineProperty(fakeArr, 'length', { value: 2 });
  unequalEverywhere(fakeArr, [1, 1]);

  const arrayLike = { __proto__: Array.prototype, 0: 1, 1: 2, 2: 3, length: 3 };
  Object.defineProperty(arrayLike, 'length', { enumerable: false });
  unequalEverywhere(arrayLike, [1, 2, 3]);

  const big = [1, 2, 3];
  big[2 ** 32] = true;
  unequalEverywhere(big, [1, 2, 3]);
}

// Typed arrays and buffers compare bytes; loose mode compares floats by value.
{
  equalEverywhere(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]));
  unequalEverywhere(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]));
  unequalEverywhere(new Uint8Array(1), new Int8Array(1));
  unequalEverywhere(new Float32Array([1]), new Float64Array([1]));
  // Same NaN bytes: strictly equal, yet loosely unequal (NaN != NaN by value).
  assert.deepStrictEqual(new Float64Array([NaN]), new Float64Array([NaN]));
  looseOnly(new Float64Array([-0]), new Float64Array([0]));
  looseOnly(new Float32Array([-0]), new Float32Array([0]));
  assert.notDeepEqual(new Float64Array([NaN]), new Float64Array([NaN]));
  equalEverywhere(new BigInt64Array([1n, 2n]), new BigInt64Array([1n, 2n]));
  unequalEverywhere(new BigUint64Array([1n]), new BigUint64Array([2n]));
  equalEverywhere(new Uint8Array([1, 2]).buffer, new Uint8Array([1, 2]).buffer);
  unequalEverywhere(new Uint8Array([1, 2]).buffer, new Uint8Array([1, 3]).buffer);
  unequalEverywhere(new ArrayBuffer(2), new SharedArrayBuffer(2));
  equalEverywhere(new DataView(new ArrayBuffer(4)), new DataView(new ArrayBuffer(4)));
  const view = new DataView(new ArrayBuffer(4));
  view.setInt8(0, 1);
  unequalEverywhere(view, new DataView(new ArrayBuffer(4)));
  unequalEverywhere(new DataView(new ArrayBuffer(1)), new Uint8Array(1));

  // A view into a larger buffer compares only its own bytes.
  const backing = new ArrayBuffer(16);
  const slice = new Uint8Array(backing, 3, 5);
  slice.set([1, 2, 3, 4, 5]);
  equalEverywhere(slice, new Uint8Array([1, 2, 3, 4, 5]));
  const wide = new Uint16Array(backing, 6, 4);
  equalEverywhere(wide, new Uint16Array(wide));

  const big1 = new Uint32Array(1000).fill(7);
  const big2 = new Uint32Array(1000).fill(7);
  equalEverywhere(big1, big2);
  big2[999] = 8;
  assert.notDeepStrictEqual(big1, big2);
}

// WeakMap, WeakSet and Promise only equal themselves.
{
  const wm = new WeakMap();
  equalEverywhere(wm, wm);
  unequalEverywhere(new WeakMap(), new WeakMap());
  unequalEverywhere(new WeakSet(), new WeakSet());
  const p = Promise.resolve();
  equalEverywhere(p, p);
  unequalEverywhere(Promise.resolve(), Promise.resolve());
}

// URLs compare by href.
{
  equalEverywhere(new URL('http://foo/bar?x=1'), new URL('http://foo/bar?x=1'));
  unequalEverywhere(new URL('http://foo/bar'), new URL('http://foo/baz'));
  unequalEverywhere(new URL('http://foo/bar'), { href: 'http://foo/bar' });
}

// An own `constructor` property that is not a builtin does not stand in for the prototype.
{
  const a = { constructor: { name: 'Foo' } };
  const b = { constructor: { name: 'Foo' } };
  equalEverywhere(a, b);
  const shared = { __proto__: null };
  Object.setPrototypeOf(a, shared);
  Object.setPrototypeOf(b, shared);
  equalEverywhere(a, b);
  Object.setPrototypeOf(b, { __proto__: null });
  assert.notDeepStrictEqual(a, b);
  assert.notDeepStrictEqual(b, a);
  assert.deepEqual(a, b);
  assert.notDeepStrictEqual({ __proto__: null }, { __proto__: { __proto__: null } });
}

// Nested arrays: a changed element deep inside is reported as such.
assert.throws(() => assert.deepStrictEqual([[[1, 2, 3]], 4, 5], [[[1, 2, '3']], 4, 5]), {
  message: strictHeader +
    '  [\n    [\n      [\n        1,\n        2,\n+       3\n-       \'3\'\n      ]\n    ],\n' +
    '    4,\n    5\n  ]\n',
});

// Deeply nested acyclic structures still compare (and still differ at the bottom).
{
  const chain = (n, leaf) => {
    let node = { leaf };
    for (let i = 0; i < n; i++) node = { next: node };
    return node;
  };
  assert.deepStrictEqual(chain(150, 1), chain(150, 1));
  assert.notDeepStrictEqual(chain(150, 1), chain(150, 2));
}
