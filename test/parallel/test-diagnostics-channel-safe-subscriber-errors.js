// Port of nodejs/node test/parallel/test-diagnostics-channel-safe-subscriber-errors.js (rewritten for minirt).
'use strict';

// A subscriber that throws does not stop the others or the publisher; its error arrives
// later as an uncaught exception.
const common = require('../common');
const assert = require('assert');
const dc = require('diagnostics_channel');

const ch = dc.channel('fail');
const error = new Error('nope');
let published = false;

process.on('uncaughtException', common.mustCall((err) => {
  assert.strictEqual(err, error);
  assert.strictEqual(published, true);
}));

ch.subscribe(common.mustCall(() => {
  throw error;
}));
ch.subscribe(common.mustCall());

ch.publish({ foo: 'bar' });
published = true;
