// The built-in module loader: compiles js-lib files on first require and caches them.
// Evaluated by the runtime as the body of `function (natives)`; returns the object of hooks
// the Rust event loop calls (produced by internal/bootstrap/node).
'use strict';

const { compileBuiltin, builtinExists: nativeBuiltinExists, internalBinding } = natives;
const cache = new Map();
const PARAMS = ['exports', 'require', 'module', 'internalBinding'];

// Public ids that exist only with the node: prefix (Node refuses them without it).
const schemeOnly = new Set(['test', 'test/reporters', 'sqlite', 'sea', 'ffi']);

function requireBuiltin(id) {
  if (id.startsWith('node:')) id = id.slice(5);
  const cached = cache.get(id);
  if (cached !== undefined) return cached.exports;
  const fn = compileBuiltin(id, PARAMS);
  if (fn === undefined) {
    const err = new Error(`No such built-in module: ${id}`);
    err.code = 'ERR_UNKNOWN_BUILTIN_MODULE';
    throw err;
  }
  const mod = { id, exports: {}, loaded: false };
  cache.set(id, mod);
  try {
    fn.call(mod.exports, mod.exports, requireBuiltin, mod, internalBinding);
  } catch (e) {
    cache.delete(id);
    throw e;
  }
  mod.loaded = true;
  const hook = loadHooks.get(id);
  if (hook !== undefined) {
    loadHooks.delete(id);
    hook(mod.exports);
  }
  return mod.exports;
}

// Lets a built-in that stands in for a lazily loaded one finish the job when someone else
// loads it first (process attaches EventEmitter when 'events' loads).
const loadHooks = new Map();
function whenLoaded(id, hook) {
  if (cache.has(id)) {
    hook(cache.get(id).exports);
    return;
  }
  // Several modules may wait for the same one (http and dns both wait for internal/perf).
  const earlier = loadHooks.get(id);
  loadHooks.set(id, earlier === undefined ? hook : (exports) => {
    earlier(exports);
    hook(exports);
  });
}

// `--no-experimental-sqlite` takes node:sqlite away, as in Node.
const hiddenBuiltin = natives.execArgv.includes('--no-experimental-sqlite') ? 'sqlite' : undefined;

function builtinExists(id) {
  if (id === hiddenBuiltin) return false;
  return cache.has(id) || nativeBuiltinExists(id);
}

// A built-in's source text, as process.binding('natives') gives it: the body the loader
// wraps in its function.
function builtinSource(id) {
  const fn = compileBuiltin(id, PARAMS);
  if (fn === undefined) return undefined;
  const text = `${fn}`;
  const open = text.indexOf('{');
  const close = text.lastIndexOf('}');
  return open === -1 || close <= open ? text : text.slice(open + 1, close).replace(/^\n/, '');
}

// Seed the loader's own helpers as internal modules so other built-ins can reach them.
cache.set('internal/natives', { id: 'internal/natives', exports: natives, loaded: true });
cache.set('internal/bootstrap/realm', {
  id: 'internal/bootstrap/realm',
  exports: { requireBuiltin, builtinExists, builtinSource, schemeOnly, whenLoaded },
  loaded: true,
});

return requireBuiltin('internal/bootstrap/node');
