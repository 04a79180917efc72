// Port of nodejs/node test/parallel/test-util-promisify.js (rewritten for minirt).
'use strict';
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { promisify } = require('util');

// Left out: customPromisifyArgs (an internal/util symbol, not reachable from user code).
const stat = promisify(fs.stat);

{
  // A promisified fs.stat resolves with Stats.
  const promise = stat(__filename);
  assert.ok(promise instanceof Promise);
  promise.then(common.mustCall((value) => {
    assert.strictEqual(typeof value.isFile, 'function');
    assert.strictEqual(value.isFile(), true);
  }));
}

{
  const promise = stat('/dontexist');
  promise.catch(common.mustCall((error) => {
    assert.match(error.message, /enoent/i);
  }));
}

{
  // util.promisify.custom is used when present and returned as is.
  function fn() {}
  function promisifedFn() {}
  fn[promisify.custom] = promisifedFn;
  assert.strictEqual(promisify(fn), promisifedFn);
  assert.strictEqual(promisify(promisify(fn)), promisifedFn);
}

{
  // The custom symbol is the global registry's 'nodejs.util.promisify.custom'.
  assert.strictEqual(promisify.custom, Symbol.for('nodejs.util.promisify.custom'));
  function fn() {}
  function promisifiedFn() {}
  fn[Symbol.for('nodejs.util.promisify.custom')] = promisifiedFn;
  assert.strictEqual(promisify(fn), promisifiedFn);
}

{
  // A non-function custom value is rejected.
  function fn() {}
  fn[promisify.custom] = 42;
  assert.throws(() => promisify(fn), { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
}

{
  // Promisifying twice gives the same function back.
  function fn() {}
  const p = promisify(fn);
  assert.strictEqual(promisify(p), p);
}

{
  // Prototype and own properties of the original are carried over.
  function fn(callback) { callback(null, 'foo', 'bar'); }
  fn.extra = 1;
  const p = promisify(fn);
  assert.strictEqual(p.extra, 1);
  assert.strictEqual(Object.getPrototypeOf(p), Object.getPrototypeOf(fn));
  assert.strictEqual(p.name, 'fn');
  p().then(common.mustCall((value) => assert.strictEqual(value, 'foo')));
}

{
  function fn(callback) { callback(null); }
  promisify(fn)().then(common.mustCall((value) => assert.strictEqual(value, undefined)));
}

{
  function fn(callback) { callback(); }
  promisify(fn)().then(common.mustCall((value) => assert.strictEqual(value, undefined)));
}

{
  function fn(err, val, callback) { callback(err, val); }
  promisify(fn)(null, 42).then(common.mustCall((value) => assert.strictEqual(value, 42)));
}

{
  function fn(err, val, callback) { callback(err, val); }
  promisify(fn)(new Error('oops'), null).catch(common.mustCall((err) => {
    assert.strictEqual(err.message, 'oops');
  }));
}

{
  // `this` is forwarded.
  const o = {};
  const fn = promisify(function(cb) {
    cb(null, this === o);
  });
  o.fn = fn;
  o.fn().then(common.mustCall((val) => assert(val)));
}

{
  // An exception thrown synchronously rejects the promise.
  const err = new Error('Should not have called the callback with the error.');
  const stack = err.stack;
  const fn = promisify(function(cb) {
    cb(null);
    cb(err);
  });
  (async () => {
    await fn();
    await Promise.resolve();
    return assert.strictEqual(stack, err.stack);
  })().then(common.mustCall());
}

{
  function c() { }
  const a = promisify(function() { });
  const b = promisify(a);
  assert.notStrictEqual(c, a);
  assert.strictEqual(a, b);
}

{
  let errToThrow;
  const thrower = promisify(function(a, b, c, cb) {
    errToThrow = new Error();
    throw errToThrow;
  });
  thrower(1, 2, 3)
    .then(assert.fail)
    .then(assert.fail, (e) => assert.strictEqual(e, errToThrow));
}

{
  const err = new Error();
  const a = promisify((cb) => cb(err))();
  const b = promisify(() => { throw err; })();
  Promise.all([
    a.then(assert.fail, function(e) { assert.strictEqual(err, e); }),
    b.then(assert.fail, function(e) { assert.strictEqual(err, e); }),
  ]).then(common.mustCall());
}

// Non-functions are rejected.
[undefined, null, true, 0, 'str', {}, [], Symbol()].forEach((input) => {
  assert.throws(() => promisify(input), {
    code: 'ERR_INVALID_ARG_TYPE',
    name: 'TypeError',
    message: 'The "original" argument must be of type function.' + common.invalidArgTypeHelper(input),
  });
});
