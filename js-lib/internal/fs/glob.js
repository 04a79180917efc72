'use strict';
// internal/fs/glob: fs.glob, fs.globSync and fsPromises.glob (an async iterator). Each
// pattern is matched with the matcher behind path.matchesGlob (internal/path_glob) against
// the entries of a walk from the pattern's literal prefix: the walk goes as deep as the
// pattern has segments, or all the way for `**` (which, as in Node, does not descend
// through symlinked directories). `exclude` (a function or patterns) prunes entries and
// their subtrees. Results are paths relative to `cwd` (absolute for absolute patterns), or
// Dirents with `withFileTypes`.

const pathModule = require('path');
const { matchGlob } = require('internal/path_glob');
const { Dirent } = require('internal/fs/utils');
const {
  validateObject, validateString, validateFunction, validateBoolean, validateStringArray,
} = require('internal/validators');
const { toPathIfFileURL } = require('internal/url');
const { codes } = require('internal/errors');

const kMagic = /[*?[\]{}()!+@]/;

function validateGlobOptions(pattern, options) {
  if (typeof pattern !== 'string') validateStringArray(pattern, 'patterns');
  if (options === undefined) options = {};
  validateObject(options, 'options');
  let cwd = options.cwd ?? process.cwd();
  cwd = toPathIfFileURL(cwd);
  validateString(cwd, 'options.cwd');
  const exclude = options.exclude;
  if (exclude != null && typeof exclude !== 'function') {
    if (!Array.isArray(exclude)) {
      throw new codes.ERR_INVALID_ARG_TYPE('options.exclude', ['Function', 'string[]'], exclude);
    }
    validateStringArray(exclude, 'options.exclude');
  }
  if (options.withFileTypes !== undefined) {
    validateBoolean(options.withFileTypes, 'options.withFileTypes');
  }
  return {
    patterns: typeof pattern === 'string' ? [pattern] : pattern,
    cwd: pathModule.resolve(cwd),
    exclude,
    withFileTypes: Boolean(options.withFileTypes),
  };
}

// Splits a pattern into its literal leading directory and the rest.
function splitPattern(pattern) {
  const absolute = pattern.startsWith('/');
  const parts = pattern.split('/').filter((p, i) => p !== '' || i === 0);
  const prefix = [];
  let i = absolute ? 1 : 0;
  for (; i < parts.length - 1; i++) {
    if (kMagic.test(parts[i]) || parts[i] === '..') break;
    prefix.push(parts[i]);
  }
  const rest = parts.slice(i);
  const deep = rest.some((p) => p.includes('**')) || /\{[^}]*\//.test(pattern);
  return { absolute, prefix: prefix.join('/'), depth: deep ? Infinity : rest.length };
}

function typeOf(fs, full) {
  try {
    return fs.lstatSync(full);
  } catch {
    return null;
  }
}

// The walk: yields [rel, dirent] for every entry under `start`, depth-first in name order.
function* walk(fs, root, start, depth, followLinks, prune) {
  const stack = [[start, 1]];
  while (stack.length > 0) {
    const [dir, level] = stack.pop();
    let entries;
    try {
      entries = fs.readdirSync(pathModule.join(root, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    const below = [];
    for (const d of entries) {
      const rel = dir === '' ? d.name : `${dir}/${d.name}`;
      if (prune(rel, d)) continue;
      yield [rel, d];
      if (level >= depth) continue;
      let isDir = d.isDirectory();
      if (!isDir && d.isSymbolicLink() && followLinks) {
        try {
          isDir = fs.statSync(pathModule.join(root, rel)).isDirectory();
        } catch {
          isDir = false;
        }
      }
      if (isDir) below.push([rel, level + 1]);
    }
    for (let i = below.length - 1; i >= 0; i--) stack.push(below[i]);
  }
}

function* globIter(pattern, options) {
  const fs = require('fs');
  const { patterns, cwd, exclude, withFileTypes } = validateGlobOptions(pattern, options);
  const excludeFn = typeof exclude === 'function' ? exclude : null;
  const excludeGlobs = Array.isArray(exclude) ? exclude : null;
  const seen = new Set();
  for (const pat of patterns) {
    const { absolute, prefix, depth } = splitPattern(pat);
    const root = absolute ? '/' : cwd;
    const dirOnly = pat.endsWith('/');
    const matchPat = dirOnly ? pat.replace(/\/+$/, '') : pat;
    // A trailing "**" also matches the directory it starts from (fs.glob, unlike
    // path.matchesGlob).
    const bare = matchPat.endsWith('/**') ? matchPat.slice(0, -3) : null;
    const matches = (p) => matchGlob(p, matchPat) || (bare !== null && matchGlob(p, bare));
    const show = (rel) => (absolute ? `/${rel}` : rel);
    const prune = (rel, d) => {
      if (excludeFn !== null) {
        return Boolean(excludeFn(withFileTypes ? d : show(rel)));
      }
      return excludeGlobs !== null && excludeGlobs.some((g) => matchGlob(show(rel), g));
    };
    const emit = (rel, d) => {
      const out = show(rel);
      if (seen.has(out)) return undefined;
      seen.add(out);
      if (!withFileTypes) return out;
      return d ?? direntFor(fs, root, rel);
    };
    const candidates = [];
    // The prefix itself can match (e.g. "a/b/**" matches "a/b").
    if (prefix !== '') {
      const st = typeOf(fs, pathModule.join(root, prefix));
      if (st === null) continue;
      candidates.push([prefix, null, st.isDirectory() ||
        (st.isSymbolicLink() && isDirFollow(fs, pathModule.join(root, prefix)))]);
    } else if (!absolute) {
      candidates.push(['.', null, true]);
    }
    for (const [rel, d, isDir] of candidates) {
      if ((!dirOnly || isDir) && matches(show(rel))) {
        const r = emit(rel, d);
        if (r !== undefined) yield r;
      }
    }
    const start = prefix;
    const rest = depth === Infinity ? Infinity : depth;
    for (const [rel, d] of walk(fs, root, start, rest, depth !== Infinity, prune)) {
      if (dirOnly && !(d.isDirectory() ||
        (d.isSymbolicLink() && isDirFollow(fs, pathModule.join(root, rel))))) continue;
      if (matches(show(rel))) {
        const r = emit(rel, d);
        if (r !== undefined) yield r;
      }
    }
  }
}

function isDirFollow(fs, full) {
  try {
    return fs.statSync(full).isDirectory();
  } catch {
    return false;
  }
}

function direntFor(fs, root, rel) {
  const full = pathModule.join(root, rel);
  const st = fs.lstatSync(full);
  const type = st.isDirectory() ? 2 : st.isSymbolicLink() ? 3 : st.isFile() ? 1 : 0;
  return new Dirent(pathModule.basename(full), type, pathModule.dirname(full));
}

// Dirents from the walk carry a relative parent; Node gives the absolute one.
function absolutize(value, options) {
  if (typeof value === 'string') return value;
  const cwd = pathModule.resolve(`${toPathIfFileURL(options?.cwd ?? process.cwd())}`);
  const parent = pathModule.resolve(cwd, `${value.parentPath}`);
  return parent === value.parentPath ? value : Object.assign(value, { parentPath: parent });
}

function globSync(pattern, options) {
  const out = [];
  for (const v of globIter(pattern, options)) out.push(absolutize(v, options));
  return out;
}

function glob(pattern, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  validateFunction(callback, 'callback');
  let result;
  try {
    result = globSync(pattern, options);
  } catch (err) {
    process.nextTick(callback, err);
    return;
  }
  process.nextTick(callback, null, result);
}

async function* globPromise(pattern, options) {
  for (const v of globIter(pattern, options)) yield absolutize(v, options);
}

module.exports = { glob, globSync, globPromise };
