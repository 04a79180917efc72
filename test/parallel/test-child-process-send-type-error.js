// Port of nodejs/node test/parallel/test-child-process-send-type-error.js (rewritten for minirt).
'use strict';
// send() rejects options that are not objects and handles that cannot be sent, both in
// the parent (subprocess.send) and in the child (process.send).
const common = require('../common');
const assert = require('assert');
const cp = require('child_process');

let target = process;
if (process.argv[2] !== 'child') {
  target = cp.fork(__filename, ['child']);
  target.on('exit', common.mustCall((code, signal) => {
    assert.strictEqual(code, 0);
    assert.strictEqual(signal, null);
  }));
}

const badOptions = [null, '', 'str', 0, NaN, 1];
for (const options of badOptions) {
  assert.throws(() => target.send('m', null, options),
                { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
}
assert.throws(() => target.send('m', null, null, common.mustNotCall()),
              { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
assert.throws(() => target.send('m', 'not a handle'),
              { code: 'ERR_INVALID_HANDLE_TYPE', name: 'TypeError' });
