'use strict';
// fuzz-fs value pools: the seeded PRNG and every argument the fuzzer can pass, each as a
// [label, make] pair. The label is what the output line shows, so two runtimes print the
// same text for the same draw; `make` builds a fresh value per call because calls mutate
// buffers and consume signals.

// mulberry32: small, fast and the same in every engine (no Math.random anywhere).
function makeRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int(n) { return Math.floor(next() * n); },
    chance(p) { return next() < p; },
    pick(list) { return list[Math.floor(next() * list.length)]; },
  };
}

// A function passed where another value belongs may be taken for the callback; the runner
// sets `hooks.onFn` so that such a call reports (and settles) instead of hanging.
const hooks = { onFn: null };
function fn(...args) {
  if (hooks.onFn) hooks.onFn(args);
}

const v = (label, make) => [label, make];
const k = (label, value) => [label, () => value];

function throwingToString() {
  return { toString() { throw new Error('toString boom'); } };
}
function throwingValueOf() {
  return { valueOf() { throw new Error('valueOf boom'); }, toString() { throw new Error('toString boom'); } };
}
function abortedSignal() {
  return AbortSignal.abort();
}
function abortedSignalWithReason() {
  return AbortSignal.abort(new Error('why'));
}
function sabView() {
  const u = new Uint8Array(new SharedArrayBuffer(8));
  u.set([104, 105, 33, 10, 1, 2, 3, 4]);
  return u;
}

// Values that are wrong (or borderline) for nearly every parameter.
const hostile = [
  k('undefined', undefined), k('null', null), k('true', true), k('false', false),
  k('NaN', NaN), k('Infinity', Infinity), k('-Infinity', -Infinity), k('-1', -1),
  k('1.5', 1.5), k('2**31', 2 ** 31), k('2**31-1', 2 ** 31 - 1), k('2**32', 2 ** 32),
  k('2**40', 2 ** 40), k('2**53', 2 ** 53), k('-(2**31)-1', -(2 ** 31) - 1), k('-2**63', -(2 ** 63)),
  k('10n', 10n), k('-1n', -1n), k('2n**64n', 2n ** 64n), k("''", ''), k("'abc'", 'abc'),
  k("'a\\0b'", 'a\0b'), k("'\\0'", '\0'), v("'x'*5000", () => 'x'.repeat(5000)),
  k('Symbol(s)', Symbol('s')), v('{}', () => ({})), v('[]', () => []), v('[1]', () => [1]),
  k('fn', fn),
  v('throwToString', throwingToString), v('throwValueOf', throwingValueOf),
  v('valueOf3', () => ({ valueOf() { return 3; } })),
  v('Buffer(0)', () => Buffer.alloc(0)), v('Uint8Array(4)', () => new Uint8Array(4)),
  v('SABView', sabView), v('ArrayBuffer(4)', () => new ArrayBuffer(4)),
  v('DataView(4)', () => new DataView(new ArrayBuffer(4))), v('Float64Array(2)', () => new Float64Array(2)),
  v('abortedSignal', abortedSignal), v('{signal:aborted}', () => ({ signal: abortedSignal() })),
  k('1099511627776', 1099511627776), k('-0', -0), k('0', 0), k('1', 1), k('4', 4), k('0o777', 0o777),
];

// Fixture entries (relative to the fixture directory). 'fifo' only reaches calls that never
// open it: a blocking open would hang a thread (or the whole process in a Sync form).
const fixtureNames = [
  'a.txt', 'b.bin', 'empty', 'ro.txt', 'd', 'd/x.txt', 'd/sub', 'd/sub/y.txt', 'emptydir',
  'link-a', 'link-d', 'dangling', 'missing', 'missing/deeper', 'a.txt/notdir', 'new1', 'new2',
  'd/new3', 'emptydir/new4', '.', 'd/', 'a.txt/', 'link-d/x.txt',
];
const growable = ['a.txt', 'b.bin', 'empty', 'ro.txt', 'd/x.txt', 'd/sub/y.txt', 'new1', 'new2', 'd/new3', 'emptydir/new4'];

module.exports = {
  hooks, makeRng, hostile, fixtureNames, growable, abortedSignal, abortedSignalWithReason, sabView,
  throwingToString, throwingValueOf, v, k,
};
