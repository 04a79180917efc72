// Port of nodejs/node test/parallel/test-child-process-exec-abortcontroller-promisified.js (rewritten for minirt).
'use strict';
// promisified exec() with an AbortSignal rejects with an AbortError whose cause is the abort
// reason, whether the signal aborts later or was aborted already; non-signals are refused.
const common = require('../common');
const assert = require('assert');
const { exec } = require('child_process');
const { promisify } = require('util');

const execP = promisify(exec);
const longCommand = 'sleep 120';

function expectAbort(signal, cause) {
  const expected = { name: 'AbortError' };
  if (cause !== undefined) expected.cause = cause;
  assert.rejects(execP(longCommand, { signal }), expected).then(common.mustCall());
}

{
  const ac = new AbortController();
  expectAbort(ac.signal, new DOMException('This operation was aborted', 'AbortError'));
  ac.abort();
}
{
  const reason = new Error('stop');
  const ac = new AbortController();
  expectAbort(ac.signal, reason);
  ac.abort(reason);
}
{
  const ac = new AbortController();
  expectAbort(ac.signal, 'a string reason');
  ac.abort('a string reason');
}
for (const signal of [{}, function notASignal() {}]) {
  assert.throws(() => execP(longCommand, { signal }),
                { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' });
}
expectAbort(AbortSignal.abort());
const early = new Error('early');
expectAbort(AbortSignal.abort(early), early);
expectAbort(AbortSignal.abort('early string'), 'early string');
