'use strict';
// internal/fs/cp: fs.cp, fs.cpSync and fsPromises.cp. The copy algorithm (Node's: path
// checks, parent checks, files, directories, symlinks, the ERR_FS_CP_* errors) is written
// ONCE as a generator that yields the file-system operations it needs; the drivers of
// internal/fs/step_runner run them with the *Sync calls or with the callback calls, so both
// forms behave the same. Every check on a pair of paths happens before anything is written
// for it. Where Node hands the work to its C++ copier (cpSync's top-level checks, its
// replacement of an existing file and, without a filter, its directory walk and the async
// forms' copy of a directory they have just made) the generator takes that copier's checks
// and error shapes instead.

const { Buffer } = require('buffer');
const pathModule = require('path');
const { codes } = require('internal/errors');
const { getValidatedPath, validateFunction, validateBoolean } = require('internal/fs/utils');
const { validateObject, validateInteger } = require('internal/validators');
const { collectSync, collectAsync } = require('internal/fs/step_runner');

const { dirname, isAbsolute, join, resolve, sep } = pathModule;

const EEXIST = 17;
const EINVAL = 22;
const EISDIR = 21;
const ENOTDIR = 20;

const kDefaults = {
  dereference: false,
  errorOnExist: false,
  force: true,
  filter: undefined,
  mode: 0,
  preserveTimestamps: false,
  recursive: false,
  verbatimSymlinks: false,
};

function validateCpOptions(options) {
  if (options === undefined) return { ...kDefaults };
  validateObject(options, 'options');
  options = { ...kDefaults, ...options };
  validateBoolean(options.dereference, 'options.dereference');
  validateBoolean(options.errorOnExist, 'options.errorOnExist');
  validateBoolean(options.force, 'options.force');
  validateBoolean(options.preserveTimestamps, 'options.preserveTimestamps');
  validateBoolean(options.recursive, 'options.recursive');
  validateBoolean(options.verbatimSymlinks, 'options.verbatimSymlinks');
  if (options.mode == null) {
    options.mode = 0;
  } else {
    validateInteger(options.mode, 'mode', 0, 7);
  }
  if (options.dereference === true && options.verbatimSymlinks === true) {
    throw new codes.ERR_INCOMPATIBLE_OPTION_PAIR('dereference', 'verbatimSymlinks');
  }
  if (options.filter !== undefined) validateFunction(options.filter, 'options.filter');
  return options;
}

// Node's cpSync without a filter copies in C++ (std::filesystem). Failures of its own steps
// (creating a directory, listing one, copying a file inside a walk, removing a file it
// replaces) are ErrnoExceptions "CODE, Description 'path'" with a positive errno, keys in
// the order errno, code, path, syscall; the path is the one that step was working on.
// The descriptions are the C library's (strerror).
const kStrerror = {
  __proto__: null,
  EACCES: 'Permission denied',
  EBUSY: 'Device or resource busy',
  EDQUOT: 'Disk quota exceeded',
  EEXIST: 'File exists',
  EFBIG: 'File too large',
  EINVAL: 'Invalid argument',
  EIO: 'Input/output error',
  EISDIR: 'Is a directory',
  ELOOP: 'Too many levels of symbolic links',
  EMFILE: 'Too many open files',
  ENAMETOOLONG: 'File name too long',
  ENFILE: 'Too many open files in system',
  ENOENT: 'No such file or directory',
  ENOSPC: 'No space left on device',
  ENOTDIR: 'Not a directory',
  ENOTEMPTY: 'Directory not empty',
  EPERM: 'Operation not permitted',
  EROFS: 'Read-only file system',
  EXDEV: 'Invalid cross-device link',
};

function nativeStepError(err, syscall, path, separator = '') {
  const description = typeof err?.code === 'string' ? kStrerror[err.code] : undefined;
  if (description === undefined || typeof err.errno !== 'number') return err;
  const e = new Error(`${err.code}, ${description}${separator} '${path}'`);
  e.errno = Math.abs(err.errno);
  e.code = err.code;
  e.path = `${path}`;
  e.syscall = syscall;
  return e;
}

// Node's rmSync names EACCES, EPERM and ENOTDIR (a symlink to a directory given with a
// trailing slash); every other errno of its removal (EBUSY on a mount point, EROFS, EINVAL
// for a path ending in '.') leaves its C++ as an unknown error: code '', errno UV_UNKNOWN,
// "<empty code>, Unknown error: <strerror> '<path>'".
function nativeRmError(err, path) {
  if (err?.code === 'EACCES' || err?.code === 'EPERM' || err?.code === 'ENOTDIR') {
    return nativeStepError(err, 'rm', path, ':');
  }
  const description = typeof err?.code === 'string' ? kStrerror[err.code] : undefined;
  if (description === undefined || typeof err.errno !== 'number') return err;
  const e = new Error(`, Unknown error: ${description} '${path}'`);
  e.errno = -4094;
  e.code = '';
  e.path = `${path}`;
  e.syscall = 'rm';
  return e;
}

// Options standing for "this step is Node's C++ copier's" (see nativeStep).
const kNativeOpts = { native: true };

// `yield step`, with a failure reported as Node's C++ copier reports it (see above) when
// this is such a copy.
function* nativeStep(opts, step, syscall, path) {
  if (!opts.native) return yield step;
  try {
    return yield step;
  } catch (err) {
    throw nativeStepError(err, syscall, path);
  }
}

function cpError(Ctor, message, path, errno, code) {
  return new Ctor({ message, path: `${path}`, syscall: 'cp', errno, code });
}

function areIdentical(a, b) {
  return Boolean(b.ino && b.dev && b.ino === a.ino && b.dev === a.dev);
}

function pathParts(p) {
  return resolve(p).split(sep).filter(Boolean);
}

// Whether `dest` is `src` or lies under it.
function isSrcSubdir(src, dest) {
  if (walkPaths.has(src) || walkPaths.has(dest)) {
    src = byteText(src);
    dest = byteText(dest);
  }
  const s = pathParts(src);
  const d = pathParts(dest);
  return s.every((part, i) => d[i] === part);
}

// Node's native copier walks names as bytes, so an entry whose name is not UTF-8 is copied
// like any other: its path (and the paths below it) are Buffers, made here and recorded in
// `walkPaths`. Elsewhere a Buffer path is the caller's, which the path functions refuse as
// Node's do.
const walkPaths = new WeakSet();

// A path as a string of its bytes (one character each), for the path functions.
function byteText(p) {
  return (typeof p === 'string' ? Buffer.from(p) : p).toString('latin1');
}

function walkPath(bytes) {
  const text = bytes.toString();
  if (Buffer.byteLength(text) === bytes.length && Buffer.from(text).equals(bytes)) return text;
  walkPaths.add(bytes);
  return bytes;
}

// `name` (a listing's) under `dir`.
function joinPath(dir, name) {
  if (typeof dir === 'string' && typeof name === 'string') return join(dir, name);
  const base = typeof dir === 'string' ? Buffer.from(pathModule.normalize(dir)) : dir;
  const parts = [base, typeof name === 'string' ? Buffer.from(name) : name];
  if (base[base.length - 1] !== 0x2f) parts.splice(1, 0, Buffer.from(sep));
  return walkPath(Buffer.concat(parts));
}

// A link's target resolved against the directory holding the link.
function resolveBeside(link, target) {
  if (!walkPaths.has(link) && !walkPaths.has(target)) return resolve(dirname(link), target);
  return walkPath(Buffer.from(resolve(dirname(byteText(link)), byteText(target)), 'latin1'));
}

function isAbsolutePath(p) {
  return walkPaths.has(p) ? p[0] === 0x2f : isAbsolute(p);
}

// ---------------------------------------------------------------------------------------
// the algorithm; each `yield [op, ...args]` is one file-system operation

// Node's cpSync checks the top-level pair natively (without a filter): plain Errors with
// only a `code`, and its own wording (directories shown with a trailing "/").
function nativeError(code, message) {
  const err = new Error(message);
  err.code = code;
  return err;
}

// Node's native check of cpSync's top pair probes src the other way round from the copy
// (following links without `dereference`, not following with it) and labels a failure
// with the copy's syscall; under `dereference` a link counts as a directory. "The same"
// means the same file once links are followed (a link to src as dest is refused). A
// failure of the copy's own stat of src (or lstat of dest) surfaces only after the
// directory checks (`srcError`, `destError`, see cpTree).
function* checkTopPathsSync(src, dest, opts, statOp) {
  let probe;
  try {
    probe = yield [opts.dereference ? 'lstat' : 'stat', src];
  } catch (err) {
    throw relabelStatError(err, statOp);
  }
  const srcDir = probe.isDirectory() || (opts.dereference && probe.isSymbolicLink());
  let srcStat = probe;
  let srcError = null;
  if (opts.dereference) {
    try {
      srcStat = yield ['stat', src];
    } catch (err) {
      srcError = err;
    }
  } else {
    srcStat = yield ['lstat', src];
  }
  // A dest that cannot be looked up counts as absent here; without `dereference` the
  // copy's own lstat of dest reports it later, with it the copy itself does.
  let destStat = null;
  let destError = null;
  try {
    destStat = yield [statOp + 'OrNull', dest];
  } catch (err) {
    if (!opts.dereference) destError = err;
  }
  const shown = srcDir && !src.endsWith(sep) ? `${src}${sep}` : src;
  if (destStat) {
    const srcReal = opts.dereference ? (srcError ? null : srcStat) : probe;
    const destReal = yield ['statOrNull', dest];
    if (srcReal && destReal ? areIdentical(srcReal, destReal) : areIdentical(srcStat, destStat)) {
      throw nativeError('ERR_FS_CP_EINVAL', `src and dest cannot be the same ${dest}`);
    }
    // The kind comes from the probe too: a link to a directory is one without
    // `dereference`, and any link is one with it.
    if (srcDir && !destStat.isDirectory()) {
      throw nativeError('ERR_FS_CP_DIR_TO_NON_DIR',
        `Cannot overwrite non-directory ${dest} with directory ${src}`);
    }
    if (!srcDir && destStat.isDirectory()) {
      throw nativeError('ERR_FS_CP_NON_DIR_TO_DIR',
        `Cannot overwrite directory ${dest} with non-directory ${src}`);
    }
  }
  // The native check compares the spellings: dest under src + "/" as written ("." and
  // "./d1" are no prefix of "d1/x"; the parents check and the copy's own come later).
  if (srcDir && dest.startsWith(src.endsWith(sep) ? src : `${src}${sep}`)) {
    throw nativeError('ERR_FS_CP_EINVAL',
      `Cannot copy ${shown} to a subdirectory of self ${dest}`);
  }
  // The native check also refuses a dest whose parent, as spelled (and only when that
  // parent has a parent of its own: "file/x" is let through, "./file/x" is not), is src
  // once links are followed. It looks no further up.
  const slash = dest.lastIndexOf(sep);
  const parent = slash <= 0 ? (slash === 0 ? sep : null) : dest.slice(0, slash);
  if (parent !== null && parent.includes(sep)) {
    const srcReal = opts.dereference ? (srcError ? null : srcStat) : probe;
    let parentStat = null;
    if (srcReal !== null) {
      try {
        parentStat = yield ['stat', parent];
      } catch {
        // A parent that cannot be looked up is not src.
      }
    }
    if (parentStat !== null && areIdentical(srcReal, parentStat)) {
      const named = src.endsWith(sep) ? src : `${src}${sep}`;
      throw nativeError('ERR_FS_CP_EINVAL',
        `Cannot copy ${named} to a subdirectory of self ${dest}`);
    }
  }
  return { srcStat, destStat, skipped: false, srcDir, srcError, destError };
}

// A uv error of one stat call reported as if made by the other (same code and path).
function relabelStatError(err, syscall) {
  if (err === null || typeof err !== 'object' || typeof err.syscall !== 'string' ||
      err.syscall === syscall || typeof err.message !== 'string') return err;
  err.message = err.message.replace(`, ${err.syscall} '`, `, ${syscall} '`);
  err.syscall = syscall;
  return err;
}

function* checkPaths(src, dest, opts, top = false, inDir = undefined) {
  if (opts.filter && !(yield ['filter', src, dest])) return { skipped: true };
  const statOp = opts.dereference ? 'stat' : 'lstat';
  // cpSync calls the filter on the top pair first, then its native checks (filter or not).
  if (top && opts.sync) return yield* checkTopPathsSync(src, dest, opts, statOp);
  // Inside a directory cpSync's walk (with a filter) only stats the pair: none of the
  // checks below are made there, so a directory is copied into whatever dest leads to.
  if (opts.sync && inDir !== undefined) {
    const srcStat = yield [statOp, src];
    return { srcStat, destStat: yield [statOp + 'OrNull', dest], skipped: false };
  }
  const srcStat = inDir === undefined ? yield [statOp, src] :
    yield* nativeStep(opts, [statOp, src], 'cp', inDir);
  const destStat = yield [statOp + 'OrNull', dest];
  if (destStat) {
    if (areIdentical(srcStat, destStat)) {
      throw cpError(codes.ERR_FS_CP_EINVAL, 'src and dest cannot be the same', dest,
        EINVAL, 'EINVAL');
    }
    if (srcStat.isDirectory() && !destStat.isDirectory()) {
      throw cpError(codes.ERR_FS_CP_DIR_TO_NON_DIR,
        `cannot overwrite non-directory ${dest} with directory ${src}`, dest, EISDIR, 'EISDIR');
    }
    if (!srcStat.isDirectory() && destStat.isDirectory()) {
      throw cpError(codes.ERR_FS_CP_NON_DIR_TO_DIR,
        `cannot overwrite directory ${dest} with non-directory ${src}`, dest, ENOTDIR,
        'ENOTDIR');
    }
  }
  if (srcStat.isDirectory() && isSrcSubdir(src, dest)) {
    throw cpError(codes.ERR_FS_CP_EINVAL,
      `cannot copy ${src} to a subdirectory of self ${dest}`, dest, EINVAL, 'EINVAL');
  }
  return { srcStat, destStat, skipped: false };
}

// Refuses a dest whose ancestors include src itself (reached through links). cpSync's
// copier has no such check (`lenient`): an ancestor it cannot stat is no reason to fail
// there, the copy itself reports what is wrong.
function* checkParentPaths(src, srcStat, dest, lenient = false) {
  const srcParent = resolve(dirname(src));
  const destParent = resolve(dirname(dest));
  if (destParent === srcParent || destParent === pathModule.parse(destParent).root) return;
  const destStat = yield [lenient ? 'statIfAny' : 'statOrNull', destParent];
  if (!destStat) return;
  if (areIdentical(srcStat, destStat)) {
    throw cpError(codes.ERR_FS_CP_EINVAL,
      `cannot copy ${src} to a subdirectory of self ${dest}`, dest, EINVAL, 'EINVAL');
  }
  yield* checkParentPaths(src, srcStat, destParent, lenient);
}

// `inDir`: the destination directory when this entry is copied as part of a directory walk;
// `inNewDir`: that directory was just made, so Node (without a filter or `dereference`)
// copies this entry natively in its async forms too.
function* copyEntry(destStat, src, dest, opts, inDir, inNewDir = false) {
  const srcStat = inDir === undefined ? yield [opts.dereference ? 'stat' : 'lstat', src] :
    yield* nativeStep(opts, [opts.dereference ? 'stat' : 'lstat', src], 'cp', inDir);
  if (srcStat.isDirectory()) {
    if (!opts.recursive) {
      throw cpError(codes.ERR_FS_EISDIR, `${src} is a directory (not copied)`, src, EISDIR,
        'EISDIR');
    }
    if (!opts.force && opts.errorOnExist && destStat) {
      throw cpError(codes.ERR_FS_CP_EEXIST, `${dest} already exists`, dest, EEXIST, 'EEXIST');
    }
    if (!destStat) yield* nativeStep(opts, ['mkdir', dest], 'cp', dest);
    // A directory gets its times (preserveTimestamps) once its entries are copied, then
    // the source's mode if it was made here.
    const finish = function* () {
      if (opts.preserveTimestamps) {
        const times = yield ['stat', src];
        yield ['utimes', dest, times.atime, times.mtime];
      }
      if (!destStat) yield ['chmod', dest, srcStat.mode];
    };
    yield* copyDir(src, dest, opts, !destStat, finish);
    return;
  }
  if (srcStat.isFile() || srcStat.isCharacterDevice() || srcStat.isBlockDevice()) {
    if (destStat) {
      if (!opts.force) {
        if (opts.errorOnExist) {
          throw cpError(codes.ERR_FS_CP_EEXIST, `${dest} already exists`, dest, EEXIST,
            'EEXIST');
        }
        return;
      }
      // cpSync replaces an existing file natively, filter or not.
      yield* nativeStep(opts.sync ? kNativeOpts : opts, ['unlink', dest], 'unlink', dest);
    }
    if (opts.sync && destStat && (inDir === undefined || !opts.native)) {
      // cpSync's native replacement: without a `mode` the C++ library's file copy (errors
      // name dest, a partial copy stays), with one libuv's copyfile labelled 'cp'.
      if (opts.mode === 0) {
        yield* nativeStep(kNativeOpts, ['copyFileStd', src, dest], 'cp', dest);
      } else {
        yield ['copyFileAsCp', src, dest, opts.mode];
      }
    } else if (inDir === undefined || (!opts.sync && (opts.filter || !inNewDir))) {
      // The file itself is the copy's source (or Node's async cp copies it in JS): its
      // failure names both paths, as copyFile's.
      yield ['copyTopFile', src, dest, opts.mode];
    } else {
      yield* nativeStep(opts, [opts.native ? 'copyFileStd' : 'copyFile', src, dest,
        opts.mode], 'cp', inDir);
    }
    if (opts.preserveTimestamps) {
      // A read-only source would leave dest unwritable for utimes: open it up first.
      if ((srcStat.mode & 0o200) === 0) yield ['chmod', dest, srcStat.mode | 0o200];
      const fresh = yield ['stat', src];
      yield ['utimes', dest, fresh.atime, fresh.mtime];
    }
    yield ['chmod', dest, srcStat.mode];
    return;
  }
  if (srcStat.isSymbolicLink()) {
    yield* copyLink(destStat, src, dest, opts, inNewDir && !opts.sync);
    return;
  }
  if (opts.sync && (srcStat.isSocket() || srcStat.isFIFO())) {
    // cpSync's native check of the top pair refuses these (filter or not) with its own
    // wording; inside a directory its JS walk (with a filter) has no case for them and
    // fails its own assertion.
    if (inDir !== undefined) throw new codes.ERR_INTERNAL_ASSERTION('Unreachable code');
    throw srcStat.isSocket() ?
      nativeError('ERR_FS_CP_SOCKET', `Cannot copy a socket file: ${dest}`) :
      nativeError('ERR_FS_CP_FIFO_PIPE', `Cannot copy a FIFO pipe: ${dest}`);
  }
  if (srcStat.isSocket()) {
    throw cpError(codes.ERR_FS_CP_SOCKET, `cannot copy a socket file: ${dest}`, dest, EINVAL,
      'EINVAL');
  }
  if (srcStat.isFIFO()) {
    throw cpError(codes.ERR_FS_CP_FIFO_PIPE, `cannot copy a FIFO pipe: ${dest}`, dest, EINVAL,
      'EINVAL');
  }
  throw cpError(codes.ERR_FS_CP_UNKNOWN, `cannot copy an unknown file type: ${dest}`, dest,
    EINVAL, 'EINVAL');
}

// `finish`: what is done to the directory once its entries are copied. cpSync's JS walk
// (with a filter) does it even when copying an entry failed, once the listing was made.
function* copyDir(src, dest, opts, fresh, finish) {
  if (opts.native) {
    yield* copyDirNativeSync(src, dest, opts);
    yield* finish();
    return;
  }
  // Without a filter Node's async cp copies a directory it has just made natively too,
  // unless links are to be followed (`dereference`): that walk stays in JS.
  const native = fresh && !opts.filter && !opts.dereference;
  const listing = yield* nativeStep(native ? kNativeOpts : opts, ['readdir', src, native], 'cp',
    src);
  let copied = false;
  try {
    for (const name of listing.names) {
      if (opts.unjoinable !== undefined && src === opts.unjoinable.dir) {
        throw new codes.ERR_INVALID_ARG_TYPE('path', 'string', opts.unjoinable.path);
      }
      const srcItem = joinPath(src, name);
      const destItem = joinPath(dest, name);
      const { destStat, skipped } = yield* checkPaths(srcItem, destItem, opts, false, dest);
      if (!skipped) yield* copyEntry(destStat, srcItem, destItem, opts, dest, native);
    }
    copied = true;
  } finally {
    yield ['closedir', listing.dir];
    if (copied || opts.sync) yield* finish();
  }
}

// cpSync without a filter copies a directory's entries in Node's C++, which makes no
// per-entry checks of its own: a directory over a non-directory fails to be made (EEXIST
// naming the entry), a file over a directory or over a link to one fails to be copied
// (EINVAL naming the directory being filled), a link over an existing non-link fails to
// be made, and FIFOs, sockets and other special files are passed over.
function* copyDirNativeSync(src, dest, opts) {
  const listing = yield* nativeStep(opts, ['readdir', src, true], 'cp', src);
  try {
    yield* copyEntriesNativeSync(listing.names, src, dest, opts);
  } finally {
    yield ['closedir', listing.dir];
  }
}

function* copyEntriesNativeSync(names, src, dest, opts) {
  for (const name of names) {
    const srcItem = joinPath(src, name);
    const destItem = joinPath(dest, name);
    // Followed (dereference), an entry that cannot be reached fails as fs.statSync does.
    const srcStat = opts.dereference ? yield ['stat', srcItem] :
      yield* nativeStep(opts, ['lstat', srcItem], 'cp', dest);
    const destStat = yield* nativeStep(opts, ['lstatOrNull', destItem], 'cp', dest);
    if (srcStat.isSymbolicLink()) {
      yield* copyLinkNativeSync(srcItem, destItem, dest, destStat, opts);
    } else if (srcStat.isDirectory()) {
      if (destStat !== null && !destStat.isDirectory()) {
        // A link to a directory is filled as that directory.
        const target = destStat.isSymbolicLink() ? yield ['statOrNull', destItem] : null;
        if (target === null || !target.isDirectory()) throw nativeCodeError('EEXIST', destItem);
      }
      yield* copyEntry(destStat, srcItem, destItem, opts, dest);
    } else if (srcStat.isFile() || srcStat.isCharacterDevice() || srcStat.isBlockDevice()) {
      if (destStat !== null && !destStat.isFile()) {
        const target = destStat.isSymbolicLink() ? yield ['statOrNull', destItem] : null;
        if (target === null || !target.isFile()) throw nativeCodeError('EINVAL', dest);
      }
      yield* copyEntry(destStat, srcItem, destItem, opts, dest);
    }
  }
}

function* copyLinkNativeSync(src, dest, inDir, destStat, opts) {
  if (opts.verbatimSymlinks) {
    const target = yield* nativeStep(opts, ['readlinkRaw', src], 'cp', inDir);
    yield* nativeStep(opts, ['symlink', target, dest], 'cp', inDir);
    return;
  }
  // The copier asks what the link leads to: a target that is not there is fine, any other
  // failure to reach it (a loop of links, no search permission) ends the copy.
  try {
    yield ['stat', src];
  } catch (err) {
    if (err?.code !== 'ENOENT' && err?.code !== 'ENOTDIR') throw nativeStepError(err, 'cp', inDir);
  }
  let target = yield* nativeStep(opts, ['readlinkRaw', src], 'cp', inDir);
  if (!isAbsolutePath(target)) target = resolveBeside(src, target);
  // Only a dest that exists once followed is looked at; a dangling one makes the new
  // link fail below.
  if (destStat !== null && (yield ['statOrNull', dest]) !== null) {
    if (!destStat.isSymbolicLink()) {
      if (destStat.isFile()) throw nativeCodeError('EEXIST', dest);
    } else {
      let destTarget = yield ['readlinkRaw', dest];
      if (!isAbsolutePath(destTarget)) destTarget = resolveBeside(dest, destTarget);
      const targetStat = yield ['statOrNull', target];
      const targetIsDir = targetStat !== null && targetStat.isDirectory();
      if (targetIsDir && isSrcSubdir(target, destTarget)) {
        throw nativeError('ERR_FS_CP_EINVAL',
          `Cannot copy ${target} to a subdirectory of self ${destTarget}`);
      }
      const destTargetStat = yield ['statOrNull', dest];
      if (destTargetStat !== null && destTargetStat.isDirectory() &&
          isSrcSubdir(destTarget, target)) {
        throw nativeError('ERR_FS_CP_SYMLINK_TO_SUBDIRECTORY',
          `cannot overwrite ${destTarget} with ${target}`);
      }
      yield* nativeStep(opts, ['unlink', dest], 'cp', inDir);
    }
  }
  yield* nativeStep(opts, ['symlink', target, dest], 'cp', inDir);
}

// An error of Node's C++ copier for `code` (see nativeStepError).
function nativeCodeError(code, path) {
  const errno = { EEXIST, EINVAL }[code];
  return nativeStepError({ code, errno: -errno }, 'cp', path);
}

// `raw`: a link met by Node's native copier, which reads its target as bytes.
function* copyLink(destStat, src, dest, opts, raw = false) {
  let target = yield [raw ? 'readlinkRaw' : 'readlink', src];
  if (!opts.verbatimSymlinks && !isAbsolutePath(target)) target = resolveBeside(src, target);
  if (!destStat) {
    yield ['symlink', target, dest];
    return;
  }
  let destTarget = yield ['readlinkOrNull', dest];
  if (destTarget === null) {
    // dest is not a link: symlink fails with EEXIST, which is the error to report.
    yield ['symlink', target, dest];
    return;
  }
  if (!isAbsolutePath(destTarget)) destTarget = resolveBeside(dest, destTarget);
  // Node asks whether src leads to a directory without failing (internalModuleStat) ...
  let srcIsDir = false;
  try {
    srcIsDir = (yield ['stat', src]).isDirectory();
  } catch {
    // A link that leads nowhere (or into a loop) leads to no directory.
  }
  if (srcIsDir && isSrcSubdir(target, destTarget)) {
    throw cpError(codes.ERR_FS_CP_EINVAL,
      `cannot copy ${target} to a subdirectory of self ${destTarget}`, dest, EINVAL, 'EINVAL');
  }
  // ... then, before replacing dest (which would delete what the new link points into),
  // follows src (async) or dest (sync) with a stat that fails when that link cannot be
  // followed.
  const followed = (yield ['stat', opts.sync ? dest : src]).isDirectory();
  if (followed && isSrcSubdir(destTarget, target)) {
    throw cpError(codes.ERR_FS_CP_SYMLINK_TO_SUBDIRECTORY,
      `cannot overwrite ${destTarget} with ${target}`, dest, EINVAL, 'EINVAL');
  }
  yield ['unlink', dest];
  yield ['symlink', target, dest];
}

function notRecursiveError(src) {
  const shown = src.endsWith(sep) ? src : `${src}${sep}`;
  return nativeError('ERR_FS_EISDIR',
    `Recursive option not enabled, cannot copy a directory: ${shown}`);
}

function* cpTree(src, dest, opts) {
  const { srcStat, destStat, skipped, srcDir, srcError, destError } =
    yield* checkPaths(src, dest, opts, true);
  if (skipped) return;
  const refuseDir = opts.sync && (srcDir ?? srcStat.isDirectory()) && !opts.recursive;
  if (srcError || destError) {
    if (refuseDir) throw notRecursiveError(src);
    throw srcError ?? destError;
  }
  if (refuseDir) throw notRecursiveError(src);
  // Node's cpSync makes no check of dest's parents through links (it copies a directory
  // into itself until the path is too long); this one keeps it for directories only.
  if (!opts.sync || srcStat.isDirectory()) yield* checkParentPaths(src, srcStat, dest, opts.sync);
  const parent = dirname(dest);
  if (!(yield ['exists', parent])) {
    if (!opts.native) {
      yield ['mkdirp', parent];
    } else if (srcStat.isDirectory()) {
      // Node creates dest with its parents in one step: a failure names dest.
      yield* nativeStep(opts, ['mkdirp', parent], 'cp', dest);
    } else {
      // Node ignores a failure here; the copy then reports the missing parent.
      try {
        yield ['mkdirp', parent];
      } catch {
        // (see above)
      }
    }
  }
  yield* copyEntry(destStat, src, dest, opts);
}

// ---------------------------------------------------------------------------------------
// drivers

function orNull(f) {
  try {
    return f();
  } catch (err) {
    if (err.code === 'ENOENT') return null;
    throw err;
  }
}

function syncOp(fs, op, a, b, c) {
  switch (op) {
    case 'filter': {
      const keep = a.filter(b, c);
      if (keep && typeof keep.then === 'function') {
        throw new codes.ERR_INVALID_RETURN_VALUE('boolean', 'filter', keep);
      }
      return keep;
    }
    case 'stat': return fs.statSync(a);
    case 'lstat': return fs.lstatSync(a);
    case 'statOrNull': return orNull(() => fs.statSync(a));
    case 'lstatOrNull': return orNull(() => fs.lstatSync(a));
    // cpSync asks as existsSync does: any failure is "no".
    case 'exists': return fs.existsSync(a);
    case 'statIfAny':
      try {
        return fs.statSync(a);
      } catch {
        return null;
      }
    case 'mkdir': return fs.mkdirSync(a);
    case 'mkdirp': return fs.mkdirSync(a, { recursive: true });
    case 'readdir': return listSync(fs, a, b);
    case 'closedir': return a.closeSync();
    case 'unlink': return fs.unlinkSync(a);
    case 'copyFile':
    case 'copyTopFile': return fs.copyFileSync(a, b, c);
    case 'copyFileStd': return copyFileStdSync(fs, a, b);
    case 'copyFileAsCp':
      try {
        return fs.copyFileSync(a, b, c);
      } catch (err) {
        throw relabelCopyError(err, 'cp');
      }
    case 'chmod': return fs.chmodSync(a, b);
    case 'utimes': return fs.utimesSync(a, b, c);
    case 'readlink': return fs.readlinkSync(a);
    case 'readlinkRaw': return walkPath(fs.readlinkSync(a, kRawNames));
    case 'readlinkOrNull':
      try {
        return fs.readlinkSync(a);
      } catch (err) {
        if (err.code === 'EINVAL') return null;
        throw err;
      }
    case 'symlink': return fs.symlinkSync(a, b);
  }
  throw new Error(`cp: unknown operation ${op}`);
}

// Errors of writing the copy, after which Node's C++ copier (unlike copyFile, which removes
// it) leaves the part of the file it wrote.
const kWriteFailures = new Set(['ENOSPC', 'EDQUOT', 'EFBIG', 'EIO']);

// copyFileSync, leaving what was written of dest when writing it failed, as cpSync's
// C++ copier does: the copy is made again up to the same failure.
function copyFileKeepPartialSync(fs, src, dest, mode) {
  try {
    return fs.copyFileSync(src, dest, mode);
  } catch (err) {
    if (!kWriteFailures.has(err?.code) || fs.existsSync(dest)) throw err;
    let from;
    let to;
    try {
      from = fs.openSync(src, 'r');
      to = fs.openSync(dest, 'wx', fs.fstatSync(from).mode & 0o7777);
      const chunk = Buffer.allocUnsafe(65536);
      for (let n; (n = fs.readSync(from, chunk, 0, chunk.length, null)) > 0;) {
        for (let off = 0; off < n;) off += fs.writeSync(to, chunk, off, n - off);
      }
    } catch {
      // The second copy stops where the first did.
    } finally {
      if (to !== undefined) fs.closeSync(to);
      if (from !== undefined) fs.closeSync(from);
    }
    throw err;
  }
}

// The C++ library's copy_file, which cpSync's native parts use: a regular file that
// reports no size (/proc, /sys) is read to its end rather than copied by its size.
function copyFileStdSync(fs, src, dest) {
  const st = fs.statSync(src);
  if (!st.isFile() || st.size !== 0) return copyFileKeepPartialSync(fs, src, dest, 0);
  const from = fs.openSync(src, 'r');
  let to;
  try {
    to = fs.openSync(dest, 'w', st.mode & 0o7777);
    const chunk = Buffer.allocUnsafe(65536);
    for (let n; (n = fs.readSync(from, chunk, 0, chunk.length, null)) > 0;) {
      for (let off = 0; off < n;) off += fs.writeSync(to, chunk, off, n - off);
    }
  } finally {
    if (to !== undefined) fs.closeSync(to);
    fs.closeSync(from);
  }
}

// A copyfile error as Node labels it when another syscall name is reported.
function relabelCopyError(err, syscall) {
  if (err === null || typeof err !== 'object' || err.syscall !== 'copyfile' ||
      typeof err.message !== 'string') return err;
  err.message = err.message.replace(', copyfile \'', `, ${syscall} '`);
  err.syscall = syscall;
  return err;
}

// Node's cp walks a directory in the order the file system gives (its async form iterates
// an opendir, its C++ copier a directory_iterator), not readdir's sorted order: which entry
// fails first, and what exists after a failure, depend on it. Either way the directory
// stays open until its last entry is copied, one descriptor per level of the walk, so a
// deep tree under a descriptor limit fails (EMFILE) where Node's does: the listing keeps
// its Dir (`dir`) for the walk's 'closedir' step. `raw`: the native copier's walk, which
// takes names as bytes (see walkPaths); the JS walks take them as UTF-8 strings.
const kRawNames = { encoding: 'buffer' };

function listedName(name) {
  return typeof name === 'string' ? name : walkPath(name);
}

function listSync(fs, dir, raw) {
  const d = fs.opendirSync(dir, raw ? kRawNames : undefined);
  const names = [];
  try {
    for (let e = d.readSync(); e !== null; e = d.readSync()) names.push(listedName(e.name));
  } catch (err) {
    d.closeSync();
    throw err;
  }
  return { names, dir: d };
}

async function listAsync(fs, dir, raw) {
  const d = await fs.promises.opendir(dir, raw ? kRawNames : undefined);
  const names = [];
  try {
    for (let e = await d.read(); e !== null; e = await d.read()) names.push(listedName(e.name));
  } catch (err) {
    await d.close();
    throw err;
  }
  return { names, dir: d };
}

function promisify(fn, ...args) {
  return new Promise((res, rej) => fn(...args, (err, v) => (err ? rej(err) : res(v))));
}

function asyncOrNull(p, code = 'ENOENT') {
  return p.then(undefined, (err) => {
    if (err.code === code) return null;
    throw err;
  });
}

async function asyncOp(fs, op, a, b, c) {
  switch (op) {
    case 'filter': return a.filter(b, c);
    case 'stat': return promisify(fs.stat, a);
    case 'lstat': return promisify(fs.lstat, a);
    case 'statOrNull': return asyncOrNull(promisify(fs.stat, a));
    case 'lstatOrNull': return asyncOrNull(promisify(fs.lstat, a));
    case 'exists': return (await asyncOrNull(promisify(fs.stat, a))) !== null;
    case 'mkdir': return promisify(fs.mkdir, a);
    case 'mkdirp': return promisify(fs.mkdir, a, { recursive: true });
    case 'readdir': return listAsync(fs, a, b);
    case 'closedir': return a.close();
    case 'unlink': return promisify(fs.unlink, a);
    case 'copyTopFile': return promisify(fs.copyFile, a, b, c);
    case 'copyFile':
      // A file inside a copied directory is copied natively by Node's async cp, whose
      // error names only the destination.
      return promisify(fs.copyFile, a, b, c).catch((err) => {
        if (err === null || typeof err !== 'object' || typeof err.errno !== 'number') throw err;
        throw require('internal/errors').uvException({ errno: err.errno, syscall: 'copyfile', path: b });
      });
    case 'chmod': return promisify(fs.chmod, a, b);
    case 'utimes': return promisify(fs.utimes, a, b, c);
    case 'readlink': return promisify(fs.readlink, a);
    case 'readlinkRaw': return walkPath(await promisify(fs.readlink, a, kRawNames));
    case 'readlinkOrNull': return asyncOrNull(promisify(fs.readlink, a), 'EINVAL');
    case 'symlink': return promisify(fs.symlink, a, b);
  }
  throw new Error(`cp: unknown operation ${op}`);
}

// `filter` needs the options: the generator yields ['filter', src, dest] and the drivers
// call opts.filter.
function withOpts(opts, step) {
  return step[0] === 'filter' ? ['filter', opts, step[1], step[2]] : step;
}

function runSync(src, dest, opts) {
  const fs = require('fs');
  collectSync(cpTree(src, dest, opts), (step) => syncOp(fs, ...withOpts(opts, step)));
}

// A Buffer src or dest goes through the same walk: Node's async forms call the filter and
// stat both, make the dest checks, and only then refuse the Buffer in path.resolve (a
// directory's subdirectory check: "paths[0]") or path.dirname (the parents check: "path"),
// as a rejection.
async function runAsync(src, dest, opts) {
  const fs = require('fs');
  await collectAsync(cpTree(src, dest, opts), (step) => asyncOp(fs, ...withOpts(opts, step)));
}

function paths(src, dest) {
  src = getValidatedPath(src, 'src');
  dest = getValidatedPath(dest, 'dest');
  return [`${src}`, `${dest}`];
}

function validatedPaths(src, dest) {
  return [getValidatedPath(src, 'src'), getValidatedPath(dest, 'dest')];
}

function cpSync(src, dest, options) {
  options = validateCpOptions(options);
  const [givenSrc, givenDest] = validatedPaths(src, dest);
  [src, dest] = paths(givenSrc, givenDest);
  options.sync = true;
  // Node's C++ copier: see nativeStepError.
  options.native = !options.filter;
  // Node's JS walk (with a filter) joins each entry's name to src and dest as given: a
  // Buffer there is refused at the top directory's first entry (see copyDir).
  if (options.filter && (typeof givenSrc !== 'string' || typeof givenDest !== 'string')) {
    options.unjoinable = { dir: src, path: typeof givenSrc !== 'string' ? givenSrc : givenDest };
  }
  runSync(src, dest, options);
}

function cp(src, dest, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = undefined;
  }
  validateFunction(callback, 'cb');
  options = validateCpOptions(options);
  [src, dest] = validatedPaths(src, dest);
  // Node calls back `(null, undefined)` on success, `(err)` on failure.
  runAsync(src, dest, options).then(() => callback(null, undefined), (err) => callback(err));
}

function cpPromise(src, dest, options) {
  options = validateCpOptions(options);
  [src, dest] = validatedPaths(src, dest);
  return runAsync(src, dest, options);
}

module.exports = { cp, cpSync, cpPromise, nativeStepError, nativeRmError };
