// `sqlite` (only as `node:sqlite`): DatabaseSync, StatementSync, Session, SQLTagStore and
// backup() over SQLite (internalBinding('sqlite'), runtime/src/bindings/sqlite/). This file
// checks arguments and options in Node's order with Node's native messages (TypeErrors
// with a `code` own property, thrown by V8 there, not the JS-side error templates) and
// keeps each object's settings; the binding runs SQLite and converts values.
'use strict';

const binding = internalBinding('sqlite');

// Native handles and settings live outside the objects so that they show no extra own
// properties (Node keeps them in internal fields).
const handles = new WeakMap();
const settingsOf = new WeakMap();
const kSqliteType = Symbol.for('sqlite-type');

function nativeError(Base, code, message) {
  const err = new Base(message);
  err.code = code;
  return err;
}
const argType = (message) => nativeError(TypeError, 'ERR_INVALID_ARG_TYPE', message);
const argValue = (message) => nativeError(TypeError, 'ERR_INVALID_ARG_VALUE', message);
const invalidState = (message) => nativeError(Error, 'ERR_INVALID_STATE', message);
// V8's own receiver check: a TypeError with no code.
const illegalInvocation = () => new TypeError('Illegal invocation');
const illegalConstructor = () => nativeError(Error, 'ERR_ILLEGAL_CONSTRUCTOR', 'Illegal constructor');

function validPath(path) {
  if (typeof path === 'string') return !path.includes('\u0000');
  if (path instanceof Uint8Array) return !path.includes(0);
  if (path instanceof URL) {
    if (path.protocol !== 'file:') {
      throw nativeError(TypeError, 'ERR_INVALID_URL_SCHEME', 'The URL must be of scheme file:');
    }
    return true;
  }
  return false;
}

function isObject(v) {
  return v !== null && (typeof v === 'object' || typeof v === 'function');
}

// Native methods are enumerable and report length 0, as V8 function templates do.
function defineMethods(proto, methods) {
  for (const key of Reflect.ownKeys(methods)) {
    const fn = methods[key];
    Object.defineProperty(fn, 'length', { __proto__: null, value: 0 });
    Object.defineProperty(proto, key, {
      __proto__: null, value: fn, writable: true, enumerable: true, configurable: true,
    });
  }
}

function optionalBoolean(options, name, fallback, prefix = 'options') {
  const v = options[name];
  if (v === undefined) return fallback;
  if (typeof v !== 'boolean') throw argType(`The "${prefix}.${name}" argument must be a boolean.`);
  return v;
}

// SQLite's limit ids, in Node's order (sqlite3_limit categories).
const limitIds = {
  __proto__: null,
  length: 0,
  sqlLength: 1,
  column: 2,
  exprDepth: 3,
  compoundSelect: 4,
  vdbeOp: 5,
  functionArg: 6,
  attach: 7,
  likePatternLength: 8,
  variableNumber: 9,
  triggerDepth: 10,
};
const limitNames = Object.keys(limitIds);
// SQLite's hard maximum for each limit: setting Infinity asks for it.
const kIntMax = 2147483647;

function checkLimitValue(value, messageForType, messageForRange, allowInfinity = true) {
  if (value === Infinity && allowInfinity) return kIntMax;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw argType(messageForType);
  if (value < 0) throw nativeError(RangeError, 'ERR_OUT_OF_RANGE', messageForRange);
  return Math.min(value, kIntMax);
}

const databases = new WeakSet();
function handleOf(db) {
  if (!databases.has(db)) {
    throw illegalInvocation();
  }
  return handles.get(db);
}

function openHandle(db) {
  const h = handleOf(db);
  if (!binding.isOpen(h)) throw invalidState('database is not open');
  return h;
}

function makeLimits(db) {
  const target = {};
  for (const name of limitNames) target[name] = 0;
  return new Proxy(target, {
    get(t, key, receiver) {
      if (typeof key === 'string' && key in limitIds) {
        return binding.limit(openHandle(db), limitIds[key], -1);
      }
      return Reflect.get(t, key, receiver);
    },
    set(t, key, value, receiver) {
      if (typeof key === 'string' && key in limitIds) {
        const h = openHandle(db);
        const v = checkLimitValue(value,
                                  'Limit value must be a non-negative integer or Infinity.',
                                  'Limit value must be non-negative.');
        binding.limit(h, limitIds[key], v);
        return true;
      }
      return Reflect.set(t, key, value, receiver);
    },
    deleteProperty(t, key) {
      if (typeof key === 'string' && key in limitIds) return true;
      return Reflect.deleteProperty(t, key);
    },
    getOwnPropertyDescriptor(t, key) {
      const d = Reflect.getOwnPropertyDescriptor(t, key);
      if (d !== undefined && typeof key === 'string' && key in limitIds && binding.isOpen(handles.get(db))) {
        d.value = binding.limit(handles.get(db), limitIds[key], -1);
      }
      return d;
    },
  });
}

function readOptions(options) {
  const settings = {
    open: true,
    readOnly: false,
    enableForeignKeyConstraints: true,
    enableDoubleQuotedStringLiterals: false,
    allowExtension: false,
    timeout: 0,
    readBigInts: false,
    returnArrays: false,
    allowBareNamedParameters: true,
    allowUnknownNamedParameters: false,
    defensive: true,
    limits: undefined,
  };
  if (options === undefined) return settings;
  if (options === null || typeof options !== 'object') {
    throw argType('The "options" argument must be an object.');
  }
  settings.open = optionalBoolean(options, 'open', true);
  settings.readOnly = optionalBoolean(options, 'readOnly', false);
  settings.enableForeignKeyConstraints =
    optionalBoolean(options, 'enableForeignKeyConstraints', true);
  settings.enableDoubleQuotedStringLiterals =
    optionalBoolean(options, 'enableDoubleQuotedStringLiterals', false);
  settings.allowExtension = optionalBoolean(options, 'allowExtension', false);
  if (options.timeout !== undefined) {
    if (!Number.isInteger(options.timeout)) {
      throw argType('The "options.timeout" argument must be an integer.');
    }
    settings.timeout = options.timeout;
  }
  settings.readBigInts = optionalBoolean(options, 'readBigInts', false);
  settings.returnArrays = optionalBoolean(options, 'returnArrays', false);
  settings.allowBareNamedParameters = optionalBoolean(options, 'allowBareNamedParameters', true);
  settings.allowUnknownNamedParameters =
    optionalBoolean(options, 'allowUnknownNamedParameters', false);
  settings.defensive = optionalBoolean(options, 'defensive', true);
  if (options.limits !== undefined) {
    if (options.limits === null || typeof options.limits !== 'object') {
      throw argType('The "options.limits" argument must be an object.');
    }
    const limits = {};
    for (const name of limitNames) {
      const v = options.limits[name];
      if (v === undefined) continue;
      limits[name] = checkLimitValue(
        v,
        `The "options.limits.${name}" argument must be an integer.`,
        `The "options.limits.${name}" argument must be non-negative.`,
        false);
    }
    settings.limits = limits;
  }
  return settings;
}

function openWith(db) {
  const s = settingsOf.get(db);
  binding.open(handles.get(db), s.location, s.readOnly, s.enableForeignKeyConstraints,
               s.enableDoubleQuotedStringLiterals, s.timeout, s.defensive, s.uri);
  if (s.limits !== undefined) {
    for (const name in s.limits) binding.limit(handles.get(db), limitIds[name], s.limits[name]);
  }
}

// A plain function so that a call without `new` gets Node's error, not the engine's.
function DatabaseSync(path, options) {
  if (new.target === undefined) {
    throw nativeError(TypeError, 'ERR_CONSTRUCT_CALL_REQUIRED', 'Cannot call constructor without `new`');
  }
  if (!validPath(path)) {
    throw argType('The "path" argument must be a string, Uint8Array, or URL without null bytes.');
  }
  const settings = readOptions(options);
  let location;
  settings.uri = false;
  if (typeof path === 'string') {
    location = path;
  } else if (path instanceof URL) {
    location = path.href;
    settings.uri = true;
  } else {
    location = Buffer.from(path.buffer, path.byteOffset, path.byteLength).toString();
  }
  settings.location = location;
  handles.set(this, binding.create());
  databases.add(this);
  settingsOf.set(this, settings);
  const self = this;
  let limits;
  Object.defineProperty(this, 'isOpen', {
    __proto__: null, enumerable: true, configurable: false,
    get: (0, function() { return binding.isOpen(handles.get(self)); }),
  });
  Object.defineProperty(this, 'isTransaction', {
    __proto__: null, enumerable: true, configurable: false,
    get: (0, function() { return binding.isTransaction(openHandle(self)); }),
  });
  Object.defineProperty(this, 'limits', {
    __proto__: null, enumerable: true, configurable: false,
    get: (0, function() {
      openHandle(self);
      limits ??= makeLimits(self);
      return limits;
    }),
  });
  this[kSqliteType] = 'node:sqlite';
  if (settings.open) openWith(this);
}

const dbMethods = {
  open() {
    const h = handleOf(this);
    if (binding.isOpen(h)) throw invalidState('database is already open');
    openWith(this);
  },
  close() {
    binding.close(openHandle(this));
  },
  prepare(sql, options) {
    const h = openHandle(this);
    if (typeof sql !== 'string') throw argType('The "sql" argument must be a string.');
    const settings = settingsOf.get(this);
    let modes = {
      readBigInts: settings.readBigInts,
      returnArrays: settings.returnArrays,
      allowBareNamedParameters: settings.allowBareNamedParameters,
      allowUnknownNamedParameters: settings.allowUnknownNamedParameters,
    };
    if (options !== undefined) {
      if (options === null || typeof options !== 'object') {
        throw argType('The "options" argument must be an object.');
      }
      modes = {
        readBigInts: optionalBoolean(options, 'readBigInts', modes.readBigInts),
        returnArrays: optionalBoolean(options, 'returnArrays', modes.returnArrays),
        allowBareNamedParameters:
          optionalBoolean(options, 'allowBareNamedParameters', modes.allowBareNamedParameters),
        allowUnknownNamedParameters:
          optionalBoolean(options, 'allowUnknownNamedParameters', modes.allowUnknownNamedParameters),
      };
    }
    const handle = binding.prepare(h, sql);
    if (handle === null) throw argValue('The SQL query contains no statements.');
    return newStatement(this, handle, modes);
  },
  exec(sql) {
    const h = openHandle(this);
    if (typeof sql !== 'string') throw argType('The "sql" argument must be a string.');
    binding.exec(h, sql);
  },
  function(name, options, fn) {
    const h = openHandle(this);
    if (typeof name !== 'string') throw argType('The "name" argument must be a string.');
    if (typeof options === 'function' && fn === undefined) {
      fn = options;
      options = undefined;
    }
    let useBigIntArguments = false;
    let varargs = false;
    let deterministic = false;
    let directOnly = false;
    if (options !== undefined) {
      if (options === null || typeof options !== 'object') {
        throw argType('The "options" argument must be an object.');
      }
      useBigIntArguments = optionalBoolean(options, 'useBigIntArguments', false);
      varargs = optionalBoolean(options, 'varargs', false);
      deterministic = optionalBoolean(options, 'deterministic', false);
      directOnly = optionalBoolean(options, 'directOnly', false);
    }
    if (typeof fn !== 'function') throw argType('The "function" argument must be a function.');
    const argc = varargs ? -1 : fn.length;
    binding.function(h, name, fn, argc, deterministic, directOnly, useBigIntArguments);
  },
  aggregate(name, options) {
    const h = openHandle(this);
    if (typeof name !== 'string') throw argType('The "name" argument must be a string.');
    if (options === null || typeof options !== 'object') {
      throw argType('The "options" argument must be an object.');
    }
    const start = options.start;
    if (start === undefined) {
      throw argType('The "options.start" argument must be a function or a primitive value.');
    }
    const step = options.step;
    if (typeof step !== 'function') throw argType('The "options.step" argument must be a function.');
    const useBigIntArguments = optionalBoolean(options, 'useBigIntArguments', false);
    const varargs = optionalBoolean(options, 'varargs', false);
    const directOnly = optionalBoolean(options, 'directOnly', false);
    const deterministic = optionalBoolean(options, 'deterministic', false);
    const inverse = options.inverse;
    if (inverse !== undefined && typeof inverse !== 'function') {
      throw argType('The "options.inverse" argument must be a function.');
    }
    const result = typeof options.result === 'function' ? options.result : undefined;
    let argc = -1;
    if (!varargs) {
      argc = Math.max(step.length - 1, inverse !== undefined ? inverse.length - 1 : 0, 0);
    }
    binding.aggregate(h, name, argc, deterministic, directOnly, useBigIntArguments,
                      start, step, result, inverse);
  },
  location(dbName = 'main') {
    const h = openHandle(this);
    if (typeof dbName !== 'string') throw argType('The "dbName" argument must be a string.');
    return binding.location(h, dbName);
  },
  createSession(options) {
    const h = openHandle(this);
    let table = null;
    let dbName = 'main';
    if (options !== undefined) {
      if (options === null || typeof options !== 'object') {
        throw argType('The "options" argument must be an object.');
      }
      if (options.table !== undefined) {
        if (typeof options.table !== 'string') {
          throw argType('The "options.table" argument must be a string.');
        }
        table = options.table;
      }
      if (options.db !== undefined) {
        if (typeof options.db !== 'string') throw argType('The "options.db" argument must be a string.');
        dbName = options.db;
      }
    }
    const session = Object.create(Session.prototype);
    handles.set(session, binding.createSession(h, table, dbName));
    return session;
  },
  applyChangeset(changeset, options) {
    const h = openHandle(this);
    if (!(changeset instanceof Uint8Array)) {
      throw argType('The "changeset" argument must be a Uint8Array.');
    }
    let filter;
    let onConflict;
    if (options !== undefined) {
      if (options === null || typeof options !== 'object') {
        throw argType('The "options" argument must be an object.');
      }
      if (options.filter !== undefined) {
        if (typeof options.filter !== 'function') {
          throw argType('The "options.filter" argument must be a function.');
        }
        filter = options.filter;
      }
      if (options.onConflict !== undefined) {
        if (typeof options.onConflict !== 'function') {
          throw argType('The "options.onConflict" argument must be a function.');
        }
        const handler = options.onConflict;
        // Anything but an int32 answer is SQLite misuse, as in Node.
        onConflict = function(type) {
          const answer = Reflect.apply(handler, this, [type]);
          return typeof answer === 'number' && (answer | 0) === answer ? answer : -1;
        };
      }
    }
    return binding.applyChangeset(h, changeset, filter, onConflict);
  },
  enableLoadExtension(allow) {
    const h = openHandle(this);
    if (typeof allow !== 'boolean') throw argType('The "allow" argument must be a boolean.');
    if (allow && !settingsOf.get(this).allowExtension) {
      throw invalidState('Cannot enable extension loading because it was disabled at database creation.');
    }
    settingsOf.get(this).extensionsEnabled = allow;
    binding.enableLoadExtension(h, allow);
  },
  enableDefensive(active) {
    const h = openHandle(this);
    if (typeof active !== 'boolean') throw argType('The "active" argument must be a boolean.');
    settingsOf.get(this).defensive = active;
    binding.enableDefensive(h, active);
  },
  loadExtension(path, entryPoint) {
    const h = openHandle(this);
    if (!settingsOf.get(this).allowExtension || !settingsOf.get(this).extensionsEnabled) {
      throw invalidState('extension loading is not allowed');
    }
    if (typeof path !== 'string') throw argType('The "path" argument must be a string.');
    if (entryPoint !== undefined && typeof entryPoint !== 'string') {
      throw argType('The "entryPoint" argument must be a string.');
    }
    binding.loadExtension(h, path, entryPoint);
  },
  serialize(dbName = 'main') {
    const h = openHandle(this);
    if (typeof dbName !== 'string') throw argType('The "dbName" argument must be a string.');
    return binding.serialize(h, dbName);
  },
  deserialize(buffer, options) {
    const h = openHandle(this);
    if (!(buffer instanceof Uint8Array)) throw argType('The "buffer" argument must be a Uint8Array.');
    let dbName = 'main';
    if (options !== undefined) {
      if (options === null || typeof options !== 'object') {
        throw argType('The "options" argument must be an object.');
      }
      if (options.dbName !== undefined) {
        if (typeof options.dbName !== 'string') {
          throw argType('The "options.dbName" argument must be a string.');
        }
        dbName = options.dbName;
      }
    }
    binding.deserialize(h, buffer, dbName);
  },
  setAuthorizer(callback) {
    const h = openHandle(this);
    if (callback !== null && typeof callback !== 'function') {
      throw argType('The "callback" argument must be a function or null.');
    }
    binding.setAuthorizer(h, callback);
  },
  createTagStore(maxSize) {
    openHandle(this);
    let capacity = 1000;
    if (maxSize !== undefined) {
      if (typeof maxSize !== 'number') {
        throw argType('The "maxSize" argument must be a positive integer.');
      }
      if (!Number.isInteger(maxSize) || maxSize <= 0 || maxSize > kIntMax) {
        throw nativeError(RangeError, 'ERR_OUT_OF_RANGE', 'The "maxSize" argument must be a positive integer.');
      }
      capacity = maxSize;
    }
    return newTagStore(this, capacity);
  },
};

dbMethods[Symbol.dispose] = function() {
  const h = handleOf(this);
  if (binding.isOpen(h)) binding.close(h);
};
defineMethods(DatabaseSync.prototype, dbMethods);
Object.defineProperty(DatabaseSync, 'length', { __proto__: null, value: 0 });

function modeBits(m) {
  return (m.readBigInts ? 1 : 0) | (m.returnArrays ? 2 : 0) |
    (m.allowBareNamedParameters ? 4 : 0) | (m.allowUnknownNamedParameters ? 8 : 0);
}

function StatementSync() {
  throw illegalConstructor();
}

function newStatement(db, handle, modes) {
  const stmt = Object.create(StatementSync.prototype);
  handles.set(stmt, handle);
  settingsOf.set(stmt, { modes, bits: modeBits(modes), db, runs: 0 });
  Object.defineProperty(stmt, 'sourceSQL', {
    __proto__: null, enumerable: true, configurable: false,
    get: (0, function() { return binding.sql(stmtHandle(stmt), false); }),
  });
  Object.defineProperty(stmt, 'expandedSQL', {
    __proto__: null, enumerable: true, configurable: false,
    get: (0, function() { return binding.sql(stmtHandle(stmt), true); }),
  });
  return stmt;
}

function stmtHandle(stmt) {
  if (stmt === null || typeof stmt !== 'object' || !handles.has(stmt) ||
      !(stmt instanceof StatementSync)) {
    throw illegalInvocation();
  }
  return handles.get(stmt);
}

function setMode(stmt, name, value) {
  stmtHandle(stmt);
  const s = settingsOf.get(stmt);
  s.modes[name] = value;
  s.bits = modeBits(s.modes);
}

// Iterators over a statement's rows share one prototype (Node's StatementSyncIterator).
const iterState = new WeakMap();
const StatementSyncIteratorPrototype = {
  __proto__: Iterator.prototype,
  next() {
    const state = iterState.get(this);
    if (state === undefined) throw illegalInvocation();
    if (state.done) return { __proto__: null, done: true, value: null };
    // Any later run of the statement resets it under this iterator.
    if (state.run !== state.settings.runs) throw invalidState('iterator was invalidated');
    const row = binding.iterNext(state.handle, state.settings.bits);
    if (row === undefined) {
      state.done = true;
      return { __proto__: null, done: true, value: null };
    }
    return { __proto__: null, done: false, value: row };
  },
  return() {
    const state = iterState.get(this);
    if (state === undefined) throw illegalInvocation();
    if (!state.done) {
      state.done = true;
      if (state.run === state.settings.runs) binding.reset(state.handle);
    }
    return { __proto__: null, done: true, value: null };
  },
};
function StatementSyncIterator() {}
StatementSyncIterator.prototype = StatementSyncIteratorPrototype;
Object.defineProperty(StatementSyncIteratorPrototype, 'constructor', {
  __proto__: null, value: StatementSyncIterator, writable: true, configurable: true,
});
for (const name of ['next', 'return']) {
  Object.defineProperty(StatementSyncIteratorPrototype[name], 'length', { __proto__: null, value: 0 });
}

const stmtMethods = {
  iterate(...params) {
    const h = stmtHandle(this);
    const s = settingsOf.get(this);
    s.runs++;
    binding.iterStart(h, s.bits, ...params);
    const it = Object.create(StatementSyncIteratorPrototype);
    iterState.set(it, { handle: h, settings: s, run: s.runs, done: false });
    return it;
  },
  all(...params) {
    const h = stmtHandle(this);
    const s = settingsOf.get(this);
    s.runs++;
    return binding.all(h, s.bits, ...params);
  },
  get(...params) {
    const h = stmtHandle(this);
    const s = settingsOf.get(this);
    s.runs++;
    return binding.get(h, s.bits, ...params);
  },
  run(...params) {
    const h = stmtHandle(this);
    const s = settingsOf.get(this);
    s.runs++;
    return binding.run(h, s.bits, ...params);
  },
  columns() {
    return binding.columns(stmtHandle(this));
  },
  setAllowBareNamedParameters(enabled) {
    stmtHandle(this);
    if (typeof enabled !== 'boolean') {
      throw argType('The "allowBareNamedParameters" argument must be a boolean.');
    }
    setMode(this, 'allowBareNamedParameters', enabled);
  },
  setAllowUnknownNamedParameters(enabled) {
    stmtHandle(this);
    if (typeof enabled !== 'boolean') {
      throw argType('The "enabled" argument must be a boolean.');
    }
    setMode(this, 'allowUnknownNamedParameters', enabled);
  },
  setReadBigInts(readBigInts) {
    stmtHandle(this);
    if (typeof readBigInts !== 'boolean') {
      throw argType('The "readBigInts" argument must be a boolean.');
    }
    setMode(this, 'readBigInts', readBigInts);
  },
  setReturnArrays(returnArrays) {
    stmtHandle(this);
    if (typeof returnArrays !== 'boolean') {
      throw argType('The "returnArrays" argument must be a boolean.');
    }
    setMode(this, 'returnArrays', returnArrays);
  },
  close() {
    binding.finalize(stmtHandle(this));
  },
};
// sqlite3_stmt_status counters by Node's names; present once the binding has stmtStatus.
const statusCounters = {
  __proto__: null,
  fullscanStep: 1, sort: 2, autoindex: 3, vmStep: 4, reprepare: 5, run: 6,
  filterMiss: 7, filterHit: 8, memused: 99,
};
if (typeof binding.stmtStatus === 'function') {
  stmtMethods.stat = function stat(counter) {
    const h = stmtHandle(this);
    binding.sql(h, false);  // A finalized statement fails before the counter is checked.
    if (typeof counter !== 'string') throw argType('The "counter" argument must be a string.');
    const op = statusCounters[counter];
    if (op === undefined) {
      throw argValue('The "counter" argument is not a valid statistic name.');
    }
    return binding.stmtStatus(h, op, false);
  };
  stmtMethods.resetStats = function resetStats() {
    const h = stmtHandle(this);
    binding.sql(h, false);
    for (const name in statusCounters) {
      if (name !== 'memused') binding.stmtStatus(h, statusCounters[name], true);
    }
  };
}
stmtMethods[Symbol.dispose] = function() {
  const h = stmtHandle(this);
  try {
    binding.finalize(h);
  } catch {
    // Disposing an already finalized statement is a no-op.
  }
};
defineMethods(StatementSync.prototype, stmtMethods);

function Session() {
  throw illegalConstructor();
}
const sessionMethods = {
  changeset() {
    return binding.changeset(handles.get(this), false);
  },
  patchset() {
    return binding.changeset(handles.get(this), true);
  },
  close() {
    binding.deleteSession(handles.get(this));
  },
};
sessionMethods[Symbol.dispose] = function() {
  const h = handles.get(this);
  if (h === undefined) throw illegalInvocation();
  try {
    binding.deleteSession(h);
  } catch {
    // Disposing a session that is already closed (or whose database closed) is a no-op.
  }
};
defineMethods(Session.prototype, sessionMethods);

// A cache of prepared statements keyed by a tagged template's strings: each tag call
// binds the template's values as anonymous parameters.
function SQLTagStore() {
  throw illegalConstructor();
}

function newTagStore(db, capacity) {
  const store = Object.create(SQLTagStore.prototype);
  tagStores.set(store, { db, capacity, cache: new Map() });
  const getter = (read) => ({
    __proto__: null, enumerable: true, configurable: false,
    // Anonymous, like the native accessors.
    get: (0, () => read(tagState(store))),
  });
  Object.defineProperty(store, 'capacity', getter((t) => t.capacity));
  Object.defineProperty(store, 'db', getter((t) => t.db));
  Object.defineProperty(store, 'size', getter((t) => t.cache.size));
  return store;
}

const tagStores = new WeakMap();
function tagState(store) {
  const state = tagStores.get(store);
  if (state === undefined) throw illegalInvocation();
  return state;
}

// The least recently used statement is dropped once the cache is full.
function tagStatement(store, strings) {
  const state = tagState(store);
  if (!Array.isArray(strings)) {
    throw argType('First argument must be an array of strings (template literal).');
  }
  for (let i = 0; i < strings.length; i++) {
    if (typeof strings[i] !== 'string') throw argType('Template literal parts must be strings.');
  }
  const sql = strings.join('?');
  const cache = state.cache;
  let stmt = cache.get(sql);
  if (stmt !== undefined) {
    cache.delete(sql);
  } else {
    stmt = state.db.prepare(sql);
    if (cache.size >= state.capacity) cache.delete(cache.keys().next().value);
  }
  cache.set(sql, stmt);
  return stmt;
}

defineMethods(SQLTagStore.prototype, {
  all(strings, ...values) { return tagStatement(this, strings).all(...values); },
  get(strings, ...values) { return tagStatement(this, strings).get(...values); },
  iterate(strings, ...values) { return tagStatement(this, strings).iterate(...values); },
  run(strings, ...values) { return tagStatement(this, strings).run(...values); },
  clear() { tagState(this).cache.clear(); },
});

// backup(sourceDb, path[, options]): copies the database page by page (`rate` pages a
// step, -1 for all), calling `progress({ totalPages, remainingPages })` between steps;
// resolves with the number of pages copied.
function backup(sourceDb, path, options = undefined) {
  if (sourceDb === null || typeof sourceDb !== 'object') {
    throw argType('The "sourceDb" argument must be an object.');
  }
  const h = openHandle(sourceDb);
  if (!validPath(path)) {
    throw argType('The "path" argument must be a string, Uint8Array, or URL without null bytes.');
  }
  let rate = 100;
  let source = 'main';
  let target = 'main';
  let progress;
  if (options !== undefined) {
    if (options === null || typeof options !== 'object') {
      throw argType('The "options" argument must be an object.');
    }
    if (options.rate !== undefined) {
      if (!Number.isInteger(options.rate)) throw argType('The "options.rate" argument must be an integer.');
      rate = options.rate;
    }
    if (options.source !== undefined) {
      if (typeof options.source !== 'string') throw argType('The "options.source" argument must be a string.');
      source = options.source;
    }
    if (options.target !== undefined) {
      if (typeof options.target !== 'string') throw argType('The "options.target" argument must be a string.');
      target = options.target;
    }
    if (options.progress !== undefined) {
      if (typeof options.progress !== 'function') {
        throw argType('The "options.progress" argument must be a function.');
      }
      progress = options.progress;
    }
  }
  const location = typeof path === 'string' ? path :
    path instanceof URL ? path.href : Buffer.from(path).toString();
  return runBackup(h, location, source, target, rate, progress);
}

async function runBackup(h, location, source, target, rate, progress) {
  const job = binding.backupStart(h, location, source, target);
  try {
    for (;;) {
      const [done, remaining, total] = binding.backupStep(job, rate);
      if (done) return total;
      if (progress !== undefined) progress({ totalPages: total, remainingPages: remaining });
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    binding.backupFinish(job);
  }
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
