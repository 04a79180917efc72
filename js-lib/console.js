// The global `console` and the `Console` class: util.format-style output to stdout
// (log/info/debug/dir/table) and stderr (error/warn/trace), groups, counters, timers.
'use strict';

const kGroupIndent = Symbol('groupIndent');
const kCounts = Symbol('counts');
const kTimers = Symbol('timers');

let inspectModule;
function lazyInspect() {
  if (inspectModule === undefined) inspectModule = require('internal/util/inspect');
  return inspectModule;
}

function formatTime(ms) {
  if (ms >= 1000) {
    if (ms >= 60000) {
      if (ms >= 3600000) return `${(ms / 3600000).toFixed(3)}h`;
      return `${(ms / 60000).toFixed(3)}min`;
    }
    return `${(ms / 1000).toFixed(3)}s`;
  }
  return `${Number(ms.toFixed(3))}ms`;
}

class Console {
  constructor(stdout, stderr, ignoreErrors) {
    let options = stdout;
    if (!options || typeof options.write === 'function') {
      options = { stdout, stderr, ignoreErrors };
    }
    if (!options.stdout || typeof options.stdout.write !== 'function') {
      const { codes } = require('internal/errors');
      throw new codes.ERR_CONSOLE_WRITABLE_STREAM('stdout');
    }
    this._stdout = options.stdout;
    this._stderr = options.stderr || options.stdout;
    this._inspectOptions = options.inspectOptions;
    this[kGroupIndent] = '';
    this[kCounts] = new Map();
    this[kTimers] = new Map();
    // Methods are bound so that `const { log } = console` works, as in Node.
    for (const name of Object.getOwnPropertyNames(Console.prototype)) {
      if (name !== 'constructor' && typeof this[name] === 'function') {
        this[name] = this[name].bind(this);
      }
    }
  }

  _format(args) {
    const { formatWithOptions } = lazyInspect();
    const opts = this._inspectOptions || {};
    return formatWithOptions(opts, ...args);
  }

  _write(stream, text) {
    const indent = this[kGroupIndent];
    if (indent !== '') {
      text = text.includes('\n') ? text.replace(/\n/g, `\n${indent}`) : text;
      text = indent + text;
    }
    stream.write(`${text}\n`);
  }

  log(...args) {
    this._write(this._stdout, this._format(args));
  }

  warn(...args) {
    this._write(this._stderr, this._format(args));
  }

  dir(obj, options) {
    const { inspect } = lazyInspect();
    this._write(this._stdout, inspect(obj, { customInspect: false, ...this._inspectOptions, ...options }));
  }

  dirxml(...args) {
    this.log(...args);
  }

  trace(...args) {
    const err = { name: 'Trace', message: this._format(args) };
    Error.captureStackTrace(err, this.trace);
    this.error(err.stack);
  }

  assert(expression, ...args) {
    if (!expression) {
      if (typeof args[0] === 'string') args[0] = `Assertion failed: ${args[0]}`;
      else args.unshift('Assertion failed');
      this.warn(...args);
    }
  }

  count(label = 'default') {
    label = `${label}`;
    const counts = this[kCounts];
    const n = (counts.get(label) || 0) + 1;
    counts.set(label, n);
    this.log(`${label}: ${n}`);
  }

  countReset(label = 'default') {
    label = `${label}`;
    if (!this[kCounts].has(label)) {
      process.emitWarning(`Count for '${label}' does not exist`);
      return;
    }
    this[kCounts].delete(label);
  }

  group(...data) {
    if (data.length > 0) this.log(...data);
    this[kGroupIndent] += '  ';
  }

  groupEnd() {
    this[kGroupIndent] = this[kGroupIndent].slice(0, -2);
  }

  time(label = 'default') {
    label = `${label}`;
    if (this[kTimers].has(label)) {
      process.emitWarning(`Label '${label}' already exists for console.time()`);
      return;
    }
    this[kTimers].set(label, process.hrtime.bigint());
  }

  timeEnd(label = 'default') {
    label = `${label}`;
    if (this._timeLog(label, 'timeEnd', [])) this[kTimers].delete(label);
  }

  timeLog(label = 'default', ...data) {
    this._timeLog(`${label}`, 'timeLog', data);
  }

  _timeLog(label, name, data) {
    const start = this[kTimers].get(label);
    if (start === undefined) {
      process.emitWarning(`No such label '${label}' for console.${name}()`);
      return false;
    }
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const text = `${label}: ${formatTime(ms)}`;
    if (data.length > 0) this.log(text, ...data);
    else this.log(text);
    return true;
  }

  table(data, properties) {
    if (data === null || typeof data !== 'object') {
      this.log(data);
      return;
    }
    const { inspect } = lazyInspect();
    const show = (v) => inspect(v, { depth: 1, breakLength: Infinity, compact: 3 });
    const indexHeader = '(index)';
    const rows = [];
    const columns = [];
    let hasValues = false;
    const entries = data instanceof Map ? [...data.entries()]
      : Object.keys(data).map((k) => [k, data[k]]);
    for (const [key, value] of entries) {
      const row = { [indexHeader]: String(key) };
      if (value !== null && typeof value === 'object') {
        for (const col of properties || Object.keys(value)) {
          if (!columns.includes(col)) columns.push(col);
          if (col in value) row[col] = show(value[col]);
        }
      } else {
        hasValues = true;
        row.Values = show(value);
      }
      rows.push(row);
    }
    const header = [indexHeader, ...columns];
    if (hasValues) header.push('Values');
    const widths = header.map((h) => Math.max(h.length,
      ...rows.map((r) => (r[h] === undefined ? 0 : r[h].length))) + 2);
    const pad = (s, w) => ` ${s}${' '.repeat(w - 1 - s.length)}`;
    const line = (l, m, r) => l + widths.map((w) => '─'.repeat(w)).join(m) + r;
    const out = [line('┌', '┬', '┐'),
      `│${header.map((h, i) => pad(h, widths[i])).join('│')}│`,
      line('├', '┼', '┤')];
    for (const r of rows) {
      out.push(`│${header.map((h, i) => pad(r[h] === undefined ? '' : r[h], widths[i])).join('│')}│`);
    }
    out.push(line('└', '┴', '┘'));
    this.log(out.join('\n'));
  }
}

Console.prototype.info = Console.prototype.log;
Console.prototype.debug = Console.prototype.log;
Console.prototype.error = Console.prototype.warn;
Console.prototype.groupCollapsed = Console.prototype.group;

const globalConsole = Object.create(Console.prototype);
globalConsole._stdout = null;
globalConsole._stderr = null;
Object.defineProperty(globalConsole, '_stdout', { get: () => process.stdout, enumerable: false });
Object.defineProperty(globalConsole, '_stderr', { get: () => process.stderr, enumerable: false });
globalConsole[kGroupIndent] = '';
globalConsole[kCounts] = new Map();
globalConsole[kTimers] = new Map();
for (const name of [...Object.getOwnPropertyNames(Console.prototype), 'info', 'debug', 'error', 'groupCollapsed']) {
  if (name === 'constructor' || name.startsWith('_')) continue;
  const fn = Console.prototype[name];
  if (typeof fn === 'function') {
    Object.defineProperty(globalConsole, name, {
      value: fn.bind(globalConsole), writable: true, enumerable: true, configurable: true,
    });
  }
}
globalConsole.Console = Console;

module.exports = globalConsole;
