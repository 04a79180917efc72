// `sqlite` (only as `node:sqlite`): the constants and class shapes of Node's SQLite
// binding. minirt has no SQLite engine: opening a DatabaseSync (after Node's argument
// checks) and backup() throw ERR_METHOD_NOT_IMPLEMENTED; StatementSync and Session cannot
// be constructed directly (ERR_ILLEGAL_CONSTRUCTOR), as in Node.
'use strict';

const { codes: { ERR_METHOD_NOT_IMPLEMENTED } } = require('internal/errors');

// The binding's own errors (their messages and classes differ from the JS-side templates of
// the same codes).
function nativeError(Base, code, message) {
  const err = new Base(message);
  err.code = code;
  return err;
}
const nativeTypeError = (code, message) => nativeError(TypeError, code, message);
const illegalConstructor = () =>
  nativeError(Error, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');
const argTypeError = (message) => nativeTypeError('ERR_INVALID_ARG_TYPE', message);

function validPath(path) {
  if (typeof path === 'string') return !path.includes('\u0000');
  if (path instanceof Uint8Array) return !path.includes(0);
  if (path instanceof URL) return path.protocol === 'file:' && !path.href.includes('%00');
  return false;
}

function unavailable(what) {
  return function() {
    throw new ERR_METHOD_NOT_IMPLEMENTED(what);
  };
}

// A plain function so that a call without `new` gets Node's error, not the engine's.
function DatabaseSync(path, options) {
  if (new.target === undefined) {
    throw nativeTypeError('ERR_CONSTRUCT_CALL_REQUIRED', 'Cannot call constructor without `new`');
  }
  if (!validPath(path)) {
    throw argTypeError(
      'The "path" argument must be a string, Uint8Array, or URL without null bytes.');
  }
  if (options !== undefined && (options === null || typeof options !== 'object')) {
    throw argTypeError('The "options" argument must be an object.');
  }
  throw new ERR_METHOD_NOT_IMPLEMENTED('sqlite.DatabaseSync');
}
for (const name of ['open', 'close', 'prepare', 'exec', 'function', 'createTagStore',
  'location', 'aggregate', 'createSession', 'applyChangeset', 'enableLoadExtension',
  'enableDefensive', 'loadExtension', 'serialize', 'deserialize', 'setAuthorizer']) {
  DatabaseSync.prototype[name] = unavailable(`DatabaseSync.prototype.${name}()`);
}

class StatementSync {
  constructor() {
    throw illegalConstructor();
  }
}
for (const name of ['iterate', 'all', 'get', 'run', 'columns', 'stat', 'resetStats',
  'setAllowBareNamedParameters', 'setAllowUnknownNamedParameters', 'setReadBigInts',
  'setReturnArrays', 'close']) {
  StatementSync.prototype[name] = unavailable(`StatementSync.prototype.${name}()`);
}

class Session {
  constructor() {
    throw illegalConstructor();
  }
}
for (const name of ['changeset', 'patchset', 'close']) {
  Session.prototype[name] = unavailable(`Session.prototype.${name}()`);
}

function backup(sourceDb, path, options) {
  if (sourceDb === null || typeof sourceDb !== 'object') {
    throw argTypeError('The "sourceDb" argument must be an object.');
  }
  throw new ERR_METHOD_NOT_IMPLEMENTED('sqlite.backup()');
}

const constantEntries = [
  'SQLITE_CHANGESET_OMIT', 0, 'SQLITE_CHANGESET_REPLACE', 1, 'SQLITE_CHANGESET_ABORT', 2,
  'SQLITE_CHANGESET_DATA', 1, 'SQLITE_CHANGESET_NOTFOUND', 2, 'SQLITE_CHANGESET_CONFLICT', 3,
  'SQLITE_CHANGESET_CONSTRAINT', 4, 'SQLITE_CHANGESET_FOREIGN_KEY', 5, 'SQLITE_OK', 0,
  'SQLITE_DENY', 1, 'SQLITE_IGNORE', 2, 'SQLITE_CREATE_INDEX', 1, 'SQLITE_CREATE_TABLE', 2,
  'SQLITE_CREATE_TEMP_INDEX', 3, 'SQLITE_CREATE_TEMP_TABLE', 4, 'SQLITE_CREATE_TEMP_TRIGGER',
  5, 'SQLITE_CREATE_TEMP_VIEW', 6, 'SQLITE_CREATE_TRIGGER', 7, 'SQLITE_CREATE_VIEW', 8,
  'SQLITE_DELETE', 9, 'SQLITE_DROP_INDEX', 10, 'SQLITE_DROP_TABLE', 11,
  'SQLITE_DROP_TEMP_INDEX', 12, 'SQLITE_DROP_TEMP_TABLE', 13, 'SQLITE_DROP_TEMP_TRIGGER', 14,
  'SQLITE_DROP_TEMP_VIEW', 15, 'SQLITE_DROP_TRIGGER', 16, 'SQLITE_DROP_VIEW', 17,
  'SQLITE_INSERT', 18, 'SQLITE_PRAGMA', 19, 'SQLITE_READ', 20, 'SQLITE_SELECT', 21,
  'SQLITE_TRANSACTION', 22, 'SQLITE_UPDATE', 23, 'SQLITE_ATTACH', 24, 'SQLITE_DETACH', 25,
  'SQLITE_ALTER_TABLE', 26, 'SQLITE_REINDEX', 27, 'SQLITE_ANALYZE', 28, 'SQLITE_CREATE_VTABLE',
  29, 'SQLITE_DROP_VTABLE', 30, 'SQLITE_FUNCTION', 31, 'SQLITE_SAVEPOINT', 32, 'SQLITE_COPY',
  0, 'SQLITE_RECURSIVE', 33,
];
const constants = {};
for (let i = 0; i < constantEntries.length; i += 2) {
  constants[constantEntries[i]] = constantEntries[i + 1];
}

module.exports = {
  DatabaseSync,
  StatementSync,
  Session,
  constants,
  backup,
};
