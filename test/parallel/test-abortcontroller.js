// Port of nodejs/node test/parallel/test-abortcontroller.js (rewritten for minirt).
'use strict';

// AbortController/AbortSignal: the abort event, reasons, brand checks, the static
// abort/timeout/any factories and the inspect output.
const common = require('../common');
const assert = require('assert');
const { inspect } = require('util');

// 'abort' fires once, trusted, with type 'abort', and onabort runs after earlier listeners.
{
  const ac = new AbortController();
  const order = [];
  ac.signal.addEventListener('abort', common.mustCall((event) => {
    assert.strictEqual(event.type, 'abort');
    assert.strictEqual(event.isTrusted, true);
    assert.strictEqual(event.target, ac.signal);
    order.push('listener');
  }));
  ac.signal.onabort = common.mustCall(function(event) {
    assert.strictEqual(this, ac.signal);
    assert.strictEqual(event.type, 'abort');
    order.push('onabort');
  });
  assert.strictEqual(ac.signal.aborted, false);
  ac.abort();
  ac.abort();
  assert.strictEqual(ac.signal.aborted, true);
  assert.deepStrictEqual(order, ['listener', 'onabort']);
}

// The default reason is an AbortError DOMException; a given reason is kept as is and the
// first abort wins.
{
  const ac = new AbortController();
  ac.abort();
  assert.ok(ac.signal.reason instanceof DOMException);
  assert.strictEqual(ac.signal.reason.name, 'AbortError');
  assert.strictEqual(ac.signal.reason.message, 'This operation was aborted');
  assert.strictEqual(ac.signal.reason.code, 20);

  const ac2 = new AbortController();
  const reason = new Error('first');
  ac2.abort(reason);
  ac2.abort(new Error('second'));
  assert.strictEqual(ac2.signal.reason, reason);

  const ac3 = new AbortController();
  ac3.abort(null);
  assert.strictEqual(ac3.signal.reason, null);
}

// The signal getter always returns the same object, even after abort().
{
  const ac = new AbortController();
  const s = ac.signal;
  assert.strictEqual(ac.signal, s);
  ac.abort();
  assert.strictEqual(ac.signal, s);
}

// AbortSignal cannot be constructed directly, and it is an EventTarget.
{
  assert.throws(() => new AbortSignal(), {
    code: 'ERR_ILLEGAL_CONSTRUCTOR',
    name: 'TypeError',
    message: 'Illegal constructor',
  });
  assert.ok(new AbortController().signal instanceof EventTarget);
  assert.strictEqual(Object.getPrototypeOf(AbortSignal), EventTarget);
}

// Brand checks on the prototype accessors and methods.
{
  const badThis = { code: 'ERR_INVALID_THIS', name: 'TypeError' };
  const aborted = Object.getOwnPropertyDescriptor(AbortSignal.prototype, 'aborted').get;
  const reason = Object.getOwnPropertyDescriptor(AbortSignal.prototype, 'reason').get;
  for (const value of [null, undefined, 1, {}, new EventTarget()]) {
    assert.throws(() => aborted.call(value), badThis);
    assert.throws(() => reason.call(value), badThis);
    assert.throws(() => AbortSignal.prototype.throwIfAborted.call(value), badThis);
  }
}

// AbortSignal.abort() and throwIfAborted().
{
  const signal = AbortSignal.abort();
  assert.strictEqual(signal.aborted, true);
  assert.strictEqual(signal.reason.name, 'AbortError');
  assert.throws(() => signal.throwIfAborted(), { name: 'AbortError', code: 20 });

  const reason = { custom: true };
  assert.throws(() => AbortSignal.abort(reason).throwIfAborted(), (err) => err === reason);

  // Not aborted: no throw.
  new AbortController().signal.throwIfAborted();

  // An already-aborted signal never fires 'abort'.
  AbortSignal.abort().addEventListener('abort', common.mustNotCall());
}

// AbortSignal.timeout() argument checks.
{
  assert.throws(() => AbortSignal.timeout('1'), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => AbortSignal.timeout(), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => AbortSignal.timeout(-1), { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => AbortSignal.timeout(1.5), { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => AbortSignal.timeout(2 ** 32), { code: 'ERR_OUT_OF_RANGE' });
}

// A long timeout does not keep the process alive (the timer is unref'd): if it did, this
// test would hang instead of exiting.
AbortSignal.timeout(1_200_000);

// A short timeout aborts with a TimeoutError DOMException. Something else has to keep the
// process alive meanwhile.
{
  const keepAlive = setTimeout(() => {}, 10_000);
  const signal = AbortSignal.timeout(10);
  signal.addEventListener('abort', common.mustCall(() => {
    clearTimeout(keepAlive);
    assert.strictEqual(signal.aborted, true);
    assert.ok(signal.reason instanceof DOMException);
    assert.strictEqual(signal.reason.name, 'TimeoutError');
    assert.strictEqual(signal.reason.code, 23);
    assert.strictEqual(signal.reason.message, 'The operation was aborted due to timeout');
  }));
}

// AbortSignal.any(): validation, already-aborted inputs, and propagation order.
{
  assert.throws(() => AbortSignal.any(), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => AbortSignal.any(1), { code: 'ERR_INVALID_ARG_TYPE' });
  assert.throws(() => AbortSignal.any([AbortSignal.abort(), {}]), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: 'signals[1] is not of type AbortSignal.',
  });

  assert.strictEqual(AbortSignal.any([]).aborted, false);

  const already = AbortSignal.any([new AbortController().signal, AbortSignal.abort('why')]);
  assert.strictEqual(already.aborted, true);
  assert.strictEqual(already.reason, 'why');

  // Any Set (or other iterable) of signals is accepted.
  assert.strictEqual(AbortSignal.any(new Set([AbortSignal.abort(3)])).reason, 3);

  const a = new AbortController();
  const b = new AbortController();
  const combined = AbortSignal.any([a.signal, b.signal]);
  const nested = AbortSignal.any([combined]);
  const events = [];
  a.signal.onabort = () => events.push(['a', combined.aborted]);
  combined.onabort = common.mustCall(() => events.push('combined'));
  nested.onabort = common.mustCall(() => events.push('nested'));
  a.abort('reason-a');
  b.abort('reason-b');
  // Dependants are marked aborted before the source's listeners run, and fire after it.
  assert.deepStrictEqual(events, [['a', true], 'combined', 'nested']);
  assert.strictEqual(combined.reason, 'reason-a');
  assert.strictEqual(nested.reason, 'reason-a');
}

// A listener that stops propagation does not keep addEventListener's `signal` option from
// removing other listeners.
{
  const ac = new AbortController();
  ac.signal.addEventListener('abort', (e) => e.stopImmediatePropagation(), { once: true });
  const et = new EventTarget();
  et.addEventListener('foo', common.mustNotCall(), { signal: ac.signal });
  ac.abort();
  et.dispatchEvent(new Event('foo'));
}

// Inspect output and toStringTag.
{
  assert.strictEqual(inspect(new AbortController().signal), 'AbortSignal { aborted: false }');
  assert.strictEqual(inspect(AbortSignal.abort()), 'AbortSignal { aborted: true }');
  assert.strictEqual(inspect(new AbortController()),
                     'AbortController { signal: AbortSignal { aborted: false } }');
  assert.strictEqual(inspect({ a: { b: { c: AbortSignal.abort() } } }),
                     '{ a: { b: { c: [AbortSignal] } } }');
  assert.strictEqual(Object.prototype.toString.call(new AbortController()),
                     '[object AbortController]');
  assert.strictEqual(Object.prototype.toString.call(AbortSignal.abort()), '[object AbortSignal]');
}
