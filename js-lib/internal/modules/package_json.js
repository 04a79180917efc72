// internal/modules/package_json: reading package.json files for both module loaders.
// Owns the per-path cache of parsed configs, the nearest-parent lookup used for a file's
// format and for "imports"/self-reference (it stops at a node_modules folder), the ESM
// package scope lookup, and the public `module.findPackageJSON()`.
'use strict';

const path = require('path');
const { readFile, stat } = internalBinding('modules');

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
// `imports` keep whatever JSON value they hold; name/main only when they are strings.
function parse(jsonPath, isESM, base, specifier) {
  const cached = cache.get(jsonPath);
  if (cached !== undefined) return cached;
  const text = readFile(jsonPath);
  if (text === undefined) {
    cache.set(jsonPath, null);
    return null;
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
    if (typeof data.name === 'string') config.name = data.name;
    if (typeof data.main === 'string') config.main = data.main;
    if (data.type === 'module' || data.type === 'commonjs') config.type = data.type;
    if (data.exports !== undefined) config.exports = data.exports;
    if (data.imports !== null && typeof data.imports === 'object') config.imports = data.imports;
  }
  cache.set(jsonPath, config);
  return config;
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
  let dir = path.dirname(checkPath);
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

// Locates the package.json of the package a bare specifier names (self-reference first,
// then the node_modules walk), without resolving a file inside it.
function findPackageRoot(specifier, parentPath) {
  const { parsePackageName } = require('internal/modules/resolve');
  const { packageName } = parsePackageName(specifier, parentPath);
  const scope = getPackageScopeConfig(parentPath);
  if (scope.exists && scope.exports != null && scope.name === packageName) return scope.pjsonPath;
  let dir = path.dirname(parentPath);
  for (;;) {
    const pkgDir = path.join(dir, 'node_modules', packageName);
    if (stat(pkgDir) === 1) return `${pkgDir}/package.json`;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  const { codes: { ERR_MODULE_NOT_FOUND } } = require('internal/errors');
  throw new ERR_MODULE_NOT_FOUND(packageName, parentPath, null);
}

function findPackageJSON(specifier, base = 'data:') {
  const { codes } = require('internal/errors');
  if (arguments.length === 0) throw new codes.ERR_MISSING_ARGS('specifier');
  const url = require('internal/url');
  try {
    specifier = `${specifier}`;
  } catch {
    require('internal/validators').validateString(specifier, 'specifier');
  }
  let parentURL = base;
  if (!url.isURL(base)) {
    require('internal/validators').validateString(base, 'base');
    parentURL = path.isAbsolute(base) ? url.pathToFileURL(base) : new url.URL(base);
  }
  if (specifier !== '' && specifier[0] !== '.' && specifier[0] !== '/' &&
      !url.URL.canParse(specifier)) {
    return findPackageRoot(specifier, url.fileURLToPath(parentURL));
  }
  const { defaultResolve } = require('internal/modules/resolve');
  let resolved;
  try {
    resolved = defaultResolve(specifier, { parentURL: `${parentURL}` }).url;
  } catch (err) {
    if (err.code !== 'ERR_UNSUPPORTED_DIR_IMPORT') throw err;
    resolved = err.url;
  }
  const pkg = getNearestParentPackageJSON(url.fileURLToPath(resolved));
  return pkg === undefined ? undefined : pkg.pjsonPath;
}

module.exports = {
  read,
  getNearestParentPackageJSON,
  getPackageScopeConfig,
  getPackageType,
  findPackageJSON,
};
