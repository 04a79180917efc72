// Port of nodejs/node test/parallel/test-readline-interface-escapecodetimeout.js (rewritten for minirt).
'use strict';
// escapeCodeTimeout is taken from the options when finite; anything else is refused.
require('../common');
const assert = require('assert');
const readline = require('readline');
const { EventEmitter } = require('events');

class StubStream extends EventEmitter {
  resume() {}
  pause() {}
  write() {}
  end() {}
}

{
  const stream = new StubStream();
  const rl = new readline.Interface({ input: stream, output: stream, escapeCodeTimeout: 75 });
  assert.strictEqual(rl.escapeCodeTimeout, 75);
  rl.close();
}

{
  const stream = new StubStream();
  const rl = new readline.Interface({ input: stream, output: stream });
  assert.strictEqual(rl.escapeCodeTimeout, 500);
  rl.close();
}

for (const bad of [null, {}, NaN, '75', Infinity]) {
  assert.throws(() => {
    const stream = new StubStream();
    new readline.Interface({ input: stream, output: stream, escapeCodeTimeout: bad }).close();
  }, { name: 'TypeError', code: 'ERR_INVALID_ARG_VALUE' });
}
