// internal/modules/esm_resolve: the ES module resolver for everything but package names,
// loaded with the ES module loader (internal/modules/esm): relative and absolute
// specifiers as URLs, file:/node:/data: schemes, the finalize checks, format detection for
// resolved files, the file path <-> URL text helpers, and import.meta (url, filename,
// dirname, main, resolve()). Bare specifiers and "#imports" go
// to internal/modules/resolve, which the loader reaches only for them.
// It works on file paths rather than URL objects (URL parsing is costly on Boa), keeping
// URL semantics where they show: percent-decoding, dot segments, "?"/"#" suffixes.
'use strict';

const path = require('path');
const { stat, realpath } = internalBinding('modules');

let errorCodes;
function codes() {
  if (errorCodes === undefined) errorCodes = require('internal/errors').codes;
  return errorCodes;
}
let packageJsonModule;
function packageJson() {
  if (packageJsonModule === undefined) packageJsonModule = require('internal/modules/package_json');
  return packageJsonModule;
}
let packagesModule;
function packages() {
  if (packagesModule === undefined) packagesModule = require('internal/modules/resolve');
  return packagesModule;
}

// --- URL-ish path helpers -----------------------------------------------------------------
// pathToFileURL(p).href without building a URL object: the path resolved, then every
// character outside the ones a file URL path keeps as they are percent-encoded (UTF-8).
const plainUrlPath = /^[A-Za-z0-9!$&'()*+,\-./:;=@_]*$/;
function toFileHref(p) {
  let resolved = path.resolve(p);
  if (p.endsWith('/') && resolved !== '/') resolved += '/';
  if (plainUrlPath.test(resolved)) return `file://${resolved}`;
  let out = 'file://';
  for (const ch of resolved) {
    out += plainUrlPath.test(ch) ? ch :
      ch.charCodeAt(0) < 128 ? `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}` :
        encodeURIComponent(ch);
  }
  return out;
}

// Inside a URL path, only "%" would change meaning when decoded again.
function encodePathForUrl(p) {
  return p.includes('%') ? p.replace(/%/g, '%25') : p;
}

// As fileURLToPath: a malformed escape throws URIError.
function decodeUrlPath(pathname) {
  if (!pathname.includes('%')) return pathname;
  try {
    return decodeURIComponent(pathname);
  } catch {
    // V8's wording (the engine's own differs).
    throw new URIError('URI malformed');
  }
}

function isSingleDot(seg) {
  return seg === '.' || seg.toLowerCase() === '%2e';
}
function isDoubleDot(seg) {
  if (seg === '..') return true;
  const s = seg.toLowerCase();
  return s === '.%2e' || s === '%2e.' || s === '%2e%2e';
}

// WHATWG path parsing of an absolute pathname: "\" is "/" for file URLs, "."/".." (also
// percent-encoded) segments are applied.
function normalizeUrlPath(pathname) {
  const segs = pathname.replace(/\\/g, '/').split('/');
  const out = [];
  for (let i = 1; i < segs.length; i++) {
    const seg = segs[i];
    const last = i === segs.length - 1;
    if (isDoubleDot(seg)) {
      if (out.length > 0) out.pop();
      if (last) out.push('');
    } else if (isSingleDot(seg)) {
      if (last) out.push('');
    } else {
      out.push(seg);
    }
  }
  return `/${out.join('/')}`;
}

// Drops "?query" and "#fragment" (minirt keys modules by file path only).
function stripSearchAndHash(s) {
  let end = s.length;
  const q = s.indexOf('?');
  if (q !== -1) end = q;
  const h = s.indexOf('#');
  if (h !== -1 && h < end) end = h;
  return end === s.length ? s : s.slice(0, end);
}

// The pathname of `new URL(specifier, fileURL(parentPath))` for a relative or absolute
// specifier.
function resolveRelativeUrl(specifier, parentPath) {
  let spec = stripSearchAndHash(specifier.replace(/\\/g, '/'));
  if (spec.startsWith('//')) {
    const end = spec.indexOf('/', 2);
    const host = end === -1 ? spec.slice(2) : spec.slice(2, end);
    if (host !== '' && host.toLowerCase() !== 'localhost') {
      throw new (codes().ERR_INVALID_FILE_URL_HOST)(process.platform);
    }
    spec = end === -1 ? '/' : spec.slice(end);
  }
  if (spec.startsWith('/')) return normalizeUrlPath(spec);
  const dir = encodePathForUrl(path.dirname(parentPath));
  return normalizeUrlPath(`${dir === '/' ? '' : dir}/${spec}`);
}

// Pathname of a file: URL string; throws like fileURLToPath for other hosts.
function fileUrlPathname(href) {
  let rest = stripSearchAndHash(href.slice(5).replace(/\\/g, '/'));
  if (rest.startsWith('//')) {
    const end = rest.indexOf('/', 2);
    const host = end === -1 ? rest.slice(2) : rest.slice(2, end);
    if (host !== '' && host.toLowerCase() !== 'localhost') {
      throw new (codes().ERR_INVALID_FILE_URL_HOST)(process.platform);
    }
    rest = end === -1 ? '/' : rest.slice(end);
  }
  if (!rest.startsWith('/')) rest = `/${rest}`;
  return normalizeUrlPath(rest);
}

const schemeRegEx = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;
function isURLLike(s) {
  return schemeRegEx.test(s);
}

function isRelativeSpecifier(s) {
  if (s[0] !== '.') return false;
  if (s.length === 1 || s[1] === '/') return true;
  return s[1] === '.' && (s.length === 2 || s[2] === '/');
}

function shouldBeTreatedAsRelativeOrAbsolutePath(s) {
  if (s === '') return false;
  return s[0] === '/' || isRelativeSpecifier(s);
}

// Percent-encoded "/" or "\" in a resolved path.
const encodedSepRegEx = /%2F|%5C/i;

// --- formats --------------------------------------------------------------------------------
// Typeless .js files: CommonJS unless CommonJS cannot parse them for their module syntax
// (Node's syntax detection). Cached per file.
const detected = new Map();
function detectJsFormat(file) {
  const cached = detected.get(file);
  if (cached !== undefined) return cached;
  const { readFile } = internalBinding('modules');
  const source = readFile(file);
  let format = 'commonjs';
  if (source !== undefined) {
    const { containsModuleSyntax } = require('internal/modules/detect_syntax');
    if (containsModuleSyntax(source, file)) format = 'module';
  }
  detected.set(file, format);
  return format;
}

// Typeless .ts files: syntax detection on the stripped source. Cached per file.
function detectTsFormat(file, ts) {
  const cached = detected.get(file);
  if (cached !== undefined) return cached;
  const format = ts.detectFormat(file);
  detected.set(file, format);
  return format;
}

// The module format of a resolved file: 'module', 'commonjs', 'json', 'wasm', 'addon', or
// undefined for an extension Node does not know (`detect` false skips syntax detection).
function formatOfPath(file, detect = true) {
  const slash = file.lastIndexOf('/');
  const dot = file.lastIndexOf('.');
  const ext = dot > slash + 1 ? file.slice(dot) : '';
  switch (ext) {
    case '.mjs': return 'module';
    case '.cjs': return 'commonjs';
    case '.json': return 'json';
    case '.wasm': return 'wasm';
    case '.node': return 'addon';
    case '.js': {
      const type = packageJson().getPackageType(file);
      if (type === 'module') return 'module';
      if (type === 'commonjs' || !detect) return 'commonjs';
      return detectJsFormat(file);
    }
    case '': {
      // An extensionless file of a package with no "type" is told by its syntax, as a .js is.
      const type = packageJson().getPackageType(file);
      if (type === 'module') return 'module';
      if (type === 'commonjs' || !detect) return 'commonjs';
      return detectJsFormat(file);
    }
    case '.ts': case '.mts': case '.cts': {
      const ts = require('internal/modules/typescript');
      if (!ts.isEnabled()) return undefined;
      const format = ts.typeScriptFormat(file, ext);
      if (format !== undefined) return format;
      return detect ? detectTsFormat(file, ts) : 'commonjs';
    }
    default: return undefined;
  }
}

// --- the ES module resolver -------------------------------------------------------------------
// internal/errors is loaded only on the error paths.
// The href of the file URL whose pathname is `pathname` (escapes kept as they are, the
// characters the URL parser escapes in a path escaped) and whose ?query#fragment is `suffix`:
// what a resolution that fails shows as the error's url.
const urlPathEscapes = /[\x00-\x20"<>^`{}\x7f-\uffff]/;
function hrefOfPathname(pathname, suffix) {
  let out = pathname;
  if (urlPathEscapes.test(pathname)) {
    out = '';
    for (const ch of pathname) {
      out += urlPathEscapes.test(ch) ? encodeURIComponent(ch).replace(/[!'()*]/g, (c) =>
        `%${c.charCodeAt(0).toString(16).toUpperCase()}`) : ch;
    }
  }
  return `file://${out}${suffix}`;
}

// The "?query#fragment" of a relative or file: URL specifier, as a URL keeps it.
function searchAndHashOf(specifier) {
  if (specifier.search(/[?#]/) === -1) return '';
  const href = new URL(specifier, 'file:///').href;
  const at = href.search(/[?#]/);
  return at === -1 ? '' : href.slice(at);
}

// A resolved URL that is no file path (another host, a malformed escape) fails as
// fileURLToPath does, the error naming the URL (`input`) and the importing module.
function noteUrlToPathError(err, input, parentPath) {
  if (err !== null && typeof err === 'object' &&
      (err.code === 'ERR_INVALID_FILE_URL_HOST' || err instanceof URIError)) {
    const define = (key, value) => Object.defineProperty(err, key,
      { value, writable: true, enumerable: true, configurable: true });
    define('input', input());
    define('module', toFileHref(parentPath));
  }
  return err;
}

function finalizeResolution(pathname, ctx, preserveSymlinks, suffix = '') {
  if (encodedSepRegEx.test(pathname)) {
    throw new (codes().ERR_INVALID_MODULE_SPECIFIER)(pathname,
      'must not include encoded "/" or "\\" characters', ctx.base);
  }
  pathname = normalizeUrlPath(pathname);
  let file;
  try {
    file = decodeUrlPath(pathname);
  } catch (err) {
    throw noteUrlToPathError(err, () => hrefOfPathname(pathname, suffix), ctx.base);
  }
  // Node stats the last character of a path that ends in '/' (that is, '/' itself), so
  // such a path is a directory import whether or not it exists.
  const rc = stat(file.endsWith('/') ? '/' : file);
  if (rc === 1) {
    throw new (codes().ERR_UNSUPPORTED_DIR_IMPORT)(file, ctx.base,
      hrefOfPathname(pathname, suffix));
  }
  if (rc !== 0) {
    throw new (codes().ERR_MODULE_NOT_FOUND)(file, ctx.base, hrefOfPathname(pathname, suffix));
  }
  return preserveSymlinks ? file : realpath(file);
}

function unsupportedScheme(specifier) {
  const protocol = specifier.slice(0, specifier.indexOf(':') + 1);
  const schemes = protocol === 'http:' || protocol === 'https:' ? ['file', 'data'] :
    ['file', 'data', 'node'];
  return new (codes().ERR_UNSUPPORTED_ESM_URL_SCHEME)({ protocol }, schemes);
}

// Resolves an import specifier from `parentPath` (a file path; for the entry or eval code,
// a file in the cwd). Returns { kind: 'file', path, suffix } (suffix: the ?query#fragment
// the URL keeps) | { kind: 'builtin', url } |
// { kind: 'data', url }. Throws Node's errors, without the "Did you mean" hint.
function esmModuleResolve(specifier, parentPath, conditions, preserveSymlinks) {
  const ctx = { base: parentPath, baseHref: undefined };
  // A parent ending in '/' is a directory, as a base URL ending in '/' (node:test resolves
  // reporters from the working directory so): lookups start inside it, messages name it.
  const lookupPath = parentPath.endsWith('/') ? `${parentPath}[dir]` : parentPath;
  let pathname;
  let suffix = '';
  if (shouldBeTreatedAsRelativeOrAbsolutePath(specifier)) {
    try {
      pathname = resolveRelativeUrl(specifier, lookupPath);
    } catch (err) {
      throw noteUrlToPathError(err, () => new URL(specifier, toFileHref(lookupPath)).href,
        parentPath);
    }
    suffix = searchAndHashOf(specifier);
  } else if (specifier[0] === '#') {
    ctx.baseHref = true;
    pathname = packages().packageImportsResolve(specifier, ctx, conditions);
  } else if (isURLLike(specifier)) {
    const scheme = specifier.slice(0, specifier.indexOf(':')).toLowerCase();
    if (scheme === 'node') return { kind: 'builtin', url: specifier };
    if (scheme === 'data') return { kind: 'data', url: specifier };
    if (scheme !== 'file') throw unsupportedScheme(specifier);
    try {
      pathname = fileUrlPathname(specifier);
    } catch (err) {
      throw noteUrlToPathError(err, () => new URL(specifier).href, parentPath);
    }
    suffix = searchAndHashOf(specifier);
  } else {
    ctx.baseHref = true;
    pathname = packages().packageResolve(specifier, lookupPath, conditions, ctx);
  }
  if (pathname.startsWith('node:')) return { kind: 'builtin', url: pathname };
  const file = finalizeResolution(pathname, ctx, preserveSymlinks, suffix);
  return { kind: 'file', path: file, suffix };
}
// --- import.meta -----------------------------------------------------------------------------
// Fills import.meta of the module at `filename` (a file path, or a data: URL) with Node's
// properties in Node's order. `urlSuffix` is the `?query` / `#fragment` a file was imported
// with (each such URL is a module of its own); its url keeps it, its filename does not.
function esmImportMeta(meta, filename, urlSuffix) {
  const esm = require('internal/modules/esm');
  const isData = filename.startsWith('data:');
  // A module a resolve hook named by a URL with a search (esm_interop's urlKeyed) is keyed
  // by that URL; a node: one, or one a load hook made under a URL of another scheme, has
  // no file.
  const isUrl = !isData && /^[a-zA-Z][a-zA-Z0-9+.-]+:/.test(filename);
  const isFile = !isData && (!isUrl || filename.startsWith('file:'));
  const url = isData || isUrl ? filename :
    filename === esm.state.evalEntryPath ? `file://${filename}` :
      toFileHref(filename) + (urlSuffix === undefined ? '' : urlSuffix);
  if (isUrl && filename.startsWith('file:')) {
    filename = require('internal/url').fileURLToPath(filename);
  }
  const define = (name, value) => Object.defineProperty(meta, name,
    { value, writable: true, enumerable: true, configurable: true });
  if (isFile) {
    define('dirname', path.dirname(filename));
    define('filename', filename);
  }
  define('main', filename === esm.state.mainPath);
  // The second parameter (a parent URL) needs a flag in Node and is ignored without it.
  // eslint-disable-next-line no-unused-vars
  define('resolve', function resolve(specifier, parentURL) {
    specifier = `${specifier}`;
    let href;
    try {
      href = isFile ? resolveUrl(esm, specifier, filename) :
        isData || url.startsWith('node:') ? resolveUrl(esm, specifier, undefined) :
          esm.interop().resolveUrlWithHooks(specifier, url);
    } catch (error) {
      if (error !== null && typeof error === 'object' &&
          (error.code === 'ERR_UNSUPPORTED_DIR_IMPORT' || error.code === 'ERR_MODULE_NOT_FOUND') &&
          error.url) {
        return error.url;
      }
      // Only loading refuses other schemes; resolving gives the URL.
      if (error !== null && typeof error === 'object' &&
          error.code === 'ERR_UNSUPPORTED_ESM_URL_SCHEME' && isURLLike(specifier)) {
        return new URL(specifier).href;
      }
      require('internal/modules/parse_errors').noteImportThrow(error, false);
      throw error;
    }
    return withSearchAndHash(href, specifier);
  });
  define('url', url);
  return meta;
}

// The loader works on paths; a file URL keeps the ?query and #fragment its specifier had.
function withSearchAndHash(href, specifier) {
  if (!href.startsWith('file:') ||
      !(shouldBeTreatedAsRelativeOrAbsolutePath(specifier) || /^file:/i.test(specifier))) {
    return href;
  }
  const at = specifier.search(/[?#]/);
  if (at === -1) return href;
  const u = new URL(specifier, 'file:///');
  return `${href}${u.search}${u.hash}`;
}

function resolveUrl(esm, specifier, parentPath) {
  if (esm.hasResolveHooks()) return esm.interop().resolveUrlWithHooks(specifier, parentPath);
  return esm.urlOf(esm.defaultResolveForLoader(specifier, parentPath));
}

module.exports = {
  toFileHref,
  encodePathForUrl,
  decodeUrlPath,
  stripSearchAndHash,
  fileUrlPathname,
  isURLLike,
  isRelativeSpecifier,
  shouldBeTreatedAsRelativeOrAbsolutePath,
  encodedSepRegEx,
  detectJsFormat,
  formatOfPath,
  esmModuleResolve,
  esmImportMeta,
};
