'use strict';
// internal/fs/dir_ops: directories, names and links: mkdir, mkdtemp(+Disposable), readdir
// (flat, withFileTypes, recursive), opendir (internal/fs/dir), rm, rmdir, unlink, rename,
// copyFile, link, symlink, readlink, realpath (+ .native), cp (internal/fs/cp) and glob
// (internal/fs/glob). Each function has ONE `xxxImpl(args..., req)` that validates in Node's
// order and makes ONE binding call whose last argument selects sync (undefined), callback
// (a function) or promise (kUsePromises); the callback, Sync and promise forms are thin
// wrappers around it (async rm follows a refused unlink with Node's rmdir and listing).
// Promise forms never throw: validation errors become rejections.

const pathModule = require('path');
const { codes } = require('internal/errors_lazy');
const {
  binding, getOptions, getValidatedPath, parseFileMode, validateFunction, validateBoolean,
  withNodeShape, rawReaddir, direntsOfListing, FSReqCallback, lazyBuffer,
} = require('internal/fs/utils');
const {
  validateObject, validateInt32, validateUint32, validateOneOf,
} = require('internal/validators');
const { toPathIfFileURL } = require('internal/fs/utils');
const { track, trackReq, FSReqCallback } = require('internal/fs/requests');

const kUsePromises = binding.kUsePromises;
const { S_IFMT, S_IFDIR } = binding.constants;
// Node's getOptions default: no options at all.
const kNoOptions = Object.freeze({ __proto__: null });

// ---------------------------------------------------------------------------------------
// shared plumbing

// Starts a binding call with `req`, mapping its raw result with `map` (if any) in all three
// modes.
function run(req, map, start) {
  if (map === null) return start(req);
  if (typeof req === 'function') {
    start((err, raw) => {
      if (err) return req(err);
      let value;
      try {
        value = map(raw);
      } catch (e) {
        return req(e);
      }
      req(null, value);
    });
    return undefined;
  }
  const raw = start(req);
  return req === kUsePromises ? raw.then(map) : map(raw);
}

function makeCallback(cb) {
  validateFunction(cb, 'cb');
  return cb;
}

// A callback form validates its callback late (after the options, as Node does for some
// calls): a non-function travels to the impl wrapped in this, so it is never taken for
// `req = undefined` (sync).
class LateCallback {
  constructor(value) { this.value = value; }
}

// `adapt` wraps a callback that is a function (see errorOnly, mkdirDone).
function lateCallback(cb, adapt = null) {
  if (typeof cb !== 'function') return new LateCallback(cb);
  return adapt === null ? cb : adapt(cb);
}

function checkReq(req) {
  if (req instanceof LateCallback) makeCallback(req.value);
  return req;
}

// Calls that produce nothing call back with the error alone, as Node's do: `cb(null)`, not
// `cb(null, undefined)` (code that looks at arguments.length sees the difference).
function errorOnly(cb) {
  return (err) => cb(err);
}

// mkdir: a recursive one that created something also passes the first directory it made.
function mkdirDone(cb) {
  return (err, first) => {
    if (err || first === undefined) return cb(err);
    cb(null, first);
  };
}

// A promise form of `impl(...args, req)`: sync throws become rejections. The arguments are
// cut or padded to the impl's arity so `req` always lands last.
function promised(name, impl) {
  const arity = impl.length - 1;
  return withNodeShape(function(...args) {
    // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
    args['length'] = arity;
    try {
      return impl(...args, kUsePromises);
    } catch (err) {
      return Promise.reject(err);
    }
  }, name, arity);
}

// The binding hands out strings (UTF-8) or, when asked, Buffers; any other encoding is
// decoded here from the Buffer, as Node's StringBytes does.
function wantsBuffer(encoding) {
  // A falsy encoding is UTF-8, as Node's native encoding parser takes it.
  return !!encoding && encoding !== 'utf8' && encoding !== 'utf-8';
}

function decoder(encoding) {
  if (encoding === 'buffer' || !wantsBuffer(encoding)) return null;
  return (v) => v.toString(encoding);
}

// ---------------------------------------------------------------------------------------
// mkdir

// The promise form looks at the path first and calls options.mode plain "mode".
function mkdirImpl(path, options, req) {
  let mode = 0o777;
  let recursive = false;
  const promise = req === kUsePromises;
  if (promise) path = getValidatedPath(path);
  if (typeof options === 'number' || typeof options === 'string') {
    mode = parseFileMode(options, 'mode');
  } else if (options) {
    if (options.recursive !== undefined) {
      recursive = options.recursive;
      validateBoolean(recursive, 'options.recursive');
    }
    if (options.mode === null && !promise) {
      // Node's callback and Sync forms turn a null mode into undefined and then refuse it.
      throw new codes.ERR_INVALID_ARG_TYPE('options.mode', 'number', undefined);
    }
    if (options.mode !== undefined) {
      // A mode in [2**31, 2**32) aborts Node (docs/FS-SEMANTICS.md, "Fuzzing"); minirt's
      // refusal of it keeps the name 'options.mode' in every form.
      try {
        mode = parseFileMode(options.mode, 'options.mode', 0o777);
      } catch (err) {
        if (!promise || String(err?.message).includes('<= 2147483647.')) throw err;
        mode = parseFileMode(options.mode, 'mode', 0o777);
      }
    }
  }
  req = checkReq(req);
  if (!promise) path = getValidatedPath(path);
  if (!recursive) return binding.mkdir(path, mode, false, trackReq(req));
  if (req === undefined) {
    try {
      return binding.mkdir(path, mode, true);
    } catch (err) {
      throw mkdirpError(err, path, mode, false);
    }
  }
  if (typeof req === 'function') {
    binding.mkdir(path, mode, true, track((err, first) => {
      if (err) return req(mkdirpError(err, path, mode, true));
      req(null, first);
    }));
    return undefined;
  }
  return binding.mkdir(path, mode, true, req).catch((err) => {
    throw mkdirpError(err, path, mode, true);
  });
}

// Node's recursive mkdir (C++) climbs from `path` with single mkdir calls and judges each
// failure its own way: EACCES, ENOSPC, ENOTDIR and EPERM end the walk, ENOENT climbs to
// the parent, anything else (EEXIST, ELOOP...) asks stat whether a directory is there; an
// EEXIST below the target that is not a directory is ENOTDIR (the async form says so even
// when the stat fails, e.g. on a dangling link). The sync form names `path` in its error,
// the async forms the path that failed. The binding walks differently, so when it fails,
// Node's walk is replayed to find Node's error: what exists stays, so a replay only
// repeats the binding's progress.
const kEEXIST = -17;
const kENOTDIR = -20;

function mkdirpError(err, path, mode, async) {
  if (typeof path !== 'string' || err === null || typeof err !== 'object' ||
      err.syscall !== 'mkdir') {
    return err;
  }
  const failure = replayMkdirp(path, mode, async);
  if (failure === null) return err;
  const e = require('internal/errors').uvException({
    errno: failure.errno, syscall: 'mkdir', path: async ? failure.path : path,
  });
  // An async form's error is made once the loop settles the request: no JS frames.
  if (async) e.stack = `Error: ${e.message}`;
  return e;
}

function errnoOf(f) {
  try {
    f();
    return 0;
  } catch (e) {
    return typeof e?.errno === 'number' ? e.errno : kEEXIST;
  }
}

function replayMkdirp(path, mode, async) {
  const stack = [path];
  while (stack.length > 0) {
    const next = stack.pop();
    const errno = errnoOf(() => binding.mkdir(next, mode, false));
    if (errno === 0) continue;
    const code = errnoCode(errno);
    if (code === 'EACCES' || code === 'ENOSPC' || code === 'ENOTDIR' || code === 'EPERM') {
      return { errno, path: next };
    }
    if (code === 'ENOENT') {
      const slash = next.lastIndexOf('/');
      const parent = slash === -1 ? next : next.slice(0, slash);
      if (parent === next) return { errno, path: next };
      stack.push(next, parent);
      continue;
    }
    let st;
    const statErrno = errnoOf(() => { st = binding.stat(next, true, undefined, false); });
    const isDir = statErrno === 0 && (st[1] & S_IFMT) === S_IFDIR;
    const below = errno === kEEXIST && stack.length > 0;
    if (async && below) {
      if (isDir) continue;
      return { errno: kENOTDIR, path: next };
    }
    if (statErrno !== 0) return { errno: statErrno, path: next };
    if (!isDir) return { errno: below ? kENOTDIR : kEEXIST, path: next };
  }
  return null;
}

function errnoCode(errno) {
  return require('internal/errors').getSystemErrorName(errno);
}

function mkdir(path, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  mkdirImpl(path, options, lateCallback(callback, mkdirDone));
}

function mkdirSync(path, options) {
  return mkdirImpl(path, options, undefined);
}

// ---------------------------------------------------------------------------------------
// mkdtemp

// Platforms treat a trailing X in the template differently: Node warns once.
let warnNonPortable = true;
function warnOnNonPortableTemplate(prefix) {
  const last = typeof prefix === 'string' ? prefix.endsWith('X') : prefix[prefix.length - 1] === 0x58;
  if (warnNonPortable && last) {
    warnNonPortable = false;
    process.emitWarning('mkdtemp() templates ending with X are not portable. ' +
      'For details see: https://nodejs.org/api/fs.html');
  }
}

function mkdtempImpl(prefix, options, req) {
  options = getOptions(options, kNoOptions);
  prefix = getValidatedPath(prefix, 'prefix');
  warnOnNonPortableTemplate(prefix);
  const encoding = options.encoding;
  const dec = decoder(encoding);
  const start = (r) => binding.mkdtemp(prefix, wantsBuffer(encoding), trackReq(r));
  if (req === undefined) return run(req, dec, start);
  if (typeof req === 'function') {
    return run((err, dir) => (err ? req(triedName(err)) : req(null, dir)), dec, start);
  }
  return run(req, dec, start).catch((err) => {
    throw triedName(err);
  });
}

// Node's async mkdtemp names in its error the last name mkdtemp(3) tried: the template
// with its X's replaced by random letters and digits (the sync form keeps the X's).
const kTempChars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
function triedName(err) {
  const path = err?.path;
  if (typeof path !== 'string' || !path.endsWith('XXXXXX') || typeof err.errno !== 'number') {
    return err;
  }
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += kTempChars[Math.floor(Math.random() * 62)];
  const e = require('internal/errors').uvException({
    errno: err.errno, syscall: err.syscall, path: path.slice(0, -6) + suffix,
  });
  // Made once the loop settles the request: no JS frames.
  e.stack = `Error: ${e.message}`;
  return e;
}

function mkdtemp(prefix, options, callback) {
  callback = makeCallback(typeof options === 'function' ? options : callback);
  mkdtempImpl(prefix, typeof options === 'function' ? undefined : options, callback);
}

function mkdtempSync(prefix, options) {
  return mkdtempImpl(prefix, options, undefined);
}

// The directory is removed by absolute path so a later chdir does not matter; removing
// twice is fine (force).
function mkdtempDisposableSync(prefix, options) {
  const path = mkdtempImpl(prefix, options, undefined);
  // As in Node, a Buffer result (encoding 'buffer') fails path.resolve ("paths[1]"), with
  // the directory already made.
  const full = pathModule.resolve(process.cwd(), path);
  const remove = () => {
    rmImpl(full, { recursive: true, force: true }, undefined);
  };
  return { path, remove, [Symbol.dispose]() { remove(); } };
}

// The promise form's result has a null prototype and async methods, as in Node.
async function mkdtempDisposable(prefix, options) {
  const path = await mkdtempImpl(prefix, options, kUsePromises);
  const full = pathModule.resolve(process.cwd(), path);
  const remove = async () => {
    await rmImpl(full, { recursive: true, force: true }, kUsePromises);
  };
  return {
    __proto__: null,
    path,
    remove,
    async [Symbol.asyncDispose]() {
      await remove();
    },
  };
}

// ---------------------------------------------------------------------------------------
// readdir

function readdirImpl(path, options, req) {
  options = getOptions(options, kNoOptions);
  path = getValidatedPath(path);
  // fs.promises.readdir takes any truthy value as recursive; the others want a boolean.
  if (options.recursive != null && req !== kUsePromises) {
    validateBoolean(options.recursive, 'options.recursive');
  }
  const encoding = options.encoding;
  const withTypes = Boolean(options.withFileTypes);
  if (!options.recursive) return readdirFlat(path, encoding, withTypes, req);
  const asBuffer = wantsBuffer(encoding);
  let map = null;
  if (withTypes) {
    map = (raw) => makeDirents(path, raw, encoding);
  } else if (asBuffer && encoding !== 'buffer') {
    map = (raw) => raw.map((n) => n.toString(encoding));
  }
  return run(req, map, (r) => rawReaddir(path, asBuffer, withTypes, true, trackReq(r)));
}

// A flat listing goes through the binding's Node-shaped member, looked up on each call as
// Node's lib does (internal/fs/utils).
function readdirFlat(path, encoding, withTypes, req) {
  if (req === undefined) {
    const listing = binding.readdir(path, encoding, withTypes);
    return withTypes ? direntsOfListing(path, listing) : listing;
  }
  if (req === kUsePromises) {
    const promise = binding.readdir(path, encoding, withTypes, kUsePromises);
    if (!withTypes) return promise;
    return promise.then((listing) => new Promise((resolve, reject) => {
      direntsOfListing(path, listing, (err, dirents) => (err ? reject(err) : resolve(dirents)));
    }));
  }
  const request = new FSReqCallback();
  if (withTypes) {
    request.oncomplete = (err, listing) => {
      if (err) return req(err);
      direntsOfListing(path, listing, req);
    };
  } else {
    request.oncomplete = req;
  }
  binding.readdir(path, encoding, withTypes, request);
  return undefined;
}

// `[names, types]`, or for a recursive listing `[names, types, dirs, counts]` where dirs are
// relative to `path` and counts say how many consecutive entries each holds.
function makeDirents(path, raw, encoding) {
  const decode = decoder(encoding);
  const names = decode ? raw[0].map(decode) : raw[0];
  if (raw.length === 2) return binding.dirents(names, raw[1], [path], [names.length]);
  const dirs = raw[2];
  const parents = new Array(dirs.length);
  // Node joins nested parents onto a Buffer path as Buffers, whatever the names' encoding.
  const pathIsBuffer = path instanceof Uint8Array;
  if (decode) {
    for (let g = 0; g < dirs.length; g++) {
      const parent = decodedParent(path, dirs[g], decode);
      parents[g] = pathIsBuffer && g > 0 ? lazyBuffer().from(parent) : parent;
    }
  } else {
    // A listing's relative dirs are plain names joined by '/', so joining one to `path`
    // only appends it to `path` normalized once (Boa runs path.join's character loop
    // slowly, and a listing may have thousands of dirs).
    const base = pathModule.join(`${path}`, '.');
    const prefix = base === '.' ? '' : base === '/' ? '/' : base + '/';
    const asBuffer = encoding === 'buffer' || pathIsBuffer;
    parents[0] = path;
    for (let g = 1; g < dirs.length; g++) {
      const joined = prefix + dirs[g];
      parents[g] = asBuffer ? lazyBuffer().from(joined) : joined;
    }
  }
  return binding.dirents(names, raw[1], parents, raw[3]);
}

// A recursive listing's parentPath for the entries of `rel` (relative to `path`, a Buffer)
// when names are decoded: as in Node, `path` joined with each directory's name in the
// listing's encoding, so a hex listing's parents carry hex segments.
function decodedParent(path, rel, decode) {
  if (rel.length === 0) return path;
  let parent = `${path}`;
  let start = 0;
  for (let i = 0; i <= rel.length; i++) {
    if (i === rel.length || rel[i] === 0x2f) {
      parent = pathModule.join(parent, decode(rel.subarray(start, i)));
      start = i + 1;
    }
  }
  return parent;
}

function readdir(path, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  readdirImpl(path, options, makeCallback(callback));
}

function readdirSync(path, options) {
  return readdirImpl(path, options, undefined);
}

// ---------------------------------------------------------------------------------------
// rmdir, rm, unlink

// Node's order in the callback form: the removed `recursive` option, the callback, the
// path, then the options themselves (undefined or an object; null, strings and numbers are
// refused). The Sync and promise forms look at the path first.
function rmdirImpl(path, options, req) {
  if (req === undefined || req === kUsePromises) path = getValidatedPath(path);
  if (options?.recursive !== undefined) {
    throw new codes.ERR_INVALID_ARG_VALUE(
      'options.recursive', options.recursive, 'is no longer supported');
  }
  if (req !== undefined && req !== kUsePromises) {
    req = checkReq(req);
    path = getValidatedPath(path);
  }
  if (options !== undefined) validateObject(options, 'options');
  return binding.rmdir(path, trackReq(req));
}

function rmdir(path, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  rmdirImpl(path, options, lateCallback(callback, errorOnly));
}

function rmdirSync(path, options) {
  rmdirImpl(path, options, undefined);
}

const kRmDefaults = { recursive: false, force: false, retryDelay: 100, maxRetries: 0 };

function validateRmOptions(options) {
  if (options === undefined) return kRmDefaults;
  validateObject(options, 'options');
  options = { ...kRmDefaults, ...options };
  // Node's order: force, recursive, retryDelay, maxRetries.
  validateBoolean(options.force, 'options.force');
  validateBoolean(options.recursive, 'options.recursive');
  validateInt32(options.retryDelay, 'options.retryDelay', 0);
  validateUint32(options.maxRetries, 'options.maxRetries');
  return options;
}

// Node's internal/fs/utils helper (reached by tests with --expose-internals): the rm options
// checks, then an lstat of the path unless a forced recursive removal of anything is asked
// for. With expectDir, a path that is no directory gives false.
function validateRmOptionsSync(path, options, expectDir) {
  options = validateRmOptions(options);
  if (!options.force || expectDir || !options.recursive) {
    const st = require('fs').lstatSync(path, { throwIfNoEntry: !options.force });
    const isDirectory = st?.isDirectory();
    if (expectDir && !isDirectory) return false;
    if (isDirectory && !options.recursive) throw eisdir(path, false);
  }
  return options;
}

// Node throws this one through the code's HideStackFramesError twin, whose prototype
// answers `constructor` with SystemError (err.constructor.name is 'SystemError'). Its stack
// starts at the caller (no frames of this module); the callback and promise forms make it
// off any JS stack, so there it is the header line alone.
let EisdirError;
function eisdir(path, async) {
  if (EisdirError === undefined) {
    const { SystemError } = require('internal/errors');
    EisdirError = class HideStackFramesError extends codes.ERR_FS_EISDIR {
      get ['constructor']() {
        return SystemError;
      }
    };
  }
  const err = new EisdirError({
    code: 'EISDIR', message: 'is a directory', path, syscall: 'rm', errno: 21,
  });
  const lines = err.stack.split('\n');
  let first = 1;
  // Built-in frames are `name (node:internal/...)`, or a bare location when anonymous.
  const builtinFrame = /^ {4}at (?:.* \()?node:internal\//;
  while (first < lines.length && (async || builtinFrame.test(lines[first]))) first++;
  lines.splice(1, first - 1);
  err.stack = lines.join('\n');
  return err;
}

// Node's async rm meets an unlink refused with EPERM (a sticky directory, an immutable file)
// by trying rmdir on the same path, and an rmdir refused as a non-empty directory's would be
// (EPERM again, ENOTEMPTY, EEXIST) by listing it: then the failure is that scandir's.
function afterUnlinkEperm(err, done) {
  if (err?.code !== 'EPERM' || err.syscall !== 'unlink' || typeof err.path !== 'string') {
    return done(err);
  }
  binding.rmdir(err.path, trackReq((rmdirErr) => {
    if (!rmdirErr) return done(null);
    if (rmdirErr.code === 'ENOTDIR') return done(err);
    if (rmdirErr.code !== 'EPERM' && rmdirErr.code !== 'ENOTEMPTY' && rmdirErr.code !== 'EEXIST') {
      return done(rmdirErr);
    }
    const listing = new FSReqCallback();
    listing.oncomplete = (readErr) => done(readErr || err);
    binding.readdir(err.path, 'buffer', false, listing);
  }));
}

// Below the top path, Node's async rm meets an lstat failure (a name past PATH_MAX, a
// directory it may list but not search) by unlinking the entry anyway, so the failure it
// reports is that unlink's, with the same errno.
function unlinkAfterLstat(err, top) {
  if (err?.syscall !== 'lstat' || err.code === 'ENOENT' || typeof err.path !== 'string' ||
      err.path === `${top}` || typeof err.errno !== 'number') {
    return err;
  }
  const e = require('internal/errors').uvException({
    errno: err.errno, syscall: 'unlink', path: err.path,
  });
  // Made once the loop settles the request: no JS frames.
  e.stack = `Error: ${e.message}`;
  return e;
}

// One native task: lstat, the directory check, the removal and its retries.
function rmImpl(path, options, req) {
  // EISDIR keeps the path as given (a URL or Buffer stays one in `info`); the callback and
  // promise forms check it after turning a URL into its path.
  const given = req === undefined ? path : toPathIfFileURL(path);
  // rmSync looks at the options before the path; the callback and promise forms after it.
  if (req === undefined) {
    options = validateRmOptions(options);
    path = getValidatedPath(path);
  } else {
    path = getValidatedPath(path);
    options = validateRmOptions(options);
  }
  const map = (refused) => {
    if (refused) throw eisdir(given, req !== undefined);
  };
  const nativeRemoveAll = (r) => binding.rm(path, options.recursive, options.force,
    options.maxRetries, options.retryDelay, trackReq(r));
  if (req === undefined) return run(req, map, nativeRemoveAll);
  // Node's async rm takes an entry that is gone by the time it gets to it (a removal racing
  // this one, a path through a directory already removed) as removed and goes on with the
  // rest: once the path itself was found, ENOENT is never its answer. The native walk stops
  // at such an entry, so it starts over; a path that is no longer there is then done.
  const kMaxRestarts = 64;
  const restarts = (err, found) => {
    if (err?.code !== 'ENOENT') return 'no';
    const atTop = err.syscall === 'lstat' && `${err.path}` === `${path}`;
    if (!found) return atTop ? 'no' : 'restart';
    return atTop ? 'done' : 'restart';
  };
  // `found`: the path was there when the removal began (its first rmdir met something).
  const removeAll = (r, found = false) => {
    if (typeof r === 'function') {
      let count = 0;
      const attempt = () => nativeRemoveAll((err, raw) => {
        if (!err) return r(null, raw);
        const next = count < kMaxRestarts ? restarts(err, found || count > 0) : 'no';
        if (next === 'done') return r(null);
        if (next === 'restart') {
          count++;
          return attempt();
        }
        afterUnlinkEperm(unlinkAfterLstat(err, path), r);
      });
      return attempt();
    }
    const attempt = (count) => nativeRemoveAll(r).catch((err) => {
      const next = count < kMaxRestarts ? restarts(err, found || count > 0) : 'no';
      if (next === 'done') return undefined;
      if (next === 'restart') return attempt(count + 1);
      return new Promise((resolve, reject) => {
        afterUnlinkEperm(unlinkAfterLstat(err, path), (e, raw) => (e ? reject(e) : resolve(raw)));
      });
    });
    return attempt(0);
  };
  if (!options.recursive) return run(req, map, removeAll);
  // Node's async recursive rm tries rmdir on the path first and goes into the tree only
  // when that says the directory is not empty (or the path is no directory): any other
  // refusal, such as EACCES from a read-only parent, is the answer.
  const firstTry = (r) => binding.rmdir(path, trackReq(r));
  // A path no lstat can reach (too long, a link loop on the way) is Node's lstat's error.
  const goOn = (err) => err.code === 'ENOTEMPTY' || err.code === 'EEXIST' || err.code === 'EPERM' ||
    err.code === 'ENOTDIR' || err.code === 'ENOENT' || err.code === 'ENAMETOOLONG' ||
    err.code === 'ELOOP';
  // Node lstats the path before anything else: when the refusal is its lookup's (EACCES on
  // the way), the answer is that lstat's failure.
  const lstatFirst = (err, done) => {
    if (err.code !== 'EACCES') return done(err);
    binding.lstatObject(path, true, trackReq((lstatErr) => done(lstatErr || err)), false);
  };
  if (typeof req === 'function') {
    firstTry((err) => {
      if (!err) return req(null);
      if (!goOn(err)) return lstatFirst(err, req);
      run(req, map, (r) => removeAll(r, err.code !== 'ENOENT'));
    });
    return undefined;
  }
  return firstTry(req).then(() => undefined, (err) => {
    if (!goOn(err)) return new Promise((resolve, reject) => lstatFirst(err, reject));
    return run(req, map, (r) => removeAll(r, err.code !== 'ENOENT'));
  });
}

function rm(path, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  // Node does not check the callback up front; a bad one fails when it is called.
  rmImpl(path, options, (err) => callback(err || null));
}

// Node's rmSync removes in C++ after its lstat: a failure there is an ErrnoException naming
// the path given (see nativeRmError in internal/fs/cp).
function rmSync(path, options) {
  try {
    rmImpl(path, options, undefined);
  } catch (err) {
    if (err === null || typeof err !== 'object' || err.syscall === undefined) throw err;
    const top = getValidatedPath(path);
    // Only the lstat of the path itself is Node's JS; those below it are its C++'s.
    if (err.syscall === 'lstat' && err.path === `${top}`) {
      if (options?.force !== true || options.recursive !== true) throw err;
      // With force and recursive Node's rmSync skips its own lstat: its C++ takes a path
      // under a non-directory for a missing one and reports the rest its own way.
      if (err.code === 'ENOTDIR') return;
    }
    // Node's C++ remover takes a path that is gone by the time it removes it as removed:
    // "dir/.." no longer leads anywhere once its contents (dir among them) are removed.
    if (err.code === 'ENOENT' && err.syscall !== 'lstat' && err.path === `${top}`) return;
    throw lazyCp().nativeRmError(err, top);
  }
}

function unlinkImpl(path, req) {
  return binding.unlink(getValidatedPath(path), trackReq(req));
}

function unlink(path, callback) {
  unlinkImpl(path, errorOnly(makeCallback(callback)));
}

function unlinkSync(path) {
  unlinkImpl(path, undefined);
}

// ---------------------------------------------------------------------------------------
// rename, link, symlink, readlink

function renameImpl(oldPath, newPath, req) {
  return binding.rename(getValidatedPath(oldPath, 'oldPath'),
    getValidatedPath(newPath, 'newPath'), trackReq(req));
}

function rename(oldPath, newPath, callback) {
  renameImpl(oldPath, newPath, errorOnly(makeCallback(callback)));
}

function renameSync(oldPath, newPath) {
  renameImpl(oldPath, newPath, undefined);
}

function linkImpl(existingPath, newPath, req) {
  return binding.link(getValidatedPath(existingPath, 'existingPath'),
    getValidatedPath(newPath, 'newPath'), trackReq(req));
}

function link(existingPath, newPath, callback) {
  linkImpl(existingPath, newPath, errorOnly(makeCallback(callback)));
}

function linkSync(existingPath, newPath) {
  linkImpl(existingPath, newPath, undefined);
}

const kSymlinkTypes = ['dir', 'file', 'junction', null, undefined];

// `type` only matters on Windows; it is still validated everywhere.
function symlinkImpl(target, path, type, req) {
  validateOneOf(type, 'type', kSymlinkTypes);
  return binding.symlink(getValidatedPath(target, 'target'), getValidatedPath(path), trackReq(req));
}

function symlink(target, path, type, callback) {
  if (callback === undefined) {
    callback = makeCallback(type);
    type = undefined;
  }
  symlinkImpl(target, path, type, errorOnly(makeCallback(callback)));
}

function symlinkSync(target, path, type) {
  symlinkImpl(target, path, type, undefined);
}

// fs.readlink and readlinkSync name their argument `path`; fsPromises.readlink `oldPath`.
function readlinkImpl(path, options, req, name = 'path') {
  options = getOptions(options, kNoOptions);
  path = getValidatedPath(path, name);
  const encoding = options.encoding;
  return run(req, decoder(encoding), (r) => binding.readlink(path, wantsBuffer(encoding), trackReq(r)));
}

function readlink(path, options, callback) {
  callback = makeCallback(typeof options === 'function' ? options : callback);
  readlinkImpl(path, typeof options === 'function' ? undefined : options, callback);
}

function readlinkSync(path, options) {
  return readlinkImpl(path, options, undefined);
}

function readlinkPromiseImpl(path, options, req) {
  return readlinkImpl(path, options, req, 'oldPath');
}

// ---------------------------------------------------------------------------------------
// realpath

// Node's fs.realpath is a JS walk: any value becomes a string, errors name the failing
// component (lstat/stat). realpath.native and fsPromises.realpath are realpath(3).
function realpathImpl(p, options, native, req) {
  options = getOptions(options, kNoOptions);
  if (native) {
    p = getValidatedPath(p);
  } else {
    p = toPathIfFileURL(p);
    if (typeof p !== 'string') p += '';
    p = getValidatedPath(p);
    // Node's JS realpath resolves a relative path against process.cwd() first, so a removed
    // working directory throws its error here, synchronously in the callback form too.
    if (!pathModule.isAbsolute(p)) process.cwd();
  }
  const encoding = options.encoding;
  return run(req, decoder(encoding),
    (r) => binding.realpath(p, native, wantsBuffer(encoding), trackReq(r)));
}

function realpath(p, options, callback) {
  callback = makeCallback(typeof options === 'function' ? options : callback);
  realpathImpl(p, typeof options === 'function' ? undefined : options, false, callback);
}

function realpathSync(p, options) {
  return realpathImpl(p, options, false, undefined);
}

// Node takes `callback || options` here, so a falsy third argument names the options.
realpath.native = function(p, options, callback) {
  callback = makeCallback(callback || options);
  realpathImpl(p, typeof options === 'function' ? undefined : options, true, callback);
};

realpathSync.native = function(p, options) {
  return realpathImpl(p, options, true, undefined);
};

// ---------------------------------------------------------------------------------------
// copyFile

// Node checks the mode in C++ as it checks access's: plain messages, not the usual validator
// texts; a number that is not finite is out of range, a fraction is cut to its integer part.
function copyFileMode(mode) {
  if (mode == null) return 0;
  if (typeof mode !== 'number') {
    const err = new TypeError('mode must be int32 or null/undefined');
    err.code = 'ERR_INVALID_ARG_TYPE';
    throw err;
  }
  if (!Number.isFinite(mode)) {
    const err = new RangeError('mode is out of range');
    err.code = 'ERR_OUT_OF_RANGE';
    throw err;
  }
  const m = Math.trunc(mode);
  if (m < 0 || m > 7) {
    const err = new RangeError('mode is out of range: >= 0 && <= 7');
    err.code = 'ERR_OUT_OF_RANGE';
    throw err;
  }
  return m;
}

function copyFileImpl(src, dest, mode, req) {
  src = getValidatedPath(src, 'src');
  dest = getValidatedPath(dest, 'dest');
  req = checkReq(req);
  return binding.copyFile(src, dest, copyFileMode(mode), trackReq(req));
}

function copyFile(src, dest, mode, callback) {
  if (typeof mode === 'function') {
    callback = mode;
    mode = 0;
  }
  copyFileImpl(src, dest, mode, lateCallback(callback, errorOnly));
}

function copyFileSync(src, dest, mode) {
  copyFileImpl(src, dest, mode, undefined);
}

// ---------------------------------------------------------------------------------------
// exports

const dir = require('internal/fs/dir');

let cpModule;
function lazyCp() {
  cpModule ??= require('internal/fs/cp');
  return cpModule;
}
let globModule;
function lazyGlob() {
  globModule ??= require('internal/fs/glob');
  return globModule;
}

// `api` goes onto `fs` as is; `promises` onto `fs/promises`.
// mkdirSync, readdirSync, rmdirSync, unlinkSync, renameSync and realpathSync are native
// entries for string paths without options (fs-binding's glue/entry_table.rs); the JS
// versions given here take every other call.
const realpathSyncEntry = binding.entry('realpathSync', realpathSync);
realpathSyncEntry.native = realpathSync.native;

module.exports = {
  validateRmOptionsSync,
  api: {
    mkdir,
    mkdirSync: binding.entry('mkdirSync', mkdirSync),
    mkdtemp,
    mkdtempSync,
    mkdtempDisposableSync,
    readdir,
    readdirSync: binding.entry('readdirSync', readdirSync),
    opendir: dir.opendir,
    opendirSync: dir.opendirSync,
    Dir: dir.Dir,
    rmdir,
    rmdirSync: binding.entry('rmdirSync', rmdirSync),
    rm,
    rmSync,
    unlink,
    unlinkSync: binding.entry('unlinkSync', unlinkSync),
    rename,
    renameSync: binding.entry('renameSync', renameSync),
    copyFile,
    copyFileSync,
    link,
    linkSync,
    symlink,
    symlinkSync,
    readlink,
    readlinkSync,
    realpath,
    realpathSync: realpathSyncEntry,
    cp: withNodeShape(function(...args) { return lazyCp().cp(...args); }, 'cp', 4),
    cpSync: withNodeShape(function(...args) { return lazyCp().cpSync(...args); }, 'cpSync', 3),
    glob: withNodeShape(function(...args) { return lazyGlob().glob(...args); }, 'glob', 3),
    globSync: withNodeShape(function(...args) { return lazyGlob().globSync(...args); }, 'globSync', 2),
  },
  promises: {
    mkdir: promised('mkdir', mkdirImpl),
    mkdtemp: promised('mkdtemp', mkdtempImpl),
    mkdtempDisposable(prefix, options) {
      return mkdtempDisposable(prefix, options);
    },
    readdir: promised('readdir', readdirImpl),
    opendir: withNodeShape(dir.opendirPromise, 'opendir', 3),
    rmdir: promised('rmdir', rmdirImpl),
    rm: promised('rm', rmImpl),
    unlink: promised('unlink', unlinkImpl),
    rename: promised('rename', renameImpl),
    copyFile: promised('copyFile', copyFileImpl),
    link: promised('link', linkImpl),
    symlink: promised('symlink', symlinkImpl),
    readlink: promised('readlink', readlinkPromiseImpl),
    realpath: promised('realpath', (p, options, req) => realpathImpl(p, options, true, req)),
    cp: withNodeShape(function(...args) {
      try {
        return lazyCp().cpPromise(...args);
      } catch (err) {
        return Promise.reject(err);
      }
    }, 'cp', 3),
    glob: withNodeShape(function(...args) { return lazyGlob().globPromise(...args); }, 'glob', 2),
  },
};
