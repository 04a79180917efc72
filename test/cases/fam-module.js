// Module loader and URL behaviours checked against Node 26.10: the loader never runs
// accessors a program put on Object.prototype (package.json fields it lacks, module.exports,
// require.main, import attributes); URLSearchParams methods reject Symbols with V8's
// TypeError; process.config/versions report the module ABI; import() works after
// Array.prototype[@@iterator] is deleted; --no-experimental-require-module brings back
// ERR_REQUIRE_ESM (and turns process.features.require_module off); import() in -e scripts
// resolves against the working directory.
'use strict';
const { spawnSync } = require('child_process');
const path = require('path');

const clean = (s) => String(s).split(__dirname).join('<cases>');

function child(args) {
  const r = spawnSync(process.execPath, args, { cwd: __dirname, encoding: 'utf8' });
  console.log(`status ${r.status}`);
  process.stdout.write(clean(r.stdout));
}

// --- URLSearchParams and Symbols ------------------------------------------------------------
{
  const params = new URLSearchParams('a=1');
  const sym = Symbol('s');
  for (const [name, call] of [
    ['append name', () => params.append(sym, 'x')],
    ['append value', () => params.append('x', sym)],
    ['set', () => params.set(sym, 'x')],
    ['get', () => params.get(sym)],
    ['getAll', () => params.getAll(sym)],
    ['has', () => params.has(sym)],
    ['delete', () => params.delete(sym)],
    ['has value', () => params.has('a', sym)],
    ['constructor', () => new URLSearchParams([[sym, 'x']])],
  ]) {
    try {
      call();
      console.log(name, 'no error');
    } catch (e) {
      console.log(name, e.name, e.message);
    }
  }
}

// --- module ABI -----------------------------------------------------------------------------
console.log(process.versions.modules, process.config.variables.node_module_version,
  typeof process.config.variables.node_module_version,
  Object.hasOwn(process.config.variables, 'node_module_version'));
console.log('require_module', process.features.require_module);

// --- children -------------------------------------------------------------------------------
// Object.prototype accessors for the names the loader uses.
child(['-e', `
  const { Channel } = require('diagnostics_channel');
  const seen = [];
  for (const key of ['name', 'main', 'type', 'exports', 'imports']) {
    Object.defineProperty(Object.prototype, key, {
      get() { seen.push('get ' + key); return undefined; },
      // Node names its module-loading diagnostics channels through this setter.
      set(v) { if (!(this instanceof Channel)) seen.push('set ' + key); },
      configurable: true,
    });
  }
  const value = require('pkg-no-main');
  const json = require('./modules/data.json');
  import('./modules/esm-lib.mjs').then((ns) => {
    console.log(value, json.answer, ns.value);
    console.log('accessors run:', seen.length === 0 ? 'none' : seen.join(', '));
  });
`]);

// import() after the array iterator is gone (the exit code says how it went: writing to
// stdout would need the iterator).
child(['-e', `
  const ArrayIteratorPrototype = Object.getPrototypeOf([][Symbol.iterator]());
  delete Array.prototype[Symbol.iterator];
  delete ArrayIteratorPrototype.next;
  import('./modules/esm-lib.mjs').then((ns) => {
    process.exitCode = ns.default === 'esm default' ? 42 : 1;
  });
`]);

// require(esm) turned off.
child(['--no-experimental-require-module', '-e', `
  console.log('require_module', process.features.require_module);
  for (const id of ['./modules/esm-lib.mjs', 'pkg-esm', './modules/lib.cjs']) {
    try {
      const m = require(id);
      console.log(id, 'loaded', typeof m);
    } catch (e) {
      console.log(id, e.code);
      console.log(e.message);
    }
  }
`]);
child(['--no-experimental-require-module', '--experimental-require-module', '-p',
  'process.features.require_module + " " + typeof require("./modules/esm-lib.mjs")']);

// -e scripts resolve import() against the working directory, as a file named [eval].
child(['-e', `
  import('./modules/esm-lib.mjs').then((ns) => {
    console.log(ns.value);
    return import('./modules/missing.mjs');
  }).catch((e) => console.log(e.code, e.message));
`]);
