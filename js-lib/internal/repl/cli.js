'use strict';
// internal/repl/cli: the REPL the minirt command starts when it has no script and stdin
// is a terminal, or with -i/--interactive. startCli() prints the welcome line and runs a
// REPLServer on process.stdin/stdout in the main realm (useGlobal, like Node's CLI REPL),
// with history in ~/.minirt_repl_history on a terminal (NODE_REPL_HISTORY: another file,
// '' for none; NODE_REPL_HISTORY_SIZE: entries kept, default 1000) and
// NODE_REPL_MODE=strict|sloppy. The process exits when the REPL does.

function startCli(options = {}) {
  // The REPL reads scripts, one input at a time: a module input type has no meaning there,
  // so the option is refused like a bad command line.
  if (require('internal/natives').inputType) {
    process.stderr.write('Cannot specify --input-type for REPL\n');
    process.exit(9);
  }
  const repl = require('repl');
  const env = process.env;
  // Node marks a REPL forced by -i on the process object (read-only, as its C++ sets it).
  const { execArgv } = require('internal/natives');
  if (execArgv.includes('-i') || execArgv.includes('--interactive')) {
    Object.defineProperty(process, '_forceRepl', {
      __proto__: null, value: true, writable: false, enumerable: true, configurable: true,
    });
  }
  const version = process.versions.minirt ? `v${process.versions.minirt}` : process.version;
  // Through console, as Node prints it: a failed write (stdout a pipe nobody reads) is
  // dropped instead of becoming an uncaught error the REPL would try to print there again.
  console.log(`Welcome to minirt ${version}.\nType ".help" for more information.`);

  let historySize = Number(env.NODE_REPL_HISTORY_SIZE);
  // Node reads 0 (and an empty or blank value) as unset too: history stays on.
  if (!Number.isFinite(historySize) || historySize <= 0) historySize = 1000;
  const mode = `${env.NODE_REPL_MODE || ''}`.toLowerCase().trim();
  const replMode = mode === 'strict' ? repl.REPL_MODE_STRICT : repl.REPL_MODE_SLOPPY;
  let terminal = options.terminal;
  if (terminal === undefined) terminal = !!process.stdout.isTTY && !env.NODE_NO_READLINE;

  const { kStandaloneRepl } = require('internal/repl/server');
  defineReplDefaults(repl.writer);
  const server = repl.start({
    prompt: '> ',
    input: process.stdin,
    output: process.stdout,
    terminal,
    useGlobal: true,
    ignoreUndefined: false,
    // Ctrl+C interrupts a pending top-level await.
    breakEvalOnSigint: true,
    historySize,
    replMode,
    ...options,
    [kStandaloneRepl]: true,
  });
  if (server.terminal) {
    server.setupHistory({ filePath: env.NODE_REPL_HISTORY, size: historySize }, () => {});
  }
  // The REPL closes once the history file has what was pending when it was asked to, and
  // holds back the end of its input while a top-level await is pending, so that result is
  // printed first; nothing else is waited for, as in Node.
  server.on('exit', () => process.nextTick(() => process.exit()));
  return server;
}

// util.inspect.replDefaults: the CLI REPL's writer options, readable and assignable
// (assigning merges) from inside the session.
function defineReplDefaults(writer) {
  const { inspect } = require('internal/util/inspect');
  const { validateObject } = require('internal/validators');
  Object.defineProperty(inspect, 'replDefaults', {
    __proto__: null,
    get() {
      return writer.options;
    },
    set(options) {
      validateObject(options, 'options');
      return Object.assign(writer.options, options);
    },
    enumerable: true,
    configurable: true,
  });
}

module.exports = { startCli };
