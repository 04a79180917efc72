// minirt's own test: the REPL that the runtime starts on a real pseudo-terminal (80x24,
// TERM=xterm-256color), driven by keys typed with pauses. Checks what Node 26 does there:
// NODE_NO_READLINE=1 gives a REPL without line editing and without colours; input with a
// number running into a name (`5x`) is left uncoloured from that number on; the listing of
// a double Tab on an empty line shows no runtime-internal globals; `-i` sets
// process._forceRepl; a number running into a name is V8's "Invalid or unexpected token".
// Python's pty module opens the terminal (test/fixtures/repl-pty-driver.py); without
// python3 the test skips.
// timeout: 180
'use strict';
const common = require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');
const tmpdir = require('../common/tmpdir');
const fixtures = require('../common/fixtures');
const driver = fixtures.path('repl-pty-driver.py');
const python = spawnSync('python3', ['-c', 'import pty, termios'], { stdio: 'ignore' });
if (python.error || python.status !== 0) common.skip('python3 with the pty module is needed');

tmpdir.refresh();
// Runs the runtime with `args` on a pty and types each step's keys, waiting `wait`
// seconds of quiet output after each; gives back everything the terminal received.
function runOnPty(args, steps, extraEnv = {}) {
  const env = {
    PATH: process.env.PATH,
    HOME: tmpdir.path,
    TERM: 'xterm-256color',
    NODE_REPL_HISTORY: '',
    ...extraEnv,
  };
  // The runtime's own variables go along: where its JS comes from, and the test harness's
  // mark that its binary is to run as the runtime.
  for (const name of ['MINIRT_JS_LIB_DIR', 'MINIRT_CHILD']) {
    if (process.env[name] !== undefined) env[name] = process.env[name];
  }
  const cfg = { argv: [process.execPath, ...args], env, steps };
  const r = spawnSync('python3', [driver, JSON.stringify(cfg)], { timeout: 120000 });
  assert.strictEqual(r.status, 0, `${r.stderr}`);
  return r.stdout.toString('utf8');
}

const kColour = /\x1b\[\d+(?:;\d+)*m/;

{
  // Without readline the REPL echoes nothing itself and prints results plainly.
  const out = runOnPty([], [['1 + 1\r', 0.5], ["'abc'\r", 0.5], ['.exit\r', 0.5]],
                       { NODE_NO_READLINE: '1' });
  assert.match(out, /\n2\r?\n/);
  assert.match(out, /'abc'/);
  assert.doesNotMatch(out, kColour);
}

{
  // The same REPL with readline colours both the results and the input.
  const out = runOnPty([], [['1 + 1\r', 0.5], ['.exit\r', 0.5]]);
  assert.match(out, /\x1b\[33m2\x1b\[39m/);
}

{
  // `5x` is no number: nothing from there on is coloured as one, while `5 +` before it is.
  const out = runOnPty([], [['5 + 5x + 1', 1], ['\x15.exit\r', 0.5]]);
  assert.match(out, /\x1b\[33m5\x1b\[39m \+ 5x \+ 1/);
  assert.doesNotMatch(out, /\x1b\[33m5\x1b\[39mx/);
}

{
  // Double Tab on an empty line lists the globals: the runtime's own are not among them.
  const out = runOnPty([], [['\t\t', 2], ['y', 1], ['\x15.exit\r', 0.5]]);
  assert.match(out, /\bsetTimeout\b/);
  assert.doesNotMatch(out, /__minirt/);
}

{
  const out = runOnPty(['-i'], [['process._forceRepl\r', 0.5], ['.exit\r', 0.5]]);
  assert.match(out, /\x1b\[33mtrue\x1b\[39m/);
  const plain = runOnPty([], [['typeof process._forceRepl\r', 0.5], ['.exit\r', 0.5]]);
  assert.match(plain, /'undefined'/);
}

{
  // A number running into a name is V8's "Invalid or unexpected token", the number
  // underlined.
  const out = runOnPty([], [['var 5x\r', 0.5], ['var y = 1.5e3q\r', 0.5], ['.exit\r', 0.5]]);
  assert.match(out, /\nvar 5x\r?\n {4}\^\r?\n\r?\nUncaught SyntaxError: Invalid or unexpected token\r?\n/);
  assert.match(out, /\nvar y = 1\.5e3q\r?\n {8}\^{5}\r?\n\r?\nUncaught SyntaxError: Invalid or unexpected token\r?\n/);
}
