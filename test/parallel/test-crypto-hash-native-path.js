// createHash, Hash#update and Hash#digest take a native path for the common case and
// hand everything else to the JS functions: both paths must give the same objects,
// results and errors (compare with `new crypto.Hash()`, which always takes the JS path).
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');
const util = require('util');

const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

// The functions look like Node's.
assert.strictEqual(crypto.createHash.name, 'createHash');
assert.strictEqual(crypto.createHash.length, 2);
const h0 = crypto.createHash('sha256');
assert.strictEqual(h0.update.name, 'update');
assert.strictEqual(h0.update.length, 2);
assert.strictEqual(h0.digest.name, 'digest');
assert.strictEqual(h0.digest.length, 1);

// Same own properties, prototype and inspection as a Hash made by the JS constructor.
const keys = (o) => Reflect.ownKeys(o).map(String);
assert.deepStrictEqual(keys(h0), ['_options', 'Symbol(kHandle)', 'Symbol(kState)']);
assert.deepStrictEqual(Object.keys(h0), ['_options']);
assert.strictEqual(Object.getPrototypeOf(h0).constructor.name, 'Hash');
assert.match(util.inspect(h0), /Symbol\(kFinalized\): false/);
h0.digest();
assert.match(util.inspect(h0), /Symbol\(kFinalized\): true/);

// Every input kind, on both paths, gives the same digest.
const inputs = [
  ['abc'],
  ['616263', 'hex'],
  ['YWJj', 'base64'],
  [Buffer.from('abc')],
  [new Uint8Array([0x61, 0x62, 0x63])],
  [new DataView(new Uint8Array([0x61, 0x62, 0x63]).buffer)],
  [new Uint16Array(new Uint8Array([0x61, 0x62, 0x63, 0]).buffer).subarray(0, 1), 'x'],
];
for (const args of inputs) {
  const a = crypto.createHash('sha256').update(...args).digest('hex');
  const b = common.mustCall(() => new crypto.Hash('sha256').update(...args).digest('hex'))();
  assert.strictEqual(a, b);
}
assert.strictEqual(crypto.createHash('sha256').update('abc').digest('hex'), ABC_SHA256);
// A subarray hashes only its own bytes.
const big = Buffer.from('xxabcxx');
assert.strictEqual(crypto.createHash('sha256').update(big.subarray(2, 5)).digest('hex'),
                   ABC_SHA256);
// Non-ASCII strings are UTF-8, lone surrogates U+FFFD.
assert.strictEqual(crypto.createHash('md5').update('\u00e9\ud800').digest('hex'),
                   crypto.createHash('md5').update(Buffer.from('\u00e9\ufffd')).digest('hex'));

// update returns the hash itself, so chains and repeated updates work.
const h1 = crypto.createHash('sha256');
assert.strictEqual(h1.update('a'), h1);
h1.update('b').update(Buffer.from('c'));
assert.strictEqual(h1.digest('hex'), ABC_SHA256);

// Output encodings: absent, '' and 'buffer' give a Buffer; a truthy non-string is turned
// into a string first.
assert.ok(Buffer.isBuffer(crypto.createHash('sha256').digest()));
assert.ok(Buffer.isBuffer(crypto.createHash('sha256').digest('')));
assert.ok(Buffer.isBuffer(crypto.createHash('sha256').digest('buffer')));
assert.strictEqual(
  crypto.createHash('sha256').update('abc').digest({ toString() { return 'hex'; } }),
  ABC_SHA256);
assert.strictEqual(crypto.createHash('sha256').update('abc').digest('base64'),
                   Buffer.from(ABC_SHA256, 'hex').toString('base64'));

// Errors are the JS path's.
const done = crypto.createHash('sha256');
done.digest();
assert.throws(() => done.digest(), { code: 'ERR_CRYPTO_HASH_FINALIZED' });
assert.throws(() => done.update('x'), { code: 'ERR_CRYPTO_HASH_FINALIZED' });
assert.throws(() => crypto.createHash('sha256').update(new ArrayBuffer(3)),
              { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => crypto.createHash('sha256').update(3), { code: 'ERR_INVALID_ARG_TYPE' });
// An unknown input encoding means UTF-8, as on Node.
assert.strictEqual(crypto.createHash('sha256').update('abc', 'nope').digest('hex'),
                   ABC_SHA256);
assert.throws(() => crypto.createHash('nope'), { message: 'Digest method not supported' });
assert.throws(() => crypto.createHash(1), { code: 'ERR_INVALID_ARG_TYPE' });
assert.throws(() => crypto.createHash('sha256').update.call({}, 'x'), TypeError);
assert.throws(() => crypto.createHash('sha256').digest.call({}), TypeError);

// With options, the JS constructor makes the object; it behaves the same.
const withOpts = crypto.createHash('sha256', {});
assert.strictEqual(withOpts.update('abc').digest('hex'), ABC_SHA256);
assert.deepStrictEqual(keys(withOpts), ['_options', 'Symbol(kHandle)', 'Symbol(kState)']);

// copy() of a native-path hash carries its state.
const orig = crypto.createHash('sha256').update('ab');
const copy = orig.copy();
assert.strictEqual(copy.update('c').digest('hex'), ABC_SHA256);
assert.strictEqual(orig.update('c').digest('hex'), ABC_SHA256);

// Hmac shares Hash's update.
assert.strictEqual(crypto.createHmac('sha256', 'k').update, crypto.createHash('md5').update);
assert.strictEqual(
  crypto.createHmac('sha256', 'key').update('abc').digest('hex'),
  '9c196e32dc0175f86f4b1cb89289d6619de6bee699e4c378e68309ed97a1a6ab');

// An XOF still goes through the constructor, which warns (DEP0198).
const warned = [];
process.on('warning', (w) => warned.push(w.code));
assert.strictEqual(crypto.createHash('shake128').digest('hex').length, 32);
process.on('exit', () => assert.ok(warned.includes('DEP0198'), warned));

// The object is still a Transform stream.
const s = crypto.createHash('sha256');
s.on('readable', common.mustCall(() => {
  const out = s.read();
  if (out !== null) assert.strictEqual(out.toString('hex'), ABC_SHA256);
}, 2));
s.end('abc');
