// minirt's own test: a signal the parent left ignored is not ignored by the runtime, as in
// Node, so `minirt app.js &` in a script still ends on SIGINT or SIGTERM; SIGPIPE stays
// ignored (runtime/src/bindings/io/signal.rs, init_actions). Only the children this test
// starts are signalled.
'use strict';
const common = require('../common');
const assert = require('assert');
const { spawn } = require('child_process');

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  // `trap '' SIG` makes the shell ignore it, and exec keeps that for the runtime.
  const child = spawn('/bin/sh', ['-c', `trap '' ${signal.slice(3)}; exec "$0" -e "$1"`,
                                  process.execPath,
                                  'console.log("ready"); setTimeout(() => {}, 10000)']);
  child.stdout.once('data', common.mustCall((d) => {
    assert.strictEqual(`${d}`.trim(), 'ready');
    child.kill(signal);
  }));
  child.on('exit', common.mustCall((code, sig) => {
    assert.strictEqual(code, null);
    assert.strictEqual(sig, signal);
  }));
}

const status = require('fs').readFileSync('/proc/self/status', 'utf8');
const ignored = BigInt(`0x${/SigIgn:\s*([0-9a-f]+)/.exec(status)[1]}`);
assert.strictEqual((ignored >> 12n) & 1n, 1n, 'SIGPIPE (13) is ignored');
assert.strictEqual((ignored >> 1n) & 1n, 0n, 'SIGINT (2) is not ignored');
