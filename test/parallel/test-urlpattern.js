// Port of nodejs/node test/parallel/test-urlpattern.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const { URLPattern } = require('url');

// An exception from reading a URLPatternInit member reaches the caller as it is.
assert.throws(() => new URLPattern({
  get protocol() {
    throw new Error('boom');
  },
}), { message: 'boom' });

// So does one from reading the ignoreCase option.
assert.throws(() => new URLPattern({}, {
  get ignoreCase() {
    throw new Error('boom');
  },
}), { message: 'boom' });

// The global is the same class.
assert.strictEqual(globalThis.URLPattern, URLPattern);
