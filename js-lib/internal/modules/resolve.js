// internal/modules/resolve: Node's package resolution algorithm, shared by require() and
// import, loaded only for a request that names a package. Owns PACKAGE_EXPORTS_RESOLVE /
// PACKAGE_IMPORTS_RESOLVE (target validation, pattern matching and PATTERN_KEY_COMPARE,
// condition matching in package key order, array fallbacks), package name parsing,
// PACKAGE_RESOLVE with the legacy "main", the "Did you mean" hints of failed imports,
// Node's defaultResolve() for resolve hooks, require()'s use of "exports"/"imports" and
// self-reference, and `module.findPackageJSON()`. The rest of the ES module resolver is
// internal/modules/esm_resolve.
'use strict';

const path = require('path');
const { stat } = internalBinding('modules');
const packageJson = require('internal/modules/package_json');

let errorCodes;
function codes() {
  if (errorCodes === undefined) errorCodes = require('internal/errors').codes;
  return errorCodes;
}

const cjs = require('internal/modules/cjs');
const { getOptions, canBeRequiredWithoutScheme } = cjs;
const cjsInternals = cjs.moduleInternals();
const {
  toFileHref, encodePathForUrl, decodeUrlPath, stripSearchAndHash, fileUrlPathname, isURLLike,
  isRelativeSpecifier, shouldBeTreatedAsRelativeOrAbsolutePath, encodedSepRegEx, formatOfPath,
  esmModuleResolve,
} = require('internal/modules/esm_resolve');

// --- target validation ------------------------------------------------------------------
// A path segment that is empty, ".", ".." or "node_modules", letters possibly
// percent-encoded, between separators. The first form (empty allowed) only warns.
function charPattern(c) {
  const codesFor = [c.charCodeAt(0)];
  const upper = c.toUpperCase();
  if (upper !== c) codesFor.push(upper.charCodeAt(0));
  const escaped = c === '.' ? '\\.' : c;
  return `(?:${escaped}|${codesFor.map((n) => `%${n.toString(16)}`).join('|')})`;
}
const dotSegment = `${charPattern('.')}${charPattern('.')}?`;
const nodeModulesSegment = Array.from('node_modules', charPattern).join('');
const invalidSegmentRegEx =
  new RegExp(`(?:^|[\\\\/])(?:${dotSegment}|${nodeModulesSegment})?(?:[\\\\/]|$)`, 'i');
const deprecatedInvalidSegmentRegEx =
  new RegExp(`(?:^|[\\\\/])(?:${dotSegment}|${nodeModulesSegment})(?:[\\\\/]|$)`, 'i');
const invalidPackageNameRegEx = /^\.|%|\\/;

const warned = new Set();
function warnOnce(key, message, code) {
  if (process.noDeprecation || warned.has(key)) return;
  warned.add(key);
  process.emitWarning(message, 'DeprecationWarning', code);
}

function pkgDirOf(pjsonPath) {
  return pjsonPath.slice(0, pjsonPath.length - 'package.json'.length);
}

function invalidPackageTarget(subpath, target, pjsonPath, internal, base) {
  const shown = typeof target === 'object' && target !== null ?
    JSON.stringify(target, null, '') : `${target}`;
  return new (codes().ERR_INVALID_PACKAGE_TARGET)(pkgDirOf(pjsonPath), subpath, shown,
    internal, base);
}

function invalidSubpath(request, match, pjsonPath, internal, base) {
  const reason = `request is not a valid match in pattern "${match}" for the "${
    internal ? 'imports' : 'exports'}" resolution of ${pjsonPath}`;
  return new (codes().ERR_INVALID_MODULE_SPECIFIER)(request, reason, base);
}

// ctx.baseHref: true when messages show the importing file as a URL (computed only here).
function invalidConfig(pjsonPath, ctx, message) {
  const base = ctx.baseHref === true ? toFileHref(ctx.base) : ctx.baseHref;
  return new (codes().ERR_INVALID_PACKAGE_CONFIG)(pjsonPath, base, message);
}

function emitInvalidSegmentDeprecation(target, request, match, pjsonPath, internal, base,
                                       isTarget) {
  if (process.noDeprecation) return;
  const double = /[/\\][/\\]/.test(isTarget ? target : request);
  process.emitWarning(
    `Use of deprecated ${double ? 'double slash' : 'leading or trailing slash matching'} ` +
    `resolving "${target}" for module request "${request}" ${
      request !== match ? `matched to "${match}" ` : ''}in the "${
      internal ? 'imports' : 'exports'}" field module resolution of the package at ${
      pjsonPath}${base ? ` imported from ${base}` : ''}.`,
    'DeprecationWarning', 'DEP0166');
}

function replaceStars(s, subpath) {
  return s.includes('*') ? s.split('*').join(subpath) : s;
}

// Context of one resolution: `base` is the importing file's path (used in messages),
// `baseHref` its URL as the ERR_INVALID_PACKAGE_CONFIG messages print it.
function resolvePackageTargetString(target, subpath, match, pjsonPath, ctx, pattern, internal,
                                    isPathMap, conditions) {
  if (subpath !== '' && !pattern && target[target.length - 1] !== '/') {
    throw invalidPackageTarget(match, target, pjsonPath, internal, ctx.base);
  }
  if (!target.startsWith('./')) {
    if (internal && !target.startsWith('../') && !target.startsWith('/') && !isURLLike(target)) {
      const exportTarget = pattern ? replaceStars(target, subpath) : target + subpath;
      return packageResolve(exportTarget, pjsonPath, conditions,
        { base: pjsonPath, baseHref: true });
    }
    throw invalidPackageTarget(match, target, pjsonPath, internal, ctx.base);
  }
  const rest = target.slice(2);
  if (invalidSegmentRegEx.test(rest)) {
    if (!deprecatedInvalidSegmentRegEx.test(rest)) {
      if (!isPathMap) {
        const request = pattern ? match.replace('*', () => subpath) : match + subpath;
        const resolvedTarget = pattern ? replaceStars(target, subpath) : target;
        emitInvalidSegmentDeprecation(resolvedTarget, request, match, pjsonPath, internal,
          ctx.base, true);
      }
    } else {
      throw invalidPackageTarget(match, target, pjsonPath, internal, ctx.base);
    }
  }
  const resolved = encodePathForUrl(pkgDirOf(pjsonPath)) + stripSearchAndHash(rest);
  if (subpath === '') return resolved;
  if (invalidSegmentRegEx.test(subpath)) {
    const request = pattern ? match.replace('*', () => subpath) : match + subpath;
    if (!deprecatedInvalidSegmentRegEx.test(subpath)) {
      if (!isPathMap) {
        const resolvedTarget = pattern ? replaceStars(target, subpath) : target;
        emitInvalidSegmentDeprecation(resolvedTarget, request, match, pjsonPath, internal,
          ctx.base, false);
      }
    } else {
      throw invalidSubpath(request, match, pjsonPath, internal, ctx.base);
    }
  }
  if (pattern) return replaceStars(resolved, stripSearchAndHash(subpath));
  return resolved + stripSearchAndHash(subpath);
}

function isArrayIndex(key) {
  const n = +key;
  return `${n}` === key && n >= 0 && n < 0xFFFFFFFF;
}

// Returns a URL pathname (or a node: URL for bare built-in "imports" targets), null for
// a null target, undefined when no condition matched.
function resolvePackageTarget(pjsonPath, target, subpath, packageSubpath, ctx, pattern,
                              internal, isPathMap, conditions) {
  if (typeof target === 'string') {
    return resolvePackageTargetString(target, subpath, packageSubpath, pjsonPath, ctx, pattern,
      internal, isPathMap, conditions);
  }
  if (Array.isArray(target)) {
    if (target.length === 0) return null;
    let lastException;
    for (let i = 0; i < target.length; i++) {
      let result;
      try {
        result = resolvePackageTarget(pjsonPath, target[i], subpath, packageSubpath, ctx,
          pattern, internal, isPathMap, conditions);
      } catch (e) {
        lastException = e;
        if (e !== null && typeof e === 'object' && e.code === 'ERR_INVALID_PACKAGE_TARGET') {
          continue;
        }
        throw e;
      }
      if (result === undefined) continue;
      if (result === null) {
        lastException = null;
        continue;
      }
      return result;
    }
    if (lastException === undefined || lastException === null) return lastException;
    throw lastException;
  }
  if (target !== null && typeof target === 'object') {
    const keys = Object.getOwnPropertyNames(target);
    for (let i = 0; i < keys.length; i++) {
      if (isArrayIndex(keys[i])) {
        throw invalidConfig(pjsonPath, ctx,
          '"exports" cannot contain numeric property keys.');
      }
    }
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (key === 'default' || conditions.has(key)) {
        const result = resolvePackageTarget(pjsonPath, target[key], subpath, packageSubpath,
          ctx, pattern, internal, isPathMap, conditions);
        if (result === undefined) continue;
        return result;
      }
    }
    return undefined;
  }
  if (target === null) return null;
  throw invalidPackageTarget(packageSubpath, target, pjsonPath, internal, ctx.base);
}

function isConditionalExportsMainSugar(exports, pjsonPath, ctx) {
  if (typeof exports === 'string' || Array.isArray(exports)) return true;
  if (exports === null || typeof exports !== 'object') return false;
  const keys = Object.getOwnPropertyNames(exports);
  let sugar = false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const cur = key === '' || key[0] !== '.';
    if (i === 0) {
      sugar = cur;
    } else if (sugar !== cur) {
      throw invalidConfig(pjsonPath, ctx,
        '"exports" cannot contain some keys starting with \'.\' and some not. The exports ' +
        'object must either be an object of package subpath keys or an object of main entry ' +
        'condition name keys only.');
    }
  }
  return sugar;
}

// Orders pattern keys: longer prefix before the "*" first, then a key with a "*" before
// one without, then the longer key.
function patternKeyCompare(a, b) {
  const aStar = a.indexOf('*');
  const bStar = b.indexOf('*');
  const aBase = aStar === -1 ? a.length : aStar + 1;
  const bBase = bStar === -1 ? b.length : bStar + 1;
  if (aBase !== bBase) return aBase > bBase ? -1 : 1;
  if (aStar === -1) return 1;
  if (bStar === -1) return -1;
  if (a.length !== b.length) return a.length > b.length ? -1 : 1;
  return 0;
}

// The best pattern key of `map` for `request`: [key, the part "*" stands for] or undefined.
function bestPatternMatch(map, request, onTrailingSlash) {
  let best = '';
  let bestSubpath;
  const keys = Object.getOwnPropertyNames(map);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const star = key.indexOf('*');
    if (star === -1 || !request.startsWith(key.slice(0, star))) continue;
    if (onTrailingSlash !== undefined && request.endsWith('/')) onTrailingSlash();
    const trailer = key.slice(star + 1);
    if (request.length >= key.length && request.endsWith(trailer) &&
        patternKeyCompare(best, key) === 1 && key.lastIndexOf('*') === star) {
      best = key;
      bestSubpath = request.slice(star, request.length - trailer.length);
    }
  }
  return best === '' ? undefined : [best, bestSubpath];
}

function exportsNotFound(subpath, pjsonPath, base) {
  return new (codes().ERR_PACKAGE_PATH_NOT_EXPORTED)(pkgDirOf(pjsonPath), subpath, base);
}

function packageExportsResolve(pjsonPath, packageSubpath, config, ctx, conditions) {
  let exports = config.exports;
  if (isConditionalExportsMainSugar(exports, pjsonPath, ctx)) exports = { '.': exports };
  if (Object.prototype.hasOwnProperty.call(exports, packageSubpath) &&
      !packageSubpath.includes('*') && !packageSubpath.endsWith('/')) {
    const result = resolvePackageTarget(pjsonPath, exports[packageSubpath], '', packageSubpath,
      ctx, false, false, false, conditions);
    if (result === null || result === undefined) {
      throw exportsNotFound(packageSubpath, pjsonPath, ctx.base);
    }
    return result;
  }
  const match = bestPatternMatch(exports, packageSubpath, () => {
    warnOnce(`${pjsonPath}|${packageSubpath}`,
      `Use of deprecated trailing slash pattern mapping "${packageSubpath}" in the "exports" ` +
      `field module resolution of the package at ${pjsonPath}${
        ctx.base ? ` imported from ${ctx.base}` : ''}. Mapping specifiers ending in "/" is no ` +
      'longer supported.', 'DEP0155');
  });
  if (match !== undefined) {
    const result = resolvePackageTarget(pjsonPath, exports[match[0]], match[1], match[0], ctx,
      true, false, packageSubpath.endsWith('/'), conditions);
    if (result === null || result === undefined) {
      throw exportsNotFound(packageSubpath, pjsonPath, ctx.base);
    }
    return result;
  }
  throw exportsNotFound(packageSubpath, pjsonPath, ctx.base);
}

// "imports" of the package scope of ctx.base; `scope` is that package's config.
function packageImportsResolve(name, ctx, conditions, scope) {
  const { ERR_INVALID_MODULE_SPECIFIER, ERR_PACKAGE_IMPORT_NOT_DEFINED } = codes();
  if (name === '#' || name.endsWith('/')) {
    throw new ERR_INVALID_MODULE_SPECIFIER(name,
      'is not a valid internal imports specifier name', ctx.base);
  }
  if (scope === undefined) scope = packageJson.getPackageScopeConfig(ctx.base);
  let pkgDir;
  if (scope.exists) {
    pkgDir = pkgDirOf(scope.pjsonPath);
    const imports = scope.imports;
    if (imports) {
      if (Object.prototype.hasOwnProperty.call(imports, name) && !name.includes('*')) {
        const result = resolvePackageTarget(scope.pjsonPath, imports[name], '', name, ctx,
          false, true, false, conditions);
        if (result !== null && result !== undefined) return result;
      } else {
        const match = bestPatternMatch(imports, name);
        if (match !== undefined) {
          const result = resolvePackageTarget(scope.pjsonPath, imports[match[0]], match[1],
            match[0], ctx, true, true, false, conditions);
          if (result !== null && result !== undefined) return result;
        }
      }
    }
  }
  throw new ERR_PACKAGE_IMPORT_NOT_DEFINED(name, pkgDir, ctx.base);
}

function parsePackageName(specifier, base) {
  let sep = specifier.indexOf('/');
  let valid = true;
  if (specifier[0] === '@') {
    if (sep === -1) valid = false;
    else sep = specifier.indexOf('/', sep + 1);
  }
  const packageName = sep === -1 ? specifier : specifier.slice(0, sep);
  if (invalidPackageNameRegEx.test(packageName)) valid = false;
  if (!valid) {
    throw new (codes().ERR_INVALID_MODULE_SPECIFIER)(specifier, 'is not a valid package name',
      base);
  }
  return { packageName, packageSubpath: `.${sep === -1 ? '' : specifier.slice(sep)}` };
}

function isFile(p) {
  return stat(p) === 0;
}

const legacyMainExtensions = ['', '.js', '.json', '.node', '/index.js', '/index.json',
  '/index.node'];
function legacyMainResolve(pkgDir, config, ctx) {
  if (config.main !== undefined) {
    const main = path.resolve(pkgDir, config.main);
    for (let i = 0; i < legacyMainExtensions.length; i++) {
      const guess = main + legacyMainExtensions[i];
      if (isFile(guess)) return maybeWarnLegacyIndex(guess, pkgDir, ctx, config.main);
    }
  }
  for (const name of ['index.js', 'index.json', 'index.node']) {
    const guess = path.join(pkgDir, name);
    if (isFile(guess)) return maybeWarnLegacyIndex(guess, pkgDir, ctx, config.main);
  }
  const initial = config.main !== undefined ? path.resolve(pkgDir, config.main) :
    path.join(pkgDir, 'index.js');
  throw new (codes().ERR_MODULE_NOT_FOUND)(initial, ctx.base, null);
}

function maybeWarnLegacyIndex(file, pkgDir, ctx, main) {
  if (!process.noDeprecation && formatOfPath(file, false) === 'module') {
    const dir = `${pkgDir}/`;
    const rel = file.slice(dir.length);
    if (main === undefined || main === '') {
      process.emitWarning(
        `No "main" or "exports" field defined in the package.json for ${dir} resolving the ` +
        `main entry point "${rel}", imported from ${ctx.base}.\nDefault "index" lookups for ` +
        'the main are deprecated for ES modules.', 'DeprecationWarning', 'DEP0151');
    } else if (path.resolve(dir, main) !== file) {
      process.emitWarning(
        `Package ${dir} has a "main" field set to "${main}", excluding the full filename and ` +
        `extension to the resolved file at "${rel}", imported from ${ctx.base}.\n Automatic ` +
        'extension resolution of the "main" field is deprecated for ES modules.',
        'DeprecationWarning', 'DEP0151');
    }
  }
  return encodePathForUrl(file);
}

// PACKAGE_RESOLVE for ESM (and for bare "imports" targets): returns a URL pathname or a
// node: URL. `parentPath` is where the node_modules walk starts.
function packageResolve(specifier, parentPath, conditions, ctx) {
  if (canBeRequiredWithoutScheme(specifier)) return `node:${specifier}`;
  const { packageName, packageSubpath } = parsePackageName(specifier, ctx.base);
  const scope = packageJson.getPackageScopeConfig(parentPath);
  if (scope.exists && scope.exports != null && scope.name === packageName) {
    return packageExportsResolve(scope.pjsonPath, packageSubpath, scope, ctx, conditions);
  }
  let dir = path.dirname(parentPath);
  for (;;) {
    const pkgDir = `${dir === '/' ? '' : dir}/node_modules/${packageName}`;
    if (stat(pkgDir) === 1) {
      const pjsonPath = `${pkgDir}/package.json`;
      const config = packageJson.read(pjsonPath,
        { isESM: true, base: ctx.base, specifier });
      if (config.exports != null) {
        return packageExportsResolve(pjsonPath, packageSubpath, config, ctx, conditions);
      }
      if (packageSubpath === '.') return legacyMainResolve(pkgDir, config, ctx);
      return encodePathForUrl(pkgDir) + stripSearchAndHash(packageSubpath.slice(1));
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new (codes().ERR_MODULE_NOT_FOUND)(packageName, ctx.base, null);
}

// Node's hint for a failed import: what require() would have found.
function commonJSHint(specifier, parentPath) {
  let found;
  try {
    const { Module } = require('internal/modules/cjs');
    // Like Node, the stand-in parent has no filename, so relative requests are tried
    // against the working directory.
    const parent = new Module(parentPath, null);
    parent.paths = Module._nodeModulePaths(parentPath);
    found = Module._resolveFilename(specifier, parent, false);
  } catch {
    return undefined;
  }
  if (typeof found !== 'string') return undefined;
  if (isRelativeSpecifier(specifier)) {
    // Relative between URL pathnames, so escapes show as a URL would have them.
    found = path.relative(toFileHref(path.dirname(parentPath)).slice(7),
      toFileHref(found).slice(7));
    if (!found.startsWith('../')) found = `./${found}`;
  } else if (specifier !== '' && specifier[0] !== '/' && specifier[0] !== '.') {
    const slash = specifier.indexOf('/');
    const pkg = slash === -1 ? specifier : specifier.slice(0, slash);
    const needle = `/node_modules/${pkg}/`;
    const at = found.lastIndexOf(needle);
    found = at === -1 ? toFileHref(found) :
      `${pkg}/${found.slice(at + needle.length).split('/').map(encodeURIComponent).join('/')}`;
  }
  return found !== specifier ? found : undefined;
}

function addCommonJSHint(error, specifier, parentPath) {
  if (error === null || typeof error !== 'object') return;
  if (error.code !== 'ERR_MODULE_NOT_FOUND' && error.code !== 'ERR_UNSUPPORTED_DIR_IMPORT') {
    return;
  }
  let spec = specifier;
  if (spec.startsWith('file://')) {
    try {
      spec = decodeUrlPath(fileUrlPathname(spec));
    } catch {
      return;
    }
  }
  const hint = commonJSHint(spec, parentPath);
  if (hint === undefined) return;
  error.message += `\nDid you mean to import ${JSON.stringify(hint)}?`;
}

// Node's defaultResolve(specifier, { parentURL, conditions }) -> { url, format }, in URLs.
function defaultResolve(specifier, context = {}) {
  const url = require('internal/url');
  let { parentURL, conditions } = context;
  if (parentURL !== undefined && typeof parentURL !== 'string' && !url.isURL(parentURL)) {
    throw new (codes().ERR_INVALID_ARG_TYPE)('parentURL', ['string', 'URL'], parentURL);
  }
  if (specifier.startsWith('node:')) return { __proto__: null, url: specifier };
  if (specifier.startsWith('data:')) return { __proto__: null, url: specifier };
  if (parentURL !== undefined && !`${parentURL}`.startsWith('file:')) {
    // A parent that is not a file: relative specifiers resolve as URLs against it (data:
    // and the like take none), file: URLs resolve as from anywhere, bare ones only name
    // built-ins.
    const base = `${parentURL}`;
    let target = specifier;
    if (shouldBeTreatedAsRelativeOrAbsolutePath(specifier)) {
      if (!url.URL.canParse(specifier, base)) {
        throw new (codes().ERR_UNSUPPORTED_RESOLVE_REQUEST)(specifier, base);
      }
      target = new url.URL(specifier, base).href;
    } else if (base.startsWith('data:') && !isURLLike(specifier) &&
        !canBeRequiredWithoutScheme(specifier)) {
      throw new (codes().ERR_UNSUPPORTED_RESOLVE_REQUEST)(specifier, base);
    }
    if (isURLLike(target) && !target.startsWith('file:')) {
      return { __proto__: null, url: new url.URL(target).href };
    }
    if (!target.startsWith('file:') && !canBeRequiredWithoutScheme(target)) {
      throw new (codes().ERR_INVALID_URL_SCHEME)('file');
    }
    // A file: URL resolves as from anywhere; a miss names the parent as given.
    const r = esmModuleResolve(target, base, getOptions().esmConditions,
      getOptions().preserveSymlinks);
    if (r.kind !== 'file') return { __proto__: null, url: r.url };
    return { __proto__: null, url: toFileHref(r.path), format: formatOfPath(r.path) };
  }
  const parentPath = parentURL === undefined ? path.join(process.cwd(), '[eval1]') :
    url.fileURLToPath(`${parentURL}`);
  const set = conditions === undefined ? getOptions().esmConditions : new Set(conditions);
  let r;
  try {
    r = esmModuleResolve(specifier, parentPath, set, getOptions().preserveSymlinks);
  } catch (e) {
    addCommonJSHint(e, specifier, parentPath);
    throw e;
  }
  if (r.kind !== 'file') return { __proto__: null, url: r.url };
  const format = formatOfPath(r.path);
  return { __proto__: null, url: toFileHref(r.path), format };
}

// --- require() through "exports" and "imports" ---------------------------------------------
function requireNotFound(request, pkgPath) {
  const err = new Error(`Cannot find module '${request}'`);
  err.code = 'MODULE_NOT_FOUND';
  if (pkgPath) err.path = pkgPath;
  return err;
}

// The end of an "exports"/"imports" resolution for require(): `resolved` is a URL
// pathname (or a node: URL, which require() cannot take here).
function finalizeRequireResolution(resolved, parentPath, pkgPath) {
  if (encodedSepRegEx.test(resolved)) {
    throw new (codes().ERR_INVALID_MODULE_SPECIFIER)(
      resolved.startsWith('/') ? `file://${resolved}` : resolved,
      'must not include encoded "/" or "\\" characters', parentPath);
  }
  if (!resolved.startsWith('/')) throw new (codes().ERR_INVALID_URL_SCHEME)('file');
  const filename = decodeUrlPath(resolved);
  const actual = cjsInternals.tryFile(filename);
  if (actual) return actual;
  throw requireNotFound(filename, pkgPath);
}

// require(`${name}${subpath}`) of a package in `pkgPath` whose config has "exports".
function requireExportsResolve(pkgPath, subpath, pkg, request, conditions) {
  try {
    return finalizeRequireResolution(packageExportsResolve(`${pkgPath}/package.json`,
      `.${subpath}`, pkg, { base: undefined, baseHref: undefined }, conditions), null,
    pkgPath);
  } catch (e) {
    if (e !== null && typeof e === 'object' && e.code === 'ERR_MODULE_NOT_FOUND') {
      throw requireNotFound(request, `${pkgPath}/package.json`);
    }
    throw e;
  }
}

// A package requiring itself by name: `pkg` is the nearest package.json of the requiring
// file and `request` its name or a subpath of it.
function requireSelfResolve(parentPath, request, pkg, conditions) {
  const expansion = request === pkg.name ? '.' : `.${request.slice(pkg.name.length)}`;
  try {
    const ctx = { base: parentPath, baseHref: true };
    return finalizeRequireResolution(packageExportsResolve(pkg.pjsonPath, expansion, pkg,
      ctx, conditions), parentPath, path.dirname(pkg.pjsonPath));
  } catch (e) {
    if (e !== null && typeof e === 'object' && e.code === 'ERR_MODULE_NOT_FOUND') {
      throw requireNotFound(request, pkg.pjsonPath);
    }
    throw e;
  }
}

// require('#name'): undefined when the requiring file's package has no "imports".
function requireImportsResolve(request, parent, conditions) {
  const parentPath = parent.filename || `${process.cwd()}${path.sep}`;
  const pkg = packageJson.getNearestParentPackageJSON(parentPath);
  if (pkg === undefined || pkg.imports == null) return undefined;
  try {
    const ctx = { base: parentPath, baseHref: true };
    return finalizeRequireResolution(
      packageImportsResolve(request, ctx, conditions,
        packageJson.getPackageScopeConfig(parentPath)),
      parentPath, pkg.pjsonPath);
  } catch (e) {
    if (e !== null && typeof e === 'object' && e.code === 'ERR_MODULE_NOT_FOUND') {
      throw requireNotFound(request);
    }
    throw e;
  }
}

// --- module.findPackageJSON ---------------------------------------------------------------
// Locates the package.json of the package a bare specifier names (self-reference first,
// then the node_modules walk), without resolving a file inside it.
function findPackageRoot(specifier, parentURL) {
  const url = require('internal/url');
  const href = `${parentURL}`;
  if (!href.startsWith('file:')) {
    // Node names the base of an invalid package name as a path, and looks for the base's
    // package scope with URL parsing no such base survives.
    try {
      parsePackageName(specifier, href);
    } catch {
      url.fileURLToPath(parentURL);
    }
    const opaque = !/^[a-z][a-z0-9+.-]*:\/\//i.test(href);
    throw opaque ? new (codes().ERR_INVALID_URL)('./package.json', href) :
      new (codes().ERR_INVALID_URL)(href);
  }
  const parentPath = url.fileURLToPath(parentURL);
  const { packageName } = parsePackageName(specifier, parentPath);
  const scope = packageJson.getPackageScopeConfig(parentPath);
  if (scope.exists && scope.exports != null && scope.name === packageName) return scope.pjsonPath;
  let dir = path.dirname(parentPath);
  for (;;) {
    const pkgDir = path.join(dir, 'node_modules', packageName);
    if (stat(pkgDir) === 1) return `${pkgDir}/package.json`;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new (codes().ERR_MODULE_NOT_FOUND)(packageName, parentPath, null);
}

function findPackageJSON(specifier, base = 'data:') {
  if (arguments.length === 0) throw new (codes().ERR_MISSING_ARGS)('specifier');
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
    return findPackageRoot(specifier, parentURL);
  }
  let resolved;
  try {
    resolved = defaultResolve(specifier, { parentURL: `${parentURL}` }).url;
  } catch (err) {
    if (err.code !== 'ERR_UNSUPPORTED_DIR_IMPORT') throw err;
    resolved = err.url;
  }
  const target = url.fileURLToPath(resolved);
  const pkg = packageJson.getNearestParentPackageJSON(target);
  // With no package.json above the target, Node 26 answers the target's own path.
  return pkg === undefined ? target : pkg.pjsonPath;
}

module.exports = {
  parsePackageName,
  patternKeyCompare,
  packageExportsResolve,
  packageImportsResolve,
  packageResolve,
  addCommonJSHint,
  defaultResolve,
  requireExportsResolve,
  requireSelfResolve,
  requireImportsResolve,
  findPackageJSON,
};
