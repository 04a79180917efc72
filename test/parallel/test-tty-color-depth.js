// Port of nodejs/node test/pseudo-tty/test-tty-color-support.js (rewritten for minirt).
// Its environment cases only, without a terminal.
'use strict';

// getColorDepth()/hasColors() follow the environment (FORCE_COLOR, NO_COLOR,
// NODE_DISABLE_COLORS, TERM, COLORTERM, CI variables, TMUX, TERM_PROGRAM) without
// needing a terminal: they are called with an explicit env object.
const common = require('../common');
const assert = require('assert');
const tty = require('tty');

const { getColorDepth, hasColors } = tty.WriteStream.prototype;
const depth = (env) => getColorDepth.call(null, env);

const table = [
  [{}, 1],
  [{ TERM: 'dumb' }, 1],
  [{ TERM: 'dumb', COLORTERM: 'truecolor' }, 1],
  [{ FORCE_COLOR: '' }, 4],
  [{ FORCE_COLOR: '1' }, 4],
  [{ FORCE_COLOR: 'true' }, 4],
  [{ FORCE_COLOR: '2' }, 8],
  [{ FORCE_COLOR: '3' }, 24],
  [{ FORCE_COLOR: '0' }, 1],
  [{ FORCE_COLOR: 'false' }, 1],
  [{ FORCE_COLOR: '4' }, 1],
  [{ NO_COLOR: '1', TERM: 'xterm-256color' }, 1],
  [{ NO_COLOR: '', TERM: 'xterm-256color' }, 8],
  [{ NODE_DISABLE_COLORS: '1', TERM: 'xterm' }, 1],
  [{ TMUX: '1' }, 24],
  [{ TF_BUILD: '1', AGENT_NAME: 'a' }, 4],
  [{ CI: '1' }, 1],
  [{ CI: '1', GITHUB_ACTIONS: 'true' }, 24],
  [{ CI: '1', GITLAB_CI: '1' }, 8],
  [{ CI: '1', TRAVIS: '1' }, 8],
  [{ CI: '1', CIRCLECI: '1' }, 24],
  [{ CI: '1', CI_NAME: 'codeship' }, 8],
  [{ TEAMCITY_VERSION: '9.1.0' }, 4],
  [{ TEAMCITY_VERSION: '8.0.0' }, 1],
  [{ TERM_PROGRAM: 'iTerm.app' }, 8],
  [{ TERM_PROGRAM: 'iTerm.app', TERM_PROGRAM_VERSION: '3.4' }, 24],
  [{ TERM_PROGRAM: 'iTerm.app', TERM_PROGRAM_VERSION: '2.9' }, 8],
  [{ TERM_PROGRAM: 'HyperTerm' }, 24],
  [{ TERM_PROGRAM: 'Apple_Terminal' }, 8],
  [{ COLORTERM: 'truecolor' }, 24],
  [{ COLORTERM: '24bit' }, 24],
  [{ COLORTERM: '1' }, 4],
  [{ TERM: 'xterm-256color' }, 8],
  [{ TERM: 'xterm-truecolor' }, 24],
  [{ TERM: 'xterm' }, 4],
  [{ TERM: 'screen' }, 4],
  [{ TERM: 'linux' }, 4],
  [{ TERM: 'rxvt' }, 4],
  [{ TERM: 'vt220' }, 4],
  [{ TERM: 'con132x43' }, 4],
  [{ TERM: 'mosh' }, 24],
  [{ TERM: 'xterm-kitty' }, 24],
  [{ TERM: 'XTERM-KITTY' }, 24],
  [{ TERM: 'putty' }, 4],
  [{ TERM: 'something-else' }, 1],
];
for (const [env, want] of table) {
  assert.strictEqual(depth(env), want, JSON.stringify(env));
}

assert.strictEqual(hasColors.call(null, { TERM: 'xterm' }), true);
assert.strictEqual(hasColors.call(null, {}), false);
assert.strictEqual(hasColors.call(null, 256, { TERM: 'xterm-256color' }), true);
assert.strictEqual(hasColors.call(null, 257, { TERM: 'xterm-256color' }), false);
assert.strictEqual(hasColors.call(null, 2, {}), true);
assert.strictEqual(hasColors.call(null, 2 ** 24, { COLORTERM: 'truecolor' }), true);
assert.throws(() => hasColors.call(null, 1, {}), { code: 'ERR_OUT_OF_RANGE' });
assert.throws(() => hasColors.call(null, '16', {}), { code: 'ERR_INVALID_ARG_TYPE' });

// FORCE_COLOR overriding NO_COLOR says so once.
process.on('warning', common.mustCall((w) => {
  assert.strictEqual(w.message,
                     "The 'NO_COLOR' env is ignored due to the 'FORCE_COLOR' env being set.");
}));
assert.strictEqual(depth({ FORCE_COLOR: '1', NO_COLOR: '1' }), 4);
assert.strictEqual(depth({ FORCE_COLOR: '2', NO_COLOR: '1' }), 8);
