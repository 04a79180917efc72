// minirt's own test: the grey preview of the result that the REPL on a real terminal shows
// under a line while it is typed, for lines Node 26 previews because they change nothing
// outside what they create: `typeof` of an undeclared name, Array() and Array.from over a
// string or an array-like object with the line's own arrow, sort/fill of an array the line
// made, a read of process.env, path.join, spreads of arrays and strings, new Set. Tab
// completion reads the same way what `({ a: 1 }).` and `new Map().` are, and completes
// no call (which could change something). Python's pty module opens the terminal
// (test/fixtures/repl-pty-driver.py); without python3 the test skips.
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
const env = {
  PATH: process.env.PATH,
  HOME: tmpdir.path,
  TERM: 'xterm-256color',
  NODE_REPL_HISTORY: '',
  PREVIEW_PROBE: 'probe-value',
};
// The runtime's own variables go along: where its JS comes from, and the test harness's
// mark that its binary is to run as the runtime.
for (const name of ['MINIRT_JS_LIB_DIR', 'MINIRT_CHILD']) {
  if (process.env[name] !== undefined) env[name] = process.env[name];
}

// Each line is typed, left for a second with its preview showing, then erased with Ctrl+U.
const lines = [
  ['typeof notDeclaredAnywhere', "'undefined'"],
  ['Array(3).fill(7)', '[ 7, 7, 7 ]'],
  ['Array.from("abc")', "[ 'a', 'b', 'c' ]"],
  ['Array.from({length:3}, (_, i) => i * 2)', '[ 0, 2, 4 ]'],
  ['[3,1,2].sort()', '[ 1, 2, 3 ]'],
  ['process.env.PREVIEW_PROBE', "'probe-value'"],
  ['path.join("a","b")', "'a/b'"],
  ['new Set([1,2])', 'Set(2) { 1, 2 }'],
  ['Math.max(...[4,5])', '5'],
  ['[..."ab"]', "[ 'a', 'b' ]"],
];
const steps = lines.map(([text]) => [text, 1]);
steps.push(['\x15', 0.3]);
for (let i = 1; i < lines.length; i++) steps[i][0] = `\x15${steps[i][0]}`;
steps.push(['.exit\r', 0.5]);
const r = spawnSync('python3', [driver, JSON.stringify({ argv: [process.execPath], env, steps })],
                    { timeout: 120000 });
assert.strictEqual(r.status, 0, `${r.stderr}`);
const out = r.stdout.toString('utf8');
for (const [text, preview] of lines) {
  // The preview is grey (90), on the line under the input.
  assert(out.includes(`\x1b[90m${preview}\x1b[39m`), `${text}: no preview ${preview} in\n${JSON.stringify(out)}`);
}

{
  const steps = [
    ['var calls = 0; function f() { calls++; return { zz: 1 }; }\r', 0.5],
    ['({aa:1}).a\t', 1],
    ['\x15new Map().ha\t', 1],
    ['\x15f().z\t', 1],
    ['\x15calls\r', 0.5],
    ['.exit\r', 0.5],
  ];
  const r = spawnSync('python3', [driver, JSON.stringify({ argv: [process.execPath], env, steps })],
                      { timeout: 120000 });
  assert.strictEqual(r.status, 0, `${r.stderr}`);
  const out = r.stdout.toString('utf8');
  assert.match(out, /\(\{aa:\x1b\[33m1\x1b\[39m\}\)\.aa/);
  assert.match(out, /Map\(\)\.has\b/);
  assert.doesNotMatch(out, /\.zz/);
  assert.match(out, /\n\x1b\[33m0\x1b\[39m\r?\n/);
}
