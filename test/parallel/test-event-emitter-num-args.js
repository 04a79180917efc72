// Port of nodejs/node test/parallel/test-event-emitter-num-args.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');
const events = require('events');

const e = new events.EventEmitter();
const numArgsEmitted = [];

e.on('numArgs', function() {
  const numArgs = arguments.length;
  numArgsEmitted.push(numArgs);
});

e.on('foo', function() {
  numArgsEmitted.push(arguments.length);
});

e.on('foo', function() {
  numArgsEmitted.push(arguments.length);
});

e.emit('numArgs');
e.emit('numArgs', null);
e.emit('numArgs', null, null);
e.emit('numArgs', null, null, null);
e.emit('numArgs', null, null, null, null);
e.emit('numArgs', null, null, null, null, null);

e.emit('foo', null, null, null, null);

process.on('exit', function() {
  assert.deepStrictEqual(numArgsEmitted, [0, 1, 2, 3, 4, 5, 4, 4]);
});

// emit() returns whether there were listeners.
assert.strictEqual(e.emit('foo'), true);
assert.strictEqual(e.emit('nobody'), false);
numArgsEmitted.length = 8;
