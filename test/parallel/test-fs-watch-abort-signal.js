// Port of nodejs/node test/parallel/test-fs-watch-abort-signal.js (rewritten for minirt).
'use strict';

// options.signal: aborting later closes the watcher ('close' once); an already aborted
// signal closes it on the next tick; a non-signal is ERR_INVALID_ARG_TYPE.

const common = require('../common');
const assert = require('assert');
const fs = require('fs');

{
  const ac = new AbortController();
  const watcher = fs.watch(__filename, { signal: ac.signal });
  watcher.once('close', common.mustCall());
  setImmediate(() => ac.abort());
}

{
  const watcher = fs.watch(__filename, { signal: AbortSignal.abort() });
  let closedSync = false;
  watcher.once('close', common.mustCall(() => assert.strictEqual(closedSync, true)));
  closedSync = true;
}

assert.throws(() => fs.watch(__filename, { signal: {} }), {
  code: 'ERR_INVALID_ARG_TYPE',
  message: /options\.signal/,
});
