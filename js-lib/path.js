'use strict';
// path: the `path` module. module.exports is the POSIX implementation (minirt runs on
// Linux); `path.posix` is that same object and `path.win32` is a complete Windows
// implementation. Results follow Node 26.10 exactly, including its edge cases (trailing
// separators, '..' above the root, empty arguments, UNC/drive/device roots and reserved
// device names on win32). matchesGlob is a self-contained glob matcher covering the pattern
// syntax Node's matchesGlob accepts in practice (see the glob section below).

const { validateObject, validateString } = require('internal/validators');

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
    return matchGlob(path, pattern, false);
  },

  sep: '/',
  delimiter: ':',
  win32: null,
  posix: null,
};

// ---------------------------------------------------------------------------------------
// Windows

const kReservedNames = new Set([
  'CON', 'PRN', 'AUX', 'NUL',
  'COM1', 'COM2', 'COM3', 'COM4', 'COM5', 'COM6', 'COM7', 'COM8', 'COM9',
  'LPT1', 'LPT2', 'LPT3', 'LPT4', 'LPT5', 'LPT6', 'LPT7', 'LPT8', 'LPT9',
  'COM\xb9', 'COM\xb2', 'COM\xb3', 'LPT\xb9', 'LPT\xb2', 'LPT\xb3',
]);

// Whether the text before `colonIndex` names a DOS device (CON, COM1, ...). Node also
// calls this with colonIndex -1, which checks all but the last character; kept as is.
function isReservedName(path, colonIndex) {
  return kReservedNames.has(path.slice(0, colonIndex).toUpperCase());
}

// For a path that starts with two separators, matches "\\server\share": returns
// [server, shareStart, shareEnd] (shareEnd === path.length when nothing follows the share),
// or null when there is no server or no share.
function matchUncRoot(path) {
  const len = path.length;
  let j = 2;
  while (j < len && !isWinSep(path.charCodeAt(j))) j++;
  if (j === 2 || j >= len) return null;
  const server = path.slice(2, j);
  while (j < len && isWinSep(path.charCodeAt(j))) j++;
  if (j >= len) return null;
  const shareStart = j;
  while (j < len && !isWinSep(path.charCodeAt(j))) j++;
  return [server, shareStart, j];
}

// Root of one argument of win32.resolve: [device, rootEnd, absolute].
function resolveRoot(path) {
  const len = path.length;
  const c0 = path.charCodeAt(0);
  if (len === 1) return isWinSep(c0) ? ['', 1, true] : ['', 0, false];
  if (isWinSep(c0)) {
    if (!isWinSep(path.charCodeAt(1))) return ['', 1, true];
    const unc = matchUncRoot(path);
    if (unc === null) return ['', 0, true];
    const server = unc[0];
    if (server === '.' || server === '?') return [`\\\\${server}`, 4, true];
    return [`\\\\${server}\\${path.slice(unc[1], unc[2])}`, unc[2], true];
  }
  if (isDriveLetter(c0) && path.charCodeAt(1) === CH_COLON) {
    if (len > 2 && isWinSep(path.charCodeAt(2))) return [path.slice(0, 2), 3, true];
    return [path.slice(0, 2), 2, false];
  }
  return ['', 0, false];
}

// Start of the component area for dirname/parse (the root's length), or -1 when there is
// no root. A bare "\\server\share" is all root.
function componentRoot(path) {
  const c0 = path.charCodeAt(0);
  if (isWinSep(c0)) {
    if (!isWinSep(path.charCodeAt(1))) return 1;
    const unc = matchUncRoot(path);
    if (unc === null) return 1;
    return unc[2] === path.length ? path.length : unc[2] + 1;
  }
  if (isDriveLetter(c0) && path.charCodeAt(1) === CH_COLON) {
    return path.length > 2 && isWinSep(path.charCodeAt(2)) ? 3 : 2;
  }
  return -1;
}

function hasDrivePrefix(path) {
  return path.length >= 2 && isDriveLetter(path.charCodeAt(0)) &&
    path.charCodeAt(1) === CH_COLON;
}

const kForwardSlashes = /\//g;

const win32 = {
  resolve(...args) {
    let device = '';
    let tail = '';
    let absolute = false;
    for (let i = args.length - 1; i >= -1; i--) {
      let path;
      if (i >= 0) {
        path = args[i];
        if (typeof path !== 'string') validateString(path, `paths[${i}]`);
        if (path.length === 0) continue;
      } else if (device.length === 0) {
        path = process.cwd();
        if (args.length === 0 ||
            (args.length === 1 && (args[0] === '' || args[0] === '.') &&
             isWinSep(path.charCodeAt(0)))) {
          return path.replace(kForwardSlashes, '\\');
        }
      } else {
        // A drive-relative path: Windows keeps a cwd per drive in the "=X:" variables.
        path = process.env[`=${device}`] || process.cwd();
        if (path === undefined ||
            (path.slice(0, 2).toLowerCase() !== device.toLowerCase() &&
             path.charCodeAt(2) === CH_BACKSLASH)) {
          path = `${device}\\`;
        }
      }

      const root = resolveRoot(path);
      const rootDevice = root[0];
      if (rootDevice.length > 0) {
        if (device.length > 0) {
          // A path on another device does not contribute.
          if (rootDevice.toLowerCase() !== device.toLowerCase()) continue;
        } else {
          device = rootDevice;
        }
      }
      if (absolute) {
        if (device.length > 0) break;
      } else {
        tail = `${path.slice(root[1])}\\${tail}`;
        absolute = root[2];
        if (absolute && device.length > 0) break;
      }
    }
    tail = collapseSegments(tail, !absolute, '\\');
    return absolute ? `${device}\\${tail}` : `${device}${tail}` || '.';
  },

  normalize(path) {
    validateString(path, 'path');
    const len = path.length;
    if (len === 0) return '.';
    const c0 = path.charCodeAt(0);
    if (len === 1) return c0 === CH_SLASH ? '\\' : path;
    let rootEnd = 0;
    let device;
    let absolute = false;
    if (isWinSep(c0)) {
      absolute = true;
      if (isWinSep(path.charCodeAt(1))) {
        const unc = matchUncRoot(path);
        if (unc !== null) {
          const server = unc[0];
          if (server === '.' || server === '?') {
            // A device namespace root (\\.\ or \\?\), possibly naming a DOS device.
            device = `\\\\${server}`;
            rootEnd = 4;
            const named = path.slice(4, path.indexOf(':') + 1);
            if (isReservedName(named, named.length - 1)) {
              device = `\\\\?\\${named}`;
              rootEnd = 4 + named.length;
            }
          } else if (unc[2] === len) {
            // Nothing but "\\server\share": the root alone, with a trailing separator.
            return `\\\\${server}\\${path.slice(unc[1])}\\`;
          } else {
            device = `\\\\${server}\\${path.slice(unc[1], unc[2])}`;
            rootEnd = unc[2];
          }
        }
      } else {
        rootEnd = 1;
      }
    } else {
      const colon = path.indexOf(':');
      if (colon > 0) {
        if (colon === 1 && isDriveLetter(c0)) {
          device = path.slice(0, 2);
          rootEnd = 2;
          if (len > 2 && isWinSep(path.charCodeAt(2))) {
            absolute = true;
            rootEnd = 3;
          }
        } else if (isReservedName(path, colon)) {
          device = path.slice(0, colon + 1);
          rootEnd = colon + 1;
        }
      }
    }

    let tail = rootEnd < len ?
      collapseSegments(path.slice(rootEnd), !absolute, '\\') : '';
    if (tail.length === 0 && !absolute) tail = '.';
    if (tail.length > 0 && isWinSep(path.charCodeAt(len - 1))) tail += '\\';

    if (!absolute && device === undefined && path.includes(':')) {
      // A relative result must not turn into something Windows reads as a drive or
      // stream path (CVE-2024-36139): prefix it with ".\".
      if (tail.length >= 2 && isDriveLetter(tail.charCodeAt(0)) &&
          tail.charCodeAt(1) === CH_COLON) {
        return `.\\${tail}`;
      }
      for (let at = path.indexOf(':'); at !== -1; at = path.indexOf(':', at + 1)) {
        if (at === len - 1 || isWinSep(path.charCodeAt(at + 1))) return `.\\${tail}`;
      }
    }
    if (isReservedName(path, path.indexOf(':'))) {
      return `.\\${device === undefined ? '' : device}${tail}`;
    }
    if (device === undefined) return absolute ? `\\${tail}` : tail;
    return absolute ? `${device}\\${tail}` : `${device}${tail}`;
  },

  isAbsolute(path) {
    validateString(path, 'path');
    const len = path.length;
    if (len === 0) return false;
    const c0 = path.charCodeAt(0);
    return isWinSep(c0) ||
      (len > 2 && isDriveLetter(c0) && path.charCodeAt(1) === CH_COLON &&
       isWinSep(path.charCodeAt(2)));
  },

  join(...args) {
    if (args.length === 0) return '.';
    let joined;
    let first;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i];
      validateString(arg, 'path');
      if (arg.length > 0) {
        if (joined === undefined) {
          joined = first = arg;
        } else {
          joined = `${joined}\\${arg}`;
        }
      }
    }
    if (joined === undefined) return '.';

    // normalize() would read a leading double separator as a UNC root. Keep that reading
    // only when the first argument itself clearly starts one ("\\server..."); otherwise
    // squash the run of leading separators into one.
    let leading = 0;
    let looksUnc = false;
    if (isWinSep(first.charCodeAt(0))) {
      leading = 1;
      if (first.length > 1 && isWinSep(first.charCodeAt(1))) {
        leading = 2;
        if (first.length > 2) {
          if (isWinSep(first.charCodeAt(2))) leading = 3;
          else looksUnc = true;
        }
      }
    }
    if (!looksUnc) {
      while (leading < joined.length && isWinSep(joined.charCodeAt(leading))) leading++;
      if (leading >= 2) joined = `\\${joined.slice(leading)}`;
    }

    // With a DOS device name in any "\"-separated part, Node skips normalisation and only
    // turns "/" into "\".
    const parts = joined.split('\\');
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      const colon = part.indexOf(':');
      if (colon !== -1 && isReservedName(part, colon)) {
        return joined.replace(kForwardSlashes, '\\');
      }
    }
    return win32.normalize(joined);
  },

  relative(from, to) {
    validateString(from, 'from');
    validateString(to, 'to');
    if (from === to) return '';
    const fromOrig = win32.resolve(from);
    const toOrig = win32.resolve(to);
    if (fromOrig === toOrig) return '';
    const fromLower = fromOrig.toLowerCase();
    const toLower = toOrig.toLowerCase();
    if (fromLower === toLower) return '';
    if (fromOrig.length !== fromLower.length || toOrig.length !== toLower.length) {
      return relativeBySegments(fromOrig, toOrig);
    }
    return relativeByChars(fromOrig, toOrig, fromLower, toLower);
  },

  toNamespacedPath(path) {
    if (typeof path !== 'string' || path.length === 0) return path;
    const resolved = win32.resolve(path);
    if (resolved.length <= 2) return path;
    const c0 = resolved.charCodeAt(0);
    if (c0 === CH_BACKSLASH) {
      if (resolved.charCodeAt(1) === CH_BACKSLASH) {
        const c2 = resolved.charCodeAt(2);
        // A plain UNC path becomes a long UNC path; \\?\ and \\.\ are already namespaced.
        if (c2 !== CH_QUESTION && c2 !== CH_DOT) return `\\\\?\\UNC\\${resolved.slice(2)}`;
      }
    } else if (isDriveLetter(c0) && resolved.charCodeAt(1) === CH_COLON &&
               resolved.charCodeAt(2) === CH_BACKSLASH) {
      return `\\\\?\\${resolved}`;
    }
    return resolved;
  },

  dirname(path) {
    validateString(path, 'path');
    const len = path.length;
    if (len === 0) return '.';
    if (len === 1) return isWinSep(path.charCodeAt(0)) ? path : '.';
    const rootEnd = componentRoot(path);
    const floor = rootEnd === -1 ? 0 : rootEnd;
    // As on POSIX: skip trailing separators and the last component, then cut at the
    // separator before it; with nothing left, the root (or '.') is the answer (a path
    // that is all root comes back whole).
    const end = trimmedEnd(path, floor, isWinSep);
    if (end > floor) {
      const start = componentStart(path, floor, end, true);
      if (start > floor) return path.slice(0, start - 1);
    }
    return rootEnd === -1 ? '.' : path.slice(0, rootEnd);
  },

  basename(path, suffix) {
    if (suffix !== undefined) validateString(suffix, 'suffix');
    validateString(path, 'path');
    return basenameOf(path, suffix, hasDrivePrefix(path) ? 2 : 0, true);
  },

  extname(path) {
    validateString(path, 'path');
    const floor = hasDrivePrefix(path) ? 2 : 0;
    const end = trimmedEnd(path, floor, isWinSep);
    if (end === floor) return '';
    const dot = extensionDot(path, componentStart(path, floor, end, true), end, true);
    return dot === -1 ? '' : path.slice(dot, end);
  },

  format: _format.bind(null, '\\'),

  parse(path) {
    validateString(path, 'path');
    const ret = { root: '', dir: '', base: '', ext: '', name: '' };
    const len = path.length;
    if (len === 0) return ret;
    const c0 = path.charCodeAt(0);
    if (len === 1) {
      if (isWinSep(c0)) {
        ret.root = ret.dir = path;
      } else {
        ret.base = ret.name = path;
      }
      return ret;
    }
    let rootEnd = 0;
    if (isWinSep(c0)) {
      rootEnd = componentRoot(path);
    } else if (isDriveLetter(c0) && path.charCodeAt(1) === CH_COLON) {
      // A bare drive ("C:" or "C:\") is all root.
      if (len === 2 || (len === 3 && isWinSep(path.charCodeAt(2)))) {
        ret.root = ret.dir = path;
        return ret;
      }
      rootEnd = isWinSep(path.charCodeAt(2)) ? 3 : 2;
    }
    if (rootEnd > 0) ret.root = path.slice(0, rootEnd);

    const end = trimmedEnd(path, rootEnd, isWinSep);
    const start = end > rootEnd ? componentStart(path, rootEnd, end, true) : end;
    if (end > start) {
      const dot = extensionDot(path, start, end, true);
      ret.base = path.slice(start, end);
      if (dot === -1) {
        ret.name = ret.base;
      } else {
        ret.name = path.slice(start, dot);
        ret.ext = path.slice(dot, end);
      }
    }
    // The directory is the root itself when the last component starts right at the root;
    // otherwise it ends before the separator preceding that component.
    const partStart = end > start ? start : rootEnd;
    if (partStart > 0 && partStart !== rootEnd) ret.dir = path.slice(0, partStart - 1);
    else ret.dir = ret.root;
    return ret;
  },

  matchesGlob(path, pattern) {
    return matchGlob(path, pattern, true);
  },

  sep: '\\',
  delimiter: ';',
  win32: null,
  posix: null,
};

// win32.relative when lower-casing changed a string's length (some non-ASCII letters do):
// compare whole "\"-separated segments case-insensitively.
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
// Glob matching for matchesGlob(path, pattern).
// Node delegates to minimatch with {windowsPathsNoEscape, nonegate, nocomment,
// optimizationLevel: 2}; the rules below reproduce its results:
//  - "\" in a pattern is a separator, never an escape; "#" and "!" are literal;
//  - braces expand first ("{a,b}", "{1..3}", "{a..c}", nested; "{x}" stays literal);
//  - a pattern matches segment by segment: "*" and "?" and "[...]" (with "!"/"^" negation,
//    ranges and [:class:] names) stay within one segment, a lone "*" needs at least one
//    character, and "**" as a whole segment spans any number of segments;
//  - wildcards never match "." or "..", and only match a name starting with "." when the
//    pattern segment itself starts with a literal "."; "**" never spans such names;
//  - "." and empty segments inside the path or pattern are ignored and "x/.." cancels out;
//  - extglobs "@(a|b)", "?(..)", "+(..)", "*(..)" and "!(..)" are supported for the usual
//    flat forms (nested and adjacent extglob combinations may differ from minimatch);
//  - on win32, "\" in the path is a separator too and drive letters compare ignoring case.

const kGlobstar = { globstar: true };
const kGlobCache = new Map();
const kGlobCacheLimit = 100;

function matchGlob(path, pattern, windows) {
  validateString(path, 'path');
  validateString(pattern, 'pattern');
  const key = `${windows ? 'win32' : 'posix'}:${pattern}`;
  let sets = kGlobCache.get(key);
  if (sets === undefined) {
    sets = compileGlob(pattern, windows);
    kGlobCache.set(key, sets);
    if (kGlobCache.size >= kGlobCacheLimit) kGlobCache.delete(kGlobCache.keys().next().value);
  }
  // The empty pattern matches only the empty path.
  if (sets === null) return path === '';
  if (windows && path.indexOf('\\') !== -1) path = path.replaceAll('\\', '/');
  const file = splitGlobPath(path, windows);
  for (let i = 0; i < sets.length; i++) {
    if (matchPatternSet(file, sets[i], windows)) return true;
  }
  return false;
}

// Splits on runs of "/" (what split(/\/+/) gives, without a slow regex in the common case).
function splitGlobPath(path, windows) {
  let parts = path.split('/');
  if (path.indexOf('//') !== -1) {
    const kept = [];
    for (let i = 0; i < parts.length; i++) {
      // Empty pieces inside a run of slashes go; a leading and a trailing one stay.
      if (parts[i] === '' && i !== 0 && i !== parts.length - 1) continue;
      kept.push(parts[i]);
    }
    parts = kept;
    // A leading "//server" keeps both empty segments on win32 (UNC).
    if (windows && path.charCodeAt(0) === CH_SLASH && path.charCodeAt(1) === CH_SLASH &&
        path.length > 2 && path.charCodeAt(2) !== CH_SLASH) {
      parts.unshift('');
    }
  }
  return parts;
}

function compileGlob(pattern, windows) {
  if (pattern === '') return null;
  pattern = pattern.replace(/\\/g, '/');
  const expanded = [...new Set(expandBracesTop(pattern))];
  const partLists = simplifyPatterns(expanded.map((p) => splitGlobPath(p, windows)));
  const sets = [];
  for (let i = 0; i < partLists.length; i++) {
    const parts = partLists[i];
    const compiled = parts.map(compileGlobPart);
    // "//?/c:/..." on win32: the "?" names the long-path prefix, not a wildcard.
    if (windows && compiled[0] === '' && compiled[1] === '' && parts[2] === '?' &&
        typeof compiled[3] === 'string' && /^[a-z]:$/i.test(compiled[3])) {
      compiled[2] = '?';
    }
    sets.push(compiled);
  }
  return sets;
}

// Pattern-level rewrites that do not change what matches: repeated "**" collapse,
// "." and empty inner segments go, "x/.." cancels, and "**/../a/b" is split into
// "../a/b" and "**/a/b".
function simplifyPatterns(lists) {
  let changed;
  do {
    changed = false;
    for (let li = 0; li < lists.length; li++) {
      const parts = lists[li];
      for (let g = parts.indexOf('**'); g !== -1; g = parts.indexOf('**', g + 1)) {
        let run = g;
        while (parts[run + 1] === '**') run++;
        if (run > g) parts.splice(g + 1, run - g);
        const a = parts[g + 2];
        const b = parts[g + 3];
        if (parts[g + 1] !== '..' || !a || a === '.' || a === '..' || !b || b === '.' ||
            b === '..') {
          continue;
        }
        changed = true;
        parts.splice(g, 1);
        const other = parts.slice();
        other[g] = '**';
        lists.push(other);
        g--;
      }
      if (dropDotAndEmptyParts(parts)) changed = true;
      for (let d = parts.indexOf('..', 1); d !== -1; d = parts.indexOf('..', d + 1)) {
        const prev = parts[d - 1];
        if (prev && prev !== '.' && prev !== '..' && prev !== '**') {
          changed = true;
          // "x/../**" at the start keeps a "." so the globstar stays relative.
          if (d === 1 && parts[d + 1] === '**') parts.splice(d - 1, 2, '.');
          else parts.splice(d - 1, 2);
          if (parts.length === 0) parts.push('');
          d -= 2;
        }
      }
    }
  } while (changed);
  return lists;
}

// Removes "." and "" segments strictly inside the list (a leading "//" pair is kept), and
// reduces "./." or "./" to ".". Returns whether anything changed.
function dropDotAndEmptyParts(parts) {
  let changed = false;
  for (let i = 1; i < parts.length - 1; i++) {
    const p = parts[i];
    if (i === 1 && p === '' && parts[0] === '') continue;
    if (p === '.' || p === '') {
      changed = true;
      parts.splice(i, 1);
      i--;
    }
  }
  if (parts[0] === '.' && parts.length === 2 && (parts[1] === '.' || parts[1] === '')) {
    changed = true;
    parts.pop();
  }
  return changed;
}

// The same clean-up applied to the path being matched (in place).
function simplifyFileParts(parts, windows) {
  let changed;
  do {
    changed = dropDotAndEmptyParts(parts);
    for (let d = parts.indexOf('..', 1); d !== -1; d = parts.indexOf('..', d + 1)) {
      const prev = parts[d - 1];
      if (prev && prev !== '.' && prev !== '..' && prev !== '**' &&
          !(windows && /^[a-z]:$/i.test(prev))) {
        changed = true;
        parts.splice(d - 1, 2);
        d -= 2;
      }
    }
  } while (changed);
  return parts.length === 0 ? [''] : parts;
}

// ---- brace expansion
// Stand-ins for literal braces while expanding (they must not contain "{" or "}").
const kOpenMark = '\u0000OPEN\u0000';
const kCloseMark = '\u0000CLOSE\u0000';

function expandBracesTop(pattern) {
  // Only patterns with a "{...}" pair (no "{" inside) are expanded at all.
  if (!/\{(?:(?!\{).)*\}/.test(pattern)) return [pattern];
  // A leading "{}" is literal.
  if (pattern.startsWith('{}')) pattern = `${kOpenMark}${kCloseMark}${pattern.slice(2)}`;
  return expandBraceText(pattern, true).map(
    (s) => s.split(kOpenMark).join('{').split(kCloseMark).join('}'));
}

// First balanced "{...}" pair: [open, close] or null.
function findBalanced(str) {
  let open = str.indexOf('{');
  let close = str.indexOf('}', open + 1);
  if (open < 0 || close <= 0) return null;
  const stack = [];
  let left = str.length;
  let right;
  let i = open;
  while (i >= 0) {
    if (i === open) {
      stack.push(i);
      open = str.indexOf('{', i + 1);
    } else if (stack.length === 1) {
      return [stack.pop(), close];
    } else {
      const b = stack.pop();
      if (b !== undefined && b < left) {
        left = b;
        right = close;
      }
      close = str.indexOf('}', i + 1);
    }
    i = open < close && open >= 0 ? open : close;
  }
  if (stack.length > 0 && right !== undefined) return [left, right];
  return null;
}

function crossJoin(acc, pre, values, dropEmpty) {
  const out = [];
  for (let a = 0; a < acc.length; a++) {
    for (let v = 0; v < values.length; v++) {
      const s = acc[a] + pre + values[v];
      if (dropEmpty && s === '') continue;
      out.push(s);
    }
  }
  return out;
}

// Splits a brace body on its top-level commas (nested groups stay intact).
function braceOptions(body) {
  if (!body) return [''];
  const m = findBalanced(body);
  if (m === null) return body.split(',');
  const pre = body.slice(0, m[0]);
  const inner = body.slice(m[0] + 1, m[1]);
  const post = body.slice(m[1] + 1);
  const parts = pre.split(',');
  parts[parts.length - 1] += `{${inner}}`;
  const rest = braceOptions(post);
  if (post.length > 0) {
    parts[parts.length - 1] += rest.shift();
    for (let i = 0; i < rest.length; i++) parts.push(rest[i]);
  }
  return parts;
}

function braceSequence(body, alpha) {
  const bits = body.split('..');
  const toNum = (t) => (isNaN(t) ? t.charCodeAt(0) : parseInt(t, 10));
  const x = toNum(bits[0]);
  const y = toNum(bits[1]);
  const width = Math.max(bits[0].length, bits[1].length);
  let step = bits.length === 3 ? Math.max(Math.abs(toNum(bits[2])), 1) : 1;
  const down = y < x;
  if (down) step = -step;
  const pad = bits.some((t) => /^-?0\d/.test(t));
  const out = [];
  for (let i = x; down ? i >= y : i <= y; i += step) {
    let c;
    if (alpha) {
      c = String.fromCharCode(i);
      if (c === '\\') c = '';
    } else {
      c = String(i);
      if (pad && width > c.length) {
        const zeros = '0'.repeat(width - c.length);
        c = i < 0 ? `-${zeros}${c.slice(1)}` : zeros + c;
      }
    }
    out.push(c);
  }
  return out;
}

function expandBraceText(str, isTop) {
  let acc = [''];
  let dropEmpty = false;
  let firstGroup = true;
  for (;;) {
    const m = findBalanced(str);
    if (m === null) return crossJoin(acc, str, [''], dropEmpty);
    const pre = str.slice(0, m[0]);
    const body = str.slice(m[0] + 1, m[1]);
    const post = str.slice(m[1] + 1);
    if (pre.endsWith('$')) {
      // "${...}" is left alone.
      acc = crossJoin(acc, `${pre}{${body}}`, [''], dropEmpty && post.length === 0);
      firstGroup = false;
      if (post.length === 0) break;
      str = post;
      continue;
    }
    const numeric = /^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(body);
    const alpha = /^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.test(body);
    const sequence = numeric || alpha;
    if (!sequence && !body.includes(',')) {
      if (/,(?!,).*\}/.test(post)) {
        // "{x}" followed by a real group later: make this close brace literal and retry.
        str = `${pre}{${body}${kCloseMark}${post}`;
        isTop = true;
        continue;
      }
      return crossJoin(acc, `${pre}{${body}}${post}`, [''], dropEmpty);
    }
    if (firstGroup) {
      dropEmpty = isTop && !sequence;
      firstGroup = false;
    }
    let values;
    if (sequence) {
      values = braceSequence(body, alpha);
    } else {
      let options = braceOptions(body);
      if (options.length === 1) {
        options = expandBraceText(options[0], false).map((s) => `{${s}}`);
        if (options.length === 1) {
          acc = crossJoin(acc, pre + options[0], [''], dropEmpty && post.length === 0);
          if (post.length === 0) break;
          str = post;
          continue;
        }
      }
      let skipEmpty = dropEmpty && post.length === 0 && pre === '';
      for (let i = 0; skipEmpty && i < acc.length; i++) if (acc[i]) skipEmpty = false;
      values = [];
      for (let i = 0; i < options.length; i++) {
        const expanded = expandBraceText(options[i], false);
        for (let k = 0; k < expanded.length; k++) {
          if (skipEmpty && !expanded[k]) continue;
          values.push(expanded[k]);
        }
      }
    }
    acc = crossJoin(acc, pre, values, dropEmpty && post.length === 0);
    if (post.length === 0) break;
    str = post;
  }
  return acc;
}

// ---- one pattern segment
const kPosixClasses = [
  ['[:alnum:]', '\\p{L}\\p{Nl}\\p{Nd}', false],
  ['[:alpha:]', '\\p{L}\\p{Nl}', false],
  ['[:ascii:]', '\\x00-\\x7f', false],
  ['[:blank:]', '\\p{Zs}\\t', false],
  ['[:cntrl:]', '\\p{Cc}', false],
  ['[:digit:]', '\\p{Nd}', false],
  ['[:graph:]', '\\p{Z}\\p{C}', true],
  ['[:lower:]', '\\p{Ll}', false],
  ['[:print:]', '\\p{C}', false],
  ['[:punct:]', '\\p{P}', false],
  ['[:space:]', '\\p{Z}\\t\\r\\n\\v\\f', false],
  ['[:upper:]', '\\p{Lu}', false],
  ['[:word:]', '\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}', false],
  ['[:xdigit:]', 'A-Fa-f0-9', false],
];

function escapeRegExp(text) {
  return text.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, '\\$&');
}
function escapeInClass(text) {
  return text.replace(/[[\]\\-]/g, '\\$&');
}

// Parses "[...]" at `at`. Returns null when unterminated (then "[" is literal), else
// {kind: 'char', text, end} for a one-character class (not magic), {kind: 'never', end}
// for a class that can match nothing (it swallows the rest of the segment), or
// {kind: 'set', source, end}. `end` is the index of the closing "]".
function parseGlobClass(seg, at) {
  const ranges = [];
  const excluded = [];
  let negate = false;
  let sawStart = false;
  let rangeStart = '';
  let unicode = false;
  let i = at + 1;
  let end = -1;
  while (i < seg.length) {
    const c = seg[i];
    if ((c === '!' || c === '^') && i === at + 1) {
      negate = true;
      i++;
      continue;
    }
    if (c === ']' && sawStart) {
      end = i;
      break;
    }
    sawStart = true;
    if (c === '[') {
      let named = null;
      for (let k = 0; k < kPosixClasses.length; k++) {
        if (seg.startsWith(kPosixClasses[k][0], i)) {
          named = kPosixClasses[k];
          break;
        }
      }
      if (named !== null) {
        if (rangeStart) return { kind: 'never', end: seg.length - 1, unicode: true };
        i += named[0].length;
        unicode = true;
        if (named[2]) excluded.push(named[1]);
        else ranges.push(named[1]);
        continue;
      }
    }
    if (rangeStart) {
      if (c > rangeStart) ranges.push(`${escapeInClass(rangeStart)}-${escapeInClass(c)}`);
      else if (c === rangeStart) ranges.push(escapeInClass(c));
      rangeStart = '';
      i++;
      continue;
    }
    if (seg.startsWith('-]', i + 1)) {
      ranges.push(escapeInClass(`${c}-`));
      i += 2;
      continue;
    }
    if (seg.startsWith('-', i + 1)) {
      rangeStart = c;
      i += 2;
      continue;
    }
    ranges.push(escapeInClass(c));
    i++;
  }
  if (end === -1) return null;
  if (ranges.length === 0 && excluded.length === 0) return { kind: 'never', end: seg.length - 1 };
  if (excluded.length === 0 && ranges.length === 1 && /^\\?.$/u.test(ranges[0]) && !negate) {
    return { kind: 'char', text: ranges[0].length === 2 ? ranges[0][1] : ranges[0], end };
  }
  const inc = `[${negate ? '^' : ''}${ranges.join('')}]`;
  const exc = `[${negate ? '' : '^'}${excluded.join('')}]`;
  let source;
  if (ranges.length > 0 && excluded.length > 0) source = `(${inc}|${exc})`;
  else source = ranges.length > 0 ? inc : exc;
  return { kind: 'set', source, end, unicode };
}

const kExtglobStart = /[@!?+*]\(/;

// Compiles one "/"-free pattern segment to '', a literal string, kGlobstar, or a matcher
// {re, pattern}.
function compileGlobPart(seg) {
  if (seg === '**') return kGlobstar;
  if (seg === '') return '';
  if (kExtglobStart.test(seg)) {
    const ext = compileExtglobPart(seg);
    if (ext !== null) return ext;
  }
  const onlyStars = /^\*+$/.test(seg);
  let source = '';
  let literal = '';
  let magic = false;
  let firstMagic = null; // whether the first token is a wildcard/class (true) or text (false)
  let unicode = false;   // [:class:] names need the "u" flag
  let i = 0;
  while (i < seg.length) {
    const c = seg[i];
    if (c === '*') {
      while (seg[i + 1] === '*') i++;
      source += onlyStars ? '[^/]+?' : '[^/]*?';
      magic = true;
      if (firstMagic === null) firstMagic = true;
      i++;
      continue;
    }
    if (c === '?') {
      source += '[^/]';
      magic = true;
      if (firstMagic === null) firstMagic = true;
      i++;
      continue;
    }
    if (c === '[') {
      const cls = parseGlobClass(seg, i);
      if (cls !== null) {
        if (cls.kind === 'char') {
          source += escapeRegExp(cls.text);
          literal += cls.text;
          if (firstMagic === null) firstMagic = false;
        } else {
          source += cls.kind === 'never' ? '$.' : cls.source;
          if (cls.unicode) unicode = true;
          magic = true;
          if (firstMagic === null) firstMagic = true;
        }
        i = cls.end + 1;
        continue;
      }
    }
    source += escapeRegExp(c);
    literal += c;
    if (firstMagic === null) firstMagic = false;
    i++;
  }
  if (!magic) return literal;
  // Guards at the start, as minimatch writes them (thrown SyntaxErrors quote the source):
  // a leading wildcard or class never matches a leading "."; a leading "." or ".."
  // followed by magic never matches the names "." and "..".
  const guard = startGuard(source);
  // As in Node, an invalid expression (possible with "u") throws a SyntaxError.
  return { re: new RegExp(`^${guard}${source}$`, unicode ? 'u' : ''), pattern: seg };
}

// Extglob segments: translated to one regular expression. Returns null when the segment
// has no well-formed extglob group.
function compileExtglobPart(seg) {
  const state = { groups: 0, unicode: false };
  const source = translateExtglob(seg, 0, seg.length, true, true, state);
  if (state.groups === 0) return null;
  return { re: new RegExp(`^${source}$`, state.unicode ? 'u' : ''), extglob: true, pattern: seg };
}

// The start guard minimatch puts in front of a segment (or of an extglob alternative at the
// start of a segment) that begins with text, judged from its regular-expression source.
function startGuard(source) {
  if (source[0] === '[') return '(?!\\.)';
  if ((source.startsWith('\\.') && (source[2] === '[' || source[2] === '.')) ||
      (source.startsWith('\\.\\.') && (source[4] === '[' || source[4] === '.'))) {
    return '(?!(?:^|/)\\.\\.?(?:$|/))';
  }
  return '';
}

// The guard for the same text where leading dots are allowed: only "." and ".." names are
// excluded (it only has an effect at the very start of a name).
function dotAllowedGuard(source) {
  if (source[0] === '[' || source[0] === '.' ||
      (source.startsWith('\\.') && (source[2] === '[' || source[2] === '.')) ||
      (source.startsWith('\\.\\.') && (source[4] === '[' || source[4] === '.'))) {
    return '(?!(?:^|/)\\.\\.?(?:$|/))';
  }
  return '';
}

function isExtglobOpen(seg, i) {
  const c = seg[i];
  return (c === '@' || c === '!' || c === '+' || c === '*' || c === '?') && seg[i + 1] === '(';
}

// Translates seg[from, to) (which may hold extglobs) into regular-expression source.
// atStart/atEnd say whether the text begins/ends the whole segment.
function translateExtglob(seg, from, to, atStart, atEnd, state) {
  let out = '';
  const beginsWithText = from < to && !(isExtglobOpen(seg, from) &&
    findGroupClose(seg, from + 1, to) !== -1);
  const onlyStars = from < to && /^\*+$/.test(seg.slice(from, to));
  for (let i = from; i < to; i++) {
    const c = seg[i];
    if (isExtglobOpen(seg, i)) {
      const close = findGroupClose(seg, i + 1, to);
      if (close !== -1) {
        state.groups++;
        const first = i === from && atStart;
        const last = close === to - 1 && atEnd;
        let alts = splitGroup(seg, i + 2, close).map((r) => {
          const src = translateExtglob(seg, r[0], r[1], first, c === '!' || last, state);
          return first && r[0] < r[1] && !isExtglobOpen(seg, r[0]) ? startGuard(src) + src : src;
        });
        // A group spanning the whole segment ignores empty alternatives, and with nothing
        // left (other than for "!") it is plain text: "+()" matches the name "+()".
        if (first && last) alts = alts.filter((a) => a !== '');
        if (first && last && alts.length === 0 && c !== '!') {
          state.groups--;
          out += escapeRegExp(seg.slice(i, close + 1));
          i = close;
          continue;
        }
        let body = alts.join('|');
        let repeatedDotOk = false;
        if ((c === '*' || c === '+') && first) {
          // Only the first repetition obeys the leading-dot rule.
          const relaxed = splitGroup(seg, i + 2, close).map((r) => {
            const src = translateExtglob(seg, r[0], r[1], first, last, state);
            return r[0] < r[1] && !isExtglobOpen(seg, r[0]) ? dotAllowedGuard(src) + src : src;
          }).filter((a) => !(first && last) || a !== '').join('|');
          if (relaxed !== body) {
            body = `(?:${body})(?:${relaxed})*?`;
            repeatedDotOk = true;
          }
        }
        if (c === '@') out += `(?:${body})`;
        else if (c === '?') out += `(?:${body})?`;
        else if (c === '+') out += repeatedDotOk ? `(?:${body})` : `(?:${body})+`;
        else if (c === '*') out += repeatedDotOk ? `(?:${body})?` : `(?:${body})*`;
        else if (close === i + 2) {
          // "!()" matches any non-empty name part.
          out += `${first ? '(?!\\.)' : ''}[^/]+?`;
        } else {
          // !(a|b): any name part such that no alternative followed by the rest of the
          // segment matches here (the rest is repeated inside, as minimatch writes it).
          const rest = translateExtglob(seg, close + 1, to, false, atEnd, { groups: 0,
            unicode: false });
          const negated = alts.map((alt) => `${alt}${rest}(?:$|\\/)`).join('|');
          out += `(?:(?!(?:${negated}))${first ? '(?!\\.)' : ''}[^/]*?)`;
        }
        i = close;
        continue;
      }
    }
    if (c === '*') {
      // A run of stars is one wildcard, but a final "*(" opens an extglob.
      while (seg[i + 1] === '*' && seg[i + 2] !== '(') i++;
      out += onlyStars && atStart && atEnd ? '[^/]+?' : '[^/]*?';
    } else if (c === '?') {
      out += '[^/]';
    } else if (c === '[') {
      const cls = parseGlobClass(seg, i);
      if (cls === null) {
        out += '\\[';
      } else {
        if (cls.kind === 'char') out += escapeRegExp(cls.text);
        else out += cls.kind === 'never' ? '$.' : cls.source;
        if (cls.unicode) state.unicode = true;
        i = cls.end;
      }
    } else {
      out += escapeRegExp(c);
    }
  }
  // The segment itself: guard it when it starts with text.
  if (from === 0 && to === seg.length && beginsWithText) return startGuard(out) + out;
  return out;
}

function findGroupClose(seg, open, to) {
  let depth = 0;
  for (let i = open; i < to; i++) {
    const c = seg[i];
    if (c === '[') {
      const cls = parseGlobClass(seg, i);
      if (cls !== null && cls.kind !== 'never') {
        i = cls.end;
        continue;
      }
    }
    if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function splitGroup(seg, from, to) {
  const out = [];
  let depth = 0;
  let start = from;
  for (let i = from; i < to; i++) {
    const c = seg[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push([start, i]);
      start = i + 1;
    }
  }
  out.push([start, to]);
  return out;
}

// ---- matching
function isDotName(name) {
  return name.charCodeAt(0) === CH_DOT;
}

function partMatches(part, name) {
  if (typeof part === 'string') return part === name;
  if (part === kGlobstar) return false;
  return part.re.test(name);
}

// Segment-by-segment match of file[fi..] against pattern[pi..] with no globstar: both must
// run out together, except that one trailing empty file segment (a trailing "/") is fine.
function matchPlain(file, fi, pattern, pi) {
  const fl = file.length;
  const pl = pattern.length;
  for (; fi < fl && pi < pl; fi++, pi++) {
    if (!partMatches(pattern[pi], file[fi])) return false;
  }
  if (fi === fl && pi === pl) return true;
  if (fi === fl) return false;
  return fi === fl - 1 && file[fi] === '';
}

function matchPatternSet(file, pattern, windows) {
  let fileStart = 0;
  let patternStart = 0;
  if (windows) {
    const driveRe = /^[a-z]:$/i;
    const fileDrive = typeof file[0] === 'string' && driveRe.test(file[0]);
    const fileUnc = !fileDrive && file[0] === '' && file[1] === '' && file[2] === '?' &&
      driveRe.test(file[3]);
    const patDrive = typeof pattern[0] === 'string' && driveRe.test(pattern[0]);
    const patUnc = !patDrive && pattern[0] === '' && pattern[1] === '' && pattern[2] === '?' &&
      typeof pattern[3] === 'string' && driveRe.test(pattern[3]);
    const fdi = fileUnc ? 3 : fileDrive ? 0 : -1;
    const pdi = patUnc ? 3 : patDrive ? 0 : -1;
    if (fdi !== -1 && pdi !== -1 && file[fdi].toLowerCase() === pattern[pdi].toLowerCase()) {
      // Drive letters compare without case: adopt the path's spelling.
      pattern[pdi] = file[fdi];
      fileStart = fdi;
      patternStart = pdi;
    }
  }
  file = simplifyFileParts(file, windows);
  if (pattern.indexOf(kGlobstar) === -1) return matchPlain(file, fileStart, pattern, patternStart);
  return matchWithGlobstar(file, fileStart, pattern, patternStart);
}

function matchWithGlobstar(file, fi, pattern, pi) {
  const first = pattern.indexOf(kGlobstar, pi);
  const last = pattern.lastIndexOf(kGlobstar);
  const head = pattern.slice(pi, first);
  const body = pattern.slice(first + 1, last);
  const tail = pattern.slice(last + 1);
  if (head.length > 0) {
    if (!matchPlain(file.slice(fi, fi + head.length), 0, head, 0)) return false;
    fi += head.length;
  }
  // The tail must match the end of the path (allowing one trailing empty segment).
  let tailUsed = 0;
  if (tail.length > 0) {
    if (tail.length + fi > file.length) return false;
    let tailStart = file.length - tail.length;
    if (matchPlain(file, tailStart, tail, 0)) {
      tailUsed = tail.length;
    } else {
      if (file[file.length - 1] !== '' || fi + tail.length === file.length) return false;
      tailStart--;
      if (!matchPlain(file, tailStart, tail, 0)) return false;
      tailUsed = tail.length + 1;
    }
  }
  if (body.length === 0) {
    // Whatever "**" covers must be non-empty (unless a tail matched) and free of dot-names.
    let sawSome = tailUsed > 0;
    for (let k = fi; k < file.length - tailUsed; k++) {
      const name = String(file[k]);
      sawSome = true;
      if (name === '.' || name === '..' || isDotName(name)) return false;
    }
    return sawSome;
  }
  // Body runs between globstars, each with the last index it may start at.
  const runs = [[[], 0]];
  let current = runs[0];
  let before = 0;
  const sums = [0];
  for (let k = 0; k < body.length; k++) {
    if (body[k] === kGlobstar) {
      sums.push(before);
      current = [[], 0];
      runs.push(current);
    } else {
      current[0].push(body[k]);
      before++;
    }
  }
  const usable = file.length - tailUsed;
  for (let k = 0, s = runs.length - 1; k < runs.length; k++, s--) {
    runs[k][1] = usable - (sums[s] + runs[k][0].length);
  }
  return !!matchRuns(file, runs, fi, 0, 0, tailUsed > 0);
}

// false: no match; null: no match and no point trying further positions.
function matchRuns(file, runs, fi, ri, depth, sawTail) {
  const run = runs[ri];
  if (run === undefined) {
    for (let k = fi; k < file.length; k++) {
      sawTail = true;
      const name = file[k];
      if (name === '.' || name === '..' || isDotName(name)) return false;
    }
    return sawTail;
  }
  const parts = run[0];
  const lastStart = run[1];
  while (fi <= lastStart) {
    if (matchPlain(file.slice(0, fi + parts.length), fi, parts, 0) && depth < 200) {
      const sub = matchRuns(file, runs, fi + parts.length, ri + 1, depth + 1, sawTail);
      if (sub !== false) return sub;
    }
    const name = file[fi];
    if (name === '.' || name === '..' || isDotName(name)) return false;
    fi++;
  }
  return null;
}

posix.win32 = win32.win32 = win32;
posix.posix = win32.posix = posix;

// Legacy alias (DEP0080, documentation-only deprecated).
win32._makeLong = win32.toNamespacedPath;
posix._makeLong = posix.toNamespacedPath;

module.exports = posix;
