// Port of nodejs/node test/parallel/test-urlpattern-types.js (rewritten for minirt).
// The checks follow Node 26.10, whose URLPattern takes only string members from a
// URLPatternInit and checks the types of its arguments itself.
'use strict';
require('../common');
const assert = require('assert');
const { URL, URLPattern } = require('url');

const typeError = (code) => ({ code, name: 'TypeError' });

assert.throws(() => URLPattern(), typeError('ERR_CONSTRUCT_CALL_REQUIRED'));
assert.throws(() => new URLPattern(1), typeError('ERR_INVALID_ARG_TYPE'));
assert.throws(() => new URLPattern(Symbol(), 'https://example/'), typeError('ERR_INVALID_ARG_TYPE'));
assert.throws(() => new URLPattern({}, 1), typeError('ERR_INVALID_ARG_TYPE'));
assert.throws(() => new URLPattern({}, '', 1), typeError('ERR_INVALID_ARG_TYPE'));
assert.throws(() => new URLPattern('foo', new URL('https://example.com/'), {}),
              typeError('ERR_INVALID_ARG_TYPE'));

// ignoreCase is read as a boolean, whatever it is.
for (const options of [{ ignoreCase: '' }, { ignoreCase: undefined }, {}]) {
  assert.strictEqual(new URLPattern({}, options).protocol, '*');
}
assert.strictEqual(new URLPattern('https://example.com/a', { ignoreCase: 1 }).test('https://example.com/A'),
                   true);

// Only string members of a URLPatternInit count.
assert.strictEqual(new URLPattern({ pathname: 123 }).pathname, '*');
assert.strictEqual(new URLPattern({ pathname: null }).pathname, '*');
assert.strictEqual(new URLPattern({ pathname: undefined }).pathname, '*');
assert.strictEqual(new URLPattern({ pathname: '123' }).pathname, '123');
const throwing = { pathname: { toString() { throw new Error('boom'); } } };
assert.strictEqual(new URLPattern(throwing).pathname, '*');
assert.deepStrictEqual(new URLPattern().exec({ pathname: 123 }).inputs, [{}]);

// undefined and null inputs mean an empty URLPatternInit.
for (const input of [undefined, null]) {
  const p = new URLPattern(input);
  assert.strictEqual(p.protocol, '*');
  assert.strictEqual(p.hostname, '*');
  assert.strictEqual(p.test(input), true);
  assert.notStrictEqual(p.exec(input), null);
}

// With two arguments null or undefined stands for no options; with three, the base URL is
// the string "null" or "undefined", which does not parse.
assert.strictEqual(new URLPattern(null, null).protocol, '*');
assert.strictEqual(new URLPattern({}, null).protocol, '*');
assert.strictEqual(new URLPattern('https://example.com', null).hostname, 'example.com');
assert.strictEqual(new URLPattern('https://example.com', undefined).hostname, 'example.com');
assert.throws(() => new URLPattern('https://example.com', null, null),
              typeError('ERR_INVALID_URL_PATTERN'));
assert.throws(() => new URLPattern('https://example.com', undefined, undefined),
              typeError('ERR_INVALID_URL_PATTERN'));
assert.strictEqual(new URLPattern('https://example.com', 'https://example.com', null).hostname,
                   'example.com');

// exec() and test(): the input is a string or an object, the base URL a string (null reads
// as "null"); a base URL next to a URLPatternInit is refused.
const pattern = new URLPattern();
assert.throws(() => pattern.exec(1), typeError('ERR_INVALID_ARG_TYPE'));
assert.throws(() => pattern.test(1), typeError('ERR_INVALID_ARG_TYPE'));
assert.throws(() => pattern.exec('', 1), typeError('ERR_INVALID_ARG_TYPE'));
assert.throws(() => pattern.exec('foo', new URL('https://example.com/')), typeError('ERR_INVALID_ARG_TYPE'));
assert.strictEqual(pattern.test('https://example.com', null), false);
assert.strictEqual(pattern.exec('https://example.com', null), null);
assert.throws(() => pattern.test(null, null), typeError('ERR_OPERATION_FAILED'));
assert.throws(() => pattern.exec(null, null), typeError('ERR_OPERATION_FAILED'));
assert.throws(() => pattern.exec({}, 'https://example.com'), typeError('ERR_OPERATION_FAILED'));
{
  const p = new URLPattern({ protocol: 'https' });
  assert.strictEqual(p.test('https://example.com', undefined), true);
  assert.notStrictEqual(p.exec('https://example.com', undefined), null);
  assert.strictEqual(p.test('relative', 'https://example.com/'), true);
  assert.deepStrictEqual(p.exec('relative', 'https://example.com/').inputs,
                         ['relative', 'https://example.com/']);
}
