// Port of nodejs/node test/parallel/test-assert-async.js (rewritten for minirt).
// Written without test/common.
'use strict';

const assert = require('assert');

// Every check is a promise; all of them must settle as expected before exit.
const checks = [];
let settled = false;
process.on('exit', () => {
  assert.ok(settled, 'not every asynchronous check finished');
});

// Counts calls so a callback that must (not) run can be verified at the end.
const calls = new Map();
function counted(name, fn) {
  calls.set(name, 0);
  return function(...args) {
    calls.set(name, calls.get(name) + 1);
    return fn.apply(this, args);
  };
}
const never = (name) => counted(name, () => { throw new Error(`${name} must not be called`); });

// A thenable without catch() is not accepted as a promise, nor is a function with then/catch.
const thenableWithoutCatch = { then(fulfill) { fulfill(); } };
const thenableFunction = () => {
  function f() {}
  f.then = (fulfill) => fulfill();
  f.catch = () => {};
  return f;
};

// rejects() takes a function, a promise or a thenable with catch().
{
  const rejectingFn = async () => assert.fail();
  const failed = { code: 'ERR_ASSERTION', name: 'AssertionError', message: 'Failed' };
  checks.push(assert.rejects(rejectingFn, failed));
  checks.push(assert.rejects(rejectingFn(), failed));
  checks.push(assert.rejects({ then(_, reject) { reject({ code: 'FAIL' }); }, catch() {} },
                             { code: 'FAIL' }));
  checks.push(assert.rejects(assert.rejects(thenableWithoutCatch, {}), { code: 'ERR_INVALID_ARG_TYPE' }));
  checks.push(assert.rejects(assert.rejects(thenableFunction, {}), { code: 'ERR_INVALID_RETURN_VALUE' }));

  const err = new Error('foobar');
  const validate = () => 'baz';
  checks.push(assert.rejects(() => assert.rejects(Promise.reject(err), validate), {
    message: 'The "validate" validation function is expected to return "true". ' +
      "Received 'baz'\n\nCaught error:\n\nError: foobar",
    code: 'ERR_ASSERTION',
    actual: err,
    expected: validate,
    name: 'AssertionError',
    operator: 'rejects',
  }));
  checks.push(assert.rejects(Promise.reject(new TypeError('typed')), TypeError));
  checks.push(assert.rejects(Promise.reject(new TypeError('typed')), /typed/));
}

// rejects() without a rejection.
{
  const isMissing = counted('isMissing', (err) => {
    assert.ok(err instanceof assert.AssertionError);
    assert.strictEqual(err.code, 'ERR_ASSERTION');
    assert.strictEqual(err.message, 'Missing expected rejection (validator).');
    assert.strictEqual(err.operator, 'rejects');
    return true;
  });
  const validator = never('validator');
  Object.defineProperty(validator, 'name', { value: 'validator' });
  checks.push(assert.rejects(assert.rejects(async () => {}, validator), isMissing));
  checks.push(assert.rejects(assert.rejects(Promise.resolve(), validator), isMissing));
  checks.push(assert.rejects(assert.rejects(() => {}, never('notPromise')), {
    name: 'TypeError',
    code: 'ERR_INVALID_RETURN_VALUE',
  }));
  checks.push(assert.rejects(assert.rejects(Promise.resolve(), undefined, 'why'), {
    message: 'Missing expected rejection: why',
  }));
}

// A synchronous throw from the function becomes the rejection.
{
  const thrown = new Error();
  checks.push(assert.rejects(() => { throw thrown; }, {}).then(
    () => { throw new Error('should have rejected'); },
    (err) => assert.strictEqual(err, thrown)));
}

checks.push(assert.rejects(assert.rejects('fail', {}), {
  code: 'ERR_INVALID_ARG_TYPE',
  name: 'TypeError',
}));

// Messages and generatedMessage for failed validation objects.
{
  const check = (generated, actual) => (err) => {
    assert.strictEqual(err.generatedMessage, generated);
    assert.strictEqual(err.code, 'ERR_ASSERTION');
    assert.strictEqual(err.actual, actual);
    assert.strictEqual(err.operator, 'rejects');
    return true;
  };
  const err = new Error();
  checks.push(assert.rejects(assert.rejects(Promise.reject(null), { code: 'FOO' }), check(true, null)));
  checks.push(assert.rejects(assert.rejects(Promise.reject(5), { code: 'FOO' }, 'AAAAA'), check(false, 5)));
  checks.push(assert.rejects(assert.rejects(Promise.reject(err), { code: 'FOO' }, 'AAAAA'), check(false, err)));
}

// doesNotReject().
{
  checks.push(assert.rejects(assert.doesNotReject(() => new Map(), never('mapValidator')), {
    code: 'ERR_INVALID_RETURN_VALUE',
    name: 'TypeError',
  }));
  checks.push(assert.doesNotReject(async () => {}));
  checks.push(assert.doesNotReject(Promise.resolve()));
  checks.push(assert.doesNotReject({ then(fulfill) { fulfill(); }, catch() {} }));
  checks.push(assert.rejects(assert.doesNotReject(thenableWithoutCatch), { code: 'ERR_INVALID_ARG_TYPE' }));
  checks.push(assert.rejects(assert.doesNotReject(thenableFunction), { code: 'ERR_INVALID_RETURN_VALUE' }));

  const isFailed = counted('isFailed', (err) => {
    assert.ok(err instanceof assert.AssertionError);
    assert.strictEqual(err.message, 'Failed');
    return true;
  });
  const isUnwanted = counted('isUnwanted', (err) => {
    assert.ok(err instanceof assert.AssertionError);
    assert.strictEqual(err.code, 'ERR_ASSERTION');
    assert.strictEqual(err.message, 'Got unwanted rejection.\nActual message: "Failed"');
    assert.strictEqual(err.operator, 'doesNotReject');
    return true;
  });
  const rejectingFn = async () => assert.fail();
  checks.push(assert.rejects(assert.doesNotReject(rejectingFn, isFailed), isUnwanted));
  checks.push(assert.rejects(assert.doesNotReject(rejectingFn(), isFailed), isUnwanted));
  // A synchronous throw is a rejection too, and an unmatched one passes through.
  checks.push(assert.rejects(assert.doesNotReject(() => assert.fail(), never('syncValidator')), isFailed));
  checks.push(assert.rejects(assert.doesNotReject(Promise.reject(new TypeError('no')), RangeError), TypeError));
  checks.push(assert.rejects(assert.doesNotReject(Promise.reject(new Error('no')), 'msg'), {
    message: 'Got unwanted rejection: msg\nActual message: "no"',
  }));
  checks.push(assert.rejects(assert.doesNotReject(123), {
    code: 'ERR_INVALID_ARG_TYPE',
  }));
}

// rejects() and doesNotReject() always return promises, even for bad arguments.
{
  const p = assert.rejects(5);
  assert.ok(p instanceof Promise);
  checks.push(assert.rejects(p, { code: 'ERR_INVALID_ARG_TYPE' }));
}

Promise.all(checks).then(() => {
  for (const name of ['isMissing', 'isFailed', 'isUnwanted']) {
    assert.ok(calls.get(name) >= 1, `${name} was not called`);
  }
  for (const name of ['validator', 'notPromise', 'mapValidator', 'syncValidator']) {
    assert.strictEqual(calls.get(name), 0, `${name} was called`);
  }
  settled = true;
});
