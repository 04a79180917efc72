// Port of nodejs/node test/parallel/test-querystring-escape.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const { escape } = require('querystring');
const url = require('url');

// Non-strings go through String(); the unreserved set stays as is.
const plain = [[7, '7'], ['abc', 'abc'], [[1, 2], '1%2C2'], [{}, '%5Bobject%20Object%5D'],
               ["-._~!'()*", "-._~!'()*"]];
for (const [input, out] of plain) assert.strictEqual(escape(input), out);

// Two- and four-byte UTF-8 sequences; a high surrogate swallows the next unit whatever it is.
assert.strictEqual(escape('žluť'), '%C5%BElu%C5%A5');
assert.strictEqual(escape('xžluť'), 'x%C5%BElu%C5%A5');
assert.strictEqual(escape(`${String.fromCharCode(0xD801)}abc`), '%F0%90%91%A1bc');
assert.throws(() => escape(String.fromCharCode(0xDBFF)),
              { code: 'ERR_INVALID_URI', name: 'URIError', message: 'URI malformed' });

// Objects convert with toString, or valueOf when toString is not callable.
assert.strictEqual(escape({ toString: () => 'ts', valueOf: () => 3 }), 'ts');
assert.strictEqual(escape({ toString: 1, valueOf: () => 'vo' }), 'vo');
assert.throws(() => escape({ toString: 1 }), TypeError);
assert.throws(() => escape(Symbol('s')), TypeError);

// url.format shares the encoder for the auth part (':' stays, '@' does not).
assert.strictEqual(url.format({ protocol: 'http', host: 'h', auth: 'a b:ž@', pathname: '/' }),
                   'http://a%20b:%C5%BE%40@h/');
assert.throws(() => url.format({ protocol: 'http', host: 'h', auth: '\uD800' }),
              { code: 'ERR_INVALID_URI' });
