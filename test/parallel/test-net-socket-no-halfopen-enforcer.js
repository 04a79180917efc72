// Port of nodejs/node test/parallel/test-net-socket-no-halfopen-enforcer.js (rewritten for minirt).
'use strict';

// A socket registers exactly one 'end' listener of its own (the half-open enforcer).
require('../common');
const assert = require('assert');
const { Socket } = require('net');

assert.strictEqual(new Socket({ allowHalfOpen: false }).listenerCount('end'), 1);
assert.strictEqual(new Socket({ allowHalfOpen: true }).listenerCount('end'), 1);
