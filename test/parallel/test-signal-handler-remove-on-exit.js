// Port of nodejs/node test/parallel/test-signal-handler-remove-on-exit.js (rewritten for minirt).
'use strict';

// A signal listener does not keep the process alive, and removing it from an 'exit'
// listener (while the process is going down) is fine.
require('../common');
const assert = require('assert');

let removed = false;
function onInt() {}
process.on('SIGINT', onInt);
process.on('exit', () => {
  process.removeListener('SIGINT', onInt);
  removed = true;
  assert.strictEqual(process.listenerCount('SIGINT'), 0);
});
process.on('exit', () => assert.strictEqual(removed, true));
