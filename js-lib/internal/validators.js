'use strict';
// internal/validators: argument checks shared by minirt's built-ins (validateString,
// validateInteger, validateObject, parseFileMode, ...). Each failure throws exactly the error
// Node 26.10 throws (class, code, message). These sit on hot paths and Boa is far slower than
// V8, so every check does its cheap typeof/compare first and only touches internal/errors
// (and builds a message) on failure.

// internal/errors is large; it is loaded on the first failure, not at startup.
let errorCodes;
const codes = new Proxy({}, {
  get(_, name) {
    if (errorCodes === undefined) errorCodes = require('internal/errors').codes;
    return errorCodes[name];
  },
});

function invalidType(name, expected, actual) {
  return new codes.ERR_INVALID_ARG_TYPE(name, expected, actual);
}
function invalidValue(name, value, reason) {
  return new codes.ERR_INVALID_ARG_VALUE(name, value, reason);
}
function outOfRange(name, range, value) {
  return new codes.ERR_OUT_OF_RANGE(name, range, value);
}

function isInt32(value) {
  return value === (value | 0);
}

function isUint32(value) {
  return value === (value >>> 0);
}

function validateString(value, name) {
  if (typeof value !== 'string') throw invalidType(name, 'string', value);
}

function validateStringWithoutNullBytes(value, name) {
  if (typeof value !== 'string') throw invalidType(name, 'string', value);
  if (value.includes('\u0000')) {
    throw invalidValue(name, value, 'must be a string without null bytes');
  }
}

function validateNumber(value, name, min = undefined, max) {
  if (typeof value !== 'number') throw invalidType(name, 'number', value);
  const hasMin = min != null;
  const hasMax = max != null;
  if (!hasMin && !hasMax) return;
  // NaN fails every comparison, so it is rejected explicitly once any bound is given.
  if ((hasMin && value < min) || (hasMax && value > max) || value !== value) {
    let range = '';
    if (hasMin) range = `>= ${min}`;
    if (hasMin && hasMax) range += ' && ';
    if (hasMax) range += `<= ${max}`;
    throw outOfRange(name, range, value);
  }
}

function validateInteger(value, name, min = Number.MIN_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER) {
  if (typeof value !== 'number') throw invalidType(name, 'number', value);
  if (!Number.isInteger(value)) throw outOfRange(name, 'an integer', value);
  if (value < min || value > max) throw outOfRange(name, `>= ${min} && <= ${max}`, value);
}

function validateInt32(value, name, min = -2147483648, max = 2147483647) {
  if (typeof value !== 'number') throw invalidType(name, 'number', value);
  if (!Number.isInteger(value)) throw outOfRange(name, 'an integer', value);
  if (value < min || value > max) throw outOfRange(name, `>= ${min} && <= ${max}`, value);
}

function validateUint32(value, name, positive = false) {
  if (typeof value !== 'number') throw invalidType(name, 'number', value);
  if (!Number.isInteger(value)) throw outOfRange(name, 'an integer', value);
  const min = positive ? 1 : 0;
  if (value < min || value > 4294967295) {
    throw outOfRange(name, `>= ${min} && <= 4294967295`, value);
  }
}

const kOctalDigits = /^[0-7]+$/;

// mode_t values: a uint32 or a string of octal digits ('0644'); `def` fills in null/undefined.
function parseFileMode(value, name, def) {
  if (value === undefined || value === null) value = def;
  if (typeof value === 'string') {
    if (!kOctalDigits.test(value)) {
      throw invalidValue(name, value, 'must be a 32-bit unsigned integer or an octal string');
    }
    value = parseInt(value, 8);
  }
  validateUint32(value, name);
  return value + 0; // turns -0 into 0
}

function validateOneOf(value, name, oneOf) {
  if (!oneOf.includes(value)) {
    const allowed = oneOf.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(', ');
    throw invalidValue(name, value, `must be one of: ${allowed}`);
  }
}

function validateBoolean(value, name) {
  if (typeof value !== 'boolean') throw invalidType(name, 'boolean', value);
}

const kValidateObjectNone = 0;
const kValidateObjectAllowNullable = 1;
const kValidateObjectAllowArray = 2;
const kValidateObjectAllowFunction = 4;
const kValidateObjectAllowObjects = kValidateObjectAllowArray | kValidateObjectAllowFunction;
const kValidateObjectAllowObjectsAndNull = kValidateObjectAllowNullable |
  kValidateObjectAllowArray | kValidateObjectAllowFunction;

function validateObject(value, name, options = kValidateObjectNone) {
  const type = typeof value;
  if (options === kValidateObjectNone) {
    if (type !== 'object' || value === null || Array.isArray(value)) {
      throw invalidType(name, 'Object', value);
    }
    return;
  }
  if (value === null) {
    if ((options & kValidateObjectAllowNullable) === 0) throw invalidType(name, 'Object', value);
    return;
  }
  if ((options & kValidateObjectAllowArray) === 0 && Array.isArray(value)) {
    throw invalidType(name, 'Object', value);
  }
  if (type !== 'object' &&
      (type !== 'function' || (options & kValidateObjectAllowFunction) === 0)) {
    throw invalidType(name, 'Object', value);
  }
}

// A WebIDL dictionary: undefined, null or any object (functions included).
function validateDictionary(value, name) {
  if (value != null && typeof value !== 'object' && typeof value !== 'function') {
    throw invalidType(name, 'a dictionary', value);
  }
}

function validateArray(value, name, minLength = 0) {
  if (!Array.isArray(value)) throw invalidType(name, 'Array', value);
  if (value.length < minLength) {
    throw invalidValue(name, value, `must have a length of at least ${minLength}`);
  }
}

function validateStringArray(value, name) {
  validateArray(value, name);
  for (let i = 0; i < value.length; i++) {
    if (typeof value[i] !== 'string') throw invalidType(`${name}[${i}]`, 'string', value[i]);
  }
}

function validateBooleanArray(value, name) {
  validateArray(value, name);
  for (let i = 0; i < value.length; i++) {
    const v = value[i];
    if (v !== true && v !== false) throw invalidType(`${name}[${i}]`, 'boolean', v);
  }
}

function validateAbortSignal(signal, name) {
  if (signal !== undefined &&
      (signal === null || typeof signal !== 'object' || !('aborted' in signal))) {
    throw invalidType(name, 'AbortSignal', signal);
  }
}

function validateAbortSignalArray(value, name) {
  validateArray(value, name);
  for (let i = 0; i < value.length; i++) {
    const signal = value[i];
    const itemName = `${name}[${i}]`;
    if (signal == null) throw invalidType(itemName, 'AbortSignal', signal);
    validateAbortSignal(signal, itemName);
  }
}

// Linux signal numbers, used when no native constants binding is available.
const kLinuxSignals = {
  __proto__: null,
  SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGILL: 4, SIGTRAP: 5, SIGABRT: 6, SIGIOT: 6, SIGBUS: 7,
  SIGFPE: 8, SIGKILL: 9, SIGUSR1: 10, SIGSEGV: 11, SIGUSR2: 12, SIGPIPE: 13, SIGALRM: 14,
  SIGTERM: 15, SIGCHLD: 17, SIGSTKFLT: 16, SIGCONT: 18, SIGSTOP: 19, SIGTSTP: 20,
  SIGTTIN: 21, SIGTTOU: 22, SIGURG: 23, SIGXCPU: 24, SIGXFSZ: 25, SIGVTALRM: 26, SIGPROF: 27,
  SIGWINCH: 28, SIGIO: 29, SIGPOLL: 29, SIGPWR: 30, SIGSYS: 31,
};
let signalTable;
function signals() {
  if (signalTable === undefined) {
    let table;
    try { table = internalBinding('constants').os.signals; } catch { table = undefined; }
    if (table === undefined || table === null) {
      try { table = require('os').constants.signals; } catch { table = undefined; }
    }
    signalTable = table || kLinuxSignals;
  }
  return signalTable;
}

function validateSignalName(signal, name = 'signal') {
  validateString(signal, name);
  const table = signals();
  if (table[signal] === undefined) {
    if (table[signal.toUpperCase()] !== undefined) {
      throw new codes.ERR_UNKNOWN_SIGNAL(`${signal} (signals must use all capital letters)`);
    }
    throw new codes.ERR_UNKNOWN_SIGNAL(signal);
  }
}

function validateBuffer(buffer, name = 'buffer') {
  if (!ArrayBuffer.isView(buffer)) {
    throw invalidType(name, ['Buffer', 'TypedArray', 'DataView'], buffer);
  }
}

// Only hex has a length constraint ("is invalid for data of length N").
function validateEncoding(data, encoding) {
  const length = data.length;
  if (length % 2 !== 0 && typeof encoding === 'string' && encoding.length === 3 &&
      encoding.toLowerCase() === 'hex') {
    throw invalidValue('encoding', encoding, `is invalid for data of length ${length}`);
  }
}

// Accepts a number or numeric string in [0, 65535] (or (0, 65535] without allowZero) and
// returns it as an integer.
function validatePort(port, name = 'Port', allowZero = true) {
  const type = typeof port;
  if ((type !== 'number' && type !== 'string') ||
      (type === 'string' && port.trim().length === 0) ||
      +port !== (+port >>> 0) ||
      port > 0xFFFF ||
      (+port === 0 && !allowZero)) {
    throw new codes.ERR_SOCKET_BAD_PORT(name, port, allowZero);
  }
  return port | 0;
}

function validateFunction(value, name) {
  if (typeof value !== 'function') throw invalidType(name, 'Function', value);
}

function isAsyncFunction(fn) {
  const tag = Object.prototype.toString.call(fn);
  return tag === '[object AsyncFunction]' || tag === '[object AsyncGeneratorFunction]';
}

function validatePlainFunction(value, name) {
  if (typeof value !== 'function' || isAsyncFunction(value)) {
    throw invalidType(name, 'Function', value);
  }
}

function validateUndefined(value, name) {
  if (value !== undefined) throw invalidType(name, 'undefined', value);
}

function validateUnion(value, name, union) {
  if (!union.includes(value)) throw invalidType(name, `('${union.join('|')}')`, value);
}

// RFC 8288 Link header: "<uri>" followed by ";"-separated params.
const kLinkValue = /^(?:<[^>\r\n]*>)(?:\s*;\s*[^;"\s]+(?:=(")?[^;"\s]*\1)?)*$/;
const kLinkReason = 'must be an array or string of format "</styles.css>; rel=preload; as=style"';

function validateLinkHeaderFormat(value, name) {
  if (typeof value === 'undefined' || !kLinkValue.test(value)) {
    throw invalidValue(name, value, kLinkReason);
  }
}

function validateLinkHeaderValue(hints) {
  if (typeof hints === 'string') {
    validateLinkHeaderFormat(hints, 'hints');
    return hints;
  }
  if (Array.isArray(hints)) {
    let result = '';
    for (let i = 0; i < hints.length; i++) {
      validateLinkHeaderFormat(hints[i], 'hints');
      result += i === 0 ? hints[i] : `, ${hints[i]}`;
    }
    return result;
  }
  throw invalidValue('hints', hints, kLinkReason);
}

function validateThisInternalField(object, fieldKey, className) {
  if (typeof object !== 'object' || object === null ||
      !Object.prototype.hasOwnProperty.call(object, fieldKey)) {
    throw new codes.ERR_INVALID_THIS(className);
  }
}

function isRegExp(value) {
  return Object.prototype.toString.call(value) === '[object RegExp]';
}

function validateIgnoreOptionElement(value, name) {
  if (typeof value === 'string') {
    if (value.length === 0) throw invalidValue(name, value, 'must be a non-empty string');
    return;
  }
  if (typeof value === 'function' || isRegExp(value)) return;
  throw invalidType(name, ['string', 'RegExp', 'Function'], value);
}

function validateIgnoreOption(value, name) {
  if (value == null) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) validateIgnoreOptionElement(value[i], `${name}[${i}]`);
    return;
  }
  validateIgnoreOptionElement(value, name);
}

// undefined/NaN -> false, finite number -> true, other types -> ERR_INVALID_ARG_TYPE,
// +-Infinity -> ERR_OUT_OF_RANGE.
function validateFiniteNumber(number, name) {
  if (number === undefined) return false;
  if (Number.isFinite(number)) return true;
  if (Number.isNaN(number)) return false;
  validateNumber(number, name);
  throw outOfRange(name, 'a finite number', number);
}

function checkRangesOrGetDefault(number, name, lower, upper, def) {
  if (!validateFiniteNumber(number, name)) return def;
  if (number < lower || number > upper) {
    throw outOfRange(name, `>= ${lower} and <= ${upper}`, number);
  }
  return number;
}

// Node's validators come from hideStackFrames() and so also expose `.withoutStackTrace`;
// here that is the function itself.
for (const fn of [parseFileMode, validateArray, validateStringArray, validateBooleanArray,
  validateAbortSignalArray, validateBoolean, validateBuffer, validateDictionary,
  validateEncoding, validateFunction, validateIgnoreOption, validateInt32, validateInteger,
  validateNumber, validateObject, validateOneOf, validatePlainFunction, validatePort,
  validateSignalName, validateString, validateStringWithoutNullBytes, validateUint32,
  validateUndefined, validateUnion, validateAbortSignal, validateLinkHeaderValue,
  validateThisInternalField, validateFiniteNumber, checkRangesOrGetDefault]) {
  fn.withoutStackTrace = fn;
}

module.exports = {
  isInt32,
  isUint32,
  parseFileMode,
  validateArray,
  validateStringArray,
  validateBooleanArray,
  validateAbortSignalArray,
  validateBoolean,
  validateBuffer,
  validateDictionary,
  validateEncoding,
  validateFunction,
  validateIgnoreOption,
  validateInt32,
  validateInteger,
  validateNumber,
  validateObject,
  kValidateObjectNone,
  kValidateObjectAllowNullable,
  kValidateObjectAllowArray,
  kValidateObjectAllowFunction,
  kValidateObjectAllowObjects,
  kValidateObjectAllowObjectsAndNull,
  validateOneOf,
  validatePlainFunction,
  validatePort,
  validateSignalName,
  validateString,
  validateStringWithoutNullBytes,
  validateUint32,
  validateUndefined,
  validateUnion,
  validateAbortSignal,
  validateLinkHeaderValue,
  validateThisInternalField,
  validateFiniteNumber,
  checkRangesOrGetDefault,
};
