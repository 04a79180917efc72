'use strict';
// internal/fs/glob: fs.glob, fs.globSync and fsPromises.glob (an async iterator). Each
// pattern is matched with the matcher behind path.matchesGlob (internal/path_glob) against
// the entries of a walk from the pattern's literal prefix: the walk goes as deep as the
// pattern has segments, or all the way for `**` (which, as in Node, does not descend
// through symlinked directories). `exclude` (a function or patterns) prunes entries and
// their subtrees. Results are paths relative to `cwd` (absolute for absolute patterns), or
// Dirents with `withFileTypes`.
//
// The matcher is written once (globSteps, a generator of internal/fs/step_runner steps)
// and run by that module's drivers: globSync does each readdir/lstat/stat inline; fs.glob
// and fsPromises.glob run them as pool jobs and wait for each, so the JS thread is free
// during the walk; fsPromises.glob hands out the matches found so far before it starts
// the next operation, and walks on only as it is read. All three give the same results in
// the same order.

const pathModule = require('path');
const { matchGlob } = require('internal/path_glob');
const { binding, constants, Dirent, toPathIfFileURL } = require('internal/fs/utils');
const { kEmit, driveAsync, collectSync, collectAsync } = require('internal/fs/step_runner');
const {
  validateObject, validateString, validateFunction, validateStringArray,
} = require('internal/validators');
const { codes } = require('internal/errors');

const kMagic = /[*?[\]{}()!+@]/;
const { S_IFMT, S_IFDIR, S_IFLNK, S_IFREG, UV_DIRENT_UNKNOWN, UV_DIRENT_FILE, UV_DIRENT_DIR,
  UV_DIRENT_LINK } = constants;

// The checks fs.glob makes before it returns: pattern, options, exclude (withFileTypes is
// only tested for truth, as in Node). `cwd` is checked when the walk starts, so a bad one
// reaches the callback, as in Node.
function checkGlobArgs(pattern, options) {
  if (typeof pattern !== 'string') validateStringArray(pattern, 'patterns');
  if (options === undefined) options = {};
  validateObject(options, 'options');
  const exclude = options.exclude;
  if (exclude != null && typeof exclude !== 'function') {
    if (!Array.isArray(exclude)) {
      throw new codes.ERR_INVALID_ARG_TYPE('options.exclude', ['Function', 'string[]'], exclude);
    }
    validateStringArray(exclude, 'options.exclude');
  }
  return {
    patterns: typeof pattern === 'string' ? [pattern] : pattern,
    cwdOption: options.cwd,
    exclude,
    withFileTypes: Boolean(options.withFileTypes),
  };
}

function resolveCwd(cwdOption) {
  const cwd = toPathIfFileURL(cwdOption ?? process.cwd());
  validateString(cwd, 'options.cwd');
  return pathModule.resolve(cwd);
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

// ---------------------------------------------------------------------------------------
// The matcher, written once for every form: a generator of internal/fs/step_runner steps.
// It asks for `['readdir', dir]` (raw `[names, types]`), `['lstat', path, throwIfMissing]`
// and `['stat', path]` (raw stats, undefined when missing), and emits each result.

function modeOf(raw) {
  return raw[1] & S_IFMT;
}

// lstat, or null when the path cannot be looked at.
function* lstatOrNull(full) {
  try {
    return (yield ['lstat', full, false]) ?? null;
  } catch {
    return null;
  }
}

// Whether `full` is, or links to, a directory.
function* isDirFollow(full) {
  try {
    const raw = yield ['stat', full];
    return raw !== undefined && modeOf(raw) === S_IFDIR;
  } catch {
    return false;
  }
}

function* direntFor(root, rel) {
  const full = pathModule.join(root, rel);
  const mode = modeOf(yield ['lstat', full, true]);
  const type = mode === S_IFDIR ? UV_DIRENT_DIR : mode === S_IFLNK ? UV_DIRENT_LINK :
    mode === S_IFREG ? UV_DIRENT_FILE : UV_DIRENT_UNKNOWN;
  return new Dirent(pathModule.basename(full), type, pathModule.dirname(full));
}

// The walk: `visit(rel, dirent)` (a generator) runs for every entry under `start` that
// `prune` keeps, depth-first in listing order, before the walk looks below it.
function* walk(root, start, depth, followLinks, prune, visit) {
  const stack = [[start, 1]];
  while (stack.length > 0) {
    const [dir, level] = stack.pop();
    const full = pathModule.join(root, dir);
    let listing;
    try {
      listing = yield ['readdir', full];
    } catch {
      continue;
    }
    const [names, types] = listing;
    const below = [];
    for (let i = 0; i < names.length; i++) {
      const d = new Dirent(names[i], types[i], full);
      const rel = dir === '' ? d.name : `${dir}/${d.name}`;
      if (prune(rel, d)) continue;
      yield* visit(rel, d);
      if (level >= depth) continue;
      let isDir = d.isDirectory();
      if (!isDir && d.isSymbolicLink() && followLinks) {
        isDir = yield* isDirFollow(pathModule.join(root, rel));
      }
      if (isDir) below.push([rel, level + 1]);
    }
    for (let i = below.length - 1; i >= 0; i--) stack.push(below[i]);
  }
}

function* globSteps(pattern, options) {
  const { patterns, cwdOption, exclude, withFileTypes } = checkGlobArgs(pattern, options);
  const cwd = resolveCwd(cwdOption);
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
    // Emits `rel` unless an earlier pattern did; a Dirent gets an absolute parent, as in
    // Node.
    const emit = function* (rel, d) {
      const out = show(rel);
      if (seen.has(out)) return;
      seen.add(out);
      if (!withFileTypes) {
        yield [kEmit, out];
        return;
      }
      const dirent = d ?? (yield* direntFor(root, rel));
      const parent = pathModule.resolve(cwd, `${dirent.parentPath}`);
      if (parent !== dirent.parentPath) dirent.parentPath = parent;
      yield [kEmit, dirent];
    };
    const visit = function* (rel, d) {
      if (dirOnly && !(d.isDirectory() ||
        (d.isSymbolicLink() && (yield* isDirFollow(pathModule.join(root, rel)))))) return;
      if (matches(show(rel))) yield* emit(rel, d);
    };
    // The prefix itself can match (e.g. "a/b/**" matches "a/b").
    if (prefix !== '') {
      const full = pathModule.join(root, prefix);
      const st = yield* lstatOrNull(full);
      if (st === null) continue;
      const isDir = modeOf(st) === S_IFDIR ||
        (modeOf(st) === S_IFLNK && (yield* isDirFollow(full)));
      if ((!dirOnly || isDir) && matches(show(prefix))) yield* emit(prefix, null);
    } else if (!absolute) {
      if (matches(show('.'))) yield* emit('.', null);
    }
    yield* walk(root, prefix, depth, depth !== Infinity, prune, visit);
  }
}

// ---------------------------------------------------------------------------------------
// The operations: one binding call each, inline (sync) or as a pool job (kUsePromises).

function performWith(req) {
  return (step) => {
    switch (step[0]) {
      case 'readdir': return binding.readdir(step[1], false, true, false, req);
      case 'lstat': return binding.lstat(step[1], step[2], req, false);
      case 'stat': return binding.stat(step[1], false, req, false);
    }
    throw new codes.ERR_INTERNAL_ASSERTION(`glob: unknown operation ${step[0]}`);
  };
}

const performSync = performWith(undefined);
const performAsync = performWith(binding.kUsePromises);

function globSync(pattern, options) {
  return collectSync(globSteps(pattern, options), performSync);
}

function glob(pattern, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  validateFunction(callback, 'callback');
  checkGlobArgs(pattern, options);
  collectAsync(globSteps(pattern, options), performAsync).then(
    (result) => callback(null, result), callback);
}

// fsPromises.glob: an async iterator that walks only as far as it is read; argument errors
// surface at the first next(), as in Node.
function globPromise(pattern, options) {
  return driveAsync(globSteps(pattern, options), performAsync);
}

module.exports = { glob, globSync, globPromise };
