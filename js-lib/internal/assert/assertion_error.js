'use strict';
// internal/assert/assertion_error: the AssertionError class thrown by `assert`, and the
// text of its generated messages (Node 26 wording): the one-line "1 !== 2" form, the
// stacked "+ actual / - expected" form for long strings, and the line diff of the
// inspected values (a Myers shortest edit script, so the lines chosen as changed match
// Node's, from internal/assert/myers_diff). Output is never colored.

let inspectFn;
function inspect(value, options) {
  if (inspectFn === undefined) inspectFn = require('internal/util/inspect').inspect;
  return inspectFn(value, options);
}

const kInspectCustom = Symbol.for('nodejs.util.inspect.custom');
const { myersDiff } = require('internal/assert/myers_diff');

const kReadableOperator = {
  deepStrictEqual: 'Expected values to be strictly deep-equal:',
  partialDeepStrictEqual: 'Expected values to be partially and strictly deep-equal:',
  strictEqual: 'Expected values to be strictly equal:',
  strictEqualObject: 'Expected "actual" to be reference-equal to "expected":',
  deepEqual: 'Expected values to be loosely deep-equal:',
  notDeepStrictEqual: 'Expected "actual" not to be strictly deep-equal to:',
  notStrictEqual: 'Expected "actual" to be strictly unequal to:',
  notStrictEqualObject: 'Expected "actual" not to be reference-equal to "expected":',
  notDeepEqual: 'Expected "actual" not to be loosely deep-equal to:',
  notIdentical: 'Values have same structure but are not reference-equal:',
  notDeepEqualUnequal: 'Expected values not to be loosely deep-equal:',
};

const kMaxShortStringLength = 12;
const kMaxLongStringLength = 512;
// Runs of unchanged lines longer than this are shortened in the diff.
const kKeptContextLines = 5;

// Operators whose message is a diff even when the caller gave a message of their own.
const kDiffOperators = new Set(['deepStrictEqual', 'strictEqual', 'partialDeepStrictEqual']);

function isErrorLike(value) {
  return value instanceof Error ||
    (typeof value === 'object' && value !== null &&
     Object.prototype.toString.call(value) === '[object Error]');
}

// A shallow stand-in for an error that shows its properties without its stack.
function copyError(source) {
  const target = Object.assign({ __proto__: Object.getPrototypeOf(source) }, source);
  Object.defineProperty(target, 'message', { __proto__: null, value: source.message });
  if (Object.prototype.hasOwnProperty.call(source, 'cause')) {
    let cause = source.cause;
    if (isErrorLike(cause)) cause = copyError(cause);
    Object.defineProperty(target, 'cause', { __proto__: null, value: cause });
  }
  return target;
}

// Fixed inspect options: user changes to inspect defaults must not hide what differs.
const kInspectOptions = {
  compact: false,
  customInspect: false,
  depth: 1000,
  maxArrayLength: Infinity,
  showHidden: false,
  showProxy: false,
  sorted: true,
  getters: true,
};

function inspectValue(value) {
  return inspect(value, kInspectOptions);
}

// Renders an edit script. Long runs of shared lines keep their first five lines and
// their last line, with "..." in between.
function renderDiff(ops) {
  let out = '';
  let skipped = false;
  let sameRun = 0;
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i][0];
    if (i > 0 && ops[i - 1][0] === 0 && op !== 0) {
      if (sameRun === kKeptContextLines + 1) {
        out += `  ${ops[i - 1][1]}\n`;
      } else if (sameRun === kKeptContextLines + 2) {
        out += `  ${ops[i - 2][1]}\n  ${ops[i - 1][1]}\n`;
      } else if (sameRun >= kKeptContextLines + 3) {
        out += `...\n  ${ops[i - 1][1]}\n`;
        skipped = true;
      }
      sameRun = 0;
    }
    const line = ops[i][1];
    if (op === 1) {
      out += `+ ${line}\n`;
    } else if (op === -1) {
      out += `- ${line}\n`;
    } else {
      if (sameRun < kKeptContextLines) out += `  ${line}\n`;
      sameRun++;
    }
  }
  return { text: `\n${out.trimEnd()}`, skipped };
}

function terminalWidth() {
  const stderr = typeof process === 'object' && process !== null ? process.stderr : undefined;
  return stderr && stderr.isTTY && stderr.columns ? stderr.columns : 80;
}

// "+ actual" above "- expected"; when both fit on a terminal line a caret marks the
// first difference.
function stackedDiff(actual, expected) {
  let text = `\n+ ${actual}\n- ${expected}`;
  if (actual.length + expected.length <= terminalWidth()) {
    for (let i = 0; i < actual.length; i++) {
      if (actual[i] !== expected[i]) {
        // Within the first characters (quote included) the difference is obvious.
        if (i >= 3) text += `\n${' '.repeat(i + 2)}^`;
        break;
      }
    }
  }
  return text;
}

function createErrDiff(actual, expected, operator, customMessage, diffMode) {
  if (operator === 'strictEqual' &&
      ((typeof actual === 'object' && actual !== null &&
        typeof expected === 'object' && expected !== null) ||
       (typeof actual === 'function' && typeof expected === 'function'))) {
    operator = 'strictEqualObject';
  }

  let skipped = false;
  let body;
  let header = '+ actual - expected';
  const inspectedActual = inspectValue(actual);
  const inspectedExpected = inspectValue(expected);
  const actualLines = inspectedActual.split('\n');
  const expectedLines = inspectedExpected.split('\n');

  const oneLineEach = actualLines.length === 1 && expectedLines.length === 1;
  if (oneLineEach && (typeof actual !== 'object' || actual === null ||
                      typeof expected !== 'object' || expected === null)) {
    const a = actualLines[0];
    const e = expectedLines[0];
    let length = a.length + e.length;
    if (typeof actual === 'string') length -= 2;
    if (typeof expected === 'string') length -= 2;
    if (length <= kMaxShortStringLength && (actual !== 0 || expected !== 0)) {
      body = `${a} !== ${e}`;
      header = '';
    } else {
      body = stackedDiff(a, e);
    }
  } else if (inspectedActual === inspectedExpected) {
    // Same shape, different identity.
    operator = 'notIdentical';
    if (actualLines.length > 50 && diffMode !== 'full') {
      body = `${actualLines.slice(0, 50).join('\n')}\n...}`;
      skipped = true;
    } else {
      body = inspectedActual;
    }
    header = '';
  } else {
    const commaTolerant = actual != null && typeof actual === 'object';
    const rendered = renderDiff(myersDiff(actualLines, expectedLines, commaTolerant));
    body = rendered.text;
    skipped = rendered.skipped;
  }

  const title = customMessage || kReadableOperator[operator];
  return `${title}\n${header}${skipped ? '\n... Skipped lines' : ''}\n${body}\n`;
}

// Shortens long strings shown by the custom inspect of an AssertionError.
function addEllipsis(string) {
  const lines = string.split('\n', 11);
  if (lines.length > 10) {
    // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
    lines['length'] = 10;
    return `${lines.join('\n')}\n...`;
  } else if (string.length > kMaxLongStringLength) {
    // Node keeps the tail here, not the head; kept for identical output.
    return `${string.slice(kMaxLongStringLength)}...`;
  }
  return string;
}

function invalidOptions(options) {
  const { codes } = require('internal/errors');
  if (typeof codes.ERR_INVALID_ARG_TYPE === 'function') {
    return new codes.ERR_INVALID_ARG_TYPE('options', 'Object', options);
  }
  const err = new TypeError('The "options" argument must be of type object.');
  err.code = 'ERR_INVALID_ARG_TYPE';
  return err;
}

function stackTraceLimitWritable() {
  // Only worth touching when the stack can be re-captured afterwards.
  if (typeof Error.captureStackTrace !== 'function') return false;
  const desc = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit');
  if (desc === undefined) return Object.isExtensible(Error);
  return desc.writable === true || typeof desc.set === 'function';
}

function buildMessage(options, actual, expected) {
  const { message, operator } = options;
  const diffMode = options.diff === undefined ? 'simple' : options.diff;
  if (message != null) {
    if (kDiffOperators.has(operator)) {
      return createErrDiff(actual, expected, operator, message, diffMode);
    }
    return String(message);
  }
  if (kDiffOperators.has(operator)) {
    return createErrDiff(actual, expected, operator, message, diffMode);
  }
  if (operator === 'notDeepStrictEqual' || operator === 'notStrictEqual') {
    // The values were equal: show one of them.
    let base = kReadableOperator[operator];
    const lines = inspectValue(actual).split('\n');
    if (operator === 'notStrictEqual' &&
        ((typeof actual === 'object' && actual !== null) || typeof actual === 'function')) {
      base = kReadableOperator.notStrictEqualObject;
    }
    if (lines.length > 50 && diffMode !== 'full') {
      lines[46] = '...';
      // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
      lines['length'] = 47;
    }
    if (lines.length === 1) {
      return `${base}${lines[0].length > 5 ? '\n\n' : ' '}${lines[0]}`;
    }
    return `${base}\n\n${lines.join('\n')}\n`;
  }
  let res = inspectValue(actual);
  let other = inspectValue(expected);
  const known = kReadableOperator[operator];
  if (operator === 'notDeepEqual' && res === other) {
    res = `${known}\n\n${res}`;
    if (res.length > 1024 && diffMode !== 'full') res = `${res.slice(0, 1021)}...`;
    return res;
  }
  if (res.length > kMaxLongStringLength && diffMode !== 'full') res = `${res.slice(0, 509)}...`;
  if (other.length > kMaxLongStringLength && diffMode !== 'full') other = `${other.slice(0, 509)}...`;
  if (operator === 'deepEqual') {
    res = `${known}\n\n${res}\n\nshould loosely deep-equal\n\n`;
  } else {
    const unequal = kReadableOperator[`${operator}Unequal`];
    if (unequal) {
      res = `${unequal}\n\n${res}\n\nshould not loosely deep-equal\n\n`;
    } else {
      other = ` ${operator} ${other}`;
    }
  }
  return `${res}${other}`;
}

class AssertionError extends Error {
  constructor(options) {
    if (options === null || typeof options !== 'object' || Array.isArray(options)) {
      throw invalidOptions(options);
    }
    const { message, operator, stackStartFn, details, stackStartFunction } = options;
    const diff = options.diff === undefined ? 'simple' : options.diff;
    let { actual, expected } = options;

    if (message == null &&
        typeof actual === 'object' && actual !== null &&
        typeof expected === 'object' && expected !== null &&
        'stack' in actual && actual instanceof Error &&
        'stack' in expected && expected instanceof Error) {
      // Two errors: compare stand-ins so the stacks do not swamp the message.
      actual = copyError(actual);
      expected = copyError(expected);
    }

    // The message is built before the limit is lowered: an error's stack text is
    // formatted on first access with the limit current then, so inspecting one under a
    // zero limit would strip its frames for good.
    const text = buildMessage(options, actual, expected);
    // The stack captured by super() is replaced below, so let it be an empty one.
    const limitWritable = stackTraceLimitWritable();
    const limit = limitWritable ? Error.stackTraceLimit : undefined;
    if (limitWritable) Error.stackTraceLimit = 0;
    super(text);
    if (limitWritable) Error.stackTraceLimit = limit;

    this.generatedMessage = !message;
    Object.defineProperty(this, 'name', {
      __proto__: null,
      value: 'AssertionError [ERR_ASSERTION]',
      enumerable: false,
      writable: true,
      configurable: true,
    });
    this.code = 'ERR_ASSERTION';
    if (details) {
      this.actual = undefined;
      this.expected = undefined;
      this.operator = undefined;
      for (let i = 0; i < details.length; i++) {
        this['message ' + i] = details[i].message;
        this['actual ' + i] = details[i].actual;
        this['expected ' + i] = details[i].expected;
        this['operator ' + i] = details[i].operator;
        this['stack trace ' + i] = details[i].stack;
      }
    } else {
      this.actual = actual;
      this.expected = expected;
      this.operator = operator;
    }
    if (typeof Error.captureStackTrace === 'function') {
      Error.captureStackTrace(this, stackStartFn || stackStartFunction);
    }
    // Read the stack while the name still carries the code, so its header does too.
    this.stack; // eslint-disable-line no-unused-expressions
    this.name = 'AssertionError';
    this.diff = diff;
  }

  toString() {
    return `${this.name} [${this.code}]: ${this.message}`;
  }

  [kInspectCustom](recurseTimes, ctx) {
    // The message already shows both values; keep the properties short.
    const savedActual = this.actual;
    const savedExpected = this.expected;
    if (typeof this.actual === 'string') this.actual = addEllipsis(this.actual);
    if (typeof this.expected === 'string') this.expected = addEllipsis(this.expected);
    try {
      return inspect(this, { ...ctx, customInspect: false, depth: 0 });
    } finally {
      this.actual = savedActual;
      this.expected = savedExpected;
    }
  }
}

module.exports = AssertionError;
