// Port of nodejs/node test/parallel/test-assert.js, test/parallel/test-assert-if-error.js, test/parallel/test-assert-fail.js (rewritten for minirt).
'use strict';

const assert = require('assert');
const { AssertionError } = assert;

const strictEqualStart = 'Expected values to be strictly equal:\n';

// Basics.
assert.ok(AssertionError.prototype instanceof Error);
assert.throws(() => assert(false), AssertionError);
assert.throws(() => assert.ok(false), AssertionError);
assert(true);
assert('test');
assert.ok(true);
assert.ok('test');
assert.throws(() => assert.equal(true, false), AssertionError);
assert.equal(null, null);
assert.equal(undefined, undefined);
assert.equal(null, undefined);
assert.equal(2, '2');
assert.equal(NaN, NaN);
assert.notEqual(true, false);
assert.notStrictEqual(2, '2');
assert.throws(() => assert.notEqual(NaN, NaN), AssertionError);
assert.throws(() => assert.notEqual(true, true), AssertionError);
assert.throws(() => assert.strictEqual(2, '2'), AssertionError);
assert.throws(() => assert.strictEqual(null, undefined), AssertionError);
assert.strictEqual(NaN, NaN);
assert.throws(() => assert.strictEqual(0, -0), AssertionError);

// A message that is an Error is thrown as is.
{
  const own = new RangeError('my range');
  assert.throws(() => assert.ok(false, own), (e) => e === own);
  assert.throws(() => assert.strictEqual(1, 2, own), (e) => e === own);
}

// Generated messages.
assert.throws(() => assert.notStrictEqual(2, 2), {
  name: 'AssertionError',
  message: 'Expected "actual" to be strictly unequal to: 2',
});
assert.throws(() => assert.notStrictEqual('a '.repeat(30), 'a '.repeat(30)), {
  message: `Expected "actual" to be strictly unequal to:\n\n'${'a '.repeat(30)}'`,
});
assert.throws(() => assert.notEqual(1, 1), { message: '1 != 1', operator: '!=' });
assert.throws(() => assert.equal(1, 2), { message: '1 == 2', operator: '==', generatedMessage: true });
assert.throws(() => assert.strictEqual(1, 2), {
  message: `${strictEqualStart}\n1 !== 2\n`,
  generatedMessage: true,
  operator: 'strictEqual',
  actual: 1,
  expected: 2,
  code: 'ERR_ASSERTION',
  name: 'AssertionError',
});
assert.throws(() => assert.strictEqual(1, 2, 'oh no'), {
  message: 'oh no\n\n1 !== 2\n',
  generatedMessage: false,
});
assert.throws(() => assert.strictEqual('apple', 'pear'), {
  message: `${strictEqualStart}\n'apple' !== 'pear'\n`,
});
assert.throws(() => assert.strictEqual('ABABABABABAB', 'BABABABABABA'), {
  message: `${strictEqualStart}+ actual - expected\n\n+ 'ABABABABABAB'\n- 'BABABABABABA'\n`,
});
assert.throws(() => assert.strictEqual('hello world one', 'hello world two'), {
  message: `${strictEqualStart}+ actual - expected\n\n` +
    "+ 'hello world one'\n- 'hello world two'\n               ^\n",
});
for (const [value, shown] of [[null, 'null'], [true, 'true'], [100, '100'], [NaN, 'NaN'],
                              ['foo', "'foo'"], [Symbol(), 'Symbol()'], [undefined, 'undefined'],
                              [[], '[]'], [{}, '{}'], [/a/, '/a/']]) {
  assert.throws(() => assert.strictEqual(value, ''), {
    message: `${strictEqualStart}\n${shown} !== ''\n`,
  });
}
assert.throws(() => assert.strictEqual(function f() {}, ''), {
  message: `${strictEqualStart}+ actual - expected\n\n+ [Function: f]\n- ''\n`,
});
assert.throws(() => assert.strictEqual([1, 2, 3], ''), {
  message: `${strictEqualStart}+ actual - expected\n\n+ [\n+   1,\n+   2,\n+   3\n+ ]\n- ''\n`,
});
{
  const circular = { y: 1 };
  circular.x = circular;
  assert.throws(() => assert.strictEqual(circular, ''), {
    message: `${strictEqualStart}+ actual - expected\n\n` +
      "+ <ref *1> {\n+   x: [Circular *1],\n+   y: 1\n+ }\n- ''\n",
  });
}
assert.throws(() => assert.strictEqual(new Error('foo'), new Error('foobar')), {
  message: 'Expected "actual" to be reference-equal to "expected":\n+ actual - expected\n\n' +
    '+ [Error: foo]\n- [Error: foobar]\n',
});
assert.throws(() => assert.strictEqual({ a: 1 }, { a: 1 }), {
  message: 'Values have same structure but are not reference-equal:\n\n{\n  a: 1\n}\n',
});
assert.throws(() => assert.deepEqual({ a: 1 }, { a: 2 }), {
  message: 'Expected values to be loosely deep-equal:\n\n{\n  a: 1\n}\n\n' +
    'should loosely deep-equal\n\n{\n  a: 2\n}',
});
assert.throws(() => assert.notDeepEqual({ a: 1 }, { a: 1 }), {
  message: 'Expected "actual" not to be loosely deep-equal to:\n\n{\n  a: 1\n}',
});
assert.throws(() => assert.notDeepEqual(1, true), {
  message: /1\n\nshould not loosely deep-equal\n\ntrue/,
});
assert.throws(() => assert.notDeepStrictEqual({ a: 1 }, { a: 1 }), {
  message: 'Expected "actual" not to be strictly deep-equal to:\n\n{\n  a: 1\n}\n',
});
{
  const o = { a: 1 };
  assert.throws(() => assert.notStrictEqual(o, o), {
    message: 'Expected "actual" not to be reference-equal to "expected":\n\n{\n  a: 1\n}\n',
  });
}
// Long runs of unchanged lines are shortened around the change.
assert.throws(
  () => assert.deepStrictEqual([0, 1, 2, 3, 4, 5, 6, 7, 'a'], [0, 1, 2, 3, 4, 5, 6, 7, 'b']),
  {
    message: 'Expected values to be strictly deep-equal:\n+ actual - expected\n... Skipped lines\n\n' +
      '  [\n    0,\n    1,\n    2,\n    3,\n...\n    7,\n' +
      "+   'a'\n-   'b'\n  ]\n",
  });

// Message arguments: format strings, factories, wrong types.
assert.throws(() => assert.strictEqual(1, 2, 'got %s and %d', 'x', 5), {
  message: 'got x and 5\n\n1 !== 2\n',
});
assert.throws(() => assert.ok(0, '%s!', 'formatted'), { message: 'formatted!', generatedMessage: false });
assert.throws(() => assert.strictEqual(1, 2, (a, b) => `factory ${a} ${b}`), {
  message: 'factory 1 2\n\n1 !== 2\n',
});
assert.throws(() => assert.equal(1, 2, () => 42), { message: '1 == 2' });
assert.throws(() => assert.equal(1, 2, () => { throw new Error('ignored'); }), { message: '1 == 2' });
assert.throws(() => assert.strictEqual(1, 2, 5), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
assert.throws(() => assert.strictEqual(1, 2, new Error('e'), 'extra'), {
  code: 'ERR_AMBIGUOUS_ARGUMENT',
});
assert.throws(() => assert.strictEqual(1, 2, function named() {}, 'extra'), {
  code: 'ERR_AMBIGUOUS_ARGUMENT',
});
assert.strictEqual(1, 1, 5); // the message is only looked at on failure
assert.throws(() => assert.strictEqual(1), { code: 'ERR_MISSING_ARGS', name: 'TypeError' });
assert.throws(() => assert.deepEqual(1), { code: 'ERR_MISSING_ARGS' });

// ok() without arguments, and with a falsy value: the message quotes the call.
assert.throws(() => assert.ok(), {
  message: 'No value argument passed to `assert.ok()`',
  generatedMessage: true,
});
assert.throws(() => assert(false, Symbol('foo')), {
  code: 'ERR_INVALID_ARG_TYPE',
});
assert.throws(() => assert.ok(null), {
  code: 'ERR_ASSERTION',
  operator: '==',
  actual: null,
  expected: true,
  generatedMessage: true,
  message: 'The expression evaluated to a falsy value:\n\n  assert.ok(null)\n',
});
assert.throws(() => assert(typeof 123n === 'string'), {
  message: "The expression evaluated to a falsy value:\n\n  assert(typeof 123n === 'string')\n",
});
assert.throws(() => assert.ok(0, 'test'), { message: 'test', generatedMessage: false });

// throws(): validation by class.
function thrower(ErrorClass) {
  throw new ErrorClass({});
}
assert.throws(() => thrower(AssertionError), AssertionError, 'message');
assert.throws(() => thrower(AssertionError), AssertionError);
assert.throws(() => thrower(AssertionError));
assert.throws(() => thrower(TypeError));
assert.throws(() => assert.throws(() => thrower(TypeError), AssertionError), {
  generatedMessage: true,
  code: 'ERR_ASSERTION',
  name: 'AssertionError',
  operator: 'throws',
  message: 'The error is expected to be an instance of "AssertionError". ' +
    'Received "TypeError"\n\nError message:\n\n[object Object]',
});
{
  class ES6Error extends Error {}
  class OtherError extends Error {}
  let thrown;
  assert.throws(() => assert.throws(() => { thrown = new OtherError('foo'); throw thrown; }, ES6Error),
                (err) => {
                  assert.strictEqual(err.message, 'The error is expected to be an instance of ' +
                    '"ES6Error". Received "OtherError"\n\nError message:\n\nfoo');
                  assert.strictEqual(err.actual, thrown);
                  return true;
                });
  // Same name, different class.
  assert.throws(() => assert.throws(() => { throw new (class TypeError extends Error {})('x'); }, TypeError), {
    message: 'The error is expected to be an instance of "TypeError". Received an error with ' +
      'identical name but a different prototype.\n\nError message:\n\nx',
  });
  // A thrown non-error against an Error class.
  assert.throws(() => assert.throws(() => { throw 'str'; }, TypeError), { // eslint-disable-line no-throw-literal
    message: 'The error is expected to be an instance of "TypeError". Received "\'str\'"',
  });
  // A plain object is not an Array.
  assert.throws(() => assert.throws(() => { throw {}; }, Array)); // eslint-disable-line no-throw-literal
}

// throws(): validation by RegExp, tested against String(error).
assert.throws(() => thrower(TypeError), /\[object Object\]/);
assert.throws(() => { throw new TypeError('boom'); }, /^TypeError: boom$/);
{
  const symbol = Symbol('foo');
  assert.throws(() => { throw symbol; }, /foo/);
  assert.throws(() => assert.throws(() => { throw symbol; }, /abc/), {
    message: "The input did not match the regular expression /abc/. Input:\n\n'Symbol(foo)'\n",
    code: 'ERR_ASSERTION',
    operator: 'throws',
    actual: symbol,
    expected: /abc/,
  });
}

// throws(): validation functions must return exactly true.
assert.throws(() => { throw 'error'; }, (err) => err === 'error'); // eslint-disable-line no-throw-literal
assert.throws(() => thrower(TypeError), (err) => err instanceof TypeError);
assert.throws(() => assert.throws(() => { throw new Error('x'); }, function check() { return 1; }), {
  message: 'The "check" validation function is expected to return "true". Received 1\n\n' +
    'Caught error:\n\nError: x',
  generatedMessage: true,
});
assert.throws(() => assert.throws(() => { throw 5; }, () => false), { // eslint-disable-line no-throw-literal
  message: 'The validation function is expected to return "true". Received false',
});
assert.throws(() => assert.throws(() => { throw new Error('x'); }, () => { throw new SyntaxError('inner'); }),
              SyntaxError);

// throws(): validation objects compare the listed keys (deeply; RegExps match strings).
{
  const make = () => {
    const err = new TypeError('Wrong value');
    err.code = 404;
    err.info = { nested: [1, 2] };
    return err;
  };
  assert.throws(() => { throw make(); }, { name: 'TypeError', message: 'Wrong value' });
  assert.throws(() => { throw make(); }, { message: /Wrong/, code: 404 });
  assert.throws(() => { throw make(); }, { info: { nested: [1, 2] } });
  assert.throws(() => { throw make(); }, new TypeError('Wrong value'));
  assert.throws(() => { throw make(); }, { code: 404 });

  assert.throws(() => assert.throws(() => { throw make(); }, { code: 404, message: 'Other' }), {
    code: 'ERR_ASSERTION',
    operator: 'throws',
    generatedMessage: true,
    message: 'Expected values to be strictly deep-equal:\n+ actual - expected\n\n' +
      "  Comparison {\n    code: 404,\n+   message: 'Wrong value'\n-   message: 'Other'\n  }\n",
  });
  // A key missing from the error fails, even when expected to be undefined.
  assert.throws(() => assert.throws(() => { throw make(); }, { missing: undefined }), {
    code: 'ERR_ASSERTION',
  });
  // A RegExp that does not match.
  assert.throws(() => assert.throws(() => { throw make(); }, { message: /xyz/, name: 'TypeError' }), {
    message: 'Expected values to be strictly deep-equal:\n+ actual - expected\n\n' +
      "  Comparison {\n+   message: 'Wrong value',\n-   message: /xyz/,\n    name: 'TypeError'\n  }\n",
  });
  // A RegExp nested deeper is compared as an object, not matched.
  assert.throws(() => assert.throws(() => { throw make(); }, { info: { nested: /1/ } }), {
    code: 'ERR_ASSERTION',
  });
  // With a message, the custom message is used as is.
  assert.throws(() => assert.throws(() => { throw make(); }, { code: 1 }, 'custom'), {
    message: 'custom',
    generatedMessage: false,
  });
  // Error instances as validation objects also check name and message.
  assert.throws(() => assert.throws(() => { throw make(); }, new RangeError('Wrong value')), {
    code: 'ERR_ASSERTION',
  });
  // Thrown primitives cannot match an object.
  assert.throws(() => assert.throws(() => { throw 'x'; }, { message: 'x' }), { // eslint-disable-line no-throw-literal
    code: 'ERR_ASSERTION',
    operator: 'throws',
  });
  // An empty validation object is rejected.
  assert.throws(() => assert.throws(() => { throw make(); }, {}), {
    code: 'ERR_INVALID_ARG_VALUE',
    name: 'TypeError',
  });
}

// throws(): missing exceptions.
{
  const noop = () => {};
  assert.throws(() => assert.throws(noop), {
    code: 'ERR_ASSERTION',
    message: 'Missing expected exception.',
    operator: 'throws',
    actual: undefined,
    expected: undefined,
  });
  assert.throws(() => assert.throws(noop, TypeError), {
    message: 'Missing expected exception (TypeError).',
    expected: TypeError,
  });
  assert.throws(() => assert.throws(noop, 'fhqwhgads'), {
    message: 'Missing expected exception: fhqwhgads',
  });
  assert.throws(() => assert.throws(noop, TypeError, 'fhqwhgads'), {
    message: 'Missing expected exception (TypeError): fhqwhgads',
  });
  assert.throws(() => assert.throws(noop, { name: 'Custom' }), {
    message: 'Missing expected exception (Custom).',
  });
}

// throws(): argument errors.
for (const notFn of ['string', 1, true, [], {}, /foo/, null, undefined]) {
  assert.throws(() => assert.throws(notFn), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
  assert.throws(() => assert.doesNotThrow(notFn), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
}
assert.throws(() => assert.throws(() => {}, 'Error message', 'message'), {
  code: 'ERR_INVALID_ARG_TYPE',
  name: 'TypeError',
});
for (const bad of [1, false, Symbol()]) {
  assert.throws(() => assert.throws(() => {}, bad), { code: 'ERR_INVALID_ARG_TYPE' });
}
assert.throws(() => assert.throws(() => { throw new Error('same'); }, 'same'), {
  code: 'ERR_AMBIGUOUS_ARGUMENT',
  name: 'TypeError',
});
assert.throws(() => assert.throws(() => { throw 'same'; }, 'same'), { // eslint-disable-line no-throw-literal
  code: 'ERR_AMBIGUOUS_ARGUMENT',
});

// doesNotThrow(): passes foreign errors through, reports matching ones.
assert.doesNotThrow(() => 1);
assert.throws(() => assert.doesNotThrow(() => thrower(TypeError), AssertionError), TypeError);
assert.throws(() => assert.doesNotThrow(() => thrower(TypeError), TypeError), AssertionError);
assert.throws(() => assert.doesNotThrow(() => thrower(Error), 'user message'), {
  name: 'AssertionError',
  code: 'ERR_ASSERTION',
  operator: 'doesNotThrow',
  message: 'Got unwanted exception: user message\nActual message: "[object Object]"',
});
assert.throws(() => assert.doesNotThrow(() => thrower(Error)), {
  message: 'Got unwanted exception.\nActual message: "[object Object]"',
});
assert.throws(() => assert.doesNotThrow(() => thrower(Error), /\[[a-z]{6}\s[A-z]{6}\]/g, 'user message'), {
  message: 'Got unwanted exception: user message\nActual message: "[object Object]"',
});
assert.throws(() => assert.doesNotThrow(() => thrower(Error), /nomatch/), Error);
assert.throws(() => assert.doesNotThrow(() => { throw new Error('x'); }, {}), {
  code: 'ERR_INVALID_ARG_TYPE',
});

// AssertionError itself.
for (const input of [1, true, false, '', null, Infinity, Symbol('test'), undefined]) {
  assert.throws(() => new AssertionError(input), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
}
{
  const err = new AssertionError({ actual: 1, expected: 2, operator: 'strictEqual' });
  assert.strictEqual(err.name, 'AssertionError');
  assert.strictEqual(err.code, 'ERR_ASSERTION');
  assert.strictEqual(err.generatedMessage, true);
  assert.strictEqual(err.message, `${strictEqualStart}\n1 !== 2\n`);
  assert.deepStrictEqual(Object.keys(err),
                         ['generatedMessage', 'code', 'actual', 'expected', 'operator', 'diff']);
  assert.strictEqual(String(err), `AssertionError [ERR_ASSERTION]: ${err.message}`);
  const custom = new AssertionError({ message: 'hi', actual: 1, expected: 2, operator: '<' });
  assert.strictEqual(custom.message, 'hi');
  assert.strictEqual(custom.generatedMessage, false);
  assert.strictEqual(new AssertionError({ actual: 1, expected: 2, operator: '<' }).message, '1 < 2');
}

// Long values stay whole in the message.
assert.throws(() => assert.strictEqual('A'.repeat(1000), ''), (err) => {
  assert.strictEqual(err.message, `${strictEqualStart}+ actual - expected\n\n+ '${'A'.repeat(1000)}'\n- ''\n`);
  assert.strictEqual(err.actual.length, 1000);
  return true;
});

// The strict variant.
{
  const { strict } = assert;
  assert.throws(() => strict.equal(1, true), AssertionError);
  strict.notEqual(0, false);
  assert.throws(() => strict.deepEqual(1, true), AssertionError);
  strict.notDeepEqual(0, false);
  assert.strictEqual(strict.strict, strict.strict.strict);
  assert.strictEqual(strict.equal, strict.strictEqual);
  assert.strictEqual(strict.deepEqual, strict.deepStrictEqual);
  assert.strictEqual(strict.notEqual, strict.notStrictEqual);
  assert.strictEqual(strict.notDeepEqual, strict.notDeepStrictEqual);
  assert.strictEqual(Object.keys(strict).length, Object.keys(assert).length);
  assert.strictEqual(strict.AssertionError, AssertionError);
  assert.strictEqual(require('assert/strict'), strict);
  assert.strictEqual(require('node:assert/strict'), strict);
  assert.strictEqual(require('node:assert'), assert);
  strict(7);
  assert.throws(() => strict(...[]), {
    message: 'No value argument passed to `assert.ok()`',
    name: 'AssertionError',
    generatedMessage: true,
  });
  assert.throws(() => assert(), { message: 'No value argument passed to `assert.ok()`' });
  assert.strictEqual(typeof assert.CallTracker, 'undefined');
}

// The Assert class.
{
  const { Assert } = assert;
  assert.throws(() => Assert(), { code: 'ERR_CONSTRUCT_CALL_REQUIRED' });
  assert.throws(() => new Assert({ diff: 'nope' }), { code: 'ERR_INVALID_ARG_VALUE' });
  const strictOne = new Assert();
  assert.throws(() => strictOne.equal(1, '1'), { operator: 'strictEqual' });
  const loose = new Assert({ strict: false });
  loose.equal(1, '1');
  loose.deepEqual([1], ['1']);
  const noProto = new Assert({ skipPrototype: true });
  noProto.deepStrictEqual(Object.create(null), {});
  assert.throws(() => strictOne.deepStrictEqual(Object.create(null), {}), AssertionError);
  // Methods taken off an instance still work.
  const { strictEqual } = new Assert({ diff: 'full' });
  assert.throws(() => strictEqual(1, 2), { message: `${strictEqualStart}\n1 !== 2\n` });
  assert.strictEqual(strictOne.AssertionError, AssertionError);
}

// fail().
assert.throws(() => assert.fail(), {
  code: 'ERR_ASSERTION',
  name: 'AssertionError',
  message: 'Failed',
  operator: 'fail',
  actual: undefined,
  expected: undefined,
  generatedMessage: true,
});
assert.throws(() => assert.fail('custom message'), {
  message: 'custom message',
  operator: 'fail',
  generatedMessage: false,
});
assert.throws(() => assert.fail(new TypeError('boom')), { name: 'TypeError', message: 'boom' });

// ifError().
assert.ifError(null);
assert.ifError(undefined);
assert.throws(() => assert.ifError(new TypeError('bad')), {
  name: 'AssertionError',
  operator: 'ifError',
  message: 'ifError got unwanted exception: bad',
  generatedMessage: false,
});
assert.throws(() => assert.ifError(new TypeError('')), {
  message: 'ifError got unwanted exception: TypeError',
});
assert.throws(() => assert.ifError('test error'), {
  message: "ifError got unwanted exception: 'test error'",
});
assert.throws(() => assert.ifError(false), { message: 'ifError got unwanted exception: false' });
assert.throws(() => assert.ifError(0), { message: 'ifError got unwanted exception: 0' });
{
  const original = new Error('original');
  assert.throws(() => assert.ifError(original), (err) => err.actual === original && err.expected === null);
}

// match() / doesNotMatch().
assert.match('I will pass', /pass$/);
assert.doesNotMatch('I will pass', /different$/);
assert.throws(() => assert.match('I will fail', /pass$/), {
  message: "The input did not match the regular expression /pass$/. Input:\n\n'I will fail'\n",
  operator: 'match',
  generatedMessage: true,
  actual: 'I will fail',
});
assert.throws(() => assert.doesNotMatch('I will fail', /fail$/), {
  message: 'The input was expected to not match the regular expression /fail$/. ' +
    "Input:\n\n'I will fail'\n",
  operator: 'doesNotMatch',
});
assert.throws(() => assert.match(123, /x/), {
  message: 'The "string" argument must be of type string. Received type number (123)',
  code: 'ERR_ASSERTION',
});
assert.throws(() => assert.match('abc', /x/, 'own message'), {
  message: 'own message',
  generatedMessage: false,
});
for (const notRegExp of ['string', 1, {}, null]) {
  assert.throws(() => assert.match('x', notRegExp), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => assert.doesNotMatch('x', notRegExp), { code: 'ERR_INVALID_ARG_TYPE' });
}
