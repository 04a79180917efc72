'use strict';
// path: the `path` module. module.exports is the POSIX implementation (minirt runs on
// Linux); `path.posix` is that same object and `path.win32` is a complete Windows
// implementation. Results follow Node 26.10 exactly, including its edge cases (trailing
// separators, '..' above the root, empty arguments, UNC/drive/device roots and reserved
// device names on win32). matchesGlob is a self-contained glob matcher covering the pattern
// syntax Node's matchesGlob accepts in practice (see the glob section below).

// internal/validators is loaded only to throw: the module loader needs path at start-up,
// and most scripts never pass path a bad argument.
function validateString(value, name) {
  if (typeof value !== 'string') require('internal/validators').validateString(value, name);
}
function validateObject(value, name) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    require('internal/validators').validateObject(value, name);
  }
}

const CH_SLASH = 47;     // '/'
const CH_BACKSLASH = 92; // '\'
const CH_COLON = 58;     // ':'
const CH_DOT = 46;       // '.'
const CH_QUESTION = 63;  // '?'

function isPosixSep(code) {
  return code === CH_SLASH;
}
function isWinSep(code) {
  return code === CH_SLASH || code === CH_BACKSLASH;
}
function isDriveLetter(code) {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

// Performance note: Boa runs JS far slower than V8, and per-character loops dominate path
// work there, so scanning uses native string searches (indexOf/lastIndexOf/split) and the
// helpers avoid destructuring and temporary arrays on the common paths.

// Rewrites a root-less path tail: drops empty and '.' segments, lets '..' cancel the
// segment before it, and keeps leading '..' only when the result may climb above its
// starting point (relative paths). `sep` is '/' (POSIX) or '\' (win32, where '/' also
// separates). The result uses `sep` and has no leading or trailing separator.
function collapseSegments(path, allowAboveRoot, sep) {
  if (sep === '\\' && path.indexOf('/') !== -1) path = path.replaceAll('/', '\\');
  // Common case: no empty, "." or ".." segment, so only the ends need trimming.
  if (path.indexOf(sep === '/' ? '//' : '\\\\') === -1 &&
      path.indexOf(sep === '/' ? '/.' : '\\.') === -1 && path.charCodeAt(0) !== CH_DOT) {
    const sepCode = sep === '/' ? CH_SLASH : CH_BACKSLASH;
    const from = path.charCodeAt(0) === sepCode ? 1 : 0;
    let to = path.length;
    if (to > from && path.charCodeAt(to - 1) === sepCode) to--;
    return from === 0 && to === path.length ? path : path.slice(from, to);
  }
  const parts = path.split(sep);
  const kept = [];
  for (let i = 0; i < parts.length; i++) {
    const segment = parts[i];
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (kept.length > 0 && kept[kept.length - 1] !== '..') kept.pop();
      else if (allowAboveRoot) kept.push('..');
    } else {
      kept.push(segment);
    }
  }
  return kept.join(sep);
}

// End of `path` once trailing separators are dropped, never below `floor`.
function trimmedEnd(path, floor, isSep) {
  let end = path.length;
  while (end > floor && isSep(path.charCodeAt(end - 1))) end--;
  return end;
}

// Start of the component that ends at `end` (end > floor): just after the separator before
// it, never below `floor`.
function componentStart(path, floor, end, windows) {
  let sep = path.lastIndexOf('/', end - 1);
  if (windows) {
    const back = path.lastIndexOf('\\', end - 1);
    if (back > sep) sep = back;
  }
  return sep + 1 < floor ? floor : sep + 1;
}

function basenameOf(path, suffix, floor, windows) {
  const end = trimmedEnd(path, floor, windows ? isWinSep : isPosixSep);
  const start = end > floor ? componentStart(path, floor, end, windows) : end;
  if (suffix === undefined || suffix.length === 0 || suffix.length > path.length) {
    return path.slice(start, end);
  }
  if (suffix === path) return '';
  const name = path.slice(start, end);
  if (name.length >= suffix.length) {
    if (!name.endsWith(suffix)) return name;
    // A name equal to the suffix is kept whole.
    return name.length === suffix.length ? name : name.slice(0, name.length - suffix.length);
  }
  // The whole name is the tail of a longer suffix: Node gives back everything from the
  // name's start, trailing separators included.
  if (suffix.endsWith(name)) return path.slice(start);
  return name;
}

// Index (within `path`) of the extension dot of the component [start, end), or -1. A
// leading dot (".bashrc") and the name ".." have no extension; `dotDotSpecial` is false
// where Node's scanner misses the ".." case (a root-level component of an absolute POSIX
// path in parse()).
function extensionDot(path, start, end, dotDotSpecial) {
  if (end - start < 2) return -1;
  const dot = path.lastIndexOf('.', end - 1);
  if (dot <= start) return -1;
  if (dotDotSpecial && dot === start + 1 && end - start === 2 &&
      path.charCodeAt(start) === CH_DOT) {
    return -1;
  }
  return dot;
}

function formatExt(ext) {
  return ext ? `${ext[0] === '.' ? '' : '.'}${ext}` : '';
}

function _format(sep, pathObject) {
  validateObject(pathObject, 'pathObject');
  const dir = pathObject.dir || pathObject.root;
  const base = pathObject.base || `${pathObject.name || ''}${formatExt(pathObject.ext)}`;
  if (!dir) return base;
  return dir === pathObject.root ? `${dir}${base}` : `${dir}${sep}${base}`;
}

// ---------------------------------------------------------------------------------------
// POSIX

function normalizePosix(path) {
  if (path.length === 0) return '.';
  const absolute = path.charCodeAt(0) === CH_SLASH;
  const trailing = path.charCodeAt(path.length - 1) === CH_SLASH;
  let tail = collapseSegments(path, !absolute, '/');
  if (tail.length === 0) {
    if (absolute) return '/';
    return trailing ? './' : '.';
  }
  if (trailing) tail += '/';
  return absolute ? `/${tail}` : tail;
}

const posix = {
  resolve(...args) {
    if (args.length === 0 || (args.length === 1 && (args[0] === '' || args[0] === '.'))) {
      const cwd = process.cwd();
      if (cwd.charCodeAt(0) === CH_SLASH) return cwd;
    }
    let resolved = '';
    let absolute = false;
    // Right to left, stopping at the first absolute path: arguments before it are not
    // even validated (as in Node).
    for (let i = args.length - 1; i >= 0 && !absolute; i--) {
      const p = args[i];
      if (typeof p !== 'string') validateString(p, `paths[${i}]`);
      if (p.length === 0) continue;
      resolved = `${p}/${resolved}`;
      absolute = p.charCodeAt(0) === CH_SLASH;
    }
    if (!absolute) {
      const cwd = process.cwd();
      resolved = `${cwd}/${resolved}`;
      absolute = cwd.charCodeAt(0) === CH_SLASH;
    }
    resolved = collapseSegments(resolved, !absolute, '/');
    if (absolute) return `/${resolved}`;
    return resolved.length > 0 ? resolved : '.';
  },

  normalize(path) {
    validateString(path, 'path');
    return normalizePosix(path);
  },

  isAbsolute(path) {
    validateString(path, 'path');
    return path.length > 0 && path.charCodeAt(0) === CH_SLASH;
  },

  join(...args) {
    if (args.length === 0) return '.';
    let joined;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i];
      validateString(arg, 'path');
      if (arg.length > 0) joined = joined === undefined ? arg : `${joined}/${arg}`;
    }
    if (joined === undefined) return '.';
    return normalizePosix(joined);
  },

  relative(from, to) {
    validateString(from, 'from');
    validateString(to, 'to');
    if (from === to) return '';
    from = posix.resolve(from);
    to = posix.resolve(to);
    if (from === to) return '';
    const fromParts = from === '/' ? [] : from.slice(1).split('/');
    const toParts = to === '/' ? [] : to.slice(1).split('/');
    const limit = Math.min(fromParts.length, toParts.length);
    let common = 0;
    while (common < limit && fromParts[common] === toParts[common]) common++;
    const ups = fromParts.length - common;
    let out = ups > 0 ? `..${'/..'.repeat(ups - 1)}` : '';
    if (common < toParts.length) {
      const rest = toParts.slice(common).join('/');
      out = out.length > 0 ? `${out}/${rest}` : rest;
    }
    return out;
  },

  toNamespacedPath(path) {
    return path;
  },

  dirname(path) {
    validateString(path, 'path');
    const len = path.length;
    if (len === 0) return '.';
    const rooted = path.charCodeAt(0) === CH_SLASH;
    // Skip trailing separators (never to index 0); the separator before the last
    // component ends the directory part, and earlier separators are kept. Index 0 never
    // counts as that separator.
    const end = trimmedEnd(path, 1, isPosixSep);
    const sep = end > 1 ? path.lastIndexOf('/', end - 1) : -1;
    if (sep < 1) return rooted ? '/' : '.';
    if (rooted && sep === 1) return '//';
    return path.slice(0, sep);
  },

  basename(path, suffix) {
    if (suffix !== undefined) validateString(suffix, 'suffix');
    validateString(path, 'path');
    return basenameOf(path, suffix, 0, false);
  },

  extname(path) {
    validateString(path, 'path');
    const end = trimmedEnd(path, 0, isPosixSep);
    if (end === 0) return '';
    const dot = extensionDot(path, componentStart(path, 0, end, false), end, true);
    return dot === -1 ? '' : path.slice(dot, end);
  },

  format: _format.bind(null, '/'),

  parse(path) {
    validateString(path, 'path');
    const ret = { root: '', dir: '', base: '', ext: '', name: '' };
    if (path.length === 0) return ret;
    const absolute = path.charCodeAt(0) === CH_SLASH;
    if (absolute) ret.root = '/';
    const floor = absolute ? 1 : 0;
    const end = trimmedEnd(path, floor, isPosixSep);
    const start = end > floor ? componentStart(path, floor, end, false) : end;
    if (end > start) {
      // A component right after the root was not preceded by a separator the scanner
      // could see, so Node's ".." rule does not fire there.
      const dot = extensionDot(path, start, end, !(absolute && start === 1));
      ret.base = path.slice(start, end);
      if (dot === -1) {
        ret.name = ret.base;
      } else {
        ret.name = path.slice(start, dot);
        ret.ext = path.slice(dot, end);
      }
    }
    // The directory ends just before the separator that precedes the last component.
    const sepAt = end > start ? start - 1 : -1;
    if (sepAt > 0 || (sepAt === 0 && !absolute)) {
      ret.dir = path.slice(0, sepAt);
    } else if (absolute) {
      ret.dir = '/';
    }
    return ret;
  },

  matchesGlob(path, pattern) {
    return require('internal/path_glob').matchGlob(path, pattern, false);
  },

  sep: '/',
  delimiter: ':',
  win32: null,
  posix: null,
};

function relativeBySegments(fromOrig, toOrig) {
  const fromParts = fromOrig.split('\\');
  const toParts = toOrig.split('\\');
  if (fromParts[fromParts.length - 1] === '') fromParts.pop();
  if (toParts[toParts.length - 1] === '') toParts.pop();
  const fromLen = fromParts.length;
  const toLen = toParts.length;
  const limit = fromLen < toLen ? fromLen : toLen;
  let i = 0;
  while (i < limit && fromParts[i].toLowerCase() === toParts[i].toLowerCase()) i++;
  if (i === 0) return toOrig;
  if (i === limit) {
    if (toLen > limit) return toParts.slice(i).join('\\');
    if (fromLen > limit) return `${'..\\'.repeat(fromLen - 1 - i)}..`;
    return '';
  }
  return `${'..\\'.repeat(fromLen - i)}${toParts.slice(i).join('\\')}`;
}

// win32.relative on resolved paths of unchanged length: a character-level comparison of the
// lower-cased forms (leading "\" and trailing "\" trimmed), slicing the result out of the
// original `to` so its case is preserved.
function relativeByChars(toOrigFrom, toOrig, from, to) {
  let fromStart = 0;
  while (fromStart < from.length && from.charCodeAt(fromStart) === CH_BACKSLASH) fromStart++;
  let fromEnd = from.length;
  while (fromEnd - 1 > fromStart && from.charCodeAt(fromEnd - 1) === CH_BACKSLASH) fromEnd--;
  const fromLen = fromEnd - fromStart;

  let toStart = 0;
  while (toStart < to.length && to.charCodeAt(toStart) === CH_BACKSLASH) toStart++;
  let toEnd = to.length;
  while (toEnd - 1 > toStart && to.charCodeAt(toEnd - 1) === CH_BACKSLASH) toEnd--;
  const toLen = toEnd - toStart;

  const length = fromLen < toLen ? fromLen : toLen;
  let lastCommonSep = -1;
  let i = 0;
  for (; i < length; i++) {
    const code = from.charCodeAt(fromStart + i);
    if (code !== to.charCodeAt(toStart + i)) break;
    if (code === CH_BACKSLASH) lastCommonSep = i;
  }

  if (i !== length) {
    // Different before the first shared separator: nothing in common (other drive, ...).
    if (lastCommonSep === -1) return toOrig;
  } else {
    if (toLen > length) {
      // `from` is a directory prefix of `to`, or the bare device root ("c:").
      if (to.charCodeAt(toStart + i) === CH_BACKSLASH) return toOrig.slice(toStart + i + 1);
      if (i === 2) return toOrig.slice(toStart + i);
    }
    if (fromLen > length) {
      if (from.charCodeAt(fromStart + i) === CH_BACKSLASH) lastCommonSep = i;
      else if (i === 2) lastCommonSep = 3;
    }
    if (lastCommonSep === -1) lastCommonSep = 0;
  }

  // One ".." per remaining component of `from`.
  let out = '';
  for (let k = fromStart + lastCommonSep + 1; k <= fromEnd; k++) {
    if (k === fromEnd || from.charCodeAt(k) === CH_BACKSLASH) {
      out += out.length === 0 ? '..' : '\\..';
    }
  }
  toStart += lastCommonSep;
  if (out.length > 0) return `${out}${toOrig.slice(toStart, toEnd)}`;
  if (toOrig.charCodeAt(toStart) === CH_BACKSLASH) toStart++;
  return toOrig.slice(toStart, toEnd);
}

// ---------------------------------------------------------------------------------------
// The helpers path.win32 (internal/path_win32) shares with the POSIX half.
Object.assign(require('internal/path_shared'), {
  CH_BACKSLASH,
  CH_COLON,
  CH_DOT,
  CH_QUESTION,
  CH_SLASH,
  _format,
  basenameOf,
  collapseSegments,
  componentStart,
  extensionDot,
  isDriveLetter,
  isWinSep,
  posix,
  relativeByChars,
  relativeBySegments,
  trimmedEnd,
});
let win32;
Object.defineProperty(posix, 'win32', {
  enumerable: true,
  configurable: true,
  get() {
    if (win32 === undefined) win32 = require('internal/path_win32');
    return win32;
  },
});
posix.posix = posix;

// Legacy alias (DEP0080, documentation-only deprecated).
posix._makeLong = posix.toNamespacedPath;

module.exports = posix;
