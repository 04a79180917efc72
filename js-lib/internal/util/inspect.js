'use strict';
// internal/util/inspect — util.inspect (with inspect.custom / defaultOptions / colors /
// styles), util.format, util.formatWithOptions and stripVTControlCharacters.
//
// The output is meant to be byte-identical to Node 26's. The layout rules (when entries share
// a line, how long arrays are grouped into columns, how errors and their causes are shown)
// follow Node's documented behaviour; the code is minirt's own.
//
// Boa cannot tell JS what kind of exotic object it is looking at, so object kinds are worked
// out here (see detectKind): walking the prototype chain first and only falling back to
// throwing brand checks when the chain gives no answer, because a caught exception is far
// more expensive in Boa than a prototype lookup.

const binding = internalBinding('util');
const types = require('internal/util/types');

const {
  isArgumentsObject,
  isMap,
  isSet,
  isWeakMap,
  isWeakSet,
  isDate,
  isRegExp,
  isNativeError,
  isArrayBuffer,
  isSharedArrayBuffer,
  isDataView,
  isPromise,
  isModuleNamespaceObject,
  isNumberObject,
  isStringObject,
  isBooleanObject,
  isBigIntObject,
  isSymbolObject,
  isMapIterator,
  isSetIterator,
  isGeneratorFunction,
  isAsyncFunction,
} = types;

// Builtins captured at load time so later monkey-patching by user code cannot change output.
const ArrayIsArray = Array.isArray;
const ObjectKeys = Object.keys;
const ObjectGetOwnPropertyNames = Object.getOwnPropertyNames;
const ObjectGetOwnPropertySymbols = Object.getOwnPropertySymbols;
const ObjectGetOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const ObjectDefineProperty = Object.defineProperty;
const ObjectGetPrototypeOf = Object.getPrototypeOf;
const ObjectSetPrototypeOf = Object.setPrototypeOf;
const ObjectAssign = Object.assign;
const ReflectOwnKeys = Reflect.ownKeys;
const hasOwn = (obj, key) => ObjectPrototypeHasOwnProperty.call(obj, key);
const ObjectPrototypeHasOwnProperty = Object.prototype.hasOwnProperty;
const ObjectPrototypePropertyIsEnumerable = Object.prototype.propertyIsEnumerable;
const ObjectPrototypeToString = Object.prototype.toString;
const FunctionPrototypeToString = Function.prototype.toString;
const FunctionPrototypeSymbolHasInstance = Function.prototype[Symbol.hasInstance];
const ErrorPrototypeToString = Error.prototype.toString;
const SymbolPrototypeToString = Symbol.prototype.toString;
const SymbolPrototypeValueOf = Symbol.prototype.valueOf;
const NumberPrototypeValueOf = Number.prototype.valueOf;
const StringPrototypeValueOf = String.prototype.valueOf;
const BooleanPrototypeValueOf = Boolean.prototype.valueOf;
const BigIntPrototypeValueOf = typeof BigInt === 'function' ? BigInt.prototype.valueOf : undefined;
const DatePrototypeGetTime = Date.prototype.getTime;
const DatePrototypeToISOString = Date.prototype.toISOString;
const DatePrototypeToString = Date.prototype.toString;
const RegExpPrototypeToString = RegExp.prototype.toString;
const MapPrototypeEntries = Map.prototype.entries;
const SetPrototypeValues = Set.prototype.values;
const mapSizeGetter = ObjectGetOwnPropertyDescriptor(Map.prototype, 'size').get;
const setSizeGetter = ObjectGetOwnPropertyDescriptor(Set.prototype, 'size').get;
const TypedArrayPrototype = ObjectGetPrototypeOf(Uint8Array.prototype);
const typedArrayTag = ObjectGetOwnPropertyDescriptor(TypedArrayPrototype, Symbol.toStringTag).get;
const typedArrayLength = ObjectGetOwnPropertyDescriptor(TypedArrayPrototype, 'length').get;
const JSONStringify = JSON.stringify;
const MathMin = Math.min;
const MathMax = Math.max;
const MathSqrt = Math.sqrt;
const MathRound = Math.round;
const MathFloor = Math.floor;
const MathTrunc = Math.trunc;
const NumberIsNaN = Number.isNaN;
const NumberIsFinite = Number.isFinite;
const NumberParseInt = Number.parseInt;
const NumberParseFloat = Number.parseFloat;
const SymbolIterator = Symbol.iterator;
const SymbolToStringTag = Symbol.toStringTag;
const SymbolToPrimitive = Symbol.toPrimitive;

const noop = () => undefined;
const getPromiseDetails = typeof binding.getPromiseDetails === 'function' ?
  binding.getPromiseDetails : noop;
const { sandboxOf: vmGlobalSandboxes } = require('internal/vm/global_proxies');
const getProxyDetails = typeof binding.getProxyDetails === 'function' ?
  binding.getProxyDetails : noop;
const previewEntries = typeof binding.previewEntries === 'function' ?
  binding.previewEntries : undefined;

const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');

const kPending = 0;
const kRejected = 2;

// How the entries of an object are laid out by reduceToSingleString.
const kObjectType = 0;
const kArrayType = 1;
const kArrayExtrasType = 2;

// Iterator preview modes.
const kWeak = 0;
const kIterator = 1;
const kMapEntries = 2;

// Below this length a string is never split at its newlines.
const kMinLineLength = 16;

// Boa aborts the whole script (an uncatchable RuntimeLimitError) when its VM stack of value
// slots (10 * 1024 by default) or its frame count runs out. One nesting level of inspection
// takes about 70 slots, so stop descending well before that and report it the way Node
// reports a stack overflow during inspection. Raise together with the runtime's limits.
const kMaxNesting = 100;
// Objects being formatted right now, across all inspect() calls (custom inspectors start
// nested calls with fresh contexts, so ctx.seen alone would not see the whole depth).
let activeNesting = 0;

// Names of the language's global constructors/namespaces (`Map`, `Intl`, ...), as V8 has
// them before Node adds its own: properties from their prototypes are never listed as
// "user" prototype properties, and `%s` prints their instances with inspect() rather than
// their toString() (a Buffer or URL, Node's own classes, takes its toString()).
// SharedArrayBuffer, DisposableStack, AsyncDisposableStack and SuppressedError reach Node's
// global only later, so with showHidden Node lists their prototype properties; they are left
// out here.
const builtInObjects = new Set([
  'Object', 'Function', 'Array', 'Number', 'Boolean', 'String', 'Symbol', 'Date', 'Promise',
  'RegExp', 'Error', 'AggregateError', 'EvalError', 'RangeError', 'ReferenceError',
  'SyntaxError', 'TypeError', 'URIError', 'JSON', 'Math', 'Intl',
  'ArrayBuffer', 'Atomics', 'Uint8Array', 'Int8Array', 'Uint16Array',
  'Int16Array', 'Uint32Array', 'Int32Array', 'BigUint64Array', 'BigInt64Array',
  'Uint8ClampedArray', 'Float16Array', 'Float32Array', 'Float64Array', 'DataView', 'Map',
  'BigInt', 'Set', 'Iterator', 'WeakMap', 'WeakSet', 'Proxy', 'Reflect',
  'FinalizationRegistry', 'WeakRef', 'Temporal', 'WebAssembly',
]);

const inspectDefaultOptions = Object.seal({
  showHidden: false,
  depth: 2,
  colors: false,
  customInspect: true,
  showProxy: false,
  maxArrayLength: 100,
  maxStringLength: 10000,
  breakLength: 80,
  compact: 3,
  sorted: false,
  getters: false,
  numericSeparator: false,
});

// ---------------------------------------------------------------------------------------------
// Argument errors (internal/errors requires this module, so it is loaded only when needed).

function invalidArgType(name, expected, actual) {
  // Computed key: internal/errors defines its classes in self-replacing getters, which Boa
  // 0.22's inline cache for a named access (`codes.ERR_X`) mishandles on the next call.
  const ErrorClass = require('internal/errors').codes['ERR_INVALID_ARG_TYPE'];
  return new ErrorClass(name, expected, actual);
}

// ---------------------------------------------------------------------------------------------
// Options

function getUserOptions(ctx, isCrossContext) {
  const ret = {
    stylize: ctx.stylize,
    showHidden: ctx.showHidden,
    depth: ctx.depth,
    colors: ctx.colors,
    customInspect: ctx.customInspect,
    showProxy: ctx.showProxy,
    maxArrayLength: ctx.maxArrayLength,
    maxStringLength: ctx.maxStringLength,
    breakLength: ctx.breakLength,
    compact: ctx.compact,
    sorted: ctx.sorted,
    getters: ctx.getters,
    numericSeparator: ctx.numericSeparator,
    ...ctx.userOptions,
  };
  // A receiver that is not an Object (null prototype, proxy, other realm) gets an options
  // bag without our objects in it, so it cannot reach into this realm through them.
  if (isCrossContext) {
    ObjectSetPrototypeOf(ret, null);
    const keys = ObjectKeys(ret);
    for (let i = 0; i < keys.length; i++) {
      const v = ret[keys[i]];
      if ((typeof v === 'object' || typeof v === 'function') && v !== null) delete ret[keys[i]];
    }
    // Captured now: contexts are recycled once the inspect() call is over.
    const stylize = ctx.stylize;
    ret.stylize = ObjectSetPrototypeOf((value, flavour) => {
      let stylized;
      try {
        stylized = `${stylize(value, flavour)}`;
      } catch {
        // Fall through to the unstyled value.
      }
      return typeof stylized === 'string' ? stylized : value;
    }, null);
  }
  return ret;
}

/**
 * Returns a string representation of `value` for debugging.
 * Legacy signature: inspect(value, showHidden, depth, colors).
 */
function inspect(value, opts, ...legacy) {
  // Primitives with default options need none of the per-call state below; console.log of
  // numbers and strings goes through here constantly.
  if (opts === undefined && legacy.length === 0 &&
      typeof value !== 'object' && typeof value !== 'function') {
    const defaults = inspectDefaultOptions;
    return formatPrimitive(defaults.colors ? stylizeWithColor : stylizeNoColor, value, {
      maxStringLength: defaults.maxStringLength === null ? Infinity : defaults.maxStringLength,
      compact: defaults.compact,
      breakLength: defaults.breakLength,
      indentationLvl: 0,
      numericSeparator: defaults.numericSeparator,
    });
  }
  const ctx = acquireContext();
  // `legacy` rather than `arguments`: materialising the arguments object is costly in Boa.
  if (legacy.length !== 0) {
    if (legacy[0] !== undefined) ctx.depth = legacy[0];
    if (legacy.length > 1 && legacy[1] !== undefined) ctx.colors = legacy[1];
  }
  if (opts !== undefined) {
    if (typeof opts === 'boolean') {
      ctx.showHidden = opts;
    } else if (opts) {
      const keys = ObjectKeys(opts);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        if (hasOwn(inspectDefaultOptions, key) || key === 'stylize') {
          ctx[key] = opts[key];
        } else if (ctx.userOptions === undefined) {
          // Unknown keys are handed through to custom inspect functions untouched.
          ctx.userOptions = opts;
        }
      }
    }
  }
  if (ctx.colors) ctx.stylize = stylizeWithColor;
  if (ctx.maxArrayLength === null) ctx.maxArrayLength = Infinity;
  if (ctx.maxStringLength === null) ctx.maxStringLength = Infinity;
  const result = formatValue(ctx, value, 0);
  // A context abandoned by an exception is simply left to the GC.
  releaseContext(ctx);
  return result;
}
inspect.custom = customInspectSymbol;

// Per-call state. Building this 19-property object is a noticeable part of a small inspect()
// in Boa, while overwriting the fields of a recycled one is cheap, so finished contexts are
// kept for reuse. Nested calls (custom inspectors calling inspect) simply take another one.
const contextPool = [];

function acquireContext() {
  const defaults = inspectDefaultOptions;
  const ctx = contextPool.length !== 0 ? contextPool.pop() : {
    budget: undefined,
    indentationLvl: 0,
    seen: [],
    plans: [],
    currentDepth: 0,
    stylize: stylizeNoColor,
    showHidden: false,
    depth: 2,
    colors: false,
    customInspect: true,
    showProxy: false,
    maxArrayLength: 100,
    maxStringLength: 10000,
    breakLength: 80,
    compact: 3,
    sorted: false,
    getters: false,
    numericSeparator: false,
    circular: undefined,
    userOptions: undefined,
  };
  ctx.budget = {};
  ctx.indentationLvl = 0;
  ctx.currentDepth = 0;
  ctx.stylize = stylizeNoColor;
  ctx.showHidden = defaults.showHidden;
  ctx.depth = defaults.depth;
  ctx.colors = defaults.colors;
  ctx.customInspect = defaults.customInspect;
  ctx.showProxy = defaults.showProxy;
  ctx.maxArrayLength = defaults.maxArrayLength;
  ctx.maxStringLength = defaults.maxStringLength;
  ctx.breakLength = defaults.breakLength;
  ctx.compact = defaults.compact;
  ctx.sorted = defaults.sorted;
  ctx.getters = defaults.getters;
  ctx.numericSeparator = defaults.numericSeparator;
  return ctx;
}

function releaseContext(ctx) {
  // Drop references to user data so the pool keeps nothing alive.
  ctx.budget = undefined;
  // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
  ctx.seen['length'] = 0;
  // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
  ctx.plans['length'] = 0;
  ctx.circular = undefined;
  ctx.userOptions = undefined;
  ctx.stylize = stylizeNoColor;
  if (contextPool.length < 8) contextPool.push(ctx);
}

ObjectDefineProperty(inspect, 'defaultOptions', {
  __proto__: null,
  get() {
    return inspectDefaultOptions;
  },
  set(options) {
    if (options === null || typeof options !== 'object' || ArrayIsArray(options)) {
      throw invalidArgType('options', 'Object', options);
    }
    return ObjectAssign(inspectDefaultOptions, options);
  },
});

// SGR codes: [open, close]. Foreground colours close with 39, backgrounds with 49.
inspect.colors = {
  __proto__: null,
  reset: [0, 0],
  bold: [1, 22],
  dim: [2, 22],
  italic: [3, 23],
  underline: [4, 24],
  blink: [5, 25],
  inverse: [7, 27],
  hidden: [8, 28],
  strikethrough: [9, 29],
  doubleunderline: [21, 24],
  black: [30, 39],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  blue: [34, 39],
  magenta: [35, 39],
  cyan: [36, 39],
  white: [37, 39],
  bgBlack: [40, 49],
  bgRed: [41, 49],
  bgGreen: [42, 49],
  bgYellow: [43, 49],
  bgBlue: [44, 49],
  bgMagenta: [45, 49],
  bgCyan: [46, 49],
  bgWhite: [47, 49],
  framed: [51, 54],
  overlined: [53, 55],
  gray: [90, 39],
  redBright: [91, 39],
  greenBright: [92, 39],
  yellowBright: [93, 39],
  blueBright: [94, 39],
  magentaBright: [95, 39],
  cyanBright: [96, 39],
  whiteBright: [97, 39],
  bgGray: [100, 49],
  bgRedBright: [101, 49],
  bgGreenBright: [102, 49],
  bgYellowBright: [103, 49],
  bgBlueBright: [104, 49],
  bgMagentaBright: [105, 49],
  bgCyanBright: [106, 49],
  bgWhiteBright: [107, 49],
};

{
  // Alternative spellings resolve to the canonical entry (non-enumerable, like Node).
  const aliases = [
    ['grey', 'gray'], ['blackBright', 'gray'], ['bgGrey', 'bgGray'],
    ['bgBlackBright', 'bgGray'], ['faint', 'dim'], ['crossedout', 'strikethrough'],
    ['strikeThrough', 'strikethrough'], ['crossedOut', 'strikethrough'],
    ['conceal', 'hidden'], ['swapColors', 'inverse'], ['swapcolors', 'inverse'],
    ['doubleUnderline', 'doubleunderline'],
  ];
  for (let i = 0; i < aliases.length; i++) {
    const target = aliases[i][1];
    ObjectDefineProperty(inspect.colors, aliases[i][0], {
      __proto__: null,
      get() { return this[target]; },
      set(value) { this[target] = value; },
      configurable: true,
      enumerable: false,
    });
  }
}

inspect.styles = ObjectAssign({ __proto__: null }, {
  special: 'cyan',
  number: 'yellow',
  bigint: 'yellow',
  boolean: 'yellow',
  undefined: 'grey',
  null: 'bold',
  string: 'green',
  symbol: 'green',
  date: 'magenta',
  regexp: highlightRegExp,
  module: 'underline',
});
// The palette used for regexp group depths; users may replace it.
highlightRegExp.colors = ['green', 'red', 'yellow', 'cyan', 'magenta'];
const defaultRegExpPalette = highlightRegExp.colors.slice();

// Colours a regexp literal by nesting depth: groups and classes go one level deeper, and
// quantifiers/operators are lifted so they stand out from the atoms around them.
function highlightRegExp(source) {
  const names = highlightRegExp.colors && highlightRegExp.colors.length > 0 ?
    highlightRegExp.colors : defaultRegExpPalette;
  const palette = [];
  for (let n = 0; n < names.length; n++) {
    const code = inspect.colors[names[n]];
    if (code) palette.push([`\u001b[${code[0]}m`, `\u001b[${code[1]}m`]);
  }
  const len = source.length;
  let out = '';
  let pos = 1;
  let level = 0;
  let inClass = false;

  const emit = (text) => {
    const pair = palette[level % palette.length] || palette[0];
    out += pair[0] + text + pair[1];
  };
  // Emit `text` `delta` levels away from the current one, then move `advance` characters on.
  const emitAt = (text, delta, advance) => {
    level += delta;
    emit(text);
    level -= delta;
    pos += advance;
  };
  // `opener` has been read up to its bracket; read through `closer` and colour the inside one
  // level deeper. An unterminated group is emitted as plain text so nothing gets lost.
  const emitBracketed = (opener, closer, lift) => {
    pos++;
    let inner = '';
    while (pos < len && source[pos] !== closer) inner += source[pos++];
    if (pos < len) {
      level -= lift;
      emit(opener);
      emitAt(inner, 1, 1);
      emit(closer);
      level += lift;
    } else {
      emitAt(opener, 1, -inner.length);
    }
  };

  emit('/');
  level++;
  scan: while (pos < len) {
    const ch = source[pos];
    if (inClass) {
      if (ch === '\\') {
        let esc = '\\';
        pos++;
        if (pos < len) {
          esc += source[pos++];
          const kind = esc[1];
          if ((kind === 'u' || kind === 'p' || kind === 'P') && source[pos] === '{') {
            emitBracketed(`${esc}{`, '}', 0);
            continue;
          } else if (kind === 'x') {
            esc += source.slice(pos, pos + 2);
            pos += 2;
          }
        }
        emit(esc);
      } else if (ch === ']') {
        level--;
        emit(']');
        pos++;
        inClass = false;
      } else if (ch === '-' && source[pos - 1] !== '[' && pos + 1 < len &&
                 source[pos + 1] !== ']') {
        emitAt('-', 1, 1);
      } else {
        emit(ch);
        pos++;
      }
      continue;
    }
    switch (ch) {
      case '[':
        emit('[');
        level++;
        pos++;
        inClass = true;
        break;
      case '(': {
        emit('(');
        level++;
        pos++;
        if (pos < len && source[pos] === '?') {
          pos++;
          const a = pos < len ? source[pos] : '';
          if (a === ':' || a === '=' || a === '!') {
            emitAt(`?${a}`, -1, 1);
          } else {
            const b = pos + 1 < len ? source[pos + 1] : '';
            if (a === '<' && (b === '=' || b === '!')) {
              emitAt(`?<${b}`, -1, 2);
            } else if (a === '<') {
              pos++;
              const nameStart = pos;
              while (pos < len && source[pos] !== '>') pos++;
              const name = source.slice(nameStart, pos);
              if (pos < len) {
                level--;
                emit('?<');
                emitAt(name, 1, 0);
                emit('>');
                level++;
                pos++;
              } else {
                emitAt('?<', -1, 0);
                emit(name);
              }
            } else {
              emit('?');
            }
          }
        }
        break;
      }
      case ')':
        level--;
        emit(')');
        pos++;
        break;
      case '\\': {
        let esc = '\\';
        pos++;
        if (pos < len) {
          esc += source[pos++];
          const kind = esc[1];
          if (pos < len) {
            if (kind === 'u' && source[pos] === '{') {
              emitBracketed(`${esc}{`, '}', 0);
              break;
            } else if (kind === 'x') {
              esc += source.slice(pos, pos + 2);
              pos += 2;
            } else if (kind >= '0' && kind <= '9') {
              while (pos < len && source[pos] >= '0' && source[pos] <= '9') esc += source[pos++];
            } else if (kind === 'k' && source[pos] === '<') {
              emitBracketed(`${esc}<`, '>', 1);
              break;
            } else if ((kind === 'p' || kind === 'P') && source[pos] === '{') {
              emitBracketed(`${esc}{`, '}', 0);
              break;
            }
          }
        }
        emitAt(esc, 1, 0);
        break;
      }
      case '|': case '+': case '*': case '?': case ',': case '^': case '$':
        emitAt(ch, 3, 1);
        break;
      case '{': {
        pos++;
        let min = '';
        while (pos < len && source[pos] >= '0' && source[pos] <= '9') min += source[pos++];
        if (min) {
          emit('{');
          level++;
          emitAt(min, 1, 0);
        }
        if (pos < len) {
          if (source[pos] === ',') {
            if (!min) {
              emit('{');
              level++;
            }
            emit(',');
            pos++;
          } else if (!min) {
            // A lone '{' is a literal character.
            level++;
            emit('{');
            level--;
            break;
          }
        }
        let max = '';
        while (pos < len && source[pos] >= '0' && source[pos] <= '9') max += source[pos++];
        if (max) emitAt(max, 1, 0);
        if (pos < len && source[pos] === '}') {
          level--;
          emit('}');
          pos++;
        }
        if (pos < len && source[pos] === '?') emitAt('?', 3, 1);
        break;
      }
      case '.':
        emitAt('.', 2, 1);
        break;
      case '/':
        // The closing delimiter; flags follow.
        break scan;
      default:
        emitAt(ch, 1, 1);
    }
  }
  emitAt('/', -1, 1);
  if (pos < len) emit(source.slice(pos));
  return out;
}

function stylizeWithColor(str, styleType) {
  const style = inspect.styles[styleType];
  if (style !== undefined) {
    const color = inspect.colors[style];
    if (color !== undefined) return `\u001b[${color[0]}m${str}\u001b[${color[1]}m`;
    if (typeof style === 'function') return style(str);
  }
  return str;
}

function stylizeNoColor(str) {
  return str;
}

// ---------------------------------------------------------------------------------------------
// Strings and other primitives

// Escapes for C0 controls; everything else that needs escaping is built on demand.
const controlEscapes = [];
for (let c = 0; c < 32; c++) {
  controlEscapes.push(`\\x${c < 16 ? '0' : ''}${c.toString(16).toUpperCase()}`);
}
controlEscapes[8] = '\\b';
controlEscapes[9] = '\\t';
controlEscapes[10] = '\\n';
controlEscapes[12] = '\\f';
controlEscapes[13] = '\\r';

// Conservative pre-test: true for any string that might need an escape. Surrogate pairs also
// match; the exact scan below lets them through unchanged.
const maybeNeedsEscape = /[\x00-\x1f\x27\x5c\x7f-\x9f\ud800-\udfff]/;
const maybeNeedsEscapeNoQuote = /[\x00-\x1f\x5c\x7f-\x9f\ud800-\udfff]/;

function escapeChar(code) {
  if (code < 32) return controlEscapes[code];
  if (code === 39) return "\\'";
  if (code === 92) return '\\\\';
  if (code >= 0x7f && code <= 0x9f) return `\\x${code.toString(16).toUpperCase()}`;
  return `\\u${code.toString(16)}`;
}

// Escapes controls, C1 characters, backslashes, lone surrogates and (if `escapeQuote`) single
// quotes.
function escapeString(str, escapeQuote) {
  if (!(escapeQuote ? maybeNeedsEscape : maybeNeedsEscapeNoQuote).test(str)) return str;
  let result = '';
  let last = 0;
  const len = str.length;
  for (let i = 0; i < len; i++) {
    const code = str.charCodeAt(i);
    if (code < 32 || code === 92 || (code === 39 && escapeQuote) ||
        (code >= 0x7f && code <= 0x9f)) {
      result += str.slice(last, i) + escapeChar(code);
      last = i + 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      if (code <= 0xdbff && i + 1 < len) {
        const next = str.charCodeAt(i + 1);
        if (next >= 0xdc00 && next <= 0xdfff) {
          i++;
          continue;
        }
      }
      result += str.slice(last, i) + escapeChar(code);
      last = i + 1;
    }
  }
  if (last === 0) return str;
  return last < len ? result + str.slice(last) : result;
}

// Quotes a string the way Node does: single quotes unless the text contains them, then
// double quotes, then backticks; only if all three are taken are single quotes escaped.
function quoteString(str) {
  if (str.indexOf("'") !== -1) {
    if (str.indexOf('"') === -1) return `"${escapeString(str, false)}"`;
    if (str.indexOf('`') === -1 && str.indexOf('${') === -1) {
      return `\`${escapeString(str, false)}\``;
    }
    return `'${escapeString(str, true)}'`;
  }
  return `'${escapeString(str, true)}'`;
}

// Inserts '_' every three digits from the right, leaving a leading minus sign alone.
function groupIntegerDigits(digits) {
  const start = digits.charCodeAt(0) === 45 ? 1 : 0;
  if (digits.length - start < 4) return digits;
  let end = digits.length;
  let grouped = '';
  while (end - start >= 4) {
    grouped = `_${digits.slice(end - 3, end)}${grouped}`;
    end -= 3;
  }
  return digits.slice(0, end) + grouped;
}

// Inserts '_' every three digits from the left (fractional part).
function groupFractionDigits(digits) {
  if (digits.length <= 3) return digits;
  let grouped = '';
  let i = 0;
  for (; i < digits.length - 3; i += 3) grouped += `${digits.slice(i, i + 3)}_`;
  return grouped + digits.slice(i);
}

function formatNumber(fn, number, numericSeparator) {
  // String(-0) is '0', so -0 must be caught before any conversion.
  if (number === 0 && 1 / number < 0) return fn('-0', 'number');
  const str = `${number}`;
  if (!numericSeparator) return fn(str, 'number');
  if (!NumberIsFinite(number) || str.indexOf('e') !== -1) return fn(str, 'number');
  if (MathTrunc(number) === number) return fn(groupIntegerDigits(str), 'number');
  const dot = str.indexOf('.');
  return fn(`${groupIntegerDigits(str.slice(0, dot))}.${groupFractionDigits(str.slice(dot + 1))}`,
            'number');
}

function formatBigInt(fn, bigint, numericSeparator) {
  const str = `${bigint}`;
  return fn(`${numericSeparator ? groupIntegerDigits(str) : str}n`, 'bigint');
}

function formatPrimitive(fn, value, ctx) {
  switch (typeof value) {
    case 'string': {
      let trailer = '';
      if (value.length > ctx.maxStringLength) {
        const remaining = value.length - ctx.maxStringLength;
        value = value.slice(0, ctx.maxStringLength);
        trailer = `... ${remaining} more character${remaining > 1 ? 's' : ''}`;
      }
      // Long multi-line strings are shown as one quoted piece per line joined with ' +'.
      if (ctx.compact !== true && value.length > kMinLineLength &&
          value.length > ctx.breakLength - ctx.indentationLvl - 4) {
        let nl = value.indexOf('\n');
        if (nl !== -1 && nl !== value.length - 1) {
          const sep = ` +\n${' '.repeat(ctx.indentationLvl + 2)}`;
          let out = '';
          let from = 0;
          while (nl !== -1 && nl !== value.length - 1) {
            out += fn(quoteString(value.slice(from, nl + 1)), 'string') + sep;
            from = nl + 1;
            nl = value.indexOf('\n', from);
          }
          return out + fn(quoteString(value.slice(from)), 'string') + trailer;
        }
      }
      return fn(quoteString(value), 'string') + trailer;
    }
    case 'number':
      return formatNumber(fn, value, ctx.numericSeparator);
    case 'bigint':
      return formatBigInt(fn, value, ctx.numericSeparator);
    case 'boolean':
      return fn(`${value}`, 'boolean');
    case 'undefined':
      return fn('undefined', 'undefined');
    default:
      return fn(SymbolPrototypeToString.call(value), 'symbol');
  }
}

// ---------------------------------------------------------------------------------------------
// Object kinds

const K_ORDINARY = 0;
const K_ARRAY = 1;
const K_TYPED = 2;
const K_MAP = 3;
const K_SET = 4;
const K_MAP_ITERATOR = 5;
const K_SET_ITERATOR = 6;
const K_ERROR = 7;
const K_DATE = 8;
const K_REGEXP = 9;
const K_ARRAY_BUFFER = 10;
const K_SHARED_ARRAY_BUFFER = 11;
const K_DATA_VIEW = 12;
const K_PROMISE = 13;
const K_WEAK_MAP = 14;
const K_WEAK_SET = 15;
const K_MODULE = 16;
const K_NUMBER = 17;
const K_STRING = 18;
const K_BOOLEAN = 19;
const K_BIGINT = 20;
const K_SYMBOL = 21;
const K_ARGUMENTS = 22;
// Pseudo kind for the prototype table: ordinary unless the builtin tag says otherwise.
const K_ROOT = -1;

const kindVerifiers = [];
kindVerifiers[K_ARRAY] = ArrayIsArray;
kindVerifiers[K_MAP] = isMap;
kindVerifiers[K_SET] = isSet;
kindVerifiers[K_MAP_ITERATOR] = isMapIterator;
kindVerifiers[K_SET_ITERATOR] = isSetIterator;
kindVerifiers[K_DATE] = isDate;
kindVerifiers[K_REGEXP] = isRegExp;
kindVerifiers[K_ARRAY_BUFFER] = isArrayBuffer;
kindVerifiers[K_SHARED_ARRAY_BUFFER] = isSharedArrayBuffer;
kindVerifiers[K_DATA_VIEW] = isDataView;
kindVerifiers[K_PROMISE] = isPromise;
kindVerifiers[K_WEAK_MAP] = isWeakMap;
kindVerifiers[K_WEAK_SET] = isWeakSet;
kindVerifiers[K_NUMBER] = isNumberObject;
kindVerifiers[K_STRING] = isStringObject;
kindVerifiers[K_BOOLEAN] = isBooleanObject;
kindVerifiers[K_BIGINT] = isBigIntObject;
kindVerifiers[K_SYMBOL] = isSymbolObject;
kindVerifiers[K_ARGUMENTS] = isArgumentsObject;

const kindNames = [];
kindNames[K_ORDINARY] = 'Object';
kindNames[K_ARRAY] = 'Array';
kindNames[K_MAP] = 'Map';
kindNames[K_SET] = 'Set';
kindNames[K_MAP_ITERATOR] = 'Object';
kindNames[K_SET_ITERATOR] = 'Object';
kindNames[K_ERROR] = 'Error';
kindNames[K_DATE] = 'Date';
kindNames[K_REGEXP] = 'RegExp';
kindNames[K_ARRAY_BUFFER] = 'ArrayBuffer';
kindNames[K_SHARED_ARRAY_BUFFER] = 'SharedArrayBuffer';
kindNames[K_DATA_VIEW] = 'DataView';
kindNames[K_PROMISE] = 'Promise';
kindNames[K_WEAK_MAP] = 'WeakMap';
kindNames[K_WEAK_SET] = 'WeakSet';
kindNames[K_MODULE] = 'Object';
kindNames[K_NUMBER] = 'Number';
kindNames[K_STRING] = 'String';
kindNames[K_BOOLEAN] = 'Boolean';
kindNames[K_BIGINT] = 'BigInt';
kindNames[K_SYMBOL] = 'Symbol';
kindNames[K_ARGUMENTS] = 'Arguments';

// Builtin prototype -> the kind its genuine instances have.
const protoKinds = new Map();
protoKinds.set(Object.prototype, K_ROOT);
// Arrays are recognised before the chain is walked; anything else inheriting from
// Array.prototype is exotic enough to be worth a full scan.
protoKinds.set(Array.prototype, K_ARRAY);
protoKinds.set(Map.prototype, K_MAP);
protoKinds.set(Set.prototype, K_SET);
protoKinds.set(ObjectGetPrototypeOf(new Map().entries()), K_MAP_ITERATOR);
protoKinds.set(ObjectGetPrototypeOf(new Set().values()), K_SET_ITERATOR);
protoKinds.set(Error.prototype, K_ERROR);
protoKinds.set(Date.prototype, K_DATE);
protoKinds.set(RegExp.prototype, K_REGEXP);
protoKinds.set(ArrayBuffer.prototype, K_ARRAY_BUFFER);
if (typeof SharedArrayBuffer === 'function') {
  protoKinds.set(SharedArrayBuffer.prototype, K_SHARED_ARRAY_BUFFER);
}
protoKinds.set(DataView.prototype, K_DATA_VIEW);
protoKinds.set(Promise.prototype, K_PROMISE);
protoKinds.set(WeakMap.prototype, K_WEAK_MAP);
protoKinds.set(WeakSet.prototype, K_WEAK_SET);
protoKinds.set(Number.prototype, K_NUMBER);
protoKinds.set(String.prototype, K_STRING);
protoKinds.set(Boolean.prototype, K_BOOLEAN);
if (typeof BigInt === 'function') protoKinds.set(BigInt.prototype, K_BIGINT);
protoKinds.set(Symbol.prototype, K_SYMBOL);

// Kinds that Object.prototype.toString reports from internal slots (exact unless a
// Symbol.toStringTag overrides it; the verifier catches forged tags).
const builtinTagKinds = new Map([
  ['[object Arguments]', K_ARGUMENTS],
  ['[object Error]', K_ERROR],
  ['[object Date]', K_DATE],
  ['[object RegExp]', K_REGEXP],
  ['[object Number]', K_NUMBER],
  ['[object String]', K_STRING],
  ['[object Boolean]', K_BOOLEAN],
]);

// Whether the first Symbol.toStringTag on the chain is a user accessor (found without running
// it). The typed arrays' built-in getter is harmless: it only answers for real typed arrays.
function hasToStringTagAccessor(value) {
  let obj = value;
  while (obj !== null) {
    const desc = ObjectGetOwnPropertyDescriptor(obj, SymbolToStringTag);
    if (desc !== undefined) {
      return (desc.get !== undefined && desc.get !== typedArrayTag) ||
        (desc.get === undefined && desc.set !== undefined);
    }
    obj = ObjectGetPrototypeOf(obj);
  }
  return false;
}

function kindFromBuiltinTag(value) {
  // Object.prototype.toString would run a Symbol.toStringTag getter, which Node reads only
  // once (for the prefix, ignoring a throw) and never to classify; without toString only an
  // error can still be recognised.
  if (hasToStringTagAccessor(value)) return isNativeError(value) ? K_ERROR : K_ORDINARY;
  const kind = builtinTagKinds.get(ObjectPrototypeToString.call(value));
  if (kind === undefined) return K_ORDINARY;
  if (kind === K_ERROR) return K_ERROR;
  return kindVerifiers[kind](value) ? kind : K_ORDINARY;
}

// An object's kind comes from internal slots and never changes, so the (expensive) full
// scan is done once per object.
const scannedKinds = new WeakMap();

// Every check, for objects whose prototype chain tells nothing (null prototypes).
function kindByScan(value) {
  let kind = scannedKinds.get(value);
  if (kind === undefined) {
    kind = scanKind(value);
    scannedKinds.set(value, kind);
  }
  return kind;
}

function scanKind(value) {
  if (isPromise(value)) return K_PROMISE;
  if (isDataView(value)) return K_DATA_VIEW;
  if (isModuleNamespaceObject(value)) return K_MODULE;
  if (isMapIterator(value)) return K_MAP_ITERATOR;
  if (isSetIterator(value)) return K_SET_ITERATOR;
  const tagged = kindFromBuiltinTag(value);
  if (tagged !== K_ORDINARY) return tagged;
  if (isNativeError(value)) return K_ERROR;
  // The remaining checks throw on a miss, which is slow in Boa; most likely kinds first.
  if (isMap(value)) return K_MAP;
  if (isSet(value)) return K_SET;
  if (isArrayBuffer(value)) return K_ARRAY_BUFFER;
  if (isWeakMap(value)) return K_WEAK_MAP;
  if (isWeakSet(value)) return K_WEAK_SET;
  if (isSharedArrayBuffer(value)) return K_SHARED_ARRAY_BUFFER;
  if (isBigIntObject(value)) return K_BIGINT;
  if (isSymbolObject(value)) return K_SYMBOL;
  // Without a Symbol.toStringTag anywhere, the builtin tag above was exact for these.
  let tag;
  try {
    tag = value[SymbolToStringTag];
  } catch {
    tag = null;
  }
  if (tag !== undefined) {
    if (isDate(value)) return K_DATE;
    if (isRegExp(value)) return K_REGEXP;
    if (isNumberObject(value)) return K_NUMBER;
    if (isStringObject(value)) return K_STRING;
    if (isBooleanObject(value)) return K_BOOLEAN;
  }
  return K_ORDINARY;
}

// Classifies a (non-proxy) object. The first builtin prototype on its chain names the
// candidate kind, which one brand check then confirms. Objects built on Object.prototype are
// ordinary unless Object.prototype.toString reports an internal slot. Known gap: an exotic
// object (Map, WeakMap, ...) re-parented onto a plain user prototype is shown as ordinary.
function detectKind(value) {
  if (ArrayIsArray(value)) return K_ARRAY;
  if (typedArrayTag.call(value) !== undefined) return K_TYPED;
  let proto = ObjectGetPrototypeOf(value);
  while (proto !== null) {
    const kind = protoKinds.get(proto);
    if (kind !== undefined) {
      if (kind === K_ROOT) return kindFromBuiltinTag(value);
      // Anything inheriting from Error.prototype counts as an error, genuine or not.
      if (kind === K_ERROR) return K_ERROR;
      if (kindVerifiers[kind](value)) return kind;
      return kindByScan(value);
    }
    proto = ObjectGetPrototypeOf(proto);
  }
  return kindByScan(value);
}

// Stands in for V8's internal class name of an object that has no usable constructor.
function internalConstructorName(value) {
  if (typeof value === 'function') return 'Function';
  const kind = detectKind(value);
  if (kind === K_TYPED) return typedArrayTag.call(value);
  if (kind === K_ORDINARY) {
    // The constructor of an object whose prototype was set to null (see the file).
    const noted = require('internal/engine/null_proto_names').notedConstructorName(value);
    if (noted !== undefined) return noted;
    // Like V8, walk the chain for a string Symbol.toStringTag data property or, on the
    // prototypes, a `constructor` data property holding a named function other than Object
    // (getters are not run, and a proxy ends the walk).
    let obj = value;
    while (obj !== null) {
      if (obj !== value && getProxyDetails !== undefined &&
          getProxyDetails(obj, false) !== undefined) {
        break;
      }
      const desc = ObjectGetOwnPropertyDescriptor(obj, SymbolToStringTag);
      if (desc !== undefined && typeof desc.value === 'string') return desc.value;
      if (obj !== value) {
        const name = plainConstructorName(ObjectGetOwnPropertyDescriptor(obj, 'constructor'));
        if (name !== undefined) return name;
      }
      obj = ObjectGetPrototypeOf(obj);
    }
  }
  return kindNames[kind];
}

// The name V8 reports for a `constructor` property: only a plain data property holding a
// non-bound, non-proxy function whose name is neither empty nor 'Object'.
function plainConstructorName(desc) {
  if (desc === undefined || typeof desc.value !== 'function') return undefined;
  const ctor = desc.value;
  if (getProxyDetails !== undefined && getProxyDetails(ctor, false) !== undefined) return undefined;
  const nameDesc = ObjectGetOwnPropertyDescriptor(ctor, 'name');
  if (nameDesc === undefined || typeof nameDesc.value !== 'string') return undefined;
  const name = nameDesc.value;
  if (name === '' || name === 'Object' || name.startsWith('bound ')) return undefined;
  return name;
}

// ---------------------------------------------------------------------------------------------
// Constructor names and prefixes

// Builtin prototypes whose name is reported even if their `constructor` was tampered with.
const wellKnownPrototypes = new Map();
{
  const add = (ctor) => {
    if (typeof ctor === 'function') wellKnownPrototypes.set(ctor.prototype, [ctor.name, ctor]);
  };
  add(Array);
  add(ArrayBuffer);
  add(Function);
  add(Map);
  add(Set);
  add(Object);
  wellKnownPrototypes.set(TypedArrayPrototype, ['TypedArray', ObjectGetPrototypeOf(Uint8Array)]);
  add(RegExp);
  add(Date);
  add(DataView);
  add(Error);
  add(typeof AggregateError === 'function' ? AggregateError : undefined);
  add(RangeError);
  add(TypeError);
  add(Boolean);
  add(Number);
  add(String);
  add(Promise);
  add(WeakMap);
  add(WeakSet);
}

function isInstanceof(object, ctor) {
  try {
    return object instanceof ctor;
  } catch {
    return false;
  }
}

// Finds the name of the nearest constructor `obj` is an instance of; null for objects with a
// null prototype chain. With showHidden, also collects user-defined prototype properties into
// `protoProps`.
function getConstructorName(obj, ctx, recurseTimes, protoProps) {
  let firstProto;
  const start = obj;
  while (obj) {
    const known = wellKnownPrototypes.get(obj);
    if (known !== undefined && FunctionPrototypeSymbolHasInstance.call(known[1], start)) {
      if (protoProps !== undefined && firstProto !== obj) {
        addPrototypeProperties(ctx, start, firstProto || start, recurseTimes, protoProps);
      }
      return known[0];
    }
    const desc = ObjectGetOwnPropertyDescriptor(obj, 'constructor');
    if (desc !== undefined && typeof desc.value === 'function' && desc.value.name !== '' &&
        isInstanceof(start, desc.value)) {
      if (protoProps !== undefined &&
          (firstProto !== obj || !builtInObjects.has(desc.value.name))) {
        addPrototypeProperties(ctx, start, firstProto || start, recurseTimes, protoProps);
      }
      return String(desc.value.name);
    }
    obj = ObjectGetPrototypeOf(obj);
    if (firstProto === undefined) firstProto = obj;
  }
  if (firstProto === null) return null;

  const internalName = internalConstructorName(start);
  if (recurseTimes > ctx.depth && ctx.depth !== null) {
    return `${internalName} <Complex prototype>`;
  }
  const protoName = getConstructorName(firstProto, ctx, recurseTimes + 1, protoProps);
  if (protoName === null) {
    return `${internalName} <${inspect(firstProto, {
      ...ctx,
      customInspect: false,
      depth: -1,
    })}>`;
  }
  return `${internalName} <${protoName}>`;
}

// Lists non-function properties defined on up to three user prototype levels (showHidden).
function addPrototypeProperties(ctx, main, obj, recurseTimes, output) {
  let level = 0;
  let keys;
  let seenKeys;
  do {
    if (level !== 0 || main === obj) {
      obj = ObjectGetPrototypeOf(obj);
      if (obj === null) return;
      const desc = ObjectGetOwnPropertyDescriptor(obj, 'constructor');
      if (desc !== undefined && typeof desc.value === 'function' &&
          builtInObjects.has(desc.value.name)) {
        return;
      }
    }
    if (level === 0) {
      seenKeys = new Set();
    } else {
      for (let i = 0; i < keys.length; i++) seenKeys.add(keys[i]);
    }
    keys = ReflectOwnKeys(obj);
    ctx.seen.push(main);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (key === 'constructor' || hasOwn(main, key) || (level !== 0 && seenKeys.has(key))) {
        continue;
      }
      const desc = ObjectGetOwnPropertyDescriptor(obj, key);
      if (typeof desc.value === 'function') continue;
      const str = formatProperty(ctx, obj, recurseTimes, key, kObjectType, desc, main);
      output.push(ctx.colors ? `\u001b[2m${str}\u001b[22m` : str);
    }
    ctx.seen.pop();
  } while (++level !== 3);
}

function getPrefix(constructor, tag, fallback, size = '') {
  if (constructor === null) {
    if (tag !== '' && fallback !== tag) return `[${fallback}${size}: null prototype] [${tag}] `;
    return `[${fallback}${size}: null prototype] `;
  }
  if (tag !== '') {
    // A namespaced tag ('a.b.Foo') matches a constructor named after its last segment.
    const dot = tag.lastIndexOf('.');
    if (constructor === (dot >= 1 ? tag.slice(dot + 1) : tag)) return `${tag}${size} `;
    return `${constructor}${size} [${tag}] `;
  }
  return `${constructor}${size} `;
}

function getCtxStyle(value, constructor, tag) {
  let fallback = '';
  if (constructor === null) {
    fallback = internalConstructorName(value);
    if (fallback === tag) fallback = 'Object';
  }
  return getPrefix(constructor, tag, fallback);
}

function getKeys(value, showHidden) {
  let keys;
  const symbols = ObjectGetOwnPropertySymbols(value);
  if (showHidden) {
    keys = ObjectGetOwnPropertyNames(value);
    for (let i = 0; i < symbols.length; i++) keys.push(symbols[i]);
  } else {
    try {
      keys = ObjectKeys(value);
    } catch {
      // The namespace of a module that has not finished evaluating throws on [[Get]].
      keys = ObjectGetOwnPropertyNames(value);
    }
    for (let i = 0; i < symbols.length; i++) {
      if (ObjectPrototypePropertyIsEnumerable.call(value, symbols[i])) keys.push(symbols[i]);
    }
  }
  return keys;
}

function isIndexKey(key) {
  // Canonical array index: '0' or a digit string without leading zero, below 2**32 - 1.
  const len = key.length;
  if (len === 0 || len > 10) return false;
  const first = key.charCodeAt(0);
  if (first < 48 || first > 57 || (first === 48 && len > 1)) return false;
  for (let i = 1; i < len; i++) {
    const c = key.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return len < 10 || +key < 4294967295;
}

// Own keys of an array or typed array that are not indices. Indices come first in
// OwnPropertyKeys order, so the extras are found by scanning back from the end.
function getNonIndexKeys(value, showHidden) {
  const names = showHidden ? ObjectGetOwnPropertyNames(value) : ObjectKeys(value);
  let first = names.length;
  while (first > 0 && !isIndexKey(names[first - 1])) first--;
  const keys = first === 0 ? names : names.slice(first);
  const symbols = ObjectGetOwnPropertySymbols(value);
  for (let i = 0; i < symbols.length; i++) {
    if (showHidden || ObjectPrototypePropertyIsEnumerable.call(value, symbols[i])) {
      keys.push(symbols[i]);
    }
  }
  return keys;
}

// ---------------------------------------------------------------------------------------------
// Values

// Every nesting level of the inspected value costs a formatValue + formatRaw + formatProperty
// (or collection formatter) frame, and Boa caps the VM stack at a fixed number of value slots.
// So the functions on that recursive path are kept small; rare cases (proxies, custom
// inspectors) live in helpers that have returned before the recursion goes deeper.
function formatValue(ctx, value, recurseTimes, typedArray) {
  if (typeof value !== 'object' && typeof value !== 'function') {
    return formatPrimitive(ctx.stylize, value, ctx);
  }
  if (value === null) return ctx.stylize('null', 'null');
  // vm's stand-in for a context's global is shown as its sandbox, as V8's global proxy is.
  if (vmGlobalSandboxes.has(value)) value = vmGlobalSandboxes.get(value);
  // Proxies are looked through without touching their traps.
  if (getProxyDetails(value, !!ctx.showProxy) !== undefined) {
    return formatProxyValue(ctx, value, recurseTimes, typedArray);
  }
  if (ctx.customInspect) {
    const custom = value[customInspectSymbol];
    if (typeof custom === 'function') {
      const result = callCustomInspect(ctx, value, value, false, custom, recurseTimes);
      if (result !== undefined) return result;
    }
  }
  if (ctx.seen.includes(value)) return formatValueCircular(ctx, value);
  return formatRaw(ctx, value, recurseTimes, typedArray);
}

// Runs a user's [inspect.custom] method. Returns undefined when formatting should go on as
// usual (not applicable, or the method returned the object itself).
function callCustomInspect(ctx, context, value, isProxy, custom, recurseTimes) {
  if (custom === inspect || isOwnConstructorPrototype(value)) return undefined;
  // Report the remaining depth, as the protocol has always done.
  const depth = ctx.depth === null ? null : ctx.depth - recurseTimes;
  const isCrossContext = isProxy || !FunctionPrototypeSymbolHasInstance.call(Object, context);
  // A custom inspector that calls inspect() again costs about two levels of stack.
  if (activeNesting + 2 > kMaxNesting) throw new RangeError('Maximum call stack size exceeded');
  let ret;
  activeNesting += 2;
  try {
    ret = custom.call(context, depth, getUserOptions(ctx, isCrossContext), inspect);
  } finally {
    activeNesting -= 2;
  }
  if (ret === context) return undefined;
  if (typeof ret !== 'string') return formatValue(ctx, ret, recurseTimes);
  return ret.indexOf('\n') === -1 ? ret :
    ret.replaceAll('\n', `\n${' '.repeat(ctx.indentationLvl)}`);
}

function wrapInProxyMarks(ctx, formatted, count) {
  for (let i = 0; i < count; i++) {
    formatted = `${ctx.stylize('Proxy(', 'special')}${formatted}${ctx.stylize(')', 'special')}`;
  }
  return formatted;
}

function formatProxyValue(ctx, value, recurseTimes, typedArray) {
  const context = value;
  let proxy = getProxyDetails(value, !!ctx.showProxy);
  // A binding that cannot see inside proxies hands the proxy itself back as its target.
  if (proxy === value || (proxy !== null && proxy[0] === value)) {
    return formatOpaqueProxy(ctx, value, recurseTimes, typedArray);
  }
  if (ctx.showProxy) {
    if (proxy === null || proxy[0] === null || proxy[0] === undefined) {
      return ctx.stylize('<Revoked Proxy>', 'special');
    }
    return formatProxy(ctx, proxy, recurseTimes);
  }
  let proxies = 0;
  do {
    if (proxy === null) {
      return wrapInProxyMarks(ctx, ctx.stylize('<Revoked Proxy>', 'special'), proxies);
    }
    value = proxy;
    proxy = getProxyDetails(value, false);
    proxies++;
  } while (proxy !== undefined);

  if (ctx.customInspect) {
    const custom = value[customInspectSymbol];
    if (typeof custom === 'function') {
      const result = callCustomInspect(ctx, context, value, true, custom, recurseTimes);
      if (result !== undefined) return result;
    }
  }
  if (ctx.seen.includes(value)) return formatValueCircular(ctx, value);
  return wrapInProxyMarks(ctx, formatRaw(ctx, value, recurseTimes, typedArray), proxies);
}

function formatValueCircular(ctx, value) {
  let index = 1;
  if (ctx.circular === undefined) {
    ctx.circular = new Map();
    ctx.circular.set(value, index);
  } else {
    index = ctx.circular.get(value);
    if (index === undefined) {
      index = ctx.circular.size + 1;
      ctx.circular.set(value, index);
    }
  }
  return ctx.stylize(`[Circular *${index}]`, 'special');
}

// Fallback for a proxy whose target and handler the runtime cannot reveal: the proxy is
// formatted through its traps (so they may run, unlike in Node) and marked as a proxy. A
// revoked proxy is recognised by Array.isArray, which throws for it without calling a trap.
function formatOpaqueProxy(ctx, proxy, recurseTimes, typedArray) {
  try {
    ArrayIsArray(proxy);
  } catch {
    return ctx.stylize('<Revoked Proxy>', 'special');
  }
  const open = ctx.stylize('Proxy(', 'special');
  const close = ctx.stylize(')', 'special');
  const seenLength = ctx.seen.length;
  const indentationLvl = ctx.indentationLvl;
  const currentDepth = ctx.currentDepth;
  let formatted;
  try {
    if (ctx.customInspect) {
      const custom = proxy[customInspectSymbol];
      if (typeof custom === 'function') {
        const result = callCustomInspect(ctx, proxy, proxy, true, custom, recurseTimes);
        if (result !== undefined) return result;
      }
    }
    if (ctx.seen.includes(proxy)) {
      formatted = formatValueCircular(ctx, proxy);
    } else {
      formatted = formatRaw(ctx, proxy, recurseTimes, typedArray);
    }
  } catch (err) {
    if (isStackOverflowError(err)) throw err;
    // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
    ctx.seen['length'] = seenLength;
    ctx.indentationLvl = indentationLvl;
    ctx.currentDepth = currentDepth;
    let reason;
    try {
      reason = isError(err) ?
        ErrorPrototypeToString.call(err) : formatValue(ctx, err, recurseTimes);
    } catch {
      reason = 'unknown';
    }
    formatted = ctx.stylize(`<Inspection threw (${reason})>`, 'special');
  }
  return `${open}${formatted}${close}`;
}

// A prototype object (Foo.prototype) must not be formatted by its own custom inspector.
function isOwnConstructorPrototype(value) {
  const desc = ObjectGetOwnPropertyDescriptor(value, 'constructor');
  if (desc === undefined) return false;
  const ctor = desc.value;
  return ctor !== undefined && ctor !== null && ctor.prototype === value;
}

function formatProxy(ctx, proxy, recurseTimes) {
  if (recurseTimes > ctx.depth && ctx.depth !== null) {
    return ctx.stylize('Proxy [Array]', 'special');
  }
  recurseTimes += 1;
  ctx.indentationLvl += 2;
  const res = [
    formatValue(ctx, proxy[0], recurseTimes),
    formatValue(ctx, proxy[1], recurseTimes),
  ];
  ctx.indentationLvl -= 2;
  return reduceToSingleString(ctx, res, '', ['Proxy [', ']'], kArrayExtrasType, recurseTimes);
}

function readToStringTag(value, showHidden) {
  let tag;
  try {
    tag = value[SymbolToStringTag];
  } catch {
    return '';
  }
  if (typeof tag !== 'string') return '';
  // An own tag (enumerable, or any with showHidden) is printed as a property already.
  if (tag !== '' &&
      (showHidden ? hasOwn(value, SymbolToStringTag) :
        ObjectPrototypePropertyIsEnumerable.call(value, SymbolToStringTag))) {
    return '';
  }
  return tag;
}

function emptyOutput() {
  return [];
}

// Works out how `value` is shown: constructor name, tag, keys, braces and which formatter
// lists its entries. Fills `plan` and returns undefined, or returns the finished string when
// nothing needs listing. Kept apart from formatRaw so its many locals are off the stack while
// the children are formatted.
function describeObject(ctx, value, recurseTimes, typedArray, plan) {
  let protoProps;
  if (ctx.showHidden && (recurseTimes <= ctx.depth || ctx.depth === null)) protoProps = [];
  const constructor = getConstructorName(value, ctx, recurseTimes, protoProps);
  if (protoProps !== undefined && protoProps.length === 0) protoProps = undefined;
  // A V8 External has no prototype: only then is the native check worth its call.
  if (constructor === null && binding.isExternal(value)) {
    return ctx.stylize(`[External: ${binding.getExternalValue(value).toString(16)}]`, 'special');
  }

  const tag = readToStringTag(value, ctx.showHidden);
  let kind = -1;
  let keys;
  let base = '';
  let formatter = emptyOutput;
  let braces;
  let noIterator = true;
  let extrasType = kObjectType;
  let extraKeys;
  // Extra argument for the formatters that need more than (ctx, value, recurseTimes).
  let formatterArg;

  if (SymbolIterator in value || constructor === null) {
    noIterator = false;
    kind = detectKind(value);
    if (kind === K_ARRAY) {
      // Plain arrays get no prefix; subclasses, tagged and null-prototype arrays do.
      const prefix = (constructor !== 'Array' || tag !== '') ?
        getPrefix(constructor, tag, 'Array', `(${value.length})`) : '';
      keys = getNonIndexKeys(value, ctx.showHidden);
      braces = [`${prefix}[`, ']'];
      if (value.length === 0 && keys.length === 0 && protoProps === undefined) {
        return `${braces[0]}]`;
      }
      extrasType = kArrayExtrasType;
      formatter = formatArray;
    } else if (kind === K_SET) {
      const size = setSizeGetter.call(value);
      const prefix = getPrefix(constructor, tag, 'Set', `(${size})`);
      keys = getKeys(value, ctx.showHidden);
      formatter = formatSet;
      formatterArg = constructor !== null;
      if (size === 0 && keys.length === 0 && protoProps === undefined) return `${prefix}{}`;
      braces = [`${prefix}{`, '}'];
    } else if (kind === K_MAP) {
      const size = mapSizeGetter.call(value);
      const prefix = getPrefix(constructor, tag, 'Map', `(${size})`);
      keys = getKeys(value, ctx.showHidden);
      formatter = formatMap;
      formatterArg = constructor !== null;
      if (size === 0 && keys.length === 0 && protoProps === undefined) return `${prefix}{}`;
      braces = [`${prefix}{`, '}'];
    } else if (kind === K_TYPED) {
      keys = getNonIndexKeys(value, ctx.showHidden);
      const size = typedArrayLength.call(value);
      const fallback = constructor === null ? typedArrayTag.call(value) : '';
      const prefix = getPrefix(constructor, tag, fallback, `(${size})`);
      braces = [`${prefix}[`, ']'];
      // Node reads `length` as a property here (and in formatTypedArray), so a subclass
      // getter or a replaced prototype decides what is listed; the prefix keeps the real size.
      if (value.length === 0 && keys.length === 0 && !ctx.showHidden) return `${braces[0]}]`;
      formatter = formatTypedArray;
      formatterArg = size;
      extrasType = kArrayExtrasType;
      if (ctx.showHidden) {
        extraKeys = ['BYTES_PER_ELEMENT', 'length', 'byteLength', 'byteOffset', 'buffer'];
        typedArray = true;
      }
    } else if (kind === K_MAP_ITERATOR) {
      keys = getKeys(value, ctx.showHidden);
      braces = getIteratorBraces('Map', tag);
      formatter = formatIterator;
      formatterArg = braces;
    } else if (kind === K_SET_ITERATOR) {
      keys = getKeys(value, ctx.showHidden);
      braces = getIteratorBraces('Set', tag);
      formatter = formatIterator;
      formatterArg = braces;
    } else {
      noIterator = true;
    }
  }

  if (noIterator) {
    keys = getKeys(value, ctx.showHidden);
    braces = ['{', '}'];
    if (typeof value === 'function') {
      base = getFunctionBase(ctx, value, constructor, tag);
      if (keys.length === 0 && protoProps === undefined) return ctx.stylize(base, 'special');
    } else if (constructor === 'Object') {
      if (isArgumentsObject(value)) {
        braces[0] = '[Arguments] {';
      } else if (tag !== '') {
        braces[0] = `${getPrefix(constructor, tag, 'Object')}{`;
      }
      if (keys.length === 0 && protoProps === undefined) return `${braces[0]}}`;
    } else {
      if (kind === -1) kind = detectKind(value);
      // An array or typed array without an iterator falls through Node's checks to the error
      // one, which takes anything that is an instance of Error.
      if ((kind === K_ARRAY || kind === K_TYPED) && isInstanceof(value, Error)) kind = K_ERROR;
      switch (kind) {
        case K_REGEXP: {
          base = RegExpPrototypeToString.call(constructor !== null ? value : new RegExp(value));
          const prefix = getPrefix(constructor, tag, 'RegExp');
          if (prefix !== 'RegExp ') base = `${prefix}${base}`;
          base = ctx.stylize(base, 'regexp');
          if ((keys.length === 0 && protoProps === undefined) ||
              (recurseTimes > ctx.depth && ctx.depth !== null)) {
            return base;
          }
          break;
        }
        case K_DATE: {
          const time = DatePrototypeGetTime.call(value);
          base = NumberIsNaN(time) ? DatePrototypeToString.call(value) :
            DatePrototypeToISOString.call(value);
          const prefix = getPrefix(constructor, tag, 'Date');
          if (prefix !== 'Date ') base = `${prefix}${base}`;
          if (keys.length === 0 && protoProps === undefined) return ctx.stylize(base, 'date');
          break;
        }
        case K_ERROR:
          base = formatError(value, constructor, tag, ctx, keys);
          if (keys.length === 0 && protoProps === undefined) return base;
          break;
        case K_ARRAY_BUFFER:
        case K_SHARED_ARRAY_BUFFER: {
          const prefix = getPrefix(constructor, tag,
                                   kind === K_ARRAY_BUFFER ? 'ArrayBuffer' : 'SharedArrayBuffer');
          if (typedArray === undefined) {
            formatter = formatArrayBuffer;
          } else if (keys.length === 0 && protoProps === undefined) {
            const byteLength = formatNumber(ctx.stylize, value.byteLength, false);
            return `${prefix}{ [byteLength]: ${byteLength} }`;
          }
          braces[0] = `${prefix}{`;
          extraKeys = ['byteLength'];
          break;
        }
        case K_DATA_VIEW:
          braces[0] = `${getPrefix(constructor, tag, 'DataView')}{`;
          // The buffer goes last: it is the only non-primitive among them.
          extraKeys = ['byteLength', 'byteOffset', 'buffer'];
          break;
        case K_PROMISE:
          braces[0] = `${getPrefix(constructor, tag, 'Promise')}{`;
          formatter = formatPromise;
          break;
        case K_WEAK_SET:
          braces[0] = `${getPrefix(constructor, tag, 'WeakSet')}{`;
          formatter = ctx.showHidden ? formatWeakSet : formatWeakCollection;
          break;
        case K_WEAK_MAP:
          braces[0] = `${getPrefix(constructor, tag, 'WeakMap')}{`;
          formatter = ctx.showHidden ? formatWeakMap : formatWeakCollection;
          break;
        case K_MODULE:
          braces[0] = `${getPrefix(constructor, tag, 'Module')}{`;
          formatter = formatNamespaceObject;
          formatterArg = keys;
          break;
        case K_NUMBER:
        case K_STRING:
        case K_BOOLEAN:
        case K_BIGINT:
        case K_SYMBOL:
          base = getBoxedBase(value, ctx, keys, constructor, tag, kind);
          if (keys.length === 0 && protoProps === undefined) return base;
          break;
        default:
          if (isURL(value) && !(recurseTimes > ctx.depth && ctx.depth !== null)) {
            base = value.href;
            if (keys.length === 0 && protoProps === undefined) return base;
            break;
          }
          if (keys.length === 0 && protoProps === undefined) {
            return `${getCtxStyle(value, constructor, tag)}{}`;
          }
          braces[0] = `${getCtxStyle(value, constructor, tag)}{`;
      }
    }
  }

  plan.constructor = constructor;
  plan.tag = tag;
  plan.keys = keys;
  plan.base = base;
  plan.braces = braces;
  plan.formatter = formatter;
  plan.formatterArg = formatterArg;
  plan.extrasType = extrasType;
  plan.extraKeys = extraKeys;
  plan.protoProps = protoProps;
  plan.typedArray = typedArray;
  return undefined;
}

function newPlan() {
  return {
    constructor: null,
    tag: '',
    keys: undefined,
    base: '',
    braces: undefined,
    formatter: emptyOutput,
    formatterArg: undefined,
    extrasType: kObjectType,
    extraKeys: undefined,
    protoProps: undefined,
    typedArray: undefined,
  };
}

function formatRaw(ctx, value, recurseTimes, typedArray) {
  // One plan per nesting level, reused by siblings; children sit one level deeper.
  const level = ctx.seen.length;
  let plan = ctx.plans[level];
  if (plan === undefined) {
    plan = newPlan();
    ctx.plans[level] = plan;
  }
  const early = describeObject(ctx, value, recurseTimes, typedArray, plan);
  if (early !== undefined) return early;
  if (recurseTimes > ctx.depth && ctx.depth !== null) return formatTooDeep(ctx, value, plan);

  const next = recurseTimes + 1;
  const indentationLvl = ctx.indentationLvl;
  ctx.seen.push(value);
  ctx.currentDepth = next;
  let output;
  activeNesting++;
  try {
    if (activeNesting > kMaxNesting) throw new RangeError('Maximum call stack size exceeded');
    output = plan.formatter(ctx, value, next, plan.formatterArg);
    if (plan.extraKeys !== undefined) appendExtraProperties(ctx, value, next, plan, output);
    const keys = plan.keys;
    for (let i = 0; i < keys.length; i++) {
      output.push(formatProperty(ctx, value, next, keys[i], plan.extrasType));
    }
    if (plan.protoProps !== undefined) appendAll(output, plan.protoProps);
  } catch (err) {
    if (!isStackOverflowError(err)) throw err;
    return formatInterrupted(ctx, value, plan, indentationLvl);
  } finally {
    activeNesting--;
  }
  return finishObject(ctx, value, next, plan, output);
}

function formatTooDeep(ctx, value, plan) {
  let name = getCtxStyle(value, plan.constructor, plan.tag).slice(0, -1);
  if (plan.constructor !== null) name = `[${name}]`;
  return ctx.stylize(name, 'special');
}

function appendAll(target, items) {
  for (let i = 0; i < items.length; i++) target.push(items[i]);
}

function appendExtraProperties(ctx, value, recurseTimes, plan, output) {
  const extraKeys = plan.extraKeys;
  for (let i = 0; i < extraKeys.length; i++) {
    let str;
    try {
      str = formatExtraProperty(ctx, value, recurseTimes, extraKeys[i], plan.typedArray);
    } catch {
      // A detached or foreign view can throw on its own getters; ask its buffer instead.
      const tmp = { [extraKeys[i]]: value.buffer[extraKeys[i]] };
      str = formatExtraProperty(ctx, tmp, recurseTimes, extraKeys[i], plan.typedArray);
    }
    output.push(str);
  }
}

function formatInterrupted(ctx, value, plan, indentationLvl) {
  const name = getCtxStyle(value, plan.constructor, plan.tag).slice(0, -1);
  ctx.seen.pop();
  ctx.indentationLvl = indentationLvl;
  return ctx.stylize(
    `[${name}: Inspection interrupted prematurely. Maximum call stack size exceeded.]`,
    'special');
}

// Everything after the entries are formatted: circular marker, sorting, layout and the
// output budget. `recurseTimes` is the children's level.
function finishObject(ctx, value, recurseTimes, plan, output) {
  let base = plan.base;
  const braces = plan.braces;
  const keys = plan.keys;
  const extrasType = plan.extrasType;
  if (ctx.circular !== undefined) {
    const index = ctx.circular.get(value);
    if (index !== undefined) {
      const reference = ctx.stylize(`<ref *${index}>`, 'special');
      if (ctx.compact !== true) {
        base = base === '' ? reference : `${reference} ${base}`;
      } else {
        braces[0] = `${reference} ${braces[0]}`;
      }
    }
  }
  ctx.seen.pop();

  if (ctx.sorted) {
    const comparator = ctx.sorted === true ? undefined : ctx.sorted;
    if (extrasType === kObjectType) {
      output.sort(comparator);
    } else if (keys.length > 1) {
      // Only the named properties are sorted; elements keep their order.
      const tail = output.slice(output.length - keys.length).sort(comparator);
      output.splice(output.length - keys.length, keys.length, ...tail);
    }
  }

  const res = reduceToSingleString(ctx, output, base, braces, extrasType, recurseTimes, value);
  // Cap the total amount of output per indentation level (about 128 MiB). Past that, switch
  // to the shallowest possible inspection so huge graphs still finish.
  const budget = (ctx.budget[ctx.indentationLvl] || 0) + res.length;
  ctx.budget[ctx.indentationLvl] = budget;
  if (budget > 2 ** 27) ctx.depth = -1;
  return res;
}

function isStackOverflowError(err) {
  if (err === null || typeof err !== 'object') return false;
  let message;
  try {
    if (!(err instanceof RangeError)) return false;
    message = err.message;
  } catch {
    return false;
  }
  return typeof message === 'string' &&
    (message.indexOf('call stack') !== -1 || message.indexOf('recursion') !== -1);
}

let URLClass;
function isURL(value) {
  // `href` first: touching the URL global may load the whole URL module.
  if (typeof value.href !== 'string') return false;
  if (URLClass === undefined) {
    URLClass = typeof globalThis.URL === 'function' ? globalThis.URL : null;
  }
  return URLClass !== null && isInstanceof(value, URLClass);
}

function getIteratorBraces(type, tag) {
  if (tag !== `${type} Iterator`) {
    if (tag !== '') tag += '] [';
    tag += `${type} Iterator`;
  }
  return [`[${tag}] {`, '}'];
}

function getBoxedBase(value, ctx, keys, constructor, tag, kind) {
  let primitive;
  let type;
  switch (kind) {
    case K_NUMBER:
      primitive = NumberPrototypeValueOf.call(value);
      type = 'Number';
      break;
    case K_STRING:
      primitive = StringPrototypeValueOf.call(value);
      type = 'String';
      // The character indices are noise next to the quoted string itself.
      keys.splice(0, primitive.length);
      break;
    case K_BOOLEAN:
      primitive = BooleanPrototypeValueOf.call(value);
      type = 'Boolean';
      break;
    case K_BIGINT:
      primitive = BigIntPrototypeValueOf.call(value);
      type = 'BigInt';
      break;
    default:
      primitive = SymbolPrototypeValueOf.call(value);
      type = 'Symbol';
  }
  let base = `[${type}`;
  if (type !== constructor) {
    base += constructor === null ? ' (null prototype)' : ` (${constructor})`;
  }
  base += `: ${formatPrimitive(stylizeNoColor, primitive, ctx)}]`;
  if (tag !== '' && tag !== constructor) base += ` [${tag}]`;
  if (keys.length !== 0 || ctx.stylize === stylizeNoColor) return base;
  return ctx.stylize(base, type.toLowerCase());
}

function getClassBase(value, constructor, tag) {
  const name = (hasOwn(value, 'name') && value.name) || '(anonymous)';
  let base = `class ${name}`;
  if (constructor !== 'Function' && constructor !== null) base += ` [${constructor}]`;
  if (tag !== '' && constructor !== tag) base += ` [${tag}]`;
  if (constructor !== null) {
    const superName = ObjectGetPrototypeOf(value).name;
    if (superName) base += ` extends ${superName}`;
  } else {
    base += ' extends [null prototype]';
  }
  return `[${base}]`;
}

const classHeadRegExp = /^(\s+[^(]*?)\s*\{/;
const sourceCommentsRegExp = /(\/\/.*?\n)|(\/\*(.|\n)*?\*\/)/g;

// Builtin constructors that are not reachable as globals.
const hiddenBuiltinConstructors = new Set([
  ObjectGetPrototypeOf(Uint8Array),
  ObjectGetPrototypeOf(function* () {}).constructor,
  ObjectGetPrototypeOf(async function () {}).constructor,
  ObjectGetPrototypeOf(async function* () {}).constructor,
]);

// Boa keeps no source text for class constructors: Function.prototype.toString gives
// `function A() { [native code] }` for them, just as for builtins. A class still stands out
// by its read-only `prototype` (plain and generator functions have a writable one, arrows and
// methods none) once builtin constructors are ruled out.
function isSourcelessClass(fn, source) {
  if (!source.endsWith('{ [native code] }')) return false;
  const desc = ObjectGetOwnPropertyDescriptor(fn, 'prototype');
  if (desc === undefined || desc.writable !== false || hiddenBuiltinConstructors.has(fn)) {
    return false;
  }
  return !isLanguageConstructor(fn);
}

// The constructors the language provides are V8's functions; Node's own globals (URL, Blob,
// TextEncoder...) are classes, and so are their js-lib counterparts.
const languageGlobals = new Set([
  ...builtInObjects, 'SharedArrayBuffer', 'DisposableStack', 'AsyncDisposableStack',
  'SuppressedError',
]);
const languageNamespaces = ['Intl', 'Temporal', 'WebAssembly'];

let namespaceMemberNames;

// By name, so that another realm's constructors (vm) count too.
function isLanguageConstructor(fn) {
  const name = fn.name;
  if (typeof name === 'string' && name !== '') {
    if (languageGlobals.has(name)) return true;
    if (namespaceMemberNames === undefined) {
      namespaceMemberNames = new Set();
      for (let i = 0; i < languageNamespaces.length; i++) {
        let ns;
        try {
          ns = globalThis[languageNamespaces[i]];
        } catch {
          continue;
        }
        if (ns === null || typeof ns !== 'object') continue;
        const keys = ObjectGetOwnPropertyNames(ns);
        for (let j = 0; j < keys.length; j++) namespaceMemberNames.add(keys[j]);
      }
    }
    if (namespaceMemberNames.has(name)) return true;
  }
  // A builtin whose `name` was redefined is no longer found under it.
  for (const global of languageGlobals) {
    const desc = ObjectGetOwnPropertyDescriptor(globalThis, global);
    if (desc !== undefined && desc.value === fn) return true;
  }
  return false;
}

function isClassSource(source) {
  if (!source.startsWith('class') || source[source.length - 1] !== '}') return false;
  const rest = source.slice(5, -1);
  const brace = rest.indexOf('{');
  if (brace === -1) return false;
  // `class X extends (a, b) {` has a parenthesis in its head; strip comments and look again.
  return rest.slice(0, brace).indexOf('(') === -1 ||
    classHeadRegExp.test(rest.replace(sourceCommentsRegExp, ''));
}

function getFunctionBase(ctx, value, constructor, tag) {
  let source;
  try {
    source = FunctionPrototypeToString.call(value);
  } catch {
    source = '';
  }
  if (isClassSource(source) || isSourcelessClass(value, source)) {
    return getClassBase(value, constructor, tag);
  }
  let type = 'Function';
  if (isGeneratorFunction(value)) type = `Generator${type}`;
  if (isAsyncFunction(value)) type = `Async${type}`;
  let base = `[${type}`;
  if (constructor === null) base += ' (null prototype)';
  const name = value.name;
  if (name === '') {
    base += ' (anonymous)';
  } else {
    base += `: ${typeof name === 'string' ? name : formatValue(ctx, name)}`;
  }
  base += ']';
  if (constructor !== type && constructor !== null) base += ` ${constructor}`;
  if (tag !== '' && constructor !== tag) base += ` [${tag}]`;
  return base;
}

// ---------------------------------------------------------------------------------------------
// Errors

// Boa's own `stack` holds only the frames, while V8's (and so Node's) starts with a
// `Name: message` header. Find out once whether this engine (plus whatever the runtime adds)
// writes the header; if not, error stacks that begin with a frame get one supplied.
let engineStackHasHeader;
function stackNeedsHeader(stack) {
  if (engineStackHasHeader === undefined) {
    let probe;
    try {
      probe = new Error('probe').stack;
    } catch {
      // Treat an unreadable stack like a headerless one.
    }
    engineStackHasHeader = typeof probe === 'string' && probe.startsWith('Error: probe');
  }
  return !engineStackHasHeader && stack.startsWith('    at ');
}

// Read with a computed key: Boa 0.22's inline cache for `error.stack` goes stale once a
// lazy `stack` getter has turned itself into an own data property on some error, and would
// then keep answering with the getter's text for errors whose stack was reassigned.
const kStackKey = 'stack';

function getStackString(ctx, error) {
  let stack;
  try {
    stack = error[kStackKey];
  } catch {
    // A throwing `stack` getter counts as no stack.
  }
  if (stack) {
    if (typeof stack === 'string') {
      if (stackNeedsHeader(stack)) {
        const frames = stack.endsWith('\n') ? stack.slice(0, -1) : stack;
        return `${ErrorPrototypeToString.call(error)}\n${frames}`;
      }
      return stack;
    }
    ctx.seen.push(error);
    ctx.indentationLvl += 4;
    const result = formatValue(ctx, stack);
    ctx.indentationLvl -= 4;
    ctx.seen.pop();
    return `${ErrorPrototypeToString.call(error)}\n    ${result}`;
  }
  return ErrorPrototypeToString.call(error);
}

// Finds the first run of more than three frames of `a` that also appear consecutively in
// `b`: [length, startInA], or [0, 0].
function identicalSequenceRange(a, b) {
  for (let i = 0; i < a.length - 3; i++) {
    const pos = b.indexOf(a[i]);
    if (pos === -1) continue;
    const rest = b.length - pos;
    if (rest <= 3) continue;
    const limit = MathMin(a.length - i, rest);
    let len = 1;
    while (len < limit && a[i + len] === b[pos + len]) len++;
    if (len > 3) return [len, i];
  }
  return [0, 0];
}

// Looks for blocks of frames that repeat back to back (deep recursion). Returns a flat list
// of [offset of the first repetition, block length, number of repetitions] triples.
function findRepeatedFrameBlocks(frames) {
  const result = [];
  const positions = new Map();
  for (let i = 0; i < frames.length; i++) {
    const list = positions.get(frames[i]);
    if (list === undefined) positions.set(frames[i], [i]);
    else list.push(i);
  }
  const minRun = 3;
  if (frames.length - positions.size <= minRun) return result;

  for (let i = 0; i < frames.length - minRun; i++) {
    const list = positions.get(frames[i]);
    if (list.length === 1 || list[list.length - 1] === i) continue;
    const after = list.indexOf(i) + 1;
    if (after === list.length) continue;

    // Candidate block length: the distance to the next occurrence, or, with several later
    // occurrences, the gcd of all distances, keeping the intermediate values as fallbacks.
    let period = list[list.length - 1] - i;
    if (period < minRun) continue;
    let fallbacks;
    if (after + 1 < list.length) {
      let acc = 0;
      for (let j = after; j < list.length; j++) {
        const distance = list[j] - i;
        if (acc !== 0) {
          const candidates = gcdChain(acc, distance);
          for (let c = 0; c < candidates.length - 1; c++) {
            if (fallbacks === undefined) fallbacks = new Set();
            fallbacks.add(candidates[c]);
          }
          acc = candidates[candidates.length - 1];
        } else {
          acc = distance;
        }
        if (acc === 1) break;
      }
      period = acc;
      if (fallbacks !== undefined) {
        fallbacks.delete(period);
        fallbacks = [...fallbacks];
      }
    }

    let bestPeriod = period;
    let bestCount = 0;
    let count = 0;
    for (let next = i + period; ; next += period) {
      let same = 0;
      while (same < period && frames[i + same] === frames[next + same]) same++;
      if (same !== period) {
        if (fallbacks === undefined || fallbacks.length === 0) break;
        if (count !== 0 && bestPeriod * bestCount < period * count) {
          bestPeriod = period;
          bestCount = count;
        }
        period = fallbacks.pop();
        next = i;
        count = 0;
        continue;
      }
      count++;
    }
    if (bestCount !== 0 && bestPeriod * bestCount >= period * count) {
      period = bestPeriod;
      count = bestCount;
    }
    if (count * period >= 3) {
      result.push(i + period, period, count);
      i += period * (count + 1) - 1;
    }
  }
  return result;
}

// Euclid's algorithm on (a, b), recording each divisor it steps through; the last entry is
// gcd(a, b). The intermediate ones are used as alternative block lengths.
function gcdChain(a, b) {
  const chain = [];
  let x = a;
  let y = b;
  while (y !== 0) {
    const r = x % y;
    chain.push(x);
    x = y;
    y = r;
  }
  chain.push(x);
  return chain;
}

function getStackFrames(ctx, err, stack) {
  const frames = stack.split('\n');
  let cause;
  try {
    cause = err.cause;
  } catch {
    // A throwing `cause` getter is ignored.
  }
  // Frames shared with the cause's stack are replaced by a one-line note.
  if (cause != null && isError(cause)) {
    const causeStack = getStackString(ctx, cause);
    const causeStart = causeStack.indexOf('\n    at');
    if (causeStart !== -1) {
      const causeFrames = causeStack.slice(causeStart + 1).split('\n');
      const range = identicalSequenceRange(frames, causeFrames);
      const len = range[0];
      if (len > 0) {
        const skipped = len - 2;
        const msg = `    ... ${skipped} lines matching cause stack trace ...`;
        frames.splice(range[1] + 1, skipped, ctx.stylize(msg, 'undefined'));
      }
    }
  }
  // Collapse blocks repeated by recursion.
  if (frames.length > 10) {
    const ranges = findRepeatedFrameBlocks(frames);
    for (let i = ranges.length - 3; i >= 0; i -= 3) {
      const offset = ranges[i];
      const length = ranges[i + 1];
      const times = ranges[i + 2];
      const msg = `    ... collapsed ${length * times} duplicate lines matching above ` +
        (times > 1 ? `${length} lines ${times} times...` : 'lines ...');
      frames.splice(offset, length * times, ctx.stylize(msg, 'undefined'));
    }
  }
  return frames;
}

function isError(value) {
  return isNativeError(value) || FunctionPrototypeSymbolHasInstance.call(Error, value);
}

const nullProtoErrorHead = /^([A-Z][a-z_ A-Z0-9\[\]()-]+)(?::|\n {4}at)/;
const nullProtoErrorOnly = /^([a-z_A-Z0-9-]*Error)$/;

// Makes the first line agree with the error's real class when name/prototype were changed.
function improveStack(stack, constructor, name, tag) {
  // `len` stays undefined for a non-string name, which makes the slices below no-ops.
  let len = name.length;
  let nameText = name;
  if (typeof name !== 'string') {
    nameText = `${name}`;
    stack = stack.replace(nameText,
                          `${nameText} [${getPrefix(constructor, tag, 'Error').slice(0, -1)}]`);
  }
  if (constructor === null ||
      (nameText.endsWith('Error') && stack.startsWith(nameText) &&
       (stack.length === len || stack[len] === ':' || stack[len] === '\n'))) {
    let fallback = 'Error';
    if (constructor === null) {
      const match = nullProtoErrorHead.exec(stack) || nullProtoErrorOnly.exec(stack);
      fallback = (match && match[1]) || '';
      len = fallback.length;
      fallback = fallback || 'Error';
    }
    const prefix = getPrefix(constructor, tag, fallback).slice(0, -1);
    if (name !== prefix) {
      if (prefix.includes(nameText)) {
        stack = len === 0 ? `${prefix}: ${stack}` : `${prefix}${stack.slice(len)}`;
      } else {
        stack = `${prefix} [${nameText}]${stack.slice(len)}`;
      }
    }
  }
  return stack;
}

const coreFrameRegExp = /^ {4}at (?:[^/\\(]+ \(|)node:(.+):\d+:\d+\)?$/;

function markNodeModules(ctx, line) {
  let out = '';
  let last = 0;
  let from = 0;
  for (;;) {
    const at = line.indexOf('node_modules', from);
    if (at === -1) break;
    const before = line[at - 1];
    const after = line[at + 12];
    if ((after !== '/' && after !== '\\') || (before !== '/' && before !== '\\')) {
      from = at + 1;
      continue;
    }
    const nameStart = at + 13;
    out += line.slice(last, nameStart);
    let nameEnd = line.indexOf(before, nameStart);
    if (nameEnd === -1) {
      nameEnd = line.length;
    } else if (line[nameStart] === '@') {
      // Scoped package: @scope/name
      nameEnd = line.indexOf(before, nameEnd + 1);
      if (nameEnd === -1) nameEnd = line.length;
    }
    out += ctx.stylize(line.slice(nameStart, nameEnd), 'module');
    last = nameEnd;
    from = nameEnd;
  }
  return last === 0 ? line : out + line.slice(last);
}

function markCwd(ctx, line, cwd) {
  let at = line.indexOf(cwd);
  if (at === -1) return line;
  let cwdLength = cwd.length;
  if (line.slice(at - 7, at) === 'file://') {
    cwdLength += 7;
    at -= 7;
  }
  const start = line[at - 1] === '(' ? at - 1 : at;
  const end = start !== at && line.endsWith(')') ? -1 : line.length;
  const cwdEnd = at + cwdLength + 1;
  let out = line.slice(0, start) + ctx.stylize(line.slice(start, cwdEnd), 'undefined') +
    line.slice(cwdEnd, end);
  if (end === -1) out += ctx.stylize(')', 'undefined');
  return out;
}

function fileUrlOf(path) {
  let encoded = '';
  for (let i = 0; i < path.length; i++) {
    const ch = path[i];
    if (ch === '%' || ch === ' ' || ch === '#' || ch === '?' || ch === '\n' || ch === '\r' ||
        ch === '\t') {
      encoded += `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
    } else {
      encoded += ch;
    }
  }
  return `file://${encoded}`;
}

function formatError(err, constructor, tag, ctx, keys) {
  let stack;
  try {
    stack = getStackString(ctx, err);
  } catch {
    return ObjectPrototypeToString.call(err);
  }
  let message;
  let name;
  let messageThrew = false;
  let nameThrew = false;
  try {
    message = err.message;
  } catch {
    messageThrew = true;
  }
  try {
    name = err.name;
  } catch {
    nameThrew = true;
  }

  if (!ctx.showHidden && keys.length !== 0) {
    removeKey(keys, 'stack');
    // `message` and `name` are only hidden when the stack already shows them.
    if (!messageThrew && keys.includes('message') &&
        (typeof message !== 'string' || stack.includes(message))) {
      removeKey(keys, 'message');
    }
    if (!nameThrew && keys.includes('name') &&
        (typeof name !== 'string' || stack.includes(name))) {
      removeKey(keys, 'name');
    }
  }
  if (ctx.showHidden) listStackFirst(err, keys);
  if (name === undefined || name === null) name = 'Error';

  if (hasOwn(err, 'cause') && (keys.length === 0 || !keys.includes('cause'))) keys.push('cause');
  try {
    const errors = err.errors;
    if (ArrayIsArray(errors) && hasOwn(err, 'errors') &&
        (keys.length === 0 || !keys.includes('errors'))) {
      keys.push('errors');
    }
  } catch {
    // A throwing `errors` getter is ignored.
  }

  try {
    stack = improveStack(stack, constructor, name, tag);
  } catch {
    // A name that cannot become a string (a Symbol): leave the stack as it is.
  }

  // Frames start after the message, which may itself contain "\n    at".
  let pos = (message && stack.indexOf(message)) || -1;
  if (pos !== -1) pos += message.length;
  const framesStart = stack.indexOf('\n    at', pos);
  if (framesStart === -1) {
    stack = `[${stack}]`;
  } else {
    let head = stack.slice(0, framesStart);
    const lines = getStackFrames(ctx, err, stack.slice(framesStart + 1));
    if (ctx.colors) {
      let cwd;
      try {
        cwd = process.cwd();
      } catch {
        // No working directory: nothing to highlight.
      }
      let cwdUrl;
      for (let i = 0; i < lines.length; i++) {
        let line = lines[i];
        const core = coreFrameRegExp.exec(line);
        // Only frames of modules that exist are greyed: `node:internal/foo` in a made-up
        // stack is left as it is.
        if (core !== null && require('internal/bootstrap/realm').builtinExists(core[1])) {
          head += `\n${ctx.stylize(line, 'undefined')}`;
          continue;
        }
        line = markNodeModules(ctx, line);
        if (cwd !== undefined) {
          let marked = markCwd(ctx, line, cwd);
          if (marked === line) {
            if (cwdUrl === undefined) cwdUrl = fileUrlOf(cwd);
            marked = markCwd(ctx, line, cwdUrl);
          }
          line = marked;
        }
        head += `\n${line}`;
      }
    } else {
      head += `\n${lines.join('\n')}`;
    }
    stack = head;
  }
  if (ctx.indentationLvl !== 0) {
    stack = stack.replaceAll('\n', `\n${' '.repeat(ctx.indentationLvl)}`);
  }
  return stack;
}

// V8 makes an own `stack` accessor with each error, so it is its first own key and an
// assignment goes through its setter. Here the accessor is inherited from Error.prototype
// (internal/errors_stack) and an assigned stack becomes an own data property, so showHidden
// lists the key first and describes it as V8's accessor.
function listStackFirst(err, keys) {
  const index = keys.indexOf('stack');
  if (index === 0) return;
  if (index !== -1) {
    keys.splice(index, 1);
  } else if (errorStackDescriptor(err, undefined) === undefined) {
    return;
  }
  keys.unshift('stack');
}

function errorStackDescriptor(err, own) {
  if (!isNativeError(err)) return own;
  if (own !== undefined) {
    // Only an assigned stack looks like this; `defineProperty` data is left as it is.
    if (own.writable !== true || own.configurable !== true || own.enumerable !== false) return own;
    const stack = own.value;
    return { get() { return stack; }, set: noopSetter, enumerable: false, configurable: true };
  }
  let proto = ObjectGetPrototypeOf(err);
  while (proto !== null) {
    const desc = ObjectGetOwnPropertyDescriptor(proto, 'stack');
    if (desc !== undefined) return desc.get !== undefined ? desc : undefined;
    proto = ObjectGetPrototypeOf(proto);
  }
  return undefined;
}

function noopSetter(value) {}

function removeKey(keys, key) {
  const index = keys.indexOf(key);
  if (index !== -1) keys.splice(index, 1);
}

// ---------------------------------------------------------------------------------------------
// Collections

function remainingText(remaining) {
  return `... ${remaining} more item${remaining > 1 ? 's' : ''}`;
}

function formatArray(ctx, value, recurseTimes) {
  const length = value.length;
  const shown = MathMin(MathMax(0, ctx.maxArrayLength), length);
  const output = [];
  for (let i = 0; i < shown; i++) {
    const desc = ObjectGetOwnPropertyDescriptor(value, i);
    if (desc === undefined) return formatSparseArray(ctx, value, recurseTimes, shown, output, i);
    const element = desc.value;
    if (element !== undefined) {
      // Same as formatProperty for a data element, minus a call per element.
      ctx.indentationLvl += 2;
      output.push(formatValue(ctx, element, recurseTimes));
      ctx.indentationLvl -= 2;
    } else {
      output.push(formatProperty(ctx, value, recurseTimes, i, kArrayType, desc));
    }
  }
  if (length > shown) output.push(remainingText(length - shown));
  return output;
}

// Holes are shown as "<n empty items>"; each run of holes counts as one output entry.
function formatSparseArray(ctx, value, recurseTimes, maxLength, output, i) {
  const keys = ObjectKeys(value);
  let index = i;
  for (; i < keys.length && output.length < maxLength; i++) {
    const key = keys[i];
    const n = +key;
    if (n > 2 ** 32 - 2) break;
    if (`${index}` !== key) {
      if (!isIndexKey(key)) break;
      const holes = n - index;
      output.push(ctx.stylize(`<${holes} empty item${holes > 1 ? 's' : ''}>`, 'undefined'));
      index = n;
      if (output.length === maxLength) break;
    }
    output.push(formatProperty(ctx, value, recurseTimes, key, kArrayType));
    index++;
  }
  const remaining = value.length - index;
  if (output.length !== maxLength) {
    if (remaining > 0) {
      output.push(ctx.stylize(`<${remaining} empty item${remaining > 1 ? 's' : ''}>`,
                              'undefined'));
    }
  } else if (remaining > 0) {
    output.push(remainingText(remaining));
  }
  return output;
}

function formatTypedArray(ctx, value, recurseTimes, length) {
  const shown = MathMin(MathMax(0, ctx.maxArrayLength), length);
  const output = new Array(shown);
  // A null-prototype array is listed from a rebuilt copy, whose length is the real one.
  const visibleLength = ObjectGetPrototypeOf(value) === null ? length : value.length;
  if (shown > 0) {
    const numeric = visibleLength > 0 && typeof value[0] === 'number';
    const fn = ctx.stylize;
    const sep = ctx.numericSeparator;
    for (let i = 0; i < shown; i++) {
      output[i] = numeric ? formatNumber(fn, value[i], sep) : formatBigInt(fn, value[i], sep);
    }
  }
  const remaining = visibleLength - shown;
  if (remaining > 0) output.push(remainingText(remaining));
  return output;
}

const hexDigits = '0123456789abcdef';

function formatArrayBuffer(ctx, value) {
  let bytes;
  try {
    bytes = new Uint8Array(value);
  } catch {
    return [ctx.stylize('(detached)', 'special')];
  }
  // Node slices the bytes natively: the end is truncated to an integer (NaN to 0) and a
  // negative one (a negative maxArrayLength) is rejected as out of range, unless there are
  // no bytes at all, which the slice answers before it looks at its bounds.
  let shown = MathTrunc(MathMin(ctx.maxArrayLength, bytes.length));
  if (shown !== shown) shown = 0;
  if (shown < 0 && bytes.length !== 0) {
    const err = new RangeError('Index out of range');
    err.code = 'ERR_OUT_OF_RANGE';
    throw err;
  }
  let str = '';
  for (let i = 0; i < shown; i++) {
    const b = bytes[i];
    if (i !== 0) str += ' ';
    str += hexDigits[b >> 4] + hexDigits[b & 15];
  }
  const remaining = bytes.length - ctx.maxArrayLength;
  if (remaining > 0) str += ` ... ${remaining} more byte${remaining > 1 ? 's' : ''}`;
  return [`${ctx.stylize('[Uint8Contents]', 'special')}: <${str}>`];
}

function formatSet(ctx, value, recurseTimes, hasConstructor) {
  const output = [];
  ctx.indentationLvl += 2;
  if (hasConstructor) {
    const length = value.size;
    const shown = MathMin(MathMax(0, ctx.maxArrayLength), length);
    let i = 0;
    for (const v of value) {
      if (i >= shown) break;
      output.push(formatValue(ctx, v, recurseTimes));
      i++;
    }
    if (length > shown) output.push(remainingText(length - shown));
  } else {
    // A null-prototype Set has no `size` to limit by; every entry is shown.
    for (const v of SetPrototypeValues.call(value)) output.push(formatValue(ctx, v, recurseTimes));
  }
  ctx.indentationLvl -= 2;
  return output;
}

function formatMap(ctx, value, recurseTimes, hasConstructor) {
  const output = [];
  ctx.indentationLvl += 2;
  if (hasConstructor) {
    const length = value.size;
    const shown = MathMin(MathMax(0, ctx.maxArrayLength), length);
    let i = 0;
    for (const entry of value) {
      if (i >= shown) break;
      output.push(`${formatValue(ctx, entry[0], recurseTimes)} => ` +
                  formatValue(ctx, entry[1], recurseTimes));
      i++;
    }
    if (length > shown) output.push(remainingText(length - shown));
  } else {
    for (const entry of MapPrototypeEntries.call(value)) {
      output.push(`${formatValue(ctx, entry[0], recurseTimes)} => ` +
                  formatValue(ctx, entry[1], recurseTimes));
    }
  }
  ctx.indentationLvl -= 2;
  return output;
}

function formatSetIterInner(ctx, recurseTimes, entries, state) {
  const shown = MathMin(MathMax(ctx.maxArrayLength, 0), entries.length);
  const output = new Array(shown);
  ctx.indentationLvl += 2;
  for (let i = 0; i < shown; i++) output[i] = formatValue(ctx, entries[i], recurseTimes);
  ctx.indentationLvl -= 2;
  // Weak collections have no stable order; sort for reproducible output.
  if (state === kWeak && !ctx.sorted) output.sort();
  const remaining = entries.length - shown;
  if (remaining > 0) output.push(remainingText(remaining));
  return output;
}

function formatMapIterInner(ctx, recurseTimes, entries, state) {
  const limit = MathMax(ctx.maxArrayLength, 0);
  const pairs = entries.length / 2;
  const remaining = pairs - limit;
  const shown = MathMin(limit, pairs);
  const output = new Array(shown);
  ctx.indentationLvl += 2;
  if (state === kWeak) {
    for (let i = 0; i < shown; i++) {
      output[i] = `${formatValue(ctx, entries[2 * i], recurseTimes)} => ` +
        formatValue(ctx, entries[2 * i + 1], recurseTimes);
    }
    if (!ctx.sorted) output.sort();
  } else {
    for (let i = 0; i < shown; i++) {
      const pair = [
        formatValue(ctx, entries[2 * i], recurseTimes),
        formatValue(ctx, entries[2 * i + 1], recurseTimes),
      ];
      output[i] = reduceToSingleString(ctx, pair, '', ['[', ']'], kArrayExtrasType, recurseTimes);
    }
  }
  ctx.indentationLvl -= 2;
  if (remaining > 0) output.push(remainingText(remaining));
  return output;
}

function formatWeakCollection(ctx) {
  return [ctx.stylize('<items unknown>', 'special')];
}

function previewWeak(value) {
  if (previewEntries === undefined) return undefined;
  try {
    const entries = previewEntries(value);
    return ArrayIsArray(entries) ? entries : undefined;
  } catch {
    return undefined;
  }
}

function formatWeakSet(ctx, value, recurseTimes) {
  const entries = previewWeak(value);
  if (entries === undefined) return formatWeakCollection(ctx);
  return formatSetIterInner(ctx, recurseTimes, entries, kWeak);
}

function formatWeakMap(ctx, value, recurseTimes) {
  const entries = previewWeak(value);
  if (entries === undefined) return formatWeakCollection(ctx);
  return formatMapIterInner(ctx, recurseTimes, entries, kWeak);
}

// Map and Set iterators are previewed natively (without being advanced). The binding may
// answer `[entries, isKeyValue]` (when asked with `true`, as Node's does) or just the flat
// entries.
function formatIterator(ctx, value, recurseTimes, braces) {
  let entries;
  let isKeyValue = false;
  if (previewEntries !== undefined) {
    let preview;
    try {
      preview = previewEntries(value, true);
    } catch {
      preview = undefined;
    }
    if (ArrayIsArray(preview)) {
      if (preview.length === 2 && ArrayIsArray(preview[0]) && typeof preview[1] === 'boolean') {
        entries = preview[0];
        isKeyValue = preview[1];
      } else {
        entries = preview;
      }
    }
  }
  if (entries === undefined) return [ctx.stylize('<items unknown>', 'special')];
  if (isKeyValue) {
    if (braces[0].endsWith(' Iterator] {')) braces[0] = `${braces[0].slice(0, -12)} Entries] {`;
    return formatMapIterInner(ctx, recurseTimes, entries, kMapEntries);
  }
  return formatSetIterInner(ctx, recurseTimes, entries, kIterator);
}

function formatPromise(ctx, value, recurseTimes) {
  const details = getPromiseDetails(value);
  if (details === undefined || details[0] === kPending) {
    return [ctx.stylize('<pending>', 'special')];
  }
  ctx.indentationLvl += 2;
  const str = formatValue(ctx, details[1], recurseTimes);
  ctx.indentationLvl -= 2;
  return [details[0] === kRejected ? `${ctx.stylize('<rejected>', 'special')} ${str}` : str];
}

function formatNamespaceObject(ctx, value, recurseTimes, keys) {
  const output = new Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    try {
      output[i] = formatProperty(ctx, value, recurseTimes, keys[i], kObjectType);
    } catch {
      // A binding in its temporal dead zone: format a placeholder of the same shape and
      // swap in the marker.
      const tmp = { [keys[i]]: '' };
      const str = formatProperty(ctx, tmp, recurseTimes, keys[i], kObjectType);
      output[i] = str.slice(0, str.lastIndexOf(' ') + 1) +
        ctx.stylize('<uninitialized>', 'special');
    }
  }
  // Already printed; keep formatRaw from listing them a second time.
  // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
  keys['length'] = 0;
  return output;
}

function formatExtraProperty(ctx, value, recurseTimes, key, typedArray) {
  ctx.indentationLvl += 2;
  const str = formatValue(ctx, value[key], recurseTimes, typedArray);
  ctx.indentationLvl -= 2;
  return `${ctx.stylize(`[${key}]`, 'string')}: ${str}`;
}

// ---------------------------------------------------------------------------------------------
// Properties

function isIdentifierKey(key) {
  const len = key.length;
  if (len === 0) return false;
  let c = key.charCodeAt(0);
  if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95)) return false;
  for (let i = 1; i < len; i++) {
    c = key.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || (c >= 48 && c <= 57))) {
      return false;
    }
  }
  return true;
}

function formatProperty(ctx, value, recurseTimes, key, type, desc, original) {
  if (desc === undefined) {
    desc = ObjectGetOwnPropertyDescriptor(value, key);
    if (key === 'stack') desc = errorStackDescriptor(value, desc);
    // Removed while we were looking (a getter with side effects): show it as undefined.
    if (desc === undefined) desc = { value: undefined, enumerable: true };
  }
  // Error.stackTraceLimit is a data property in V8 (an accessor here: errors_stack).
  if (desc.get !== undefined && key === 'stackTraceLimit' &&
      require('internal/errors_stack').isStackTraceLimitGetter(desc.get)) {
    desc = { value: desc.get.call(value), writable: true, enumerable: desc.enumerable, configurable: true };
  }
  let str;
  let extra = ' ';
  if (desc.value !== undefined) {
    const diff = (ctx.compact !== true || type !== kObjectType) ? 2 : 3;
    ctx.indentationLvl += diff;
    str = formatValue(ctx, desc.value, recurseTimes);
    if (diff === 3 && ctx.breakLength < getStringWidth(str, ctx.colors)) {
      extra = `\n${' '.repeat(ctx.indentationLvl)}`;
    }
    ctx.indentationLvl -= diff;
  } else {
    str = formatAccessor(ctx, desc, original === undefined ? value : original, recurseTimes);
  }
  if (type === kArrayType) return str;
  return `${formatPropertyKey(ctx, key, desc)}:${extra}${str}`;
}

function formatAccessor(ctx, desc, receiver, recurseTimes) {
  const s = ctx.stylize;
  if (desc.get === undefined) {
    return desc.set !== undefined ? s('[Setter]', 'special') : s('undefined', 'undefined');
  }
  const label = desc.set !== undefined ? 'Getter/Setter' : 'Getter';
  const getters = ctx.getters;
  if (!getters || !(getters === true ||
      (getters === 'get' && desc.set === undefined) ||
      (getters === 'set' && desc.set !== undefined))) {
    return s(`[${label}]`, 'special');
  }
  let str;
  ctx.indentationLvl += 2;
  try {
    const result = desc.get.call(receiver);
    if (result === null) {
      str = `${s(`[${label}:`, 'special')} ${s('null', 'null')}${s(']', 'special')}`;
    } else if (typeof result === 'object' || typeof result === 'function') {
      str = `${s(`[${label}]`, 'special')} ${formatValue(ctx, result, recurseTimes)}`;
    } else {
      const primitive = formatPrimitive(s, result, ctx);
      str = `${s(`[${label}:`, 'special')} ${primitive}${s(']', 'special')}`;
    }
  } catch (err) {
    const message = `<Inspection threw (${formatValue(ctx, err, recurseTimes)})>`;
    str = `${s(`[${label}:`, 'special')} ${message}${s(']', 'special')}`;
  }
  ctx.indentationLvl -= 2;
  return str;
}

function formatPropertyKey(ctx, key, desc) {
  let name;
  if (typeof key === 'symbol') {
    name = ctx.stylize(escapeString(SymbolPrototypeToString.call(key), true), 'symbol');
  } else if (isIdentifierKey(key)) {
    name = key === '__proto__' ? "['__proto__']" : ctx.stylize(key, 'name');
  } else {
    name = ctx.stylize(quoteString(key), 'string');
  }
  return desc.enumerable === false ? `[${name}]` : name;
}

// ---------------------------------------------------------------------------------------------
// Layout

const sgrRegExp = /\u001b\[\d\d?m/g;

function removeColors(str) {
  return str.replace(sgrRegExp, '');
}

function isBelowBreakLength(ctx, output, start, base) {
  if (ctx.breakLength === Infinity) {
    // Without a width limit everything goes on one line unless an entry spans lines.
    if (base !== '' && base.includes('\n')) return false;
    for (let i = 0; i < output.length; i++) {
      if (typeof output[i] === 'string' && output[i].includes('\n')) return false;
    }
    return true;
  }
  // Entries are separated by at least ', ' (counted as 1 + output.length overall).
  let total = output.length + start;
  if (total + output.length > ctx.breakLength) return false;
  for (let i = 0; i < output.length; i++) {
    total += ctx.colors ? removeColors(output[i]).length : output[i].length;
    if (total > ctx.breakLength) return false;
  }
  return base === '' || !base.includes('\n');
}

function reduceToSingleString(ctx, output, base, braces, extrasType, recurseTimes, value) {
  if (ctx.compact !== true) {
    if (typeof ctx.compact === 'number' && ctx.compact >= 1) {
      const entries = output.length;
      if (extrasType === kArrayExtrasType && entries > 6) {
        output = groupArrayElements(ctx, output, value);
      }
      // Only the innermost `compact` levels may be put on one line, and only if grouping
      // did not already arrange the entries into rows.
      if (ctx.currentDepth - recurseTimes < ctx.compact && entries === output.length) {
        const start = output.length + ctx.indentationLvl + braces[0].length + base.length + 10;
        if (isBelowBreakLength(ctx, output, start, base)) {
          const joined = output.join(', ');
          if (!joined.includes('\n')) {
            return `${base ? `${base} ` : ''}${braces[0]} ${joined} ${braces[1]}`;
          }
        }
      }
    }
    const indentation = `\n${' '.repeat(ctx.indentationLvl)}`;
    return `${base ? `${base} ` : ''}${braces[0]}${indentation}  ` +
      `${output.join(`,${indentation}  `)}${indentation}${braces[1]}`;
  }
  // compact === true: fill lines as far as breakLength allows.
  if (isBelowBreakLength(ctx, output, 0, base)) {
    return `${braces[0]}${base ? ` ${base}` : ''} ${output.join(', ')} ${braces[1]}`;
  }
  const indentation = ' '.repeat(ctx.indentationLvl);
  // A long opening brace ("Set {") pushes the first entry onto its own line so the entries
  // line up.
  const ln = base === '' && braces[0].length === 1 ?
    ' ' : `${base ? ` ${base}` : ''}\n${indentation}  `;
  return `${braces[0]}${ln}${output.join(`,\n${indentation}  `)} ${braces[1]}`;
}

// Arranges many short array entries into aligned columns, aiming for a roughly square block
// (characters being about 2.5 times as tall as wide). Numbers are right-aligned.
function groupArrayElements(ctx, output, value) {
  let totalLength = 0;
  let maxLength = 0;
  let outputLength = output.length;
  // The "... more items" line does not take part.
  if (ctx.maxArrayLength < output.length) outputLength--;
  const separatorSpace = 2; // ', '
  const dataLen = new Array(outputLength);
  for (let i = 0; i < outputLength; i++) {
    const len = getStringWidth(output[i], ctx.colors);
    dataLen[i] = len;
    totalLength += len + separatorSpace;
    if (maxLength < len) maxLength = len;
  }
  const actualMax = maxLength + separatorSpace;
  // Need room for three columns, and no single entry may dwarf the rest.
  if (actualMax * 3 + ctx.indentationLvl < ctx.breakLength &&
      (totalLength / actualMax > 5 || maxLength <= 6)) {
    const averageBias = MathSqrt(actualMax - totalLength / output.length);
    const biasedMax = MathMax(actualMax - 3 - averageBias, 1);
    const columns = MathMin(
      MathRound(MathSqrt(2.5 * biasedMax * outputLength) / biasedMax),
      MathFloor((ctx.breakLength - ctx.indentationLvl) / actualMax),
      ctx.compact * 4,
      15,
    );
    if (columns <= 1) return output;
    const maxLineLength = [];
    for (let c = 0; c < columns; c++) {
      let lineMax = 0;
      for (let j = c; j < output.length; j += columns) {
        if (dataLen[j] > lineMax) lineMax = dataLen[j];
      }
      maxLineLength.push(lineMax + separatorSpace);
    }
    let padStart = true;
    if (value !== undefined) {
      for (let i = 0; i < output.length; i++) {
        if (typeof value[i] !== 'number' && typeof value[i] !== 'bigint') {
          padStart = false;
          break;
        }
      }
    }
    const grouped = [];
    for (let i = 0; i < outputLength; i += columns) {
      const max = MathMin(i + columns, outputLength);
      let line = '';
      let j = i;
      for (; j < max - 1; j++) {
        // Colour codes take no room on screen; widen the padding by their length.
        const width = maxLineLength[j - i] + output[j].length - dataLen[j];
        line += padStart ? `${output[j]}, `.padStart(width, ' ') :
          `${output[j]}, `.padEnd(width, ' ');
      }
      if (padStart) {
        const width = maxLineLength[j - i] + output[j].length - dataLen[j] - separatorSpace;
        line += output[j].padStart(width, ' ');
      } else {
        line += output[j];
      }
      grouped.push(line);
    }
    if (ctx.maxArrayLength < output.length) grouped.push(output[outputLength]);
    output = grouped;
  }
  return output;
}

// ---------------------------------------------------------------------------------------------
// Display width

// Terminal column widths per code point (East Asian Wide/Fullwidth = 2, combining marks,
// format and control characters = 0, everything else 1), as the ICU data behind Node 26's
// getStringWidth reports them. Encoded as comma-separated ranges of width != 1: a width digit,
// then the base-36 gap since the previous range's end, '.', and the base-36 range length - 1.
const widthTableSource =
  '00.v,02n.w,0gw.33,07n.6,07b.18,01.0,01.1,01.1,01.0,01k.5,0a.a,01.0,01a.k,0g.0,02t.7,' +
  '01.5,02.1,01.3,0x.0,01.0,0u.q,02j.a,01m.8,09.0,0o.3,01.8,01.2,01.4,017.2,01g.1,05.8,' +
  '016.1k,01j.0,01.0,04.7,04.0,03.6,0a.1,0t.0,01m.0,04.3,08.0,0k.1,0q.0,02.1,01l.0,04.1,' +
  '04.1,02.2,03.0,0u.1,03.0,0b.1,01l.0,04.4,01.1,04.0,0k.1,0m.5,01.0,01m.0,02.0,01.3,08.0,' +
  '07.1,0b.1,0u.0,01p.0,0c.0,01e.0,03.0,01j.0,01.2,05.2,01.3,07.1,0b.1,0t.0,01m.0,02.0,' +
  '06.0,05.1,0k.1,0s.1,01l.1,04.3,08.0,0k.1,0t.0,020.0,07.2,01.0,02i.0,02.6,0c.7,02q.0,' +
  '02.8,0b.6,021.1,0r.0,01.0,01.0,01j.d,01.4,01.1,05.a,01.z,09.0,02u.3,01.5,01.1,02.1,0p.1,' +
  '04.2,0g.3,0d.0,02.1,06.0,0f.0,22q.2n,0e5.2,0qa.2,0t.1,0u.1,0u.1,01s.1,01.6,08.0,02.a,' +
  '09.0,019.4,039.1,0y.0,03a.2,04.1,09.0,06.2,063.1,02.0,01m.0,01.6,01.0,01.0,02.7,06.9,' +
  '02.0,01c.19,02.b,0k.3,01c.0,01.4,01.0,05.0,014.8,0c.1,0w.3,02.1,01.2,01k.0,01.1,03.0,' +
  '01.2,01m.7,02.1,048.2,01.c,01.6,04.0,06.0,03.1,05i.1r,0ej.4,0q.4,01d.4,01.9,02o.w,2fd.1,' +
  '2d.1,25a.3,23.0,22.0,2eh.1,2l.1,2q.7,2g.b,217.0,2a.5,23.0,2d.0,28.1,2h.1,25.1,28.0,25.0,' +
  '2l.0,27.1,21.0,24.0,22.0,27.0,24.1,2s.0,2z.0,21.0,24.2,21.0,21p.2,2o.0,2e.0,2nv.1,21f.0,' +
  '24.0,0bd.2,03x.0,02o.v,23k.p,21.2g,2c.5x,2q.26,22.2d,22.2u,25.16,21.2l,21.2d,29.1b,' +
  '21.13,28.mkc,23.1i,0bs.3,01.9,0w.1,028.1,07k.0,03.0,04.0,0p.1,05.0,047.1,0q.h,0d.0,' +
  '012.7,0p.a,2e.s,03.2,01c.0,02.3,02.1,013.0,01v.5,02.1,02.1,0c.0,08.0,01b.0,01f.0,01.2,' +
  '02.1,05.1,01.0,016.1,08.0,06m.0,02.0,04.0,2i.8mb,26l8.e7,0u.0,0kh.f,20.9,06.f,20.y,21.i,' +
  '21.3,043.0,21.2n,23j.6,0i.2,0e9.0,06a.0,045.4,01ae.2,01.1,05.3,014.2,04.0,04l.1,0fx.3,' +
  '01t.4,08t.1,025.5,01y.a,01d.3,03f.0,01i.e,015.0,02.1,0a.2,01d.3,02.1,02.0,04.0,0a.0,' +
  '01e.2,010.4,01.7,01q.0,0c.1,01g.8,0a.3,02.0,02n.2,02.0,01.1,06.0,02.0,04d.0,03.7,0l.1,' +
  '01l.1,03.0,011.6,03.4,01y.5,0d.0,01.0,01.0,0e.1,02d.7,02.2,01.0,0n.0,02c.5,01.0,04.1,' +
  '01.1,06m.3,06.1,01.1,0r.1,02d.7,02.0,01.1,02y.0,01.0,02.5,01.0,02t.0,01.0,02.3,01.4,' +
  '077.8,01.1,074.1,01.0,04.0,040.3,02.1,04.0,0w.9,014.5,02.3,08.0,09.5,02.2,01a.c,01.1,' +
  '05i.0,01.2,01.0,05l.6,01.5,01.0,02a.l,02.6,01.1,01.1,03e.5,03.0,01.1,01.6,01.0,020.1,' +
  '03.0,01.0,09n.1,0b.1,01g.4,05.0,01.0,0n.0,0445.g,06.e,08ug.b,03.2,01xc.4,01n.6,0t4.0,' +
  '01r.3,225.4,2b.6,29.5p1,215.v,22p.36,26pp.3,21.6,21.1,21.82,2f.0,2t.2,22.0,2e.3,28.az,' +
  '01wh.1,01.3,03mk.19,02.m,2ev.1,30.4,02.2,09.f,02.6,0u.3,2d.1,30.3,03l.2,257.2e,29.m,' +
  '01ah.1i,04.1d,08.0,0e.0,0m.4,01.e,011s.6,01.g,02.6,01.1,01.4,02s.0,04g.6,0af.0,01p.3,' +
  '0e4.3,072.1,06r.0,02.0,07.1,05.0,0d6.6,031.6,21bt.0,25m.0,25a.0,22.9,223.s,2d.17,24.8,' +
  '27.1,2e.5,24a.w,2c.8,21.1x,21.l,2c.16,24.4,2c.g,23.0,23.1y,21.0,21.56,22.1q,2d.3,21.n,' +
  '2i.0,2q.1,2d.0,22e.2c,21c.1x,26.0,23.2,22.3,23.3,2b.1,27.8,26b.b,24.0,27v.1a,21.9,21.54,' +
  '234.c,23.a,23.1k,21.0,24.f,22.b,24.9,2zr.1ekd,22.1ekd';

let widthRanges;
function decodeWidthTable() {
  const parts = widthTableSource.split(',');
  widthRanges = new Array(parts.length * 3);
  let next = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const dot = part.indexOf('.');
    const start = next + parseInt(part.slice(1, dot), 36);
    const end = start + parseInt(part.slice(dot + 1), 36);
    widthRanges[3 * i] = start;
    widthRanges[3 * i + 1] = end;
    widthRanges[3 * i + 2] = part.charCodeAt(0) - 48;
    next = end + 1;
  }
}

function codePointWidth(code) {
  if (widthRanges === undefined) decodeWidthTable();
  let lo = 0;
  let hi = widthRanges.length / 3 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (code < widthRanges[3 * mid]) hi = mid - 1;
    else if (code > widthRanges[3 * mid + 1]) lo = mid + 1;
    else return widthRanges[3 * mid + 2];
  }
  return 1;
}

function isZeroWidthCodePoint(code) {
  return codePointWidth(code) === 0;
}

const nonPrintableAscii = /[^\x20-\x7e]/;

// Columns the string occupies on a terminal.
function getStringWidth(str, removeControlChars = true) {
  if (removeControlChars) str = stripVTControlCharacters(str);
  if (!nonPrintableAscii.test(str)) return str.length;
  try {
    str = str.normalize('NFC');
  } catch {
    // Lone surrogates and the like: measure the text as it is.
  }
  let width = 0;
  for (const ch of str) width += codePointWidth(ch.codePointAt(0));
  return width;
}

// ANSI/VT escape sequences: OSC strings (ESC ] ... BEL|ST) and CSI/ESC sequences.
const ansiRegExp = new RegExp(
  '\\u001b\\][\\s\\S]*?(?:\\u0007|\\u001b\\\\|\\u009c)' +
  '|[\\u001b\\u009b][[\\]()#;?]*(?:\\d{1,4}(?:[;:]\\d{0,4})*)?[\\dA-PR-TZcf-nq-uy=><~]',
  'g');

function stripVTControlCharacters(str) {
  if (typeof str !== 'string') throw invalidArgType('str', 'string', str);
  if (str.indexOf('\u001b') === -1 && str.indexOf('\u009b') === -1) return str;
  return str.replace(ansiRegExp, '');
}

// ---------------------------------------------------------------------------------------------
// format

// True when String(value) would produce the generic builtin text, so `%s` should inspect the
// object instead.
function hasBuiltInToString(value) {
  const target = getProxyDetails(value, false);
  if (target !== undefined && target !== value) {
    if (target === null) return true;
    return hasBuiltInToString(target);
  }
  if (target === value) {
    // Opaque proxy: its traps have to answer (a revoked one cannot, so inspect it).
    try {
      return hasBuiltInToStringOf(value);
    } catch {
      return true;
    }
  }
  return hasBuiltInToStringOf(value);
}

function hasBuiltInToStringOf(value) {
  let checkToString = true;
  let checkToPrimitive = true;
  if (typeof value.toString !== 'function') {
    if (typeof value[SymbolToPrimitive] !== 'function') return true;
    if (hasOwn(value, SymbolToPrimitive)) return false;
    checkToString = false;
  } else if (hasOwn(value, 'toString')) {
    return false;
  } else if (typeof value[SymbolToPrimitive] !== 'function') {
    checkToPrimitive = false;
  } else if (hasOwn(value, SymbolToPrimitive)) {
    return false;
  }
  // Find where on the chain the conversion method lives and check that it is a builtin's.
  let holder = value;
  do {
    holder = ObjectGetPrototypeOf(holder);
  } while (!(checkToString && hasOwn(holder, 'toString')) &&
           !(checkToPrimitive && hasOwn(holder, SymbolToPrimitive)));
  const desc = ObjectGetOwnPropertyDescriptor(holder, 'constructor');
  return desc !== undefined && typeof desc.value === 'function' &&
    builtInObjects.has(desc.value.name);
}

let circularJSONMessage;
function firstLine(message) {
  const nl = message.indexOf('\n');
  return nl === -1 ? message : message.slice(0, nl);
}

function tryStringify(arg) {
  try {
    return JSONStringify(arg);
  } catch (err) {
    if (circularJSONMessage === undefined) {
      try {
        const a = {};
        a.a = a;
        JSONStringify(a);
      } catch (circularError) {
        circularJSONMessage = firstLine(circularError.message);
      }
    }
    if (err.name === 'TypeError' && firstLine(err.message) === circularJSONMessage) {
      return '[Circular]';
    }
    throw err;
  }
}

function format(...args) {
  return formatWithOptionsInternal(undefined, args);
}

function formatWithOptions(inspectOptions, ...args) {
  if (inspectOptions === null || typeof inspectOptions !== 'object') {
    throw invalidArgType('inspectOptions', 'Object', inspectOptions);
  }
  return formatWithOptionsInternal(inspectOptions, args);
}

function numericSeparatorOf(options) {
  const v = options === undefined || options === null ? undefined : options.numericSeparator;
  return v === undefined || v === null ? inspectDefaultOptions.numericSeparator : v;
}

function formatWithOptionsInternal(inspectOptions, args) {
  const first = args[0];
  let a = 0;
  let str = '';
  let join = '';

  if (typeof first === 'string') {
    if (args.length === 1) return first;
    let tempStr;
    let lastPos = 0;
    // Jump from one '%' to the next rather than looking at every character.
    for (let i = first.indexOf('%'); i !== -1 && i < first.length - 1;
      i = first.indexOf('%', i + 1)) {
      const next = first.charCodeAt(++i);
      if (a + 1 !== args.length) {
        switch (next) {
          case 115: { // 's'
            const arg = args[++a];
            if (typeof arg === 'number') {
              tempStr = formatNumber(stylizeNoColor, arg, numericSeparatorOf(inspectOptions));
            } else if (typeof arg === 'bigint') {
              tempStr = formatBigInt(stylizeNoColor, arg, numericSeparatorOf(inspectOptions));
            } else if (typeof arg !== 'object' || arg === null || !hasBuiltInToString(arg)) {
              tempStr = String(arg);
            } else {
              tempStr = inspect(arg, { ...inspectOptions, compact: 3, colors: false, depth: 0 });
            }
            break;
          }
          case 106: // 'j'
            tempStr = tryStringify(args[++a]);
            break;
          case 100: { // 'd'
            const arg = args[++a];
            if (typeof arg === 'bigint') {
              tempStr = formatBigInt(stylizeNoColor, arg, numericSeparatorOf(inspectOptions));
            } else if (typeof arg === 'symbol') {
              tempStr = 'NaN';
            } else {
              tempStr = formatNumber(stylizeNoColor, Number(arg),
                                     numericSeparatorOf(inspectOptions));
            }
            break;
          }
          case 79: // 'O'
            tempStr = inspect(args[++a], inspectOptions);
            break;
          case 111: // 'o'
            tempStr = inspect(args[++a], {
              ...inspectOptions,
              showHidden: true,
              showProxy: true,
              depth: 4,
            });
            break;
          case 105: { // 'i'
            const arg = args[++a];
            if (typeof arg === 'bigint') {
              tempStr = formatBigInt(stylizeNoColor, arg, numericSeparatorOf(inspectOptions));
            } else if (typeof arg === 'symbol') {
              tempStr = 'NaN';
            } else {
              tempStr = formatNumber(stylizeNoColor, NumberParseInt(arg),
                                     numericSeparatorOf(inspectOptions));
            }
            break;
          }
          case 102: { // 'f'
            const arg = args[++a];
            tempStr = typeof arg === 'symbol' ? 'NaN' :
              formatNumber(stylizeNoColor, NumberParseFloat(arg),
                           numericSeparatorOf(inspectOptions));
            break;
          }
          case 99: // 'c': CSS is ignored, the argument consumed.
            a += 1;
            tempStr = '';
            break;
          case 37: // '%%'
            str += first.slice(lastPos, i);
            lastPos = i + 1;
            continue;
          default: // Not a placeholder: keep the text as is.
            continue;
        }
        if (lastPos !== i - 1) str += first.slice(lastPos, i - 1);
        str += tempStr;
        lastPos = i + 1;
      } else if (next === 37) {
        str += first.slice(lastPos, i);
        lastPos = i + 1;
      }
    }
    if (lastPos !== 0) {
      a++;
      join = ' ';
      if (lastPos < first.length) str += first.slice(lastPos);
    }
  }

  while (a < args.length) {
    const value = args[a];
    str += join;
    str += typeof value !== 'string' ? inspect(value, inspectOptions) : value;
    join = ' ';
    a++;
  }
  return str;
}

module.exports = {
  identicalSequenceRange,
  inspect,
  inspectDefaultOptions,
  stylizeWithColor,
  format,
  formatWithOptions,
  getStringWidth,
  stripVTControlCharacters,
  isZeroWidthCodePoint,
  customInspectSymbol,
};
