'use strict';
// internal/fs/glob: fs.glob, fs.globSync and fsPromises.glob (an async iterator).
//
// The walk is one generator of internal/fs/step_runner steps (globSteps), so the three
// forms give the same results in the same order: globSync performs each readdir / lstat /
// stat / realpath inline, fs.glob and fsPromises.glob run them as pool jobs (the JS thread
// is free during the walk) and fsPromises.glob hands out matches as they are found.
//
// How the walk works. Every pattern (after brace expansion, by internal/path_glob's
// compileGlobSets) is a list of parts: a literal name, a matcher, kGlobstar ("**") or a
// final '' (a trailing "/"). All patterns walk together. A task is a directory path plus
// the "cursors" still live there: (pattern, part index) pairs saying which part must
// match the next name below it. Tasks sit on one LIFO stack. Within a task the patterns
// take turns, in the order given; on its turn a pattern
//   1. reports the directory itself when one of its cursors sits on a final "**" or a
//      final '' part;
//   2. runs every entry of the listing (read once per task, sorted by name; read only
//      when some cursor holds a wildcard) against its cursors: an entry that completes
//      the pattern is reported right away; one that leaves cursors alive and can be
//      entered (a real directory; a symlink only when followSymlinks shows a directory)
//      is kept for a new task. "**" keeps its cursor on entries it enters and reports
//      those it cannot enter; it takes a dot-name only when another live part names it.
//      A cursor on a final ".." right after an entry reports the parent at once;
//   3. looks up with lstat the literal names no listing covered (and "." / "..").
// A literal part matching an entry that cannot be entered (a symlink without
// followSymlinks, a file) still carries its pattern into it when the directory holds
// that part as a cursor in its own right: it was looked up by name, or a literal or
// wildcard before it matched the directory, or the "**" before it entered the directory
// and the directory's name matched it too (always, for a pattern starting with "./").
// A part live only because a "**" before it may match nothing goes on into real
// directories only. That is Node's rule; it is how a pattern walks through a symlink
// loop (a/symlink/a/b/c -> ../..) exactly as far as its literal parts spell out.
// The entries kept are pushed after all turns, once each with the cursors of every
// pattern, in the order first found, so the last-listed directory is walked first.
// maxDepth limits which directories are listed and which paths are reported; depth is
// counted from cwd (see depthOf).
//
// `exclude` as patterns drops reported paths and directories about to be entered that
// match (also as "path/"; the patterns are resolved against cwd and matched against
// absolute paths, so "./**/c" and "a/x/../c" work as in Node). `exclude` as a
// function is asked, as Node asks it: by every "**" about every entry it examines (the
// name, or a Dirent with withFileTypes; a yes stops that "**" at the entry, see
// visitEntry for what else it stops), and about every
// directory about to be entered (its path, or with withFileTypes a Dirent looked up
// relative to the process's cwd, no question when that lookup fails); a yes there means
// the directory is neither entered nor reported as a directory.

const pathModule = require('path');
const { compileGlobSets, kGlobstar, matchGlob } = require('internal/path_glob');
const { binding, constants, Dirent, toPathIfFileURL, rawReaddir } = require('internal/fs/utils');
const { kEmit, driveAsync, collectSync, collectAsync } = require('internal/fs/step_runner');
const {
  validateObject, validateFunction, validateStringArray, validateBoolean, validateInteger,
} = require('internal/validators');
const { codes } = require('internal/errors');

const { S_IFMT, S_IFDIR, S_IFLNK, S_IFREG, UV_DIRENT_UNKNOWN, UV_DIRENT_FILE, UV_DIRENT_DIR,
  UV_DIRENT_LINK } = constants;

// The checks fs.glob makes before it returns, in Node's order: options, followSymlinks,
// maxDepth, exclude, patterns. `cwd` is resolved when the walk starts, so a bad one
// reaches the callback, as in Node.
function checkGlobArgs(pattern, options) {
  if (options === undefined) options = {};
  validateObject(options, 'options');
  const { followSymlinks, maxDepth, exclude } = options;
  // null, like undefined, means the option is not set.
  if (followSymlinks != null) validateBoolean(followSymlinks, 'options.followSymlinks');
  if (maxDepth != null) validateInteger(maxDepth, 'options.maxDepth', 0);
  if (exclude != null && typeof exclude !== 'function') {
    if (!Array.isArray(exclude)) {
      throw new codes.ERR_INVALID_ARG_TYPE('options.exclude', ['Function', 'string[]'], exclude);
    }
    validateStringArray(exclude, 'options.exclude');
  }
  // Objects (null included) must be arrays of strings; anything else a string.
  if (pattern === null || typeof pattern === 'object') {
    validateStringArray(pattern, 'patterns');
  } else if (typeof pattern !== 'string') {
    throw new codes.ERR_INVALID_ARG_TYPE('patterns', 'string', pattern);
  }
  return {
    patterns: typeof pattern === 'string' ? [pattern] : pattern,
    cwdOption: options.cwd,
    exclude,
    withFileTypes: Boolean(options.withFileTypes),
    follow: followSymlinks === true,
    maxDepth: maxDepth == null ? Infinity : maxDepth,
  };
}

function direntType(mode) {
  switch (mode & S_IFMT) {
    case S_IFDIR: return UV_DIRENT_DIR;
    case S_IFLNK: return UV_DIRENT_LINK;
    case S_IFREG: return UV_DIRENT_FILE;
  }
  return UV_DIRENT_UNKNOWN;
}

function childPath(dir, name) {
  if (name === '.' || name === '..') return pathModule.join(dir, name);
  if (dir === '.') return name;
  if (dir === '/') return `/${name}`;
  return `${dir}/${name}`;
}

function partMatches(part, name) {
  if (typeof part === 'string') return part === name;
  return part !== kGlobstar && part.re.test(name);
}

// One glob run: the compiled patterns, the options and what has been reported so far.
class GlobRun {
  constructor(args, absolute) {
    // globSync's Dirents' parentPath starts from cwd as given (a relative one stays
    // relative); the async forms' are absolute.
    this.cwdGiven = args.cwdOption != null ? toPathIfFileURL(args.cwdOption) : null;
    // With no pattern, or only empty ones (they match nothing), Node never looks at cwd
    // (a Buffer or numeric cwd is not refused then).
    this.cwd = args.patterns.every((p) => p === '') ? '' :
      pathModule.resolve(this.cwdGiven ?? process.cwd());
    this.withFileTypes = args.withFileTypes;
    this.absolute = absolute;
    this.follow = args.follow;
    this.maxDepth = args.maxDepth;
    this.excludeFn = typeof args.exclude === 'function' ? args.exclude : null;
    // Exclude patterns are made absolute against cwd (path.resolve, which also folds
    // "." and ".." segments and drops a trailing "/") and matched against absolute paths.
    this.excludeGlobs = Array.isArray(args.exclude) ?
      args.exclude.map((g) => pathModule.resolve(this.cwd, g)) : null;
    this.sets = [];
    for (const pattern of args.patterns) {
      for (const set of compileGlobSets(pattern)) this.sets.push(set.parts);
    }
    this.seen = new Set();
    this.stack = [];
  }

  // Cursor keys pack (set, part index) into one number.
  key(s, i) { return s * 65536 + i; }

  // The cursors alive at a directory: a "**" cursor may also match nothing.
  closure(cursors) {
    const out = new Set();
    for (const c of cursors) {
      out.add(c);
      const parts = this.sets[Math.floor(c / 65536)];
      if (parts[c % 65536] === kGlobstar) out.add(c + 1);
    }
    return out;
  }

  // How many levels `p` lies from cwd. For listing (`climbing`), a path that climbs out
  // with ".." counts as at least as deep as its leading ".." run (so "../cwd" is listed
  // only from maxDepth 2 on, while it is reported even at maxDepth 0, as in Node).
  depthOf(p, climbing) {
    if (p === '.') return 0;
    const rel = pathModule.relative(this.cwd, pathModule.resolve(this.cwd, p));
    let depth = rel === '' ? 0 : rel.split('/').length;
    let climbs = 0;
    if (climbing && !pathModule.isAbsolute(p)) {
      const segs = p.split('/');
      while (climbs < segs.length && segs[climbs] === '..') climbs++;
    }
    if (climbs > depth) depth = climbs;
    return depth;
  }

  full(p) { return pathModule.resolve(this.cwd, p); }

  // A directory about to be entered is also tried as "path/" (so "**/b/**" stops at b);
  // a reported path only as itself, so "**/b" still reports b under that exclusion.
  excludedByGlobs(p, asDir) {
    const globs = this.excludeGlobs;
    if (globs === null) return false;
    const full = this.full(p);
    for (let i = 0; i < globs.length; i++) {
      if (matchGlob(full, globs[i]) || (asDir && matchGlob(`${full}/`, globs[i]))) return true;
    }
    return false;
  }

  // Reports `p` (of dirent type `type`) unless excluded, too deep or already reported.
  *report(p, type) {
    if (this.maxDepth !== Infinity && this.depthOf(p, false) > this.maxDepth) return;
    if (this.excludedByGlobs(p, false)) return;
    if (this.seen.has(p)) return;
    this.seen.add(p);
    if (!this.withFileTypes) {
      yield [kEmit, p];
      return;
    }
    let name;
    let parent;
    if (this.absolute) {
      // fs.glob and fsPromises.glob hand out Dirents whose parentPath is absolute.
      const full = this.full(p);
      name = pathModule.basename(full);
      parent = pathModule.dirname(full);
    } else if (p === '.' && this.cwdGiven !== null) {
      name = pathModule.basename(this.cwdGiven);
      parent = pathModule.dirname(this.cwdGiven);
    } else {
      name = pathModule.basename(p);
      parent = pathModule.dirname(p);
      if (this.cwdGiven !== null && !pathModule.isAbsolute(p)) {
        parent = pathModule.join(this.cwdGiven, parent);
      }
    }
    yield [kEmit, new Dirent(name, type, parent)];
  }

  // The exclude function's verdict on a directory about to be entered.
  *excludesDir(p, shown = p) {
    if (this.excludeGlobs !== null) return this.excludedByGlobs(p, true);
    if (this.excludeFn === null) return false;
    if (!this.withFileTypes) return Boolean(this.excludeFn(shown));
    let raw;
    try {
      raw = yield ['lstat', p, false];
    } catch {
      raw = undefined;
    }
    if (raw === undefined) return false;
    const d = new Dirent(pathModule.basename(p), direntType(raw[1]), pathModule.dirname(p));
    return Boolean(this.excludeFn(d));
  }

  // Whether a symlink at `p` (under directory `dir`) leads to a directory, and if so
  // whether it leads back into `dir` or one of its ancestors (then it is not listed).
  *followLink(dir, p) {
    let raw;
    try {
      raw = yield ['stat', this.full(p)];
    } catch {
      return null;
    }
    if (raw === undefined || (raw[1] & S_IFMT) !== S_IFDIR) return null;
    let target;
    let here;
    try {
      target = yield ['realpath', this.full(p)];
      here = yield ['realpath', this.full(dir)];
    } catch {
      return null;
    }
    const loops = target === '/' || here === target || here.startsWith(`${target}/`);
    return { loops };
  }

  // Runs one entry `name` of task `task` against the live cursors `cursors`.
  // `literalOnly`: the entry was looked up by name, not listed. A directory to enter goes
  // into `pending` (merged with what other patterns found for it).
  *visitEntry(task, name, type, cursors, literalOnly, pending) {
    const p = childPath(task.path, name);
    // "**" takes a dot-name only when another live part names it explicitly.
    let dotAllowed = name.charCodeAt(0) !== 46;
    if (!dotAllowed) {
      for (const c of cursors) {
        const part = this.sets[Math.floor(c / 65536)][c % 65536];
        if (part !== undefined && part !== kGlobstar && part !== '' &&
            partMatches(part, name)) {
          dotAllowed = true;
        }
      }
    }
    // Each "**" asks the exclude function on its own; a yes stops that "**" here, and
    // the part after it too unless this directory holds that cursor in its own right
    // (see where "**" enters a directory below).
    const dropped = new Set();
    if (this.excludeFn !== null && dotAllowed && !literalOnly) {
      for (const c of cursors) {
        const parts = this.sets[Math.floor(c / 65536)];
        const i = c % 65536;
        if (parts[i] !== kGlobstar) continue;
        const arg = this.withFileTypes ? new Dirent(name, type, this.full(task.path)) : name;
        if (this.excludeFn(arg)) {
          dropped.add(c);
          if (!task.cursors.includes(c + 1)) dropped.add(c + 1);
        }
      }
    }
    let complete = false;
    let reportUnderStar = false;
    const starNext = [];
    const literalNext = [];
    // Literal continuations that also hold for an entry that is not a directory: those
    // of cursors the directory holds in its own right (not only as the part after a
    // live "**", which takes the part after it only for real directories).
    const literalAny = [];
    const wildNext = [];
    for (const c of cursors) {
      if (dropped.has(c)) continue;
      const s = Math.floor(c / 65536);
      const i = c % 65536;
      const parts = this.sets[s];
      if (i >= parts.length) continue;
      const part = parts[i];
      if (part === kGlobstar) {
        if (!dotAllowed || literalOnly) continue;
        starNext.push(c);
        if (i === parts.length - 1) reportUnderStar = true;
      } else if (part !== '' && partMatches(part, name)) {
        if (i + 1 === parts.length) {
          // As in Node, a pattern that is just "." or ".." reports nothing, nor does a
          // final "." right after "**".
          complete = name === '.' ? i > 0 && parts[i - 1] !== kGlobstar :
            name !== '..' || i > 0;
        } else if (typeof part === 'string') {
          literalNext.push(c + 1);
          if (literalOnly || task.cursors.includes(c)) literalAny.push(c + 1);
        } else {
          wildNext.push(c + 1);
        }
      }
    }
    // Can the entry be entered, and by which cursors?
    let enterable = type === UV_DIRENT_DIR;
    let listable = true;
    if (type === UV_DIRENT_LINK && this.follow &&
        (starNext.length > 0 || wildNext.length > 0)) {
      const link = yield* this.followLink(task.path, p);
      if (link !== null) {
        enterable = true;
        listable = !link.loops;
      }
    }
    // A name a literal part spells out is tried whatever it is, listed or looked up: a
    // symlink is entered even without followSymlinks (that is how a pattern walks
    // through a symlinked directory; "**" and wildcards never do), and a file only
    // fails to list (but ends a pattern whose next part is a final "**").
    let next;
    if (enterable) {
      next = [...starNext];
      // A "**" entering a directory also makes the part after it a cursor of that
      // directory in its own right when the directory's name matches that part, or
      // always when the pattern starts with "./" (Node's rule; it decides whether a
      // symlink named by that part is entered, and what an exclude function stops).
      for (let k = 0; k < starNext.length; k++) {
        const c = starNext[k];
        const parts = this.sets[Math.floor(c / 65536)];
        const after = parts[c % 65536 + 1];
        if (after !== undefined && (parts[0] === '.' || partMatches(after, name))) {
          next.push(c + 1);
        }
      }
      for (const c of wildNext) if (!next.includes(c)) next.push(c);
      for (const c of literalNext) if (!next.includes(c)) next.push(c);
    } else {
      next = literalAny;
    }
    if (complete) yield* this.report(p, type);
    if (reportUnderStar && !enterable) yield* this.report(p, type);
    if (next.length === 0) return;
    // Node shows the exclude function a first step up from cwd as "../".
    if (yield* this.excludesDir(p, task.start === true && name === '..' ? '../' : p)) return;
    // A ".." right after a listed entry ends a pattern: the parent is reported now
    // (an entry looked up by name waits for its own turn).
    for (const c of literalOnly ? [] : this.closure(next)) {
      const parts = this.sets[Math.floor(c / 65536)];
      const i = c % 65536;
      if (parts[i] === '..' && i + 1 === parts.length) {
        yield* this.report(pathModule.join(p, '..'), UV_DIRENT_DIR);
      }
    }
    const queued = pending.get(p);
    if (queued === undefined) {
      pending.set(p, { path: p, type, cursors: next, listable });
    } else {
      for (const c of next) if (!queued.cursors.includes(c)) queued.cursors.push(c);
    }
  }

  // Runs a task: the patterns take turns (in the order given), each reporting the
  // directory itself if it ends here and then running the listing (read once) and its
  // spelled-out names; the directories to enter are pushed after all turns, once each
  // with the cursors of every pattern, in the order they were first found.
  *runTask(task) {
    const bySet = new Map();
    let wild = false;
    for (const c of this.closure(task.cursors)) {
      const s = Math.floor(c / 65536);
      const parts = this.sets[s];
      const part = parts[c % 65536];
      if (part === undefined) continue;
      if (part !== '' && typeof part !== 'string') wild = true;
      if (!bySet.has(s)) bySet.set(s, []);
      bySet.get(s).push(c);
    }
    const listed = wild && task.listable && this.depthOf(task.path, true) < this.maxDepth;
    // A directory too deep to list is not searched by name either (as in Node), unless
    // only literal names are asked for there.
    const tooDeep = wild && !listed;
    let entries = null;
    const pending = new Map();
    const sets = [...bySet.keys()].sort((x, y) => x - y);
    for (const s of sets) {
      const live = bySet.get(s);
      const parts = this.sets[s];
      const literals = new Map();
      let reportSelf = false;
      for (const c of live) {
        const i = c % 65536;
        const part = parts[i];
        const last = i === parts.length - 1;
        if (last && part === kGlobstar) reportSelf = true;
        // A trailing "/" asks for a directory (or a symlink the pattern named).
        if (last && part === '' && task.type !== UV_DIRENT_FILE) reportSelf = true;
        if (typeof part === 'string' && part !== '') {
          if (!literals.has(part)) literals.set(part, []);
          literals.get(part).push(c);
        }
      }
      if (reportSelf) yield* this.report(task.path, task.type);
      if (!task.listable) continue;
      if (listed) {
        if (entries === null) entries = yield* this.readSorted(task.path);
        for (let k = 0; k < entries.length; k++) {
          yield* this.visitEntry(task, entries[k][0], entries[k][1], live, false, pending);
        }
      }
      for (const [name, cursors] of literals) {
        if ((listed || tooDeep) && name !== '.' && name !== '..') continue;
        let raw;
        try {
          raw = yield ['lstat', this.full(childPath(task.path, name)), false];
        } catch {
          raw = undefined;
        }
        if (raw === undefined) continue;
        yield* this.visitEntry(task, name, direntType(raw[1]), cursors, true, pending);
      }
    }
    for (const child of pending.values()) this.stack.push(child);
  }

  // The directory's entries as [name, type] pairs sorted by name ([] when unreadable).
  *readSorted(dir) {
    let listing;
    try {
      listing = yield ['readdir', this.full(dir)];
    } catch {
      return [];
    }
    const [names, types] = listing;
    const entries = names.map((name, i) => [name, types[i]]);
    entries.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
    return entries;
  }

  *walk() {
    // Starting points: the cwd ('.') for relative patterns, '/' for absolute ones.
    const starts = new Map();
    for (let s = 0; s < this.sets.length; s++) {
      const parts = this.sets[s];
      // An empty pattern (or one that cancels out, like "*/..") matches nothing.
      if (parts.length === 1 && parts[0] === '') continue;
      let start = '.';
      let i = 0;
      if (parts[0] === '' && parts.length > 1) {
        start = '/';
        i = 1;
      }
      if (!starts.has(start)) starts.set(start, []);
      starts.get(start).push(this.key(s, i));
    }
    for (const [start, cursors] of starts) {
      let raw;
      try {
        raw = yield ['lstat', this.full(start), false];
      } catch {
        raw = undefined;
      }
      if (raw === undefined) continue;
      if (start === '/' && (yield* this.excludesDir('/'))) continue;
      this.stack.push({ path: start, type: UV_DIRENT_DIR, cursors, listable: true, start: true });
      while (this.stack.length > 0) yield* this.runTask(this.stack.pop());
    }
  }
}

function* globSteps(pattern, options, absolute = false) {
  yield* new GlobRun(checkGlobArgs(pattern, options), absolute).walk();
}

// ---------------------------------------------------------------------------------------
// The operations: one binding call each, inline (sync) or as a pool job (kUsePromises).

function performWith(req) {
  return (step) => {
    switch (step[0]) {
      case 'readdir': return rawReaddir(step[1], false, true, false, req);
      case 'lstat': return binding.lstat(step[1], step[2], req, false);
      case 'stat': return binding.stat(step[1], false, req, false);
      case 'realpath': return binding.realpath(step[1], true, false, req);
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
  validateFunction(callback, 'cb');
  checkGlobArgs(pattern, options);
  collectAsync(globSteps(pattern, options, true), performAsync).then(
    (result) => callback(null, result), callback);
}

// fsPromises.glob: an async iterator that walks only as far as it is read; argument errors
// surface at the first next(), as in Node.
function globPromise(pattern, options) {
  return driveAsync(globSteps(pattern, options, true), performAsync);
}

module.exports = { glob, globSync, globPromise };
