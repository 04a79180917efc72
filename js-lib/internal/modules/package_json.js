// internal/modules/package_json: reading package.json files for both module loaders.
// Owns the per-path cache of parsed configs, the nearest-parent lookup used for a file's
// format and for "imports"/self-reference (it stops at a node_modules folder) and the ESM
// package scope lookup. module.findPackageJSON() is in internal/modules/resolve.
'use strict';

const path = require('path');
const { readFile } = internalBinding('modules');
const ObjectHasOwn = Object.hasOwn;

// Path -> config object, or null for "no such file". Never evicted, like Node's.
const cache = new Map();

function invalidConfig(jsonPath, isESM, base, specifier) {
  let where = '';
  if (isESM && base !== undefined) {
    where = ` while importing ${specifier !== undefined ? `"${specifier}" from ` : ''}${base}`;
  }
  // Node builds this one natively: a plain Error with a code, no "[CODE]" in its stack.
  const err = new Error(`Invalid package config ${jsonPath}${where}.`);
  err.code = 'ERR_INVALID_PACKAGE_CONFIG';
  return err;
}

// Parses one package.json. Returns null when the file does not exist. `exports` and
// `imports` keep the JSON value they hold when of a type Node reads; name/main only when
// they are strings.
function parse(jsonPath, isESM, base, specifier) {
  const cached = cache.get(jsonPath);
  if (cached !== undefined) return cached;
  const text = readFile(jsonPath, true);
  if (text === undefined) {
    cache.set(jsonPath, null);
    return null;
  }
  if (typeof text === 'number') {
    const err = new Error(`Cannot read package config ${jsonPath}: ` +
      `${require('internal/errors').getSystemErrorMessage(text)}.`);
    err.code = 'ERR_INVALID_PACKAGE_CONFIG';
    throw err;
  }
  let data;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xFEFF ? text.slice(1) : text);
  } catch {
    throw invalidConfig(jsonPath, isESM, base, specifier);
  }
  const config = {
    __proto__: null,
    exists: true,
    pjsonPath: jsonPath,
    name: undefined,
    main: undefined,
    type: 'none',
    exports: undefined,
    imports: undefined,
  };
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
    // Own keys only: a field the file lacks must not be looked up on Object.prototype.
    const name = ownField(data, 'name');
    const main = ownField(data, 'main');
    const type = ownField(data, 'type');
    const imports = ownField(data, 'imports');
    if (typeof name === 'string') config.name = name;
    if (typeof main === 'string') config.main = main;
    if (type === 'module' || type === 'commonjs') config.type = type;
    const exports = ownField(data, 'exports');
    // Node keeps "exports" and "imports" only when a string, an array or an object; any
    // other value reads as no field at all.
    if (typeof exports === 'string' || (exports !== null && typeof exports === 'object')) {
      config.exports = exports;
    }
    if (typeof imports === 'string' || (imports !== null && typeof imports === 'object')) {
      config.imports = imports;
    }
  }
  cache.set(jsonPath, config);
  return config;
}

function ownField(data, key) {
  return ObjectHasOwn(data, key) ? data[key] : undefined;
}

function missing(jsonPath) {
  return {
    __proto__: null, exists: false, pjsonPath: jsonPath, name: undefined, main: undefined,
    type: 'none', exports: undefined, imports: undefined,
  };
}

// `read(jsonPath)`: always an object; `exists` tells whether the file was there.
function read(jsonPath, options) {
  const o = options || {};
  const config = parse(jsonPath, o.isESM, o.base, o.specifier);
  return config === null ? missing(jsonPath) : config;
}

// The package.json governing `checkPath` (a file): the first one in its directory or
// above, not looking inside or past a node_modules folder, and never at the root.
function getNearestParentPackageJSON(checkPath) {
  // A path ending in a separator (the REPL's and --require's "cwd/") is a directory itself.
  let dir = checkPath.endsWith('/') ? path.resolve(checkPath) : path.dirname(checkPath);
  for (;;) {
    if (dir.endsWith('/node_modules')) return undefined;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    const config = parse(dir === '/' ? '/package.json' : `${dir}/package.json`);
    if (config !== null) return config;
    dir = parent;
  }
}

// ESM's package scope of a file path: like the above, but the root package.json counts
// and a miss still reports where the search ended.
function getPackageScopeConfig(filePath) {
  let dir = path.dirname(filePath);
  for (;;) {
    const jsonPath = dir === '/' ? '/package.json' : `${dir}/package.json`;
    if (jsonPath.endsWith('node_modules/package.json')) return missing(jsonPath);
    const config = parse(jsonPath);
    if (config !== null) return config;
    const parent = path.dirname(dir);
    if (parent === dir) return missing(jsonPath);
    dir = parent;
  }
}

function getPackageType(filePath) {
  return getPackageScopeConfig(filePath).type;
}

module.exports = {
  read,
  getNearestParentPackageJSON,
  getPackageScopeConfig,
  getPackageType,
};
