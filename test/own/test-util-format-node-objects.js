// minirt's own test: util.format's `%s` prints Node's own objects (Buffer, URL,
// URLSearchParams) with their toString() and the language's built-ins (Map, plain objects)
// with inspect(), as Node, whose list of built-ins is V8's globals before Node
// adds its own; and there is no `TypedArray` global (Boa had one). Expected values are Node
// 26.10's.
'use strict';
require('../common');
const assert = require('assert');
const util = require('util');

assert.strictEqual(typeof globalThis.TypedArray, 'undefined');
assert.strictEqual(util.format('%s', Buffer.from('hi')), 'hi');
assert.strictEqual(util.format('%s', new URL('http://x')), 'http://x/');
assert.strictEqual(util.format('%s', new URLSearchParams('a=1&b=2')), 'a=1&b=2');
// A typed array's toString is %TypedArray%.prototype's, whose constructor is no global.
assert.strictEqual(util.format('%s', new Uint8Array([1, 2])), '1,2');
assert.strictEqual(util.format('%s', new Map([[1, 2]])), 'Map(1) { 1 => 2 }');
assert.strictEqual(util.format('%s', { a: 1 }), '{ a: 1 }');
assert.strictEqual(util.format('%s', [1, [2]]), '[ 1, [Array] ]');
class Custom { toString() { return 'custom!'; } }
assert.strictEqual(util.format('%s', new Custom()), 'custom!');
assert.strictEqual(util.format('%s', new Error('boom')).split('\n')[0], 'Error: boom');
