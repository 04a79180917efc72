// Port of nodejs/node test/parallel/test-domain-timers.js (rewritten for minirt).
'use strict';

// Errors thrown by an (unref'd) timer and by an immediate created inside a domain reach
// that domain's 'error' listener.
const common = require('../common');
const assert = require('assert');
const domain = require('domain');

const keepAlive = setTimeout(() => {}, 10 * 1000);

const timeoutDomain = domain.create();
timeoutDomain.on('error', common.mustCall((err) => {
  assert.strictEqual(err.message, 'Timeout UNREFd');
  assert.strictEqual(err.domain, timeoutDomain);
  assert.strictEqual(err.domainThrown, true);
  clearTimeout(keepAlive);
}));
timeoutDomain.run(() => {
  setTimeout(() => {
    throw new Error('Timeout UNREFd');
  }, 0).unref();
});

const immediateDomain = domain.create();
immediateDomain.on('error', common.mustCall((err) => {
  assert.strictEqual(err.message, 'Immediate Error');
  assert.strictEqual(err.domain, immediateDomain);
}));
immediateDomain.run(() => {
  setImmediate(() => {
    throw new Error('Immediate Error');
  });
});
