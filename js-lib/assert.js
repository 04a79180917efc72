'use strict';
// assert: Node's `assert` module (Node 26 surface). module.exports is the `assert`
// function itself, carrying ok, equal, notEqual, strictEqual, notStrictEqual, deepEqual,
// deepStrictEqual, notDeepEqual, notDeepStrictEqual, partialDeepStrictEqual, throws,
// doesNotThrow, rejects, doesNotReject, match, doesNotMatch, ifError, fail,
// AssertionError, the Assert class and `strict` (the strict-mode variant, also served as
// `assert/strict`). Node 26 no longer has CallTracker, so neither do we.
//
// Messages: every method takes `...message`: nothing (generated text), a string with
// optional format arguments, an Error (thrown as is) or a function (actual, expected) =>
// string. Deep equality lives in internal/util/comparisons, message text in
// internal/assert/assertion_error.

const AssertionError = require('internal/assert/assertion_error');
const { thrownFrom } = require('internal/assert/throw_sites');
const { callCatchingStackOverflow } = internalBinding('util');

let comparisons;
function lazyComparisons() {
  if (comparisons === undefined) comparisons = require('internal/util/comparisons');
  return comparisons;
}

let errorCodes;
function codes() {
  if (errorCodes === undefined) errorCodes = require('internal/errors').codes;
  return errorCodes;
}

let inspectModule;
function inspectLib() {
  if (inspectModule === undefined) inspectModule = require('internal/util/inspect');
  return inspectModule;
}
const inspect = (value, options) => inspectLib().inspect(value, options);

const kOptions = Symbol('options');
const NO_EXCEPTION_SENTINEL = {};
const regExpExec = RegExp.prototype.exec;
const errorToString = Error.prototype.toString;
const functionHasInstance = Function.prototype[Symbol.hasInstance];
const regExpSourceGetter = Object.getOwnPropertyDescriptor(RegExp.prototype, 'source').get;

// Brand check: the `source` getter throws for anything but a RegExp (and
// RegExp.prototype, which is not one).
function isRegExp(value) {
  if (typeof value !== 'object' || value === null || value === RegExp.prototype) return false;
  try {
    regExpSourceGetter.call(value);
    return true;
  } catch {
    return false;
  }
}

function isError(value) {
  if (typeof Error.isError === 'function' && Error.isError(value)) return true;
  if (typeof value === 'object' && value !== null &&
      Object.prototype.toString.call(value) === '[object Error]') {
    return true;
  }
  return functionHasInstance.call(Error, value);
}

function isPromise(value) {
  return lazyComparisons().types.isPromise(value);
}

function isAsyncFunction(value) {
  return require('internal/util/types').isAsyncFunction(value);
}

// Builds a Node-style error from internal/errors; a code that module lacks still gives a
// TypeError carrying the code rather than a confusing "not a constructor".
function nodeError(code, ...args) {
  const ErrorClass = codes()[code];
  if (typeof ErrorClass === 'function') return new ErrorClass(...args);
  const err = new TypeError(`${code}: ${args.map(String).join(', ')}`);
  err.code = code;
  return err;
}

function missingArgs() {
  return nodeError('ERR_MISSING_ARGS', 'actual', 'expected');
}

// Turns the `...message` tuple into the final message and throws the AssertionError.
function innerFail(obj) {
  const parts = obj.message;
  if (parts.length === 0) {
    obj.message = undefined;
  } else if (typeof parts[0] === 'string') {
    obj.message = parts.length > 1 ? inspectLib().format(...parts) : parts[0];
  } else if (isError(parts[0])) {
    if (parts.length > 1) {
      throw thrownFrom(nodeError('ERR_AMBIGUOUS_ARGUMENT',
        'message',
        `The error message was passed as error object "${errorToString.call(parts[0])}" ` +
        'has trailing arguments that would be ignored.'), 'ambiguousError');
    }
    throw thrownFrom(parts[0], 'messageError');
  } else if (typeof parts[0] === 'function') {
    if (parts.length > 1) {
      throw thrownFrom(nodeError('ERR_AMBIGUOUS_ARGUMENT',
        'message',
        `The error message with function "${parts[0].name || 'anonymous'}" ` +
        'has trailing arguments that would be ignored.'), 'ambiguousFunction');
    }
    try {
      const text = parts[0](obj.actual, obj.expected);
      obj.message = typeof text === 'string' ? text : undefined;
    } catch {
      // A failing message factory falls back to the generated message.
      obj.message = undefined;
    }
  } else {
    throw thrownFrom(nodeError('ERR_INVALID_ARG_TYPE', 'message', ['string', 'function'], parts[0]),
                     'invalidMessage');
  }
  const error = new AssertionError(obj);
  if (obj.generatedMessage !== undefined) error.generatedMessage = obj.generatedMessage;
  throw thrownFrom(error, 'innerFail');
}

// --- assert.ok(): quote the failing call from the caller's source line. -------------

let sourceCache; // { name, lines } of the last file read
function sourceLine(scriptName, lineNumber) {
  if (typeof scriptName !== 'string' || scriptName === '' || !(lineNumber >= 1)) return undefined;
  if (sourceCache === undefined || sourceCache.name !== scriptName) {
    let path = scriptName;
    // Code given on the command line or stdin ([eval], [stdin]) has no file to read.
    let text = require('internal/errors_stack').givenSources.get(scriptName);
    if (text === undefined) {
      if (path.startsWith('file://')) {
        try {
          path = require('url').fileURLToPath(path);
        } catch {
          return undefined;
        }
      } else if (path.startsWith('node:') || path.charAt(0) !== '/' && !/^[A-Za-z]:[\\/]/.test(path)) {
        return undefined;
      }
      try {
        text = require('fs').readFileSync(path, 'utf8');
      } catch {
        return undefined;
      }
    }
    sourceCache = { name: scriptName, lines: text.split(/\r?\n|\r|\u2028|\u2029/) };
  }
  return sourceCache.lines[lineNumber - 1];
}

// ASCII word characters and `$`; anything beyond ASCII counts too (identifiers like
// `ässört`), which is close enough for quoting a call.
function isIdentChar(c) {
  const code = c.charCodeAt(0);
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) || code === 36 || code === 95 || code > 127;
}

// What Node's source scan treats as keywords (acorn's, for the latest ECMAScript): a
// keyword token breaks a member chain, and a call through `.keyword(` is placed at `(`.
const kKeywords = new Set([
  'break', 'case', 'catch', 'continue', 'debugger', 'default', 'do', 'else', 'finally', 'for',
  'function', 'if', 'return', 'switch', 'throw', 'try', 'var', 'while', 'with', 'null', 'true',
  'false', 'instanceof', 'typeof', 'void', 'delete', 'new', 'in', 'this', 'const', 'class',
  'extends', 'export', 'import', 'super',
]);
// Token types after which a `/` divides rather than starts a regular expression.
const kValueEnds = new Set([
  'name', 'num', 'string', 'regexp', '`', ')', ']', '}', 'this', 'super', 'null', 'true', 'false',
  'privateId',
]);
const kMemberAccess = new Set(['.', '?.', '[', ']']);

function isDigit(c) {
  return c >= '0' && c <= '9';
}

// The position object the source scanner's errors carry.
class Position {
  constructor(line, column) {
    this.line = line;
    this.column = column;
  }

  offset(n) {
    return new Position(this.line, this.column + n);
  }
}

// Node scans the line with a real tokenizer, which gives up on a string, template or
// comment that goes on past the line, and assert.ok() lets that SyntaxError through.
function scanError(message, pos, raisedAt) {
  const err = new SyntaxError(`${message} (1:${pos})`);
  err.pos = pos;
  err.loc = new Position(1, pos);
  err.raisedAt = raisedAt;
  return err;
}

// Calls visit(type, start) for each token of one source line until it returns true.
// Types: 'name', a keyword itself, 'string', 'num', 'regexp', 'template', 'privateId' or
// the punctuation text.
function scanTokens(code, visit) {
  const n = code.length;
  const braces = []; // per open brace: does it close a template substitution?
  let prevType = '';
  let stopped = false;
  const emit = (type, start) => {
    prevType = type;
    if (visit(type, start) === true) stopped = true;
    return stopped;
  };
  // Template text from `from` on; returns the index after it, or -1 once stopped.
  const templateText = (from) => {
    for (let j = from; j < n;) {
      const c = code[j];
      if (c === '\\') {
        j += 2;
      } else if (c === '`') {
        if (emit('template', from) || emit('`', j)) return -1;
        return j + 1;
      } else if (c === '$' && code[j + 1] === '{') {
        braces.push(true);
        if (emit('template', from) || emit('${', j)) return -1;
        return j + 2;
      } else {
        j++;
      }
    }
    throw scanError('Unterminated template', from, n);
  };
  let i = 0;
  while (i < n) {
    const c = code[i];
    if (c === ' ' || c === '\t' || c === '\v' || c === '\f' || c === '\u00a0' || c === '\ufeff' ||
        (c > '\u007f' && /\s/.test(c))) {
      i++;
      continue;
    }
    const start = i;
    if (c === '/' && code[i + 1] === '/') return;
    if (c === '/' && code[i + 1] === '*') {
      const close = code.indexOf('*/', i + 2);
      if (close === -1) throw scanError('Unterminated comment', i, i + 2);
      i = close + 2;
      continue;
    }
    if (c === '"' || c === '\'') {
      let j = i + 1;
      for (;;) {
        if (j >= n) throw scanError('Unterminated string constant', start, j);
        if (code[j] === '\\') j += 2;
        else if (code[j] === c) break;
        else j++;
      }
      i = j + 1;
      if (emit('string', start)) return;
      continue;
    }
    if (c === '`') {
      if (emit('`', start)) return;
      i = templateText(i + 1);
      if (i < 0) return;
      continue;
    }
    if (isDigit(c) || (c === '.' && isDigit(code[i + 1]))) {
      let j = i + 1;
      let dot = c === '.';
      const hex = c === '0' && /[xXoObB]/.test(code[i + 1] || '');
      while (j < n) {
        const d = code[j];
        if (isIdentChar(d)) {
          j++;
        } else if (d === '.' && !dot && !hex) {
          dot = true;
          j++;
        } else if ((d === '+' || d === '-') && !hex && (code[j - 1] === 'e' || code[j - 1] === 'E')) {
          j++;
        } else {
          break;
        }
      }
      i = j;
      if (emit('num', start)) return;
      continue;
    }
    if (isIdentChar(c) || c === '\\' || c === '#') {
      let j = i + 1;
      while (j < n && (isIdentChar(code[j]) || code[j] === '\\')) j++;
      const word = code.slice(i, j);
      i = j;
      let type = 'name';
      if (c === '#') type = 'privateId';
      else if (kKeywords.has(word)) type = word;
      if (emit(type, start)) return;
      continue;
    }
    if (c === '/') {
      if (!kValueEnds.has(prevType)) {
        const close = require('internal/util/regexp_literal').regExpBodyEnd(code, i, false);
        if (close === -1) throw scanError('Unterminated regular expression', start, n);
        let j = close + 1;
        while (j < n && isIdentChar(code[j])) j++;
        i = j;
        if (emit('regexp', start)) return;
        continue;
      }
      i += code[i + 1] === '=' ? 2 : 1;
      if (emit('/', start)) return;
      continue;
    }
    if (c === '?' && code[i + 1] === '.' && !isDigit(code[i + 2] || '')) {
      i += 2;
      if (emit('?.', start)) return;
      continue;
    }
    if (c === '.' && code[i + 1] === '.' && code[i + 2] === '.') {
      i += 3;
      if (emit('...', start)) return;
      continue;
    }
    i++;
    if (c === '{') {
      braces.push(false);
    } else if (c === '}' && braces.pop() === true) {
      if (emit('}', start)) return;
      i = templateText(i);
      if (i < 0) return;
      continue;
    }
    if (emit(c, start)) return;
  }
}

// Where V8 places a call whose argument list opens at `paren`: at the callee's last name,
// unless that name is a keyword (`o.default(x)`) or there is none (`f()()`, `o[k](x)`).
function callColumn(line, paren) {
  let j = paren;
  while (j > 0 && (line[j - 1] === ' ' || line[j - 1] === '\t')) j--;
  if (j === 0 || !isIdentChar(line[j - 1])) return paren;
  let w = j - 1;
  while (w > 0 && isIdentChar(line[w - 1])) w--;
  if (kKeywords.has(line.slice(w, j))) return paren;
  return w;
}

// The expression Node quotes for a call placed at `startColumn`: from the first name of a
// plain member chain leading up to it, to the parenthesis that closes it (or the end of
// the line). A `;` on the way leaves it empty, as in Node.
function firstExpression(code, startColumn) {
  let lastType;
  let lastStart;
  let first = -1;
  let end;
  let depth = 0;
  let empty = false;
  scanTokens(code, (type, start) => {
    if (start < startColumn) {
      if (type === ';') {
        first = -1;
        return false;
      }
      if (kMemberAccess.has(type) && lastType === 'name') {
        if (first === -1) first = lastStart;
      } else if (!kMemberAccess.has(type) && type !== 'name' && type !== 'string' && type !== 'num') {
        first = -1;
      }
      lastType = type;
      lastStart = start;
      return false;
    }
    if (type === '(') {
      depth++;
    } else if (type === ')') {
      if (--depth === 0) {
        end = start + 1;
        return true;
      }
    } else if (type === ';') {
      empty = true;
      return true;
    }
    return false;
  });
  if (empty) return '';
  return code.slice(first === -1 ? startColumn : first, end);
}

// `earlierLine()` gives the nearest non-blank line above this one, if any.
function findCallExpression(line, column, earlierLine) {
  // Engines differ on where a call's position points (V8: the callee's last name,
  // Boa: the argument list), so look for the argument list from there.
  let pos = Math.max(0, Math.min(column - 1, line.length - 1));
  while (pos < line.length && line[pos] !== '(') {
    const c = line[pos];
    if (!(isIdentChar(c) || c === '.' || c === '?' || c === ' ' || c === '\t' ||
          c === '[' || c === ']' || c === '\'' || c === '"')) {
      return undefined;
    }
    pos++;
  }
  if (pos >= line.length) return undefined;
  if (line.slice(0, pos).trim() === '') {
    // An argument list that starts its line: V8 places the call at the callee's name, at
    // the end of an earlier line.
    const above = earlierLine();
    if (above !== undefined) {
      const end = above.trimEnd().length;
      if (end > 0 && isIdentChar(above[end - 1]) && callColumn(above, end) !== end) {
        return firstExpression(above, callColumn(above, end));
      }
    }
  }
  return firstExpression(line, callColumn(line, pos));
}

// eslint-disable-next-line no-control-regex
const kControlChars = /[\x00-\x08\x0b\x0c\x0e-\x1f]/g;
function escapeControl(c) {
  const code = c.charCodeAt(0);
  if (code === 8) return '\\b';
  if (code === 12) return '\\f';
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

const kNoExpression = Symbol('kNoExpression');

function getErrMessage(fn) {
  let sites;
  try {
    const binding = internalBinding('util');
    if (typeof binding.getCallSites !== 'function') return undefined;
    sites = binding.getCallSites();
  } catch {
    return undefined;
  }
  if (!Array.isArray(sites) || sites.length === 0) return undefined;
  // Skip built-in frames (this module's, and wrappers such as node:test's t.assert); the
  // first frame after them made the failing call.
  let i = 0;
  while (i < sites.length && `${sites[i].scriptName}`.startsWith('node:')) i++;
  const site = sites[i];
  if (site === undefined) return undefined;
  const line = sourceLine(site.scriptName, site.lineNumber);
  if (line === undefined) return undefined;
  let source = findCallExpression(line, site.column, () => {
    for (let n = site.lineNumber - 1; n >= 1; n--) {
      const text = sourceLine(site.scriptName, n);
      if (text === undefined) return undefined;
      if (text.trim() !== '') return text;
    }
    return undefined;
  });
  if (source === '') return kNoExpression;
  if (!source) return undefined;
  source = source.replace(kControlChars, escapeControl);
  return `The expression evaluated to a falsy value:\n\n  ${source}\n`;
}

function innerOk(fn, args) {
  if (!args[0]) {
    let generatedMessage = false;
    let message;
    if (args.length === 0) {
      generatedMessage = true;
      message = ['No value argument passed to `assert.ok()`'];
    } else if (args.length === 1 || args[1] == null) {
      generatedMessage = true;
      const text = getErrMessage(fn);
      // An empty expression leaves Node with an undefined message, which it rejects.
      message = text === undefined ? [] : [text === kNoExpression ? undefined : text];
    } else {
      message = args.slice(1);
    }
    innerFail({
      actual: args[0],
      expected: true,
      message,
      operator: '==',
      stackStartFn: fn,
      generatedMessage,
    });
  }
}

// --- the Assert class --------------------------------------------------------------

function Assert(options) {
  if (!new.target) {
    throw nodeError('ERR_CONSTRUCT_CALL_REQUIRED', 'Assert');
  }
  options = Object.assign({ __proto__: null, strict: true, skipPrototype: false }, options);
  if (options.diff !== undefined && options.diff !== 'simple' && options.diff !== 'full') {
    throw nodeError('ERR_INVALID_ARG_VALUE', 'options.diff', options.diff,
                    "must be one of: 'simple', 'full'");
  }
  this.AssertionError = AssertionError;
  Object.defineProperty(this, kOptions, {
    __proto__: null,
    value: options,
    enumerable: false,
    configurable: false,
    writable: false,
  });
  if (options.strict) {
    this.equal = this.strictEqual;
    this.deepEqual = this.deepStrictEqual;
    this.notEqual = this.notStrictEqual;
    this.notDeepEqual = this.notDeepStrictEqual;
  }
}

// Methods read their options through `this?.[kOptions]`, so a method taken off an
// instance (or off the module) still works, with the defaults.
function diffOf(self) {
  return self == null ? undefined : (self[kOptions] === undefined ? undefined : self[kOptions].diff);
}

function skipPrototypeOf(self) {
  return self == null ? undefined : (self[kOptions] === undefined ? undefined : self[kOptions].skipPrototype);
}

Assert.prototype.fail = function fail(message) {
  if (isError(message)) throw thrownFrom(message, 'failError');
  let internalMessage = false;
  if (message === undefined) {
    message = 'Failed';
    internalMessage = true;
  }
  const err = new AssertionError({
    operator: 'fail',
    stackStartFn: fail,
    message,
    diff: diffOf(this),
  });
  if (internalMessage) err.generatedMessage = true;
  throw thrownFrom(err, 'fail');
};

function assert(...args) {
  innerOk(assert, args);
}

Assert.prototype.ok = function ok(...args) {
  innerOk(ok, args);
};

Assert.prototype.equal = function equal(actual, expected, ...message) {
  if (arguments.length < 2) throw missingArgs();
  // eslint-disable-next-line eqeqeq
  if (actual != expected && (actual === actual || expected === expected)) {
    innerFail({ actual, expected, message, operator: '==', stackStartFn: equal, diff: diffOf(this) });
  }
};

Assert.prototype.notEqual = function notEqual(actual, expected, ...message) {
  if (arguments.length < 2) throw missingArgs();
  // eslint-disable-next-line eqeqeq
  if (actual == expected || (actual !== actual && expected !== expected)) {
    innerFail({ actual, expected, message, operator: '!=', stackStartFn: notEqual, diff: diffOf(this) });
  }
};

Assert.prototype.deepEqual = function deepEqual(actual, expected, ...message) {
  if (arguments.length < 2) throw missingArgs();
  if (!lazyComparisons().isDeepEqual(actual, expected)) {
    innerFail({
      actual, expected, message, operator: 'deepEqual', stackStartFn: deepEqual, diff: diffOf(this),
    });
  }
};

Assert.prototype.notDeepEqual = function notDeepEqual(actual, expected, ...message) {
  if (arguments.length < 2) throw missingArgs();
  if (lazyComparisons().isDeepEqual(actual, expected)) {
    innerFail({
      actual, expected, message, operator: 'notDeepEqual', stackStartFn: notDeepEqual, diff: diffOf(this),
    });
  }
};

Assert.prototype.deepStrictEqual = function deepStrictEqual(actual, expected, ...message) {
  if (arguments.length < 2) throw missingArgs();
  if (!lazyComparisons().isDeepStrictEqual(actual, expected, skipPrototypeOf(this))) {
    innerFail({
      actual,
      expected,
      message,
      operator: 'deepStrictEqual',
      stackStartFn: deepStrictEqual,
      diff: diffOf(this),
    });
  }
};

Assert.prototype.notDeepStrictEqual = function notDeepStrictEqual(actual, expected, ...message) {
  if (arguments.length < 2) throw missingArgs();
  if (lazyComparisons().isDeepStrictEqual(actual, expected, skipPrototypeOf(this))) {
    innerFail({
      actual,
      expected,
      message,
      operator: 'notDeepStrictEqual',
      stackStartFn: notDeepStrictEqual,
      diff: diffOf(this),
    });
  }
};

Assert.prototype.strictEqual = function strictEqual(actual, expected, ...message) {
  if (arguments.length < 2) throw missingArgs();
  if (!Object.is(actual, expected)) {
    innerFail({
      actual, expected, message, operator: 'strictEqual', stackStartFn: strictEqual, diff: diffOf(this),
    });
  }
};

Assert.prototype.notStrictEqual = function notStrictEqual(actual, expected, ...message) {
  if (arguments.length < 2) throw missingArgs();
  if (Object.is(actual, expected)) {
    innerFail({
      actual,
      expected,
      message,
      operator: 'notStrictEqual',
      stackStartFn: notStrictEqual,
      diff: diffOf(this),
    });
  }
};

Assert.prototype.partialDeepStrictEqual = function partialDeepStrictEqual(
  actual, expected, ...message) {
  if (arguments.length < 2) throw missingArgs();
  if (!lazyComparisons().isPartialStrictEqual(actual, expected)) {
    innerFail({
      actual,
      expected,
      message,
      operator: 'partialDeepStrictEqual',
      stackStartFn: partialDeepStrictEqual,
      diff: diffOf(this),
    });
  }
};

// --- throws / rejects ---------------------------------------------------------------

// Placeholder holding only the compared keys, so a failed validation-object check
// prints a short, focused diff. A RegExp that matched shows the matched string instead.
class Comparison {
  constructor(obj, keys, actual) {
    for (const key of keys) {
      if (key in obj) {
        if (actual !== undefined &&
            typeof actual[key] === 'string' &&
            isRegExp(obj[key]) &&
            regExpExec.call(obj[key], actual[key]) !== null) {
          this[key] = actual[key];
        } else {
          this[key] = obj[key];
        }
      }
    }
  }
}

function compareExceptionKey(actual, expected, key, message, keys, fn) {
  if (!(key in actual) || !lazyComparisons().isDeepStrictEqual(actual[key], expected[key])) {
    if (!message) {
      const err = new AssertionError({
        actual: new Comparison(actual, keys),
        expected: new Comparison(expected, keys, actual),
        operator: 'deepStrictEqual',
        stackStartFn: fn,
      });
      err.actual = actual;
      err.expected = expected;
      err.operator = fn.name;
      throw thrownFrom(err, 'exceptionKey');
    }
    innerFail({ actual, expected, message: [message], operator: fn.name, stackStartFn: fn });
  }
}

function expectedException(actual, expected, message, fn) {
  let generatedMessage = false;
  let throwError = false;

  if (typeof expected !== 'function') {
    if (isRegExp(expected)) {
      const str = String(actual);
      if (regExpExec.call(expected, str) !== null) return;
      if (!message) {
        generatedMessage = true;
        message = 'The input did not match the regular expression ' +
          `${inspect(expected)}. Input:\n\n${inspect(str)}\n`;
      }
      throwError = true;
    } else if (typeof actual !== 'object' || actual === null) {
      // A thrown primitive cannot have the expected properties.
      const err = new AssertionError({
        actual, expected, message, operator: 'deepStrictEqual', stackStartFn: fn,
      });
      err.operator = fn.name;
      throw thrownFrom(err, 'primitiveException');
    } else {
      // Validation object: every own key must match; errors also check name and message.
      const keys = Object.keys(expected);
      if (expected instanceof Error) {
        keys.push('name', 'message');
      } else if (keys.length === 0) {
        throw thrownFrom(nodeError('ERR_INVALID_ARG_VALUE', 'error', expected,
                                   'may not be an empty object'), 'emptyValidation');
      }
      for (const key of keys) {
        if (typeof actual[key] === 'string' &&
            isRegExp(expected[key]) &&
            regExpExec.call(expected[key], actual[key]) !== null) {
          continue;
        }
        compareExceptionKey(actual, expected, key, message, keys, fn);
      }
      return;
    }
  } else if (expected.prototype !== undefined && actual instanceof expected) {
    // Arrow functions have no prototype and go on to be validation functions.
    return;
  } else if (Object.prototype.isPrototypeOf.call(Error, expected)) {
    // An Error subclass that did not match: do not call it as a validator.
    if (!message) {
      generatedMessage = true;
      message = `The error is expected to be an instance of "${expected.name}". Received `;
      if (isError(actual)) {
        const name = (actual.constructor && actual.constructor.name) || actual.name;
        if (expected.name === name) {
          message += 'an error with identical name but a different prototype.';
        } else {
          message += `"${name}"`;
        }
        if (actual.message) message += `\n\nError message:\n\n${actual.message}`;
      } else {
        message += `"${inspect(actual, { depth: -1 })}"`;
      }
    }
    throwError = true;
  } else {
    const res = callValidator(expected, actual);
    if (res !== true) {
      if (!message) {
        generatedMessage = true;
        const name = expected.name ? `"${expected.name}" ` : '';
        message = `The ${name}validation function is expected to return` +
          ` "true". Received ${inspect(res)}`;
        if (isError(actual)) message += `\n\nCaught error:\n\n${actual}`;
      }
      throwError = true;
    }
  }

  if (throwError) {
    const err = new AssertionError({ actual, expected, message, operator: fn.name, stackStartFn: fn });
    err.generatedMessage = generatedMessage;
    throw thrownFrom(err, 'expectedException');
  }
}

function getActual(fn) {
  if (typeof fn !== 'function') {
    throw nodeError('ERR_INVALID_ARG_TYPE', 'fn', 'Function', fn);
  }
  try {
    callCatchingStackOverflow(fn);
  } catch (e) {
    return reworded(e);
  }
  return NO_EXCEPTION_SENTINEL;
}

// An engine error the block threw, with V8's wording (as a `catch` in user code sees it).
function reworded(e) {
  if (Error.isError(e)) require('internal/errors_wording').fix(e);
  return e;
}

// Native promises, and promise look-alikes that have both then() and catch().
function checkIsPromise(obj) {
  return isPromise(obj) ||
    (obj !== null && typeof obj === 'object' &&
     typeof obj.then === 'function' && typeof obj.catch === 'function');
}

async function waitForActual(promiseFn) {
  let resultPromise;
  if (typeof promiseFn === 'function') {
    // A synchronous throw here becomes the rejection of the returned promise. An async
    // function cannot throw synchronously: one that ran past the call stack's limit did
    // (the engine's error does not become its rejection), and V8 would have rejected it.
    try {
      resultPromise = callCatchingStackOverflow(promiseFn);
    } catch (e) {
      if (!isAsyncFunction(promiseFn)) throw e;
      resultPromise = Promise.reject(e);
    }
    if (!checkIsPromise(resultPromise)) {
      throw nodeError('ERR_INVALID_RETURN_VALUE', 'instance of Promise', 'promiseFn', resultPromise);
    }
  } else if (checkIsPromise(promiseFn)) {
    resultPromise = promiseFn;
  } else {
    throw nodeError('ERR_INVALID_ARG_TYPE', 'promiseFn', ['Function', 'Promise'], promiseFn);
  }
  try {
    await resultPromise;
  } catch (e) {
    return reworded(e);
  }
  return NO_EXCEPTION_SENTINEL;
}

function expectsError(stackStartFn, actual, args) {
  let error = args[0];
  let message = args[1];
  if (typeof error === 'string') {
    if (args.length === 2) {
      throw thrownFrom(nodeError('ERR_INVALID_ARG_TYPE',
        'error', ['Object', 'Error', 'Function', 'RegExp'], error), 'errorStringPair');
    }
    if (typeof actual === 'object' && actual !== null) {
      if (actual.message === error) {
        throw thrownFrom(nodeError('ERR_AMBIGUOUS_ARGUMENT', 'error/message',
          `The error message "${actual.message}" is identical to the message.`),
                         'messageIsErrorMessage');
      }
    } else if (actual === error) {
      throw thrownFrom(nodeError('ERR_AMBIGUOUS_ARGUMENT',
        'error/message', `The error "${actual}" is identical to the message.`), 'messageIsThrownValue');
    }
    message = error;
    error = undefined;
  } else if (error != null && typeof error !== 'object' && typeof error !== 'function') {
    throw thrownFrom(nodeError('ERR_INVALID_ARG_TYPE',
      'error', ['Object', 'Error', 'Function', 'RegExp'], error), 'invalidExpected');
  }

  if (actual === NO_EXCEPTION_SENTINEL) {
    let details = '';
    if (error && error.name) details += ` (${error.name})`;
    details += message ? `: ${message}` : '.';
    const fnType = stackStartFn === Assert.prototype.rejects ? 'rejection' : 'exception';
    innerFail({
      actual: undefined,
      expected: error,
      operator: stackStartFn.name,
      message: [`Missing expected ${fnType}${details}`],
      stackStartFn,
    });
  }

  if (!error) return;
  expectedException(actual, error, message, stackStartFn);
}

function hasMatchingError(actual, expected) {
  if (typeof expected !== 'function') {
    if (isRegExp(expected)) return regExpExec.call(expected, String(actual)) !== null;
    throw thrownFrom(nodeError('ERR_INVALID_ARG_TYPE', 'expected', ['Function', 'RegExp'], expected),
                     'invalidNoThrowExpected');
  }
  if (expected.prototype !== undefined && actual instanceof expected) return true;
  if (Object.prototype.isPrototypeOf.call(Error, expected)) return false;
  return callValidator(expected, actual) === true;
}

// A class given where a validation function goes fails as V8 words it, naming the class
// (the engine's own message names none).
const functionToString = Function.prototype.toString;
function callValidator(fn, actual) {
  if (/^class\b/.test(functionToString.call(fn))) {
    throw new TypeError(`Class constructor ${fn.name} cannot be invoked without 'new'`);
  }
  return fn.call({}, actual);
}

function expectsNoError(stackStartFn, actual, args) {
  if (actual === NO_EXCEPTION_SENTINEL) return;
  let error = args[0];
  let message = args[1];
  if (typeof error === 'string') {
    message = error;
    error = undefined;
  }
  if (!error || hasMatchingError(actual, error)) {
    const details = message ? `: ${message}` : '.';
    const fnType = stackStartFn === Assert.prototype.doesNotReject ? 'rejection' : 'exception';
    innerFail({
      actual,
      expected: error,
      operator: stackStartFn.name,
      message: [`Got unwanted ${fnType}${details}\n` +
        `Actual message: "${actual == null ? undefined : actual.message}"`],
      stackStartFn,
    });
  }
  throw thrownFrom(actual, 'rethrow');
}

Assert.prototype.throws = function throws(promiseFn, ...args) {
  expectsError(throws, getActual(promiseFn), args);
};

Assert.prototype.rejects = async function rejects(promiseFn, ...args) {
  expectsError(rejects, await waitForActual(promiseFn), args);
};

Assert.prototype.doesNotThrow = function doesNotThrow(fn, ...args) {
  expectsNoError(doesNotThrow, getActual(fn), args);
};

Assert.prototype.doesNotReject = async function doesNotReject(fn, ...args) {
  expectsNoError(doesNotReject, await waitForActual(fn), args);
};

Assert.prototype.ifError = function ifError(err) {
  if (err !== null && err !== undefined) {
    let message = 'ifError got unwanted exception: ';
    if (typeof err === 'object' && typeof err.message === 'string') {
      if (err.message.length === 0 && err.constructor) {
        message += err.constructor.name;
      } else {
        message += err.message;
      }
    } else {
      message += inspect(err);
    }

    const newErr = new AssertionError({
      actual: err,
      expected: null,
      operator: 'ifError',
      message,
      stackStartFn: ifError,
      diff: diffOf(this),
    });

    // Show where the original error came from: keep the new frames down to the first
    // frame both stacks share, then the original frames.
    const origStack = err.stack;
    if (typeof origStack === 'string' && typeof newErr.stack === 'string') {
      const origStart = origStack.indexOf('\n    at');
      if (origStart !== -1) {
        const originalFrames = origStack.slice(origStart + 1).split('\n');
        let newFrames = newErr.stack.split('\n');
        for (const frame of originalFrames) {
          const pos = newFrames.indexOf(frame);
          if (pos !== -1) {
            newFrames = newFrames.slice(0, pos);
            break;
          }
        }
        newErr.stack = `${newFrames.join('\n')}\n${originalFrames.join('\n')}`;
      }
    }
    throw thrownFrom(newErr, 'ifError');
  }
};

function internalMatch(string, regexp, message, fn) {
  if (!isRegExp(regexp)) {
    throw thrownFrom(nodeError('ERR_INVALID_ARG_TYPE', 'regexp', 'RegExp', regexp), 'invalidRegExp');
  }
  const match = fn === Assert.prototype.match;
  if (typeof string !== 'string' || (regExpExec.call(regexp, string) !== null) !== match) {
    const generatedMessage = message.length === 0;
    if (!message[0]) {
      message[0] = typeof string !== 'string' ?
        'The "string" argument must be of type string. Received type ' +
          `${typeof string} (${inspect(string)})` :
        (match ?
          'The input did not match the regular expression ' :
          'The input was expected to not match the regular expression ') +
          `${inspect(regexp)}. Input:\n\n${inspect(string)}\n`;
    }
    innerFail({
      actual: string,
      expected: regexp,
      message,
      operator: fn.name,
      stackStartFn: fn,
      // Node leaves match()'s errors at the default diff mode, whatever the Assert's.
      generatedMessage,
    });
  }
}

Assert.prototype.match = function match(string, regexp, ...message) {
  internalMatch(string, regexp, message, match);
};

Assert.prototype.doesNotMatch = function doesNotMatch(string, regexp, ...message) {
  internalMatch(string, regexp, message, doesNotMatch);
};

// --- module object -----------------------------------------------------------------

module.exports = assert;
assert.AssertionError = AssertionError;

const kMethods = [
  'ok', 'fail', 'equal', 'notEqual', 'deepEqual', 'notDeepEqual',
  'deepStrictEqual', 'notDeepStrictEqual', 'strictEqual',
  'notStrictEqual', 'partialDeepStrictEqual', 'match', 'doesNotMatch',
  'throws', 'rejects', 'doesNotThrow', 'doesNotReject', 'ifError',
];
for (const name of kMethods) {
  Object.defineProperty(assert, name, {
    __proto__: null,
    value: Assert.prototype[name],
    writable: true,
    enumerable: true,
    configurable: true,
  });
}

function strict(...args) {
  innerOk(strict, args);
}

assert.strict = Object.assign(strict, assert, {
  equal: assert.strictEqual,
  deepEqual: assert.deepStrictEqual,
  notEqual: assert.notStrictEqual,
  notDeepEqual: assert.notDeepStrictEqual,
});

assert.strict.Assert = Assert;
assert.strict.strict = assert.strict;

assert.Assert = Assert;
