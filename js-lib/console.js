// The global `console` and the `Console` class: util.format-style output to stdout
// (log/info/debug/dirxml/dir/table) and stderr (warn/error/trace/assert), groups,
// counters, timers, clear() on a TTY, colours in 'auto' mode, and write errors swallowed
// unless ignoreErrors is false. The global console also has the methods V8's inspector
// console adds (profile, profileEnd, timeStamp, context, createTask); with no inspector
// attached they report nowhere, as in Node.
'use strict';

const kCounts = Symbol('counts');
const kColorMode = Symbol('kColorMode');
const kIsConsole = Symbol('kIsConsole');
const kGroupIndentWidth = Symbol('kGroupIndentWidth');
const kGroupIndent = Symbol('kGroupIndentationString');
const kBindStreamsEager = Symbol('kBindStreamsEager');
const kBindStreamsLazy = Symbol('kBindStreamsLazy');
const kBindProperties = Symbol('kBindProperties');
const kWriteToConsole = Symbol('kWriteToConsole');
const kGetInspectOptions = Symbol('kGetInspectOptions');
const kFormatForStdout = Symbol('kFormatForStdout');
const kFormatForStderr = Symbol('kFormatForStderr');
// The console bound by kBindStreamsLazy and its fd check (one: the global console).
let unboundOwner;
let unboundFd;

// inspectOptions given to the constructor, per instance.
const optionsMap = new WeakMap();

let inspectModule;
function lazyInspect() {
  if (inspectModule === undefined) inspectModule = require('internal/util/inspect');
  return inspectModule;
}
function lazyErrors() {
  return require('internal/errors');
}
// log, info, debug, warn and error publish their arguments, before formatting, on the
// channel named after the method ('console.log', ...): a subscriber may still change them.
const dcBuiltin = require('internal/diagnostics_channel/builtin');

function Console(options /* or: stdout, stderr, ignoreErrors */) {
  if (!new.target) return Reflect.construct(Console, arguments);
  if (!options || typeof options.write === 'function') {
    options = { stdout: options, stderr: arguments[1], ignoreErrors: arguments[2] };
  }
  const {
    stdout,
    stderr = stdout,
    ignoreErrors = true,
    colorMode = 'auto',
    inspectOptions,
    groupIndentation,
  } = options;
  const { codes } = lazyErrors();
  if (!stdout || typeof stdout.write !== 'function') {
    throw new codes.ERR_CONSOLE_WRITABLE_STREAM('stdout');
  }
  if (!stderr || typeof stderr.write !== 'function') {
    throw new codes.ERR_CONSOLE_WRITABLE_STREAM('stderr');
  }
  if (typeof colorMode !== 'boolean' && colorMode !== 'auto') {
    throw new codes.ERR_INVALID_ARG_VALUE('colorMode', colorMode,
      "must be one of: 'auto', true, false");
  }
  if (groupIndentation !== undefined) {
    require('internal/validators').validateInteger(groupIndentation, 'groupIndentation', 0, 1000);
  }
  if (inspectOptions !== undefined) {
    require('internal/validators').validateObject(inspectOptions, 'options.inspectOptions');
    // A Map gives each stream its own options; a plain object serves both.
    const perStream = require('internal/util/types').isMap(inspectOptions) ? inspectOptions :
      new Map([[stdout, inspectOptions], [stderr, inspectOptions]]);
    for (const value of perStream.values()) {
      if (value.colors !== undefined && options.colorMode !== undefined) {
        throw new codes.ERR_INCOMPATIBLE_OPTION_PAIR('options.inspectOptions.color', 'colorMode');
      }
    }
    optionsMap.set(this, perStream);
  }
  // Bound from the instance, not the prototype, so a subclass's overrides are the ones bound;
  // `const { log } = console` then works as in Node.
  for (const key of Object.keys(Console.prototype)) {
    this[key] = bindNamed(this[key], this, key);
  }
  this[kBindStreamsEager](stdout, stderr);
  this[kBindProperties](ignoreErrors, colorMode, groupIndentation);
}

function bindNamed(fn, target, name) {
  const bound = fn.bind(target);
  Object.defineProperty(bound, 'name', { __proto__: null, value: name });
  return bound;
}

const hidden = { __proto__: null, writable: true, enumerable: false, configurable: true };

Object.defineProperty(Console, Symbol.hasInstance, {
  __proto__: null,
  // The global console is not built by the constructor but still counts as one.
  value(instance) {
    return instance != null && instance[kIsConsole] === true;
  },
});

Console.prototype[kBindStreamsEager] = function (stdout, stderr) {
  Object.defineProperties(this, {
    _stdout: { ...hidden, value: stdout },
    _stderr: { ...hidden, value: stderr },
  });
};

// The global console reads process.stdout/stderr only when it first needs the stream.
// Until then (and while the program has neither read nor replaced them) its lines go
// straight to fd 1 or 2 (unboundFd), as synchronously as the stream would write them on
// Linux: making a pipe's or a terminal's stream loads net and the stream modules, most of
// a small script's start-up.
Console.prototype[kBindStreamsLazy] = function (object) {
  let stdout;
  let stderr;
  let stdioState;
  unboundOwner = this;
  unboundFd = (useStdout) => {
    if (useStdout ? stdout !== undefined : stderr !== undefined) return -1;
    const fd = useStdout ? 1 : 2;
    if (stdioState === undefined) stdioState = require('internal/process/stdio_state');
    if (stdioState.made[fd]) return -1;
    const desc = Reflect.getOwnPropertyDescriptor(object, useStdout ? 'stdout' : 'stderr');
    return desc !== undefined && desc.get === stdioState.getters[fd] ? fd : -1;
  };
  Object.defineProperties(this, {
    _stdout: {
      __proto__: null,
      enumerable: false,
      configurable: true,
      get() {
        if (!stdout) stdout = object.stdout;
        return stdout;
      },
      set(value) {
        stdout = value;
      },
    },
    _stderr: {
      __proto__: null,
      enumerable: false,
      configurable: true,
      get() {
        if (!stderr) stderr = object.stderr;
        return stderr;
      },
      set(value) {
        stderr = value;
      },
    },
  });
};

Console.prototype[kBindProperties] = function (ignoreErrors, colorMode, groupIndentation = 2) {
  Object.defineProperties(this, {
    _stdoutErrorHandler: { ...hidden, value: writeErrorHandler(this, true) },
    _stderrErrorHandler: { ...hidden, value: writeErrorHandler(this, false) },
    _ignoreErrors: { ...hidden, value: Boolean(ignoreErrors) },
    _times: { ...hidden, value: new Map() },
    [kCounts]: { ...hidden, value: new Map() },
    [kColorMode]: { ...hidden, value: colorMode },
    [kIsConsole]: { ...hidden, value: true },
    [kGroupIndentWidth]: { ...hidden, value: groupIndentation },
    [kGroupIndent]: { ...hidden, value: '' },
    [Symbol.toStringTag]: { __proto__: null, writable: false, enumerable: false,
      configurable: true, value: 'console' },
  });
};

function noop() {}

// The callback given to stream.write(): an error that arrives asynchronously is emitted on
// the stream, and a listener added here keeps it from becoming uncaught.
function writeErrorHandler(instance, useStdout) {
  return (err) => {
    if (err === null || err === undefined) return;
    const stream = useStdout ? instance._stdout : instance._stderr;
    const state = stream._writableState;
    if (state !== undefined && state !== null && state.errorEmitted) return;
    if (typeof stream.listenerCount === 'function' && stream.listenerCount('error') === 0) {
      stream.once('error', noop);
    }
  };
}

let processBinding;
Console.prototype[kWriteToConsole] = function (useStdout, string) {
  const indent = this[kGroupIndent];
  if (indent.length !== 0) {
    if (string.includes('\n')) string = string.replace(/\n/g, `\n${indent}`);
    string = indent + string;
  }
  string += '\n';
  if (this === unboundOwner && this._ignoreErrors !== false) {
    const fd = unboundFd(useStdout);
    if (fd !== -1) {
      if (processBinding === undefined) processBinding = internalBinding('process');
      // A failed write (EPIPE once the reader has gone, ENOSPC) is made again through the
      // stream, which reports the failure as Node's does: its console drops the first such
      // error but not one that repeats.
      if (processBinding.writeString(fd, string) >= 0) return;
    }
  }
  const stream = useStdout ? this._stdout : this._stderr;
  if (this._ignoreErrors === false) return stream.write(string);
  // minirt's own stdio writers never emit an error synchronously, so the temporary listener
  // below is not needed on this hot path. Only a pipe can fail later (EPIPE when the reader
  // went away): its write gets the callback that keeps the error from being uncaught.
  if (stream._isStdio === true) {
    try {
      if (stream._type === 'pipe') {
        stream.write(string, useStdout ? this._stdoutErrorHandler : this._stderrErrorHandler);
      } else if (stream.write(string) === false && stream.errored) {
        // A file's writer answers false when the write failed (ENOSPC): what the write
        // callback would do with the failure is done now, sparing every write a callback.
        (useStdout ? this._stdoutErrorHandler : this._stderrErrorHandler)(stream.errored);
      }
    } catch (e) {
      if (lazyErrors().isStackOverflowError(e)) throw e;
    }
    return;
  }
  // Errors may come synchronously (files, TTYs) or later (pipes): a temporary listener
  // catches the first kind, the write callback the second.
  const guard = typeof stream.listenerCount === 'function' && stream.listenerCount('error') === 0;
  try {
    if (guard) stream.once('error', noop);
    stream.write(string, useStdout ? this._stdoutErrorHandler : this._stderrErrorHandler);
  } catch (e) {
    // A debugging aid should not hide a stack overflow; anything else is dropped.
    if (lazyErrors().isStackOverflowError(e)) throw e;
  } finally {
    if (guard) stream.removeListener('error', noop);
  }
};

const kColorOptions = { colors: true };
const kNoColorOptions = {};
Console.prototype[kGetInspectOptions] = function (stream) {
  let color = this[kColorMode];
  if (color === 'auto') color = require('internal/util/colors').shouldColorize(stream);
  const perStream = optionsMap.get(this);
  const options = perStream === undefined ? undefined : perStream.get(stream);
  if (options) {
    // Written back, as Node does: the caller's options object learns the colour decision.
    if (options.colors === undefined) options.colors = color;
    return options;
  }
  return color ? kColorOptions : kNoColorOptions;
};

// Strings alone are formatted without inspect (and without looking at the stream for its
// colours): util.format joins them with spaces when the first has no '%', and returns a
// lone string as it is.
function joinPlainStrings(args) {
  const first = args[0];
  if (typeof first !== 'string') return args.length === 0 ? '' : undefined;
  if (args.length === 1) return first;
  if (first.includes('%')) return undefined;
  let out = first;
  for (let i = 1; i < args.length; i++) {
    const arg = args[i];
    if (typeof arg !== 'string') return undefined;
    out += ` ${arg}`;
  }
  return out;
}

// inspect's text for a primitive other than a symbol, without colours (undefined for
// anything else).
function plainPrimitive(v) {
  switch (typeof v) {
    case 'string': return v;
    case 'number': return v === 0 && 1 / v < 0 ? '-0' : `${v}`;
    case 'bigint': return `${v}n`;
    case 'boolean': return v ? 'true' : 'false';
    case 'undefined': return 'undefined';
    default: return v === null ? 'null' : undefined;
  }
}

// The same for strings, numbers, bigints, booleans, null and undefined, when no colours
// apply.
function joinPrimitives(args) {
  const first = args[0];
  if (typeof first === 'string' && first.includes('%')) return undefined;
  let out = plainPrimitive(first);
  if (out === undefined) return undefined;
  for (let i = 1; i < args.length; i++) {
    const text = plainPrimitive(args[i]);
    if (text === undefined) return undefined;
    out += ` ${text}`;
  }
  return out;
}

// Whether the global console's lines on an unmade stream get no colours: FORCE_COLOR is
// unset and the fd is not a terminal (what shouldColorize would find on the stream).
const fdIsTTY = [undefined, undefined, undefined];
function colorlessUnbound(fd) {
  if (process.env.FORCE_COLOR !== undefined) return false;
  if (fdIsTTY[fd] === undefined) {
    let type;
    try {
      type = internalBinding('io').guessHandleType(fd);
    } catch {
      type = 'TTY';
    }
    fdIsTTY[fd] = type === 'TTY';
  }
  return !fdIsTTY[fd];
}

function formatFor(console, useStdout, args) {
  const plain = joinPlainStrings(args);
  if (plain !== undefined) return plain;
  if (console === unboundOwner && unboundFd(useStdout) !== -1 &&
      colorlessUnbound(useStdout ? 1 : 2)) {
    const text = joinPrimitives(args);
    if (text !== undefined) return text;
  }
  return lazyInspect().formatWithOptions(
    console[kGetInspectOptions](useStdout ? console._stdout : console._stderr), ...args);
}

Console.prototype[kFormatForStdout] = function (args) {
  return formatFor(this, true, args);
};

Console.prototype[kFormatForStderr] = function (args) {
  return formatFor(this, false, args);
};

function timeLogImpl(self, name, label, data) {
  const start = self._times.get(label);
  if (start === undefined) {
    process.emitWarning(`No such label '${label}' for console.${name}()`);
    return false;
  }
  const [s, ns] = process.hrtime(start);
  const formatted = require('internal/util/debuglog').formatTime(s * 1000 + ns / 1e6);
  if (data === undefined) self.log('%s: %s', label, formatted);
  else self.log('%s: %s', label, formatted, ...data);
  return true;
}

// Table cells: nested objects shallow, arrays cut at three items, all on one line.
function tableCell(self, v) {
  const { inspect } = lazyInspect();
  const depth = v !== null && typeof v === 'object' && !isArrayLike(v) &&
    Object.keys(v).length > 2 ? -1 : 0;
  return inspect(v, {
    depth,
    maxArrayLength: 3,
    breakLength: Infinity,
    ...self[kGetInspectOptions](self._stdout),
  });
}

function isArrayLike(v) {
  if (Array.isArray(v)) return true;
  const types = require('internal/util/types');
  return types.isTypedArray(v) || require('buffer').Buffer.isBuffer(v);
}

// Box-drawing table: one header row, columns as wide as their widest cell plus padding.
function renderTable(head, columns) {
  const { getStringWidth } = lazyInspect();
  const widths = head.map((h) => getStringWidth(h));
  let rowCount = 0;
  for (const column of columns) if (column.length > rowCount) rowCount = column.length;
  const rows = [];
  for (let r = 0; r < rowCount; r++) rows.push([]);
  for (let c = 0; c < head.length; c++) {
    const column = columns[c];
    for (let r = 0; r < rowCount; r++) {
      const cell = Object.prototype.hasOwnProperty.call(column, r) ? column[r] : '';
      rows[r][c] = cell;
      const w = getStringWidth(cell);
      if (w > widths[c]) widths[c] = w;
    }
  }
  const render = (cells) => {
    let out = '│';
    for (let c = 0; c < cells.length; c++) {
      out += ` ${cells[c]}${' '.repeat(widths[c] - getStringWidth(cells[c]))} │`;
    }
    return out;
  };
  const rule = (left, mid, right) => left + widths.map((w) => '─'.repeat(w + 2)).join(mid) + right;
  let out = `${rule('┌', '┬', '┐')}\n${render(head)}\n${rule('├', '┼', '┤')}\n`;
  for (const row of rows) out += `${render(row)}\n`;
  return out + rule('└', '┴', '┘');
}

// Map/Set iterators are read without being advanced; the binding may also say whether
// the entries are key/value pairs.
function previewIterator(iterator) {
  const { previewEntries } = internalBinding('util');
  const preview = previewEntries(iterator, true);
  if (Array.isArray(preview) && preview.length === 2 && Array.isArray(preview[0]) &&
      typeof preview[1] === 'boolean') {
    return preview;
  }
  return [Array.isArray(preview) ? preview : [], false];
}

// Each method is a concise method: like Node's, none of them can be used with `new`.
const consoleMethods = {
  log(...args) {
    dcBuiltin.publishValue('console.log', args);
    this[kWriteToConsole](true, this[kFormatForStdout](args));
  },
  info(...args) {
    dcBuiltin.publishValue('console.info', args);
    this[kWriteToConsole](true, this[kFormatForStdout](args));
  },
  debug(...args) {
    dcBuiltin.publishValue('console.debug', args);
    this[kWriteToConsole](true, this[kFormatForStdout](args));
  },
  warn(...args) {
    dcBuiltin.publishValue('console.warn', args);
    this[kWriteToConsole](false, this[kFormatForStderr](args));
  },
  error(...args) {
    dcBuiltin.publishValue('console.error', args);
    this[kWriteToConsole](false, this[kFormatForStderr](args));
  },
  dir(object, options) {
    const { inspect } = lazyInspect();
    this[kWriteToConsole](true, inspect(object, {
      customInspect: false,
      ...this[kGetInspectOptions](this._stdout),
      ...options,
    }));
  },
  time(label = 'default') {
    label = `${label}`;
    if (this._times.has(label)) {
      process.emitWarning(`Label '${label}' already exists for console.time()`);
      return;
    }
    this._times.set(label, process.hrtime());
  },
  timeEnd(label = 'default') {
    label = `${label}`;
    if (timeLogImpl(this, 'timeEnd', label)) this._times.delete(label);
  },
  timeLog(label = 'default', ...data) {
    label = `${label}`;
    timeLogImpl(this, 'timeLog', label, data);
  },
  trace(...args) {
    const err = { name: 'Trace', message: this[kFormatForStderr](args) };
    Error.captureStackTrace(err, this.trace);
    this.error(err.stack);
  },
  assert(expression, ...args) {
    if (!expression) {
      if (typeof args[0] === 'string') args[0] = `Assertion failed: ${args[0]}`;
      else args.unshift('Assertion failed');
      this.warn(...args);
    }
  },
  clear() {
    // Only a terminal can be cleared; anything else is left alone.
    if (this._stdout.isTTY && process.env.TERM !== 'dumb') {
      const { cursorTo, clearScreenDown } = require('readline');
      cursorTo(this._stdout, 0, 0);
      clearScreenDown(this._stdout);
    }
  },
  count(label = 'default') {
    label = `${label}`;
    const counts = this[kCounts];
    const n = (counts.get(label) || 0) + 1;
    counts.set(label, n);
    this.log(`${label}: ${n}`);
  },
  countReset(label = 'default') {
    // Node looks the label up before turning it into a string, so countReset(5) misses
    // the count made by count(5).
    const counts = this[kCounts];
    if (!counts.has(label)) {
      process.emitWarning(`Count for '${label}' does not exist`);
      return;
    }
    counts.delete(`${label}`);
  },
  group(...data) {
    if (data.length > 0) this.log(...data);
    this[kGroupIndent] += ' '.repeat(this[kGroupIndentWidth]);
  },
  groupEnd() {
    const indent = this[kGroupIndent];
    this[kGroupIndent] = indent.slice(0, indent.length - this[kGroupIndentWidth]);
  },
  table(tabularData, properties) {
    if (properties !== undefined && !Array.isArray(properties)) {
      throw new (lazyErrors().codes.ERR_INVALID_ARG_TYPE)('properties', 'Array', properties);
    }
    if (tabularData === null || typeof tabularData !== 'object') return this.log(tabularData);
    const types = require('internal/util/types');
    const cell = (v) => tableCell(this, v);
    const indexColumn = (n) => Array.from({ length: n }, (_, i) => cell(i));
    const print = (head, columns) => this.log(renderTable(head, columns));

    const mapIterator = types.isMapIterator(tabularData);
    let keyValue = false;
    if (mapIterator) [tabularData, keyValue] = previewIterator(tabularData);
    if (keyValue || types.isMap(tabularData)) {
      const keys = [];
      const values = [];
      if (mapIterator) {
        for (let i = 0; i < tabularData.length; i += 2) {
          keys.push(cell(tabularData[i]));
          values.push(cell(tabularData[i + 1]));
        }
      } else {
        for (const [k, v] of tabularData) {
          keys.push(cell(k));
          values.push(cell(v));
        }
      }
      return print(['(iteration index)', 'Key', 'Values'], [indexColumn(keys.length), keys, values]);
    }
    const setIterator = types.isSetIterator(tabularData);
    if (setIterator) [tabularData] = previewIterator(tabularData);
    if (setIterator || mapIterator || types.isSet(tabularData)) {
      const values = [];
      for (const v of tabularData) values.push(cell(v));
      return print(['(iteration index)', 'Values'], [indexColumn(values.length), values]);
    }

    // Columns are keyed like object properties: numbers merge with their string form, array
    // index keys sort first, and symbol columns are collected but never shown.
    const columns = { __proto__: null };
    const rowKeys = Object.keys(tabularData);
    const plainValues = [];
    let hasPlainValues = false;
    for (let i = 0; i < rowKeys.length; i++) {
      const item = tabularData[rowKeys[i]];
      const primitive = item === null || (typeof item !== 'function' && typeof item !== 'object');
      if (properties === undefined && primitive) {
        hasPlainValues = true;
        plainValues[i] = cell(item);
        continue;
      }
      for (const key of properties || Object.keys(item)) {
        let column = columns[key];
        if (column === undefined) columns[key] = column = [];
        column[i] = (primitive && properties) || !Object.prototype.hasOwnProperty.call(item, key) ?
          '' : cell(item[key]);
      }
    }
    const head = ['(index)', ...Object.keys(columns)];
    const body = [rowKeys, ...Object.values(columns)];
    if (hasPlainValues) {
      head.push('Values');
      body.push(plainValues);
    }
    return print(head, body);
  },
  dirxml(...args) {
    // Node's dirxml is log itself, channel included.
    dcBuiltin.publishValue('console.log', args);
    this[kWriteToConsole](true, this[kFormatForStdout](args));
  },
  groupCollapsed(...data) {
    if (data.length > 0) this.log(...data);
    this[kGroupIndent] += ' '.repeat(this[kGroupIndentWidth]);
  },
};
for (const name of Object.keys(consoleMethods)) Console.prototype[name] = consoleMethods[name];

// What V8's inspector console adds to the global one. Without an inspector session these
// report nowhere; the checks are V8's.
const consoleContextNames = ['dir', 'dirXml', 'table', 'groupEnd', 'clear', 'count',
  'countReset', 'profile', 'profileEnd', 'debug', 'error', 'info', 'log', 'warn', 'trace',
  'group', 'groupCollapsed', 'assert', 'time', 'timeLog', 'timeEnd', 'timeStamp'];
const tasks = new WeakSet();
const inspectorMethods = {
  profile() {},
  profileEnd() {},
  timeStamp() {},
  context(name) {
    const methods = { __proto__: {} };
    for (const method of consoleContextNames) {
      // A fresh concise method per name: named, one declared parameter, not a constructor.
      methods[method] = ({ [method](data) {} })[method];
    }
    return methods;
  },
  createTask() {
    const name = arguments[0];
    if (typeof name !== 'string' || name === '') {
      throw new Error('First argument must be a non-empty string.');
    }
    const task = {
      run() {
        if (!tasks.has(this)) throw new Error("'run' called with illegal receiver.");
        const fn = arguments[0];
        if (typeof fn !== 'function') throw new Error('First argument must be a function.');
        return fn();
      },
    };
    tasks.add(task);
    return task;
  },
};

const globalConsole = { __proto__: {} };
for (const key of Reflect.ownKeys(Console.prototype)) {
  if (key === 'constructor') continue;
  const desc = Reflect.getOwnPropertyDescriptor(Console.prototype, key);
  if (typeof desc.value === 'function') {
    desc.value = bindNamed(desc.value, globalConsole,
      typeof key === 'symbol' ? key.description : key);
  }
  Reflect.defineProperty(globalConsole, key, desc);
}
globalConsole[kBindProperties](true, 'auto');
globalConsole.Console = Console;
for (const name of Object.keys(inspectorMethods)) globalConsole[name] = inspectorMethods[name];
globalConsole[kBindStreamsLazy](process);

module.exports = globalConsole;
