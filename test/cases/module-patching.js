// Packages patch the CommonJS loader: Module._resolveFilename, Module._load,
// Module.prototype.require, require.extensions['.ts'] and Module.wrap all take part in
// every require() the way they do in Node.
'use strict';
const Module = require('module');
const path = require('path');
const fs = require('fs');
const os = require('os');

const dir = path.join(__dirname, '../fixtures/resolve/patching');
const log = [];
const origResolve = Module._resolveFilename;
Module._resolveFilename = function(request, parent, isMain, options) {
  log.push(`resolve ${request} from ${parent && path.basename(parent.filename)} main=${isMain}`);
  if (request === 'alias:dep') request = path.join(dir, 'dep');
  return origResolve.call(this, request, parent, isMain, options);
};
const origLoad = Module._load;
Module._load = function(request, parent, isMain) {
  log.push(`load ${request.split(dir).join('<dir>')}`);
  if (request === 'virtual') return { virtual: true };
  return origLoad.apply(this, arguments);
};
const origRequire = Module.prototype.require;
Module.prototype.require = function(id) {
  log.push(`require ${id}`);
  return origRequire.call(this, id);
};
require.extensions['.ts'] = function(module, filename) {
  const src = fs.readFileSync(filename, 'utf8').replace(': number', '');
  module._compile(src, filename);
};
console.log(require('alias:dep'), require('virtual'), require('../fixtures/resolve/patching/thing.ts'));
console.log(require('../fixtures/resolve/patching/thing'), Object.keys(require.extensions));
console.log(path.basename(require.resolve('alias:dep')));
console.log(log.join('\n'));
Module._resolveFilename = origResolve;
Module._load = origLoad;
Module.prototype.require = origRequire;
delete require.extensions['.ts'];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-module-patching-'));
const injected = path.join(tmp, 'inj.js');
fs.writeFileSync(injected, 'module.exports = typeof injected === "number" ? injected : "none";');
const wrap = Module.wrap;
Module.wrap = function(script) {
  return wrap('var injected = 42;' + script);
};
console.log(require(injected));
Module.wrap = wrap;
delete require.cache[injected];
console.log(require(injected));
Module.wrapper[0] += 'var injected = 7;';
delete require.cache[injected];
console.log(require(injected));
Module.wrapper[0] = Module.wrapper[0].replace('var injected = 7;', '');
fs.rmSync(tmp, { recursive: true });
