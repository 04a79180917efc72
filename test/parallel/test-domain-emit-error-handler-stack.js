// Port of nodejs/node test/parallel/test-domain-emit-error-handler-stack.js (rewritten for minirt).
'use strict';

// When an emitter's 'error' goes to its domain, the domain's listener runs with that
// domain (and its adjacent re-entries) taken off the stack: the active domain is the
// nearest different parent. A nextTick scheduled from the listener runs in that parent.
// Once the listener returns, the stack is back as it was.
const common = require('../common');
const assert = require('assert');
const domain = require('domain');
const EventEmitter = require('events');

const d1 = domain.create();
const d2 = domain.create();
const d3 = domain.create();

function fail(message) {
  console.error(message);
  process.exit(1);
}

function checkDomains(err) {
  if (domain._stack.length !== err.expectedStackLength) {
    fail(`stack length ${domain._stack.length}, expected ${err.expectedStackLength}`);
  }
  if (process.domain !== err.expectedActiveDomain) fail('wrong active domain in handler');
  process.nextTick(() => {
    const length = err.expectedStackLength > 0 ? 1 : 0;
    if (domain._stack.length !== length) fail(`tick stack length ${domain._stack.length}`);
    const active = length === 0 ? undefined : err.expectedActiveDomain;
    if (process.domain !== active) fail('wrong active domain in nextTick');
  });
}

d1.on('error', common.mustCall(checkDomains, 2));
d2.on('error', common.mustCall(checkDomains, 2));
d3.on('error', common.mustCall(checkDomains, 1));

function emitIn(active, depth, expectedStackLength, expectedActiveDomain) {
  const ee = new EventEmitter();
  assert.strictEqual(process.domain, active);
  assert.strictEqual(domain._stack.length, depth);
  const err = new Error('oops');
  err.expectedStackLength = expectedStackLength;
  err.expectedActiveDomain = expectedActiveDomain;
  ee.emit('error', err);
  assert.strictEqual(process.domain, active);
  assert.strictEqual(domain._stack.length, depth);
}

d1.run(common.mustCall(() => emitIn(d1, 1, 0, null)));
d1.run(common.mustCall(() => d1.run(common.mustCall(() => emitIn(d1, 2, 0, null)))));
d1.run(common.mustCall(() => d2.run(common.mustCall(() => emitIn(d2, 2, 1, d1)))));
d1.run(common.mustCall(() => d2.run(common.mustCall(() => {
  d2.run(common.mustCall(() => emitIn(d2, 3, 1, d1)));
}))));
d3.run(common.mustCall(() => d1.run(common.mustCall(() => d3.run(common.mustCall(() => {
  d3.run(common.mustCall(() => emitIn(d3, 4, 2, d1)));
}))))));
