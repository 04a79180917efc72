// Port of nodejs/node test/parallel/test-net-connect-no-arg.js (rewritten for minirt).
'use strict';

// connect() needs a port, a path or an options object with one of them.
require('../common');
const assert = require('assert');
const net = require('net');

const expected = {
  code: 'ERR_MISSING_ARGS',
  name: 'TypeError',
  message: 'The "options" or "port" or "path" argument must be specified',
};
assert.throws(() => net.connect(), expected);
assert.throws(() => net.createConnection({}), expected);
assert.throws(() => new net.Socket().connect(), expected);
assert.throws(() => new net.Socket().connect({}), expected);
