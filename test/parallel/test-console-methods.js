// Port of nodejs/node test/parallel/test-console-methods.js (rewritten for minirt).
'use strict';
require('../common');
const assert = require('assert');

// No console method, on the global console or on a Console instance, is a constructor:
// neither `new` nor Reflect.construct with it as new.target may succeed.
const { Console } = console;
const instance = new Console(process.stdout);

const names = ['log', 'warn', 'dir', 'json', 'time', 'timeEnd', 'timeLog', 'trace',
  'assert', 'clear', 'count', 'countReset', 'group', 'groupEnd', 'table', 'debug', 'info',
  'dirxml', 'error', 'groupCollapsed'];

for (const name of names) {
  for (const target of [console, instance]) {
    assert.throws(() => new target[name](), TypeError);
    assert.throws(() => Reflect.construct({}, [], target[name]), TypeError);
  }
}
