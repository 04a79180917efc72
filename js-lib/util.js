'use strict';
// util — the public `util` module: inspect/format (from internal/util/inspect), types,
// debuglog (from internal/util/debuglog), promisify, callbackify, inherits, deprecate,
// styleText, parseArgs, isDeepStrictEqual, getCallSites, the system-error lookups and the
// small helpers around them.
// Behaviour and error codes/messages follow Node 26. Collaborators that are heavier or owned
// elsewhere (internal/errors, internal/validators, internal/util/comparisons, os) are loaded
// on first use so that `require('util')` stays cheap.

const { debuglog } = require('internal/util/debuglog');
const { lazyExports } = require('internal/lazy_exports');

// internal/util/inspect (108 KB) and internal/util/types (15 KB) load on first use: most
// programs take inherits, promisify or deprecate from util and never inspect.
let inspectModule;
function lazyInspect() {
  inspectModule ??= require('internal/util/inspect');
  return inspectModule;
}
let typesModule;
function lazyTypes() {
  typesModule ??= require('internal/util/types');
  return typesModule;
}

const binding = internalBinding('util');

const ObjectDefineProperty = Object.defineProperty;
const ObjectDefineProperties = Object.defineProperties;
const ObjectGetOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const ObjectGetOwnPropertyDescriptors = Object.getOwnPropertyDescriptors;
const ObjectGetOwnPropertyNames = Object.getOwnPropertyNames;
const ObjectGetPrototypeOf = Object.getPrototypeOf;
const ObjectSetPrototypeOf = Object.setPrototypeOf;
const ObjectKeys = Object.keys;
const ObjectValues = Object.values;
const ObjectHasOwn = (obj, key) => Object.prototype.hasOwnProperty.call(obj, key);
const ReflectApply = Reflect.apply;
const ReflectConstruct = Reflect.construct;
const ArrayIsArray = Array.isArray;

let errorsModule;
function lazyErrors() {
  if (errorsModule === undefined) errorsModule = require('internal/errors');
  return errorsModule;
}
// Error classes are looked up with a computed key on purpose: internal/errors builds them in
// self-replacing getters, and Boa 0.22's inline cache for a named access (`codes.ERR_X`)
// keeps calling the old getter slot after such a replacement.
function errorClass(code) {
  return lazyErrors().codes[code];
}

let validatorsModule;
function lazyValidators() {
  if (validatorsModule === undefined) validatorsModule = require('internal/validators');
  return validatorsModule;
}

function validateFunction(value, name) {
  if (typeof value !== 'function') {
    throw new (errorClass('ERR_INVALID_ARG_TYPE'))(name, 'Function', value);
  }
}

function validateString(value, name) {
  if (typeof value !== 'string') {
    throw new (errorClass('ERR_INVALID_ARG_TYPE'))(name, 'string', value);
  }
}

function validateBoolean(value, name) {
  if (typeof value !== 'boolean') {
    throw new (errorClass('ERR_INVALID_ARG_TYPE'))(name, 'boolean', value);
  }
}

function validateObject(value, name) {
  if (value === null || typeof value !== 'object' || ArrayIsArray(value)) {
    throw new (errorClass('ERR_INVALID_ARG_TYPE'))(name, 'Object', value);
  }
}

// ---------------------------------------------------------------------------------------------
// deprecate

// Codes already reported: each DEPxxxx warns once per process, however many wrappers share it.
const codesWarned = new Set();

function deprecate(fn, msg, code, { modifyPrototype = true } = {}) {
  if (code !== undefined) validateString(code, 'code');
  let warned = false;

  function deprecated(...args) {
    if (!process.noDeprecation && !warned) {
      warned = true;
      if (code !== undefined) {
        if (!codesWarned.has(code)) {
          codesWarned.add(code);
          process.emitWarning(msg, 'DeprecationWarning', code, deprecated);
        }
      } else {
        process.emitWarning(msg, 'DeprecationWarning', deprecated);
      }
    }
    if (new.target) return ReflectConstruct(fn, args, new.target);
    return ReflectApply(fn, this, args);
  }

  if (modifyPrototype) {
    // Keep the wrapper looking like `fn`: same prototype chain, same `prototype` object
    // (so instanceof works either way) and the same `length`.
    ObjectSetPrototypeOf(deprecated, fn);
    if (fn.prototype) deprecated.prototype = fn.prototype;
    ObjectDefineProperty(deprecated, 'length', {
      __proto__: null,
      ...ObjectGetOwnPropertyDescriptor(fn, 'length'),
    });
  }
  return deprecated;
}

// ---------------------------------------------------------------------------------------------
// promisify / callbackify

const kCustomPromisifiedSymbol = Symbol.for('nodejs.util.promisify.custom');
// Node keeps this symbol private; minirt's other built-ins (fs.read, dns.lookup, exec...)
// reach it through the registry instead of a shared internal module.
const kCustomPromisifyArgsSymbol = Symbol.for('nodejs.util.promisify.customArgs');

function copyOwnProperties(target, source) {
  const descriptors = ObjectGetOwnPropertyDescriptors(source);
  const list = ObjectValues(descriptors);
  // Null-prototype descriptors so a polluted Object.prototype cannot add get/set.
  for (let i = 0; i < list.length; i++) ObjectSetPrototypeOf(list[i], null);
  return ObjectDefineProperties(target, descriptors);
}

function promisify(original) {
  validateFunction(original, 'original');
  if (original[kCustomPromisifiedSymbol]) {
    const fn = original[kCustomPromisifiedSymbol];
    validateFunction(fn, 'util.promisify.custom');
    return ObjectDefineProperty(fn, kCustomPromisifiedSymbol, {
      __proto__: null,
      value: fn,
      enumerable: false,
      writable: false,
      configurable: true,
    });
  }

  // Callbacks with several results resolve to an object keyed by these names.
  const argumentNames = original[kCustomPromisifyArgsSymbol];

  function fn(...args) {
    return new Promise((resolve, reject) => {
      args.push((err, ...values) => {
        if (err) return reject(err);
        if (argumentNames !== undefined && values.length > 1) {
          const obj = {};
          for (let i = 0; i < argumentNames.length; i++) obj[argumentNames[i]] = values[i];
          resolve(obj);
        } else {
          resolve(values[0]);
        }
      });
      if (lazyTypes().isPromise(ReflectApply(original, this, args))) {
        process.emitWarning(
          'Calling promisify on a function that returns a Promise is likely a mistake.',
          'DeprecationWarning', 'DEP0174');
      }
    });
  }

  ObjectSetPrototypeOf(fn, ObjectGetPrototypeOf(original));
  ObjectDefineProperty(fn, kCustomPromisifiedSymbol, {
    __proto__: null,
    value: fn,
    enumerable: false,
    writable: false,
    configurable: true,
  });
  return copyOwnProperties(fn, original);
}
promisify.custom = kCustomPromisifiedSymbol;

function callbackifyOnRejected(reason, cb) {
  // A falsy rejection reason would read as success to a Node-style callback.
  if (!reason) {
    const err = new (errorClass('ERR_FALSY_VALUE_REJECTION'))(reason);
    // The trace starts below this helper: at the tick drain that ran it. Re-capturing
    // drops the code from the first line, which Node errors keep there.
    Error.captureStackTrace(err, callbackifyOnRejected);
    const stack = err.stack;
    const plain = `${err.name}: ${err.message}`;
    if (typeof stack === 'string' && stack.startsWith(plain)) {
      err.stack = `${err.name} [${err.code}]: ${err.message}${stack.slice(plain.length)}`;
    }
    return cb(err);
  }
  return cb(reason);
}

function callbackify(original) {
  validateFunction(original, 'original');

  function callbackified(...args) {
    const maybeCb = args.pop();
    validateFunction(maybeCb, 'last argument');
    const cb = maybeCb.bind(this);
    const result = ReflectApply(original, this, args);
    // `original` must return a promise (or thenable); the TypeError otherwise says so in
    // V8's words, which Boa's own message for the failed call does not match.
    if (result === undefined || result === null) {
      throw new TypeError(`Cannot read properties of ${result} (reading 'then')`);
    }
    const then = result.then;
    if (typeof then !== 'function') throw new TypeError('ReflectApply(...).then is not a function');
    ReflectApply(then, result, [
      (ret) => process.nextTick(cb, null, ret),
      (rej) => process.nextTick(callbackifyOnRejected, rej, cb),
    ]);
  }

  const descriptors = ObjectGetOwnPropertyDescriptors(original);
  if (descriptors.length && typeof descriptors.length.value === 'number') {
    descriptors.length.value++;
  }
  if (descriptors.name && typeof descriptors.name.value === 'string') {
    descriptors.name.value += 'Callbackified';
  }
  const list = ObjectValues(descriptors);
  for (let i = 0; i < list.length; i++) ObjectSetPrototypeOf(list[i], null);
  ObjectDefineProperties(callbackified, descriptors);
  return callbackified;
}

// ---------------------------------------------------------------------------------------------
// inherits / _extend

function inherits(ctor, superCtor) {
  const ERR_INVALID_ARG_TYPE = errorClass('ERR_INVALID_ARG_TYPE');
  if (ctor === undefined || ctor === null) throw new ERR_INVALID_ARG_TYPE('ctor', 'Function', ctor);
  if (superCtor === undefined || superCtor === null) {
    throw new ERR_INVALID_ARG_TYPE('superCtor', 'Function', superCtor);
  }
  if (superCtor.prototype === undefined) {
    throw new ERR_INVALID_ARG_TYPE('superCtor.prototype', 'Object', superCtor.prototype);
  }
  ObjectDefineProperty(ctor, 'super_', {
    __proto__: null,
    value: superCtor,
    writable: true,
    configurable: true,
  });
  ObjectSetPrototypeOf(ctor.prototype, superCtor.prototype);
}

function _extend(target, source) {
  if (source === null || typeof source !== 'object') return target;
  const keys = ObjectKeys(source);
  let i = keys.length;
  while (i--) target[keys[i]] = source[keys[i]];
  return target;
}

// ---------------------------------------------------------------------------------------------
// styleText

function isNodeStream(obj) {
  return !!(obj && (obj._readableState || obj._writableState ||
    (typeof obj.write === 'function' && typeof obj.on === 'function') ||
    (typeof obj.pipe === 'function' && typeof obj.on === 'function')));
}

function isWebReadableStream(obj) {
  return !!(obj && !isNodeStream(obj) && typeof obj.pipeThrough === 'function' &&
    typeof obj.getReader === 'function' && typeof obj.cancel === 'function');
}

function isWebWritableStream(obj) {
  return !!(obj && !isNodeStream(obj) && typeof obj.getWriter === 'function' &&
    typeof obj.abort === 'function');
}

const kHexColorRegExp = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

function hexOpenSequence(hex) {
  const digits = hex.length === 4 ?
    hex[1] + hex[1] + hex[2] + hex[2] + hex[3] + hex[3] : hex.slice(1);
  const r = parseInt(digits.slice(0, 2), 16);
  const g = parseInt(digits.slice(2, 4), 16);
  const b = parseInt(digits.slice(4, 6), 16);
  return `\u001b[38;2;${r};${g};${b}m`;
}

// Re-opens a style wherever the text closes it, so nested styled text keeps the outer
// style after its own reset. Bold and dim share a close code, so it is kept for them. A close
// sequence at the very end of the text is left alone.
function reopenAfterClose(text, closeSeq, openSeq, keepClose) {
  let index = text.indexOf(closeSeq);
  if (index === -1) return text;
  const replacement = keepClose ? closeSeq + openSeq : openSeq;
  let out = '';
  let last = 0;
  do {
    const after = index + closeSeq.length;
    if (after >= text.length) break;
    out += text.slice(last, index) + replacement;
    last = after;
    index = text.indexOf(closeSeq, last);
  } while (index !== -1);
  return out + text.slice(last);
}

function styleOf(key) {
  const pair = lazyInspect().inspect.colors[key];
  if (!pair) return undefined;
  return {
    open: `\u001b[${pair[0]}m`,
    close: `\u001b[${pair[1]}m`,
    keepClose: pair[1] === 22,
  };
}

function styleText(format, text, options) {
  const validateStream = options?.validateStream ?? true;

  // Without a stream to ask, one known format on a string needs no further checks.
  if (!validateStream && typeof format === 'string' && typeof text === 'string') {
    if (format === 'none') return text;
    if (format[0] === '#') {
      if (kHexColorRegExp.test(format)) {
        const openSeq = hexOpenSequence(format);
        return `${openSeq}${reopenAfterClose(text, '\u001b[39m', openSeq, false)}\u001b[39m`;
      }
    } else {
      const style = styleOf(format);
      if (style !== undefined) {
        return style.open + reopenAfterClose(text, style.close, style.open, style.keepClose) +
          style.close;
      }
    }
  }

  validateString(text, 'text');
  if (options !== undefined) validateObject(options, 'options');
  validateBoolean(validateStream, 'options.validateStream');

  let skipColorize = false;
  if (validateStream) {
    const stream = options?.stream ?? process.stdout;
    if (!isWebReadableStream(stream) && !isWebWritableStream(stream) && !isNodeStream(stream)) {
      throw new (errorClass('ERR_INVALID_ARG_TYPE'))(
        'stream', ['ReadableStream', 'WritableStream', 'Stream'], stream);
    }
    skipColorize = !require('internal/util/colors').shouldColorize(stream);
  }

  const formats = ArrayIsArray(format) ? format : [format];
  let open = '';
  let close = '';
  let body = text;
  for (let i = 0; i < formats.length; i++) {
    const key = formats[i];
    if (key === 'none') continue;
    if (typeof key === 'string' && key[0] === '#') {
      if (!kHexColorRegExp.test(key)) {
        throw new (errorClass('ERR_INVALID_ARG_VALUE'))(
          'format', key, 'must be a valid hex color (#RGB or #RRGGBB)');
      }
      if (skipColorize) continue;
      const openSeq = hexOpenSequence(key);
      open += openSeq;
      close = `\u001b[39m${close}`;
      body = reopenAfterClose(body, '\u001b[39m', openSeq, false);
      continue;
    }
    const style = styleOf(key);
    if (style === undefined) {
      lazyValidators().validateOneOf(key, 'format', ObjectGetOwnPropertyNames(lazyInspect().inspect.colors));
    }
    open += style.open;
    close = style.close + close;
    body = reopenAfterClose(body, style.close, style.open, style.keepClose);
  }
  if (skipColorize) return text;
  return `${open}${body}${close}`;
}

// ---------------------------------------------------------------------------------------------
// parseArgs

function ownValue(obj, key) {
  if (ObjectHasOwn(obj, key)) return obj[key];
}

function optionConfigValue(options, name, key) {
  if (ObjectHasOwn(options, name)) return ownValue(options[name], key);
}

function longNameForShort(short, options) {
  const names = ObjectKeys(options);
  for (let i = 0; i < names.length; i++) {
    if (ownValue(options[names[i]], 'short') === short) return names[i];
  }
  return short;
}

function looksLikeOption(value) {
  return value != null && value.length > 1 && value[0] === '-';
}

function defaultArgs() {
  // With -e/-p there is no script path between the executable and the arguments.
  const execArgv = require('internal/natives').execArgv;
  let evalMode = false;
  for (let i = 0; !evalMode && i < execArgv.length; i++) {
    const a = execArgv[i];
    evalMode = a === '-e' || a === '--eval' || a === '-p' || a === '--print' ||
      a.startsWith('--eval=') || a.startsWith('--print=');
  }
  return process.argv.slice(evalMode ? 1 : 2);
}

// Splits the raw arguments into option / positional / option-terminator tokens.
function tokenize(args, options) {
  const tokens = [];
  const queue = args.slice();
  let index = -1;
  // While > 0, the queued arguments are pieces of an expanded short-option group and share
  // the group's index.
  let groupLeft = 0;
  while (queue.length > 0) {
    const arg = queue.shift();
    const next = queue[0];
    if (groupLeft > 0) groupLeft--;
    else index++;

    if (arg === '--') {
      tokens.push({ kind: 'option-terminator', index });
      for (let i = 0; i < queue.length; i++) {
        tokens.push({ kind: 'positional', index: ++index, value: queue[i] });
      }
      break;
    }

    const isShort = arg.length >= 2 && arg[0] === '-' && arg[1] !== '-';
    if (isShort && arg.length === 2) {
      // -f [value]
      const name = longNameForShort(arg[1], options);
      let value;
      let inlineValue;
      if (optionConfigValue(options, name, 'type') === 'string' && next != null) {
        value = queue.shift();
        inlineValue = false;
      }
      tokens.push({ kind: 'option', name, rawName: arg, index, value, inlineValue });
      if (value != null) ++index;
      continue;
    }
    if (isShort) {
      const name = longNameForShort(arg[1], options);
      if (optionConfigValue(options, name, 'type') !== 'string') {
        // -abc: expand into -a -b -c; a string option inside takes the rest as its value.
        const expanded = [];
        for (let i = 1; i < arg.length; i++) {
          const short = arg[i];
          const long = longNameForShort(short, options);
          if (optionConfigValue(options, long, 'type') !== 'string' || i === arg.length - 1) {
            expanded.push(`-${short}`);
          } else {
            expanded.push(`-${arg.slice(i)}`);
            break;
          }
        }
        queue.unshift(...expanded);
        groupLeft = expanded.length;
        continue;
      }
      // -fVALUE
      tokens.push({
        kind: 'option', name, rawName: `-${arg[1]}`, index, value: arg.slice(2), inlineValue: true,
      });
      continue;
    }
    if (arg.length > 2 && arg.startsWith('--')) {
      if (arg.indexOf('=', 3) === -1) {
        // --foo [value]
        const name = arg.slice(2);
        let value;
        let inlineValue;
        if (optionConfigValue(options, name, 'type') === 'string' && next != null) {
          value = queue.shift();
          inlineValue = false;
        }
        tokens.push({ kind: 'option', name, rawName: arg, index, value, inlineValue });
        if (value != null) ++index;
      } else {
        // --foo=value
        const eq = arg.indexOf('=');
        const name = arg.slice(2, eq);
        tokens.push({
          kind: 'option', name, rawName: `--${name}`, index, value: arg.slice(eq + 1),
          inlineValue: true,
        });
      }
      continue;
    }
    tokens.push({ kind: 'positional', index, value: arg });
  }
  return tokens;
}

function checkOptionToken(config, token) {
  let name = token.name;
  if (!ObjectHasOwn(config.options, name)) {
    if (config.allowNegative && name.startsWith('no-')) {
      name = name.slice(3);
      if (!ObjectHasOwn(config.options, name) ||
          optionConfigValue(config.options, name, 'type') !== 'boolean') {
        throw new (errorClass('ERR_PARSE_ARGS_UNKNOWN_OPTION'))(
          token.rawName, config.allowPositionals);
      }
    } else {
      throw new (errorClass('ERR_PARSE_ARGS_UNKNOWN_OPTION'))(
        token.rawName, config.allowPositionals);
    }
  }
  const short = optionConfigValue(config.options, name, 'short');
  const display = `${short ? `-${short}, ` : ''}--${name}`;
  const type = optionConfigValue(config.options, name, 'type');
  if (type === 'string' && typeof token.value !== 'string') {
    throw new (errorClass('ERR_PARSE_ARGS_INVALID_OPTION_VALUE'))(
      `Option '${display} <value>' argument missing`);
  }
  if (type === 'boolean' && token.value != null) {
    throw new (errorClass('ERR_PARSE_ARGS_INVALID_OPTION_VALUE'))(
      `Option '${display}' does not take an argument`);
  }
  // `--foo --bar` with a string --foo is probably a forgotten value.
  if (!token.inlineValue && looksLikeOption(token.value)) {
    const example = token.rawName.startsWith('--') ?
      `'${token.rawName}=-XYZ'` :
      `'--${token.name}=-XYZ' or '${token.rawName}-XYZ'`;
    throw new (errorClass('ERR_PARSE_ARGS_INVALID_OPTION_VALUE'))(
      `Option '${token.rawName}' argument is ambiguous.\n` +
      `Did you forget to specify the option argument for '${token.rawName}'?\n` +
      `To specify an option argument starting with a dash use ${example}.`);
  }
}

function storeOptionValue(token, options, values, allowNegative) {
  let name = token.name;
  let value = token.value;
  if (name === '__proto__') return;
  if (allowNegative && name.startsWith('no-') && value === undefined) {
    name = name.slice(3);
    token.name = name;
    value = false;
  }
  const stored = value ?? true;
  if (optionConfigValue(options, name, 'multiple')) {
    if (values[name]) values[name].push(stored);
    else values[name] = [stored];
  } else {
    values[name] = stored;
  }
}

function parseArgs(config = { __proto__: null }) {
  const v = lazyValidators();
  const args = ownValue(config, 'args') ?? defaultArgs();
  const strict = ownValue(config, 'strict') ?? true;
  const allowPositionals = ownValue(config, 'allowPositionals') ?? !strict;
  const returnTokens = ownValue(config, 'tokens') ?? false;
  const allowNegative = ownValue(config, 'allowNegative') ?? false;
  const options = ownValue(config, 'options') ?? { __proto__: null };

  v.validateArray(args, 'args');
  v.validateBoolean(strict, 'strict');
  v.validateBoolean(allowPositionals, 'allowPositionals');
  v.validateBoolean(returnTokens, 'tokens');
  v.validateBoolean(allowNegative, 'allowNegative');
  v.validateObject(options, 'options');
  const names = ObjectKeys(options);
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    const optionConfig = options[name];
    v.validateObject(optionConfig, `options.${name}`);
    const type = ownValue(optionConfig, 'type');
    v.validateUnion(type, `options.${name}.type`, ['string', 'boolean']);
    if (ObjectHasOwn(optionConfig, 'short')) {
      const short = optionConfig.short;
      v.validateString(short, `options.${name}.short`);
      if (short.length !== 1) {
        throw new (errorClass('ERR_INVALID_ARG_VALUE'))(
          `options.${name}.short`, short, 'must be a single character');
      }
    }
    const multiple = ownValue(optionConfig, 'multiple');
    if (ObjectHasOwn(optionConfig, 'multiple')) {
      v.validateBoolean(multiple, `options.${name}.multiple`);
    }
    const defaultValue = ownValue(optionConfig, 'default');
    if (defaultValue !== undefined) {
      const where = `options.${name}.default`;
      if (type === 'string') {
        if (multiple) v.validateStringArray(defaultValue, where);
        else v.validateString(defaultValue, where);
      } else if (multiple) {
        v.validateBooleanArray(defaultValue, where);
      } else {
        v.validateBoolean(defaultValue, where);
      }
    }
  }

  const tokens = tokenize(args, options);
  const result = { values: { __proto__: null }, positionals: [] };
  if (returnTokens) result.tokens = tokens;
  const checkConfig = { options, allowPositionals, allowNegative };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind === 'option') {
      if (strict) checkOptionToken(checkConfig, token);
      storeOptionValue(token, options, result.values, allowNegative);
    } else if (token.kind === 'positional') {
      if (!allowPositionals) {
        throw new (errorClass('ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'))(token.value);
      }
      result.positionals.push(token.value);
    }
  }
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    const defaultValue = ownValue(options[name], 'default');
    if (defaultValue !== undefined && result.values[name] === undefined && name !== '__proto__') {
      result.values[name] = defaultValue;
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// System errors and call sites

function getSystemErrorName(err) {
  return lazyErrors().getSystemErrorName(err);
}

function getSystemErrorMessage(err) {
  return lazyErrors().getSystemErrorMessage(err);
}

function getSystemErrorMap() {
  return lazyErrors().getSystemErrorMap();
}

function _errnoException(...args) {
  return new (lazyErrors().ErrnoException)(...args);
}

function _exceptionWithHostPort(...args) {
  return new (lazyErrors().ExceptionWithHostPort)(...args);
}

function getCallSites(frameCount = 10, options) {
  const v = lazyValidators();
  if (options === undefined && typeof frameCount === 'object') {
    options = frameCount;
    frameCount = 10;
  }
  if (options !== undefined) {
    v.validateObject(options, 'options');
    if (options.sourceMap !== undefined) {
      v.validateBoolean(options.sourceMap, 'options.sourceMap');
    }
  }
  v.validateInteger(frameCount, 'frameCount', 1, 200);
  if (typeof binding.getCallSites !== 'function') return [];
  const sites = binding.getCallSites(frameCount);
  return sites.length > frameCount ? sites.slice(0, frameCount) : sites;
}

function convertProcessSignalToExitCode(signalCode) {
  const signals = require('os').constants.signals;
  lazyValidators().validateOneOf(signalCode, 'signalCode', ObjectKeys(signals));
  // POSIX: a process ended by signal N reports 128 + N.
  return 128 + signals[signalCode];
}

function toUSVString(input) {
  const str = `${input}`;
  if (typeof str.toWellFormed === 'function') return str.toWellFormed();
  // Lone surrogates become U+FFFD.
  return str.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
                     '\ufffd');
}

let deepStrictEqual;

function isDeepStrictEqual(a, b, skipPrototype) {
  if (deepStrictEqual === undefined) {
    deepStrictEqual = require('internal/util/comparisons').isDeepStrictEqual;
  }
  return deepStrictEqual(a, b, skipPrototype);
}

function markPromiseAsHandled(promise) {
  return require('internal/util/rate_limit').markPromiseAsHandled(promise);
}

function parseEnv(content) {
  validateString(content, 'content');
  return require('internal/util/dotenv').parseEnvContent(content);
}

function diff(actual, expected) {
  return require('internal/util/diff').diff(actual, expected);
}

// Printing a stack trace on SIGINT needs a watchdog that can interrupt running JS, which
// minirt does not have; turning it off is what is already the case.
function setTraceSigInt(enable) {
  if (enable) throw new (errorClass('ERR_METHOD_NOT_IMPLEMENTED'))('util.setTraceSigInt()');
}

// Loaded on first access, like Node's lazy properties. The accessor stays in place (caching
// in the closure): replacing it with a data property from inside the getter trips Boa 0.22's
// inline cache, which would go on calling the old getter slot.
function defineLazy(name, load) {
  let loaded = false;
  let value;
  ObjectDefineProperty(module.exports, name, {
    __proto__: null,
    configurable: true,
    enumerable: true,
    get() {
      if (!loaded) {
        value = load();
        loaded = true;
      }
      return value;
    },
    set(v) {
      value = v;
      loaded = true;
    },
  });
}

// Keys in Node's order.
module.exports = {
  _errnoException,
  _exceptionWithHostPort,
  _extend: deprecate(_extend,
                     'The `util._extend` API is deprecated. Please use Object.assign() instead.',
                     'DEP0060'),
  callbackify,
  convertProcessSignalToExitCode,
  debug: debuglog,
  debuglog,
  deprecate,
  format: undefined,
  styleText,
  formatWithOptions: undefined,
  getCallSites,
  getSystemErrorMap,
  getSystemErrorName,
  getSystemErrorMessage,
  inherits,
  inspect: undefined,
  isArray: deprecate(ArrayIsArray,
                     'The `util.isArray` API is deprecated. Please use `Array.isArray()` instead.',
                     'DEP0044'),
  isDeepStrictEqual,
  markPromiseAsHandled,
  promisify,
  stripVTControlCharacters: undefined,
  toUSVString,
};
lazyExports(module.exports, lazyInspect,
            ['format', 'formatWithOptions', 'inspect', 'stripVTControlCharacters']);
// Web-platform helpers that live with AbortController.
for (const name of ['transferableAbortSignal', 'transferableAbortController', 'aborted']) {
  defineLazy(name, () => require('internal/abort_controller')[name]);
}
module.exports.types = undefined;
lazyExports(module.exports, () => ({ types: lazyTypes() }), ['types']);
module.exports.parseEnv = parseEnv;
module.exports.parseArgs = parseArgs;
defineLazy('TextDecoder', () => globalThis.TextDecoder);
defineLazy('TextEncoder', () => globalThis.TextEncoder);
defineLazy('MIMEType', () => require('internal/util/mime').MIMEType);
defineLazy('MIMEParams', () => require('internal/util/mime').MIMEParams);
module.exports.diff = diff;
defineLazy('debounce', () => require('internal/util/rate_limit').debounce);
defineLazy('throttle', () => require('internal/util/rate_limit').throttle);
module.exports.setTraceSigInt = setTraceSigInt;
