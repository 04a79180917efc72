'use strict';
// internal/repl: the `repl` module's exports plus createInternalRepl(env, opts, cb), the REPL
// set up from environment variables as a CLI REPL is (Node's tests start it under
// --expose-internals): NODE_NO_READLINE turns terminal mode off, NODE_REPL_MODE picks strict
// or sloppy mode, NODE_REPL_HISTORY_SIZE the number of entries kept (1000 by default) and,
// on a terminal, NODE_REPL_HISTORY the history file. cb(err, repl) runs once the history
// is loaded.

const REPL = require('repl');

function createInternalRepl(env, opts, cb) {
  if (typeof opts === 'function') {
    cb = opts;
    opts = null;
  }
  opts = {
    __proto__: null,
    ignoreUndefined: false,
    useGlobal: true,
    breakEvalOnSigint: true,
    ...opts,
  };
  if (Number.parseInt(env.NODE_NO_READLINE)) opts.terminal = false;
  if (env.NODE_REPL_MODE) {
    opts.replMode = {
      __proto__: null,
      strict: REPL.REPL_MODE_STRICT,
      sloppy: REPL.REPL_MODE_SLOPPY,
    }[env.NODE_REPL_MODE.toLowerCase().trim()];
  }
  if (opts.replMode === undefined) opts.replMode = REPL.REPL_MODE_SLOPPY;

  const size = Number(env.NODE_REPL_HISTORY_SIZE);
  opts.size = !Number.isNaN(size) && size > 0 ? size : 1000;
  const terminal = 'terminal' in opts ? opts.terminal : process.stdout.isTTY;
  opts.filePath = terminal ? env.NODE_REPL_HISTORY : '';

  const repl = REPL.start(opts);
  repl.setupHistory({ __proto__: null, filePath: opts.filePath, size: opts.size }, cb);
}

module.exports = { __proto__: REPL, createInternalRepl };
