// minirt's own test: Uint8Array's base64 and hex methods (toBase64, toHex, setFromBase64,
// setFromHex, Uint8Array.fromBase64, Uint8Array.fromHex) give Node 26's results: their property
// attributes, option handling, V8's error classes and messages, the { read, written } of the
// set* forms (where V8's reading goes past the spec's), and inputs large enough for the fast path.
'use strict';
require('../common');
const assert = require('assert');

const U = Uint8Array;
const bytes = (a) => Array.from(a);

// Methods: non-enumerable, writable, configurable; names and lengths; not constructors.
for (const [holder, name, length] of [
  [U.prototype, 'toBase64', 0], [U.prototype, 'toHex', 0],
  [U.prototype, 'setFromBase64', 1], [U.prototype, 'setFromHex', 1],
  [U, 'fromBase64', 1], [U, 'fromHex', 1],
]) {
  const desc = Object.getOwnPropertyDescriptor(holder, name);
  assert.strictEqual(typeof desc.value, 'function');
  assert.strictEqual(desc.enumerable, false);
  assert.strictEqual(desc.writable, true);
  assert.strictEqual(desc.configurable, true);
  assert.strictEqual(desc.value.name, name);
  assert.strictEqual(desc.value.length, length);
  assert.strictEqual(Object.hasOwn(desc.value, 'prototype'), false);
  assert.throws(() => new desc.value(''), TypeError);
}

// Encoding.
const sample = new U([255, 254, 253, 252]);
assert.strictEqual(sample.toBase64(), '//79/A==');
assert.strictEqual(sample.toBase64({ alphabet: 'base64url' }), '__79_A==');
assert.strictEqual(sample.toBase64({ omitPadding: 1 }), '//79/A');
assert.strictEqual(sample.toBase64({ alphabet: 'base64url', omitPadding: true }), '__79_A');
assert.strictEqual(sample.toBase64(function() {}), '//79/A==');
assert.strictEqual(sample.toHex(), 'fffefdfc');
assert.strictEqual(new U(0).toBase64(), '');
assert.strictEqual(new U(0).toHex(), '');
assert.strictEqual(new U([1, 2, 3, 4, 5, 6, 7]).subarray(2, 6).toBase64(), 'AwQFBg==');
assert.strictEqual(new U([1, 2, 3, 4, 5, 6, 7]).subarray(2, 5).toHex(), '030405');
for (let n = 0; n < 10; n++) {
  const a = new U(n).map((_, i) => i * 37 + 11);
  const b64 = Buffer.from(a).toString('base64');
  assert.strictEqual(a.toBase64(), b64);
  assert.strictEqual(a.toBase64({ omitPadding: true }), b64.replace(/=+$/, ''));
  assert.strictEqual(a.toBase64({ alphabet: 'base64url' }),
                     b64.replace(/\+/g, '-').replace(/\//g, '_'));
  assert.strictEqual(a.toHex(), Buffer.from(a).toString('hex'));
}

// Decoding.
const from = (s, o) => bytes(U.fromBase64(s, o));
assert.deepStrictEqual(from(' A Q\tI\nD\fB\rA = = '), [1, 2, 3, 4]);
assert.deepStrictEqual(from(''), []);
assert.deepStrictEqual(from('   '), []);
assert.deepStrictEqual(from('AB=='), [0]);
assert.deepStrictEqual(from('AB'), [0]);
assert.deepStrictEqual(from('AQIDBA', { lastChunkHandling: 'stop-before-partial' }), [1, 2, 3]);
assert.deepStrictEqual(from('AA=', { lastChunkHandling: 'stop-before-partial' }), []);
assert.deepStrictEqual(from('-_-_', { alphabet: 'base64url' }), [251, 255, 191]);
assert.deepStrictEqual(from('-_', Object.create({ alphabet: 'base64url' })), [251]);
assert.deepStrictEqual(bytes(U.fromHex('ABcd09')), [171, 205, 9]);

const kBadChar = 'Found a character that cannot be part of a valid base64 string.';
const kSingle = 'The base64 input terminates with a single character, excluding padding (=).';
const kBits = 'The base64 input terminates with non-zero padding bits.';
const kHex = 'Input string must contain hex characters in even length';
const syntax = (message) => ({ name: 'SyntaxError', message });
const type = (message) => ({ name: 'TypeError', message });
for (const [s, opts, message] of [
  ['AA$A', undefined, kBadChar], ['A\u00e9AA', undefined, kBadChar],
  ['AA+A', { alphabet: 'base64url' }, kBadChar], ['AA-A', undefined, kBadChar],
  ['AQID\vBA==', undefined, kBadChar], ['AQID\u00a0', undefined, kBadChar],
  ['A', undefined, kSingle], ['AAAAA', undefined, kSingle],
  ['A=', undefined, kSingle], ['A==', undefined, kSingle], ['A = =', undefined, kSingle],
  ['A===', undefined, kBadChar], ['A=A', undefined, kBadChar], ['A=$', undefined, kBadChar],
  ['=', undefined, kBadChar], ['AA=', undefined, kBadChar], ['AAA==', undefined, kBadChar],
  ['AA==AA', undefined, kBadChar], ['AAAA=', undefined, kBadChar],
  ['AA=', { lastChunkHandling: 'strict' }, kSingle],
  ['AAA', { lastChunkHandling: 'strict' }, kSingle],
  ['AB==', { lastChunkHandling: 'strict' }, kBits],
  ['AAB=', { lastChunkHandling: 'strict' }, kBits],
]) {
  assert.throws(() => U.fromBase64(s, opts), syntax(message), JSON.stringify(s));
}
for (const s of ['abc', 'zz', '0g', 'ab cd']) {
  assert.throws(() => U.fromHex(s), syntax(kHex));
}

// Arguments and receivers.
assert.throws(() => U.fromBase64(1), type('input argument must be a string'));
assert.throws(() => U.fromBase64(new String('AA')), type('input argument must be a string'));
assert.throws(() => U.fromHex(1), type('input argument must be a string'));
assert.throws(() => new U(2).setFromBase64(1), type('input argument must be a string'));
assert.throws(() => new U(2).setFromHex(1), type('input argument must be a string'));
for (const bad of [1, null, 'x']) {
  assert.throws(() => U.fromBase64('AA', bad), type('invalid_argument'));
  assert.throws(() => sample.toBase64(bad), type('invalid_argument'));
  assert.throws(() => new U(1).setFromBase64('AA', bad), type('invalid_argument'));
}
for (const [value, shown] of [
  ['hex', 'hex'], [null, 'null'], [1.5, '1.5'], [Symbol('s'), 'Symbol(s)'],
  [new String('base64'), '[object String]'], [['base64'], '[object Array]'],
  [{ toString() { return 'base64'; } }, '[object Object]'],
]) {
  assert.throws(() => U.fromBase64('AA', { alphabet: value }), type(`invalid option ${shown}`));
  assert.throws(() => sample.toBase64({ alphabet: value }), type(`invalid option ${shown}`));
}
assert.throws(() => U.fromBase64('AA', { lastChunkHandling: 'undefined' }),
              type('invalid option undefined'));
const receiver = (method, shown) =>
  type(`Method Uint8Array.prototype.${method} called on incompatible receiver ${shown}`);
for (const [value, shown] of [
  [[1], '[object Array]'], [{}, '#<Object>'], [null, 'null'], [undefined, 'undefined'],
  [1, '1'], [new Int8Array(1), 'undefined'], [new Uint8ClampedArray(1), 'undefined'],
  [new DataView(new ArrayBuffer(1)), '#<DataView>'], [new Map(), '#<Map>'],
  [new (class Foo {})(), '#<Foo>'], [new Proxy(new U(1), {}), '[object Uint8Array]'],
  [new Error('m'), 'Error: m'], [Object.create(null), '[object Object]'],
]) {
  assert.throws(() => U.prototype.toBase64.call(value), receiver('toBase64', shown));
  assert.throws(() => U.prototype.toHex.call(value), receiver('toHex', shown));
  assert.throws(() => U.prototype.setFromBase64.call(value, 'AA'), receiver('setFromBase64', shown));
  assert.throws(() => U.prototype.setFromHex.call(value, 'aa'), receiver('setFromHex', shown));
}

// Order of the checks: the string before the options, the options before the bounds.
{
  const log = [];
  const opts = {
    get alphabet() { log.push('alphabet'); },
    get lastChunkHandling() { log.push('lastChunkHandling'); },
    get omitPadding() { log.push('omitPadding'); },
  };
  assert.throws(() => U.fromBase64(1, opts), TypeError);
  assert.deepStrictEqual(log.splice(0), []);
  const rab = new ArrayBuffer(4, { maxByteLength: 8 });
  const outside = new U(rab, 2, 2);
  rab.resize(1);
  const oob = (method) =>
    type(`Cannot perform Uint8Array.prototype.${method} on a detached or out-of-bounds ArrayBuffer`);
  assert.throws(() => outside.setFromBase64('AA', opts), oob('setFromBase64'));
  assert.deepStrictEqual(log.splice(0), ['alphabet', 'lastChunkHandling']);
  assert.throws(() => outside.toBase64(opts), oob('toBase64'));
  assert.deepStrictEqual(log.splice(0), ['alphabet', 'omitPadding']);
  assert.throws(() => outside.toHex(), oob('toHex'));
  assert.throws(() => outside.setFromHex('aa'), oob('setFromHex'));
  assert.throws(() => outside.setFromHex(1), type('input argument must be a string'));
  // A length-tracking view follows its buffer.
  const rab2 = new ArrayBuffer(4, { maxByteLength: 8 });
  const tracking = new U(rab2, 1);
  rab2.resize(3);
  assert.strictEqual(tracking.toHex(), '0000');
}

// Buffer: a Uint8Array, so it has the methods; the statics make plain Uint8Arrays.
assert.strictEqual(Buffer.fromBase64('AQID').constructor, Uint8Array);
assert.strictEqual(Buffer.fromHex('0102').constructor, Uint8Array);
assert.strictEqual(Buffer.from([1, 2, 3, 4]).toBase64(), 'AQIDBA==');
assert.strictEqual(Buffer.from([1, 2, 3, 4]).toHex(), '01020304');
assert.deepStrictEqual(Buffer.alloc(3).setFromHex('0102'), { read: 4, written: 2 });
class Sub extends Uint8Array {}
assert.strictEqual(Sub.fromHex('0102').constructor, Uint8Array);

// setFromBase64 / setFromHex: how much is read and written, and what is written before an error.
function setB64(size, s, lastChunkHandling) {
  const target = new U(size).fill(9);
  let result;
  let error = null;
  try {
    result = target.setFromBase64(s, { lastChunkHandling });
  } catch (e) {
    error = e.message;
  }
  return [result, error, bytes(target)];
}
const r = (read, written) => ({ read, written });
assert.deepStrictEqual(setB64(4, 'AQIDBAUG'), [r(4, 3), null, [1, 2, 3, 9]]);
assert.deepStrictEqual(setB64(3, ' AQ ID BA UG'), [r(6, 3), null, [1, 2, 3]]);
assert.deepStrictEqual(setB64(0, '$$$'), [r(0, 0), null, []]);
assert.deepStrictEqual(setB64(10, 'AQIDBAUG$'),
                       [undefined, kBadChar, [1, 2, 3, 4, 5, 6, 9, 9, 9, 9]]);
// V8 reads on after the target is full: trailing whitespace is read ...
assert.deepStrictEqual(setB64(3, 'AQID  '), [r(6, 3), null, [1, 2, 3]]);
// ... and a bad chunk after a full target is an error, a good one that does not fit is not.
assert.deepStrictEqual(setB64(3, 'AQIDA'), [undefined, kSingle, [1, 2, 3]]);
assert.deepStrictEqual(setB64(3, 'AQID='), [undefined, kBadChar, [1, 2, 3]]);
assert.deepStrictEqual(setB64(3, 'AQIDBAUG$'), [r(4, 3), null, [1, 2, 3]]);
assert.deepStrictEqual(setB64(3, 'AQID  AQ'), [r(4, 3), null, [1, 2, 3]]);
assert.deepStrictEqual(setB64(3, 'AQID  AQ', 'strict'), [undefined, kSingle, [1, 2, 3]]);
// A chunk is read whole before V8 asks whether it fits.
assert.deepStrictEqual(setB64(1, 'AAA$'), [undefined, kBadChar, [9]]);
assert.deepStrictEqual(setB64(1, 'AAAA$'), [r(0, 0), null, [9]]);
assert.deepStrictEqual(setB64(1, 'AAA=AAAAA'), [undefined, kBadChar, [9]]);
assert.deepStrictEqual(setB64(2, 'AAA='), [r(4, 2), null, [0, 0]]);
assert.deepStrictEqual(setB64(4, 'AQIDBA'), [r(6, 4), null, [1, 2, 3, 4]]);
assert.deepStrictEqual(setB64(4, 'AQIDBA', 'stop-before-partial'), [r(4, 3), null, [1, 2, 3, 9]]);
assert.deepStrictEqual(setB64(4, 'AQIDBA=', 'stop-before-partial'), [r(4, 3), null, [1, 2, 3, 9]]);
assert.deepStrictEqual(setB64(4, 'AQIDBA=', 'strict'), [undefined, kSingle, [1, 2, 3, 9]]);
assert.deepStrictEqual(setB64(4, 'AQIDBA='), [undefined, kBadChar, [1, 2, 3, 9]]);
assert.deepStrictEqual(setB64(5, 'AQIDBAU'), [r(7, 5), null, [1, 2, 3, 4, 5]]);
assert.deepStrictEqual(setB64(4, 'AQIDBAU'), [r(4, 3), null, [1, 2, 3, 9]]);
{
  const result = new U(1).setFromHex('aa');
  assert.deepStrictEqual(Object.keys(result), ['read', 'written']);
  assert.strictEqual(Object.getPrototypeOf(result), Object.prototype);
  const small = new U(2);
  assert.deepStrictEqual(small.setFromHex('010203'), r(4, 2));
  assert.deepStrictEqual(bytes(small), [1, 2]);
  const partial = new U(4);
  assert.throws(() => partial.setFromHex('0102zz'), syntax(kHex));
  assert.deepStrictEqual(bytes(partial), [1, 2, 0, 0]);
  const odd = new U(4);
  assert.throws(() => odd.setFromHex('01020'), syntax(kHex));
  assert.deepStrictEqual(bytes(odd), [0, 0, 0, 0]);
}

// Large inputs round-trip, with and without line breaks.
{
  const n = 3 * 1024 * 1024 + 1;
  const big = new U(n);
  for (let i = 0; i < n; i += 997) big[i] = i & 0xff;
  const b64 = big.toBase64();
  assert.strictEqual(b64.length, Math.ceil(n / 3) * 4);
  const back = U.fromBase64(b64);
  assert.strictEqual(back.length, n);
  assert.strictEqual(Buffer.compare(Buffer.from(back.buffer), Buffer.from(big.buffer)), 0);
  const lines = [];
  for (let i = 0; i < 1 << 20; i += 76) lines.push(b64.slice(i, Math.min(i + 76, 1 << 20)));
  const wrapped = lines.join('\r\n');
  assert.strictEqual(
    Buffer.compare(Buffer.from(U.fromBase64(wrapped).buffer), Buffer.from(big.buffer, 0, 786432)), 0);
  const target = new U(n);
  assert.deepStrictEqual(target.setFromBase64(b64.replace(/=+$/, ''), { alphabet: 'base64' }),
                         r(b64.replace(/=+$/, '').length, n));
  assert.strictEqual(Buffer.compare(Buffer.from(target.buffer), Buffer.from(big.buffer)), 0);
  const hex = big.toHex();
  assert.strictEqual(hex.length, 2 * n);
  assert.strictEqual(Buffer.compare(Buffer.from(U.fromHex(hex).buffer), Buffer.from(big.buffer)), 0);
  assert.throws(() => U.fromBase64(b64 + '$'), syntax(kBadChar));
  assert.throws(() => U.fromBase64(b64.slice(0, -4) + 'A'), syntax(kSingle));
}
