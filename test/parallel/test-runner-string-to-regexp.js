// Port of nodejs/node test/parallel/test-runner-string-to-regexp.js (rewritten for minirt).
// Flags: --expose-internals
'use strict';
// --test-name-pattern values: a string is a pattern, `/body/flags` a literal with flags,
// and an invalid literal is ERR_INVALID_ARG_VALUE naming the option.
require('../common');
const assert = require('assert');
const { convertStringToRegExp } = require('internal/test_runner/utils');

assert.deepStrictEqual(convertStringToRegExp('plain', 'opt'), /plain/);
assert.deepStrictEqual(convertStringToRegExp('/slashed/', 'opt'), /slashed/);
assert.deepStrictEqual(convertStringToRegExp('/flags/gim', 'opt'), /flags/gim);
// Not a literal (the flags are not letters): the whole string is the pattern.
const notLiteral = convertStringToRegExp('/num/7', 'opt');
assert.strictEqual(notLiteral.source, '\\/num\\/7');
assert.strictEqual(notLiteral.flags, '');
assert.ok(notLiteral.test('/num/7'));
assert.deepStrictEqual(convertStringToRegExp('a b', 'opt'), /a b/);

assert.throws(() => convertStringToRegExp('/x/zzzz', 'opt'), (err) => {
  assert.strictEqual(err.code, 'ERR_INVALID_ARG_VALUE');
  assert.strictEqual(err.name, 'TypeError');
  assert.match(err.message, /^The argument 'opt' is an invalid regular expression\. .+\. Received '\/x\/zzzz'$/);
  return true;
});
// A bad flag string is worded as V8 words it, whatever the engine says.
for (const flags of ['zzzz', 'gg', 'uv']) {
  assert.throws(() => convertStringToRegExp(`/x/${flags}`, 'opt'), {
    code: 'ERR_INVALID_ARG_VALUE',
    message: "The argument 'opt' is an invalid regular expression. " +
             `Invalid flags supplied to RegExp constructor '${flags}'. Received '/x/${flags}'`,
  });
}
assert.throws(() => convertStringToRegExp('(', '--test-name-pattern'), {
  code: 'ERR_INVALID_ARG_VALUE',
  message: /^The argument '--test-name-pattern' is an invalid regular expression\./,
});
