// path.win32: the Windows path functions, split out of `path` so that loading `path` (which
// every CommonJS require needs at startup) does not parse them; `path.win32` loads this.
'use strict';

const { validateString } = require('internal/validators');
const {
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
} = (require('path'), require('internal/path_shared'));
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
    return require('internal/path_glob').matchGlob(path, pattern, true);
  },

  sep: '\\',
  delimiter: ';',
  win32: null,
  posix: null,
};

// win32.relative when lower-casing changed a string's length (some non-ASCII letters do):
// compare whole "\"-separated segments case-insensitively.

win32.win32 = win32;
win32.posix = posix;
win32._makeLong = win32.toNamespacedPath;

module.exports = win32;
