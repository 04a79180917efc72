// Port of nodejs/node test/parallel/test-domain-nested.js (rewritten for minirt).
'use strict';

// An error thrown four domains deep is handled by the innermost domain's listener, and
// handling it leaves no domain on the stack.
const common = require('../common');
const assert = require('assert');
const domain = require('domain');

process.on('exit', () => {
  assert.strictEqual(domain._stack.length, 0);
});

domain.create().run(() => {
  domain.create().run(() => {
    domain.create().run(() => {
      domain.create().on('error', common.mustCall((err) => {
        assert.strictEqual(err.message, 'died');
      })).run(() => {
        throw new Error('died');
      });
    });
  });
});
