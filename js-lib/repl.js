// `repl`: start() and REPLServer (internal/repl/server), the REPL modes, the default
// writer (util.inspect with the REPL's options), Recoverable and isValidSyntax, and the
// list of public built-ins.
'use strict';

const { inspect } = require('internal/util/inspect');

const REPL_MODE_SLOPPY = Symbol('repl-sloppy');
const REPL_MODE_STRICT = Symbol('repl-strict');

// Results are shown with these options; code may change writer.options, as in Node.
function writer(obj) {
  return inspect(obj, writer.options);
}
writer.options = { ...inspect.defaultOptions, showProxy: true };

// What an evaluator throws (wrapping the SyntaxError) to ask for more input lines.
class Recoverable extends SyntaxError {
  constructor(err) {
    super();
    this.err = err;
  }
}

function parses(compile) {
  try {
    compile();
    return true;
  } catch {
    return false;
  }
}

const AsyncFunction = (async function () {}).constructor;

// Whether `input` is a complete script, where top-level await is allowed as the REPL
// allows it (but return and other function-only syntax are not).
function isValidSyntax(input) {
  const source = `${input}`;
  const { Script } = require('vm');
  if (parses(() => new Script(source))) return true;
  if (!source.includes('await')) return false;
  // Valid in a plain function body: the script failed on return/new.target, not on await.
  if (parses(() => new Function(source))) return false;
  return parses(() => new AsyncFunction(source));
}

function start(prompt, source, eval_, useGlobal, ignoreUndefined, replMode) {
  return new REPLServer(prompt, source, eval_, useGlobal, ignoreUndefined, replMode);
}

module.exports = {
  start,
  writer,
  REPLServer: undefined,
  REPL_MODE_SLOPPY,
  REPL_MODE_STRICT,
  Recoverable,
  isValidSyntax,
};

// The public built-ins a REPL preloads (no '_'-prefixed legacy ids, no node:-only ones).
let builtinLibs;
const builtinLibsDescriptor = {
  __proto__: null,
  enumerable: false,
  configurable: true,
  get() {
    if (builtinLibs === undefined) {
      builtinLibs = require('module').builtinModules
        .filter((id) => !id.startsWith('_') && !id.startsWith('node:'));
    }
    return builtinLibs;
  },
  set(value) {
    builtinLibs = value;
  },
};
Object.defineProperty(module.exports, 'builtinModules', builtinLibsDescriptor);

// Loaded once this module's exports exist: the server reads the modes, writer and
// Recoverable from them.
const { REPLServer } = require('internal/repl/server');
module.exports.REPLServer = REPLServer;
Object.defineProperty(module.exports, '_builtinLibs', builtinLibsDescriptor);
