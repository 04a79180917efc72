'use strict';
// buffer: Node's Buffer — a Uint8Array subclass — with its statics (from, alloc, concat,
// compare, byteLength, ...), its prototype methods (toString, write, fill, indexOf,
// the read*/write* number accessors, swap*, inspect, ...) and the module's other exports
// (atob, btoa, isUtf8, isAscii, transcode, constants, kMaxLength, INSPECT_MAX_BYTES).
//
// Every conversion between bytes and strings happens in one native call of
// internalBinding('buffer') (runtime/src/bindings/buffer/); `Buffer.from`,
// `buf.toString`, `buf.subarray/slice` and the `<enc>Slice`/`<enc>Write` methods ARE the
// native functions. This file keeps the argument handling that Node does in JS, with the
// cheap checks first: Boa runs JS far slower than V8, so the hot paths stay short.
// Blob, File and resolveObjectURL come from internal/blob and internal/file on first access.
// Not provided: SlowBuffer (gone in Node 26), pooling
// (small Buffers get their own ArrayBuffer, so `buf.buffer.byteLength === buf.length`).
//
// internalBinding('buffer') (encoding ids: utf8 0, ucs2 1, latin1 2, ascii 3, base64 4,
// base64url 5, hex 6; see internal/buffer):
//   setup(proto, makeError), setSlowPaths(from, alloc, allocUnsafe) — wiring;
//   from, alloc, allocUnsafe — the statics (hand unusual arguments to the slow paths);
//   protoMethods — toString, subarray and the <enc>Slice/<enc>Write methods;
//   createBuffer(size), copyBytes(view, off?, len?), fromArrayLike(obj, len),
//   fromString(str, id), concat(list, len?) (returns the index of a bad element),
//   byteLength(str, id), compare(a, b), compareRange(a, aS, aE, b, bS, bE),
//   copy(src, dst, dstStart, srcStart, count), fill(buf, value, start, end, id)
//   (0 | -1 empty value | -2 out of bounds), indexOf(buf, value, offset, id, forward),
//   swap(buf, size), write(buf, str, off, len, id), slice(view, id, start, end),
//   decodeBytes(source, id), toArray(view), getOwnNonIndexProperties(obj),
//   isUtf8/isAscii(source) (null when detached), transcode(view, from, to) (null on
//   invalid input), atob/btoa(str) (null on invalid characters);
//   decoderWrite(state, view), decoderFlush(state) — string_decoder;
//   encodingName(label, allowReplacement), createDecoder(label, fatal, ignoreBOM),
//   decode(handle, input, stream) (null when fatal and malformed), encodeUtf8(str),
//   encodeInto(str, u8) — internal/encoding;
//   kMaxLength, kStringMaxLength, kStateSize.

const {
  binding,
  makeError,
  FastBuffer,
  encodingId,
  isUint8Array,
  isAnyArrayBuffer,
  typedArrayTag,
  typedArrayLength,
  typedArrayByteLength,
  kUtf8,
  kLatin1,
  kHex,
} = require('internal/buffer');
const { codes } = require('internal/errors_lazy');

const kMaxLength = binding.kMaxLength;
const kStringMaxLength = binding.kStringMaxLength;
const MathFloor = Math.floor;
const MathMin = Math.min;
const MathMax = Math.max;
const MathTrunc = Math.trunc;
const NumberIsFinite = Number.isFinite;
const NumberIsInteger = Number.isInteger;
const NumberIsNaN = Number.isNaN;
const ArrayIsArray = Array.isArray;
const ArrayBufferIsView = ArrayBuffer.isView;
const ObjectDefineProperty = Object.defineProperty;
const ObjectHasOwn = Object.hasOwn;
const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');
const TypedArrayPrototype = Object.getPrototypeOf(Uint8Array.prototype);
const typedArrayFill = TypedArrayPrototype.fill;

// ---------------------------------------------------------------------------------------
// Errors
function outOfRange(name, range, value) {
  return new codes.ERR_OUT_OF_RANGE(name, range, value);
}

// V8's error for a receiver the %TypedArray%.prototype.length (or byteLength) getter
// rejects (Node reads the length through that getter first in several methods).
function notTypedArray(value, getter = 'length') {
  const { receiverText } = require('internal/engine/intl_common');
  return new TypeError(`Method get TypedArray.prototype.${getter} called on incompatible ` +
    `receiver ${receiverText(value)}`);
}

// validateNumber(value, name, min, max) as Node's: a number, and in range when bounds
// are given (NaN is then out of range).
function validateNumber(value, name, min, max) {
  if (typeof value !== 'number') throw new codes.ERR_INVALID_ARG_TYPE(name, 'number', value);
  if (min === undefined && max === undefined) return;
  if ((min !== undefined && value < min) || (max !== undefined && value > max) ||
      value !== value) {
    let range = '';
    if (min !== undefined) range = `>= ${min}`;
    if (min !== undefined && max !== undefined) range += ' && ';
    if (max !== undefined) range += `<= ${max}`;
    throw outOfRange(name, range, value);
  }
}

// The binding's own check of a receiver that is no view, met where Node reaches a native
// method before any JS property read fails.
function notBuffer() {
  return makeError('!ERR_INVALID_ARG_TYPE', 'TypeError', 'argument must be a buffer');
}

// %TypedArray%.prototype.byteLength, with V8's error for any other receiver.
function viewByteLength(value) {
  if (typedArrayTag.call(value) === undefined) throw notTypedArray(value, 'byteLength');
  return typedArrayByteLength.call(value);
}

// Node's validateOffset: an integer in [min, max].
function validateOffset(value, name, min = 0, max = kMaxLength) {
  if (typeof value !== 'number') throw new codes.ERR_INVALID_ARG_TYPE(name, 'number', value);
  if (!NumberIsInteger(value)) throw outOfRange(name, 'an integer', value);
  if (value < min || value > max) throw outOfRange(name, `>= ${min} && <= ${max}`, value);
}

function validateString(value, name) {
  if (typeof value !== 'string') throw new codes.ERR_INVALID_ARG_TYPE(name, 'string', value);
}

// ---------------------------------------------------------------------------------------
// The Buffer constructor and FastBuffer (the class instances really belong to).

let bufferWarningEmitted = false;
let nodeModulesChecks = 0;
const kBufferWarning = 'Buffer() is deprecated due to security and usability issues. ' +
  'Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.';

// Whether the code calling Buffer() lives under node_modules (Node only warns for
// application code). The first stack frame outside the built-ins decides.
function calledFromNodeModules() {
  // Frames whatever Error.stackTraceLimit the program set, as Node's check reads them.
  const stack = require('internal/errors_stack').rawFramesForRuntime(10);
  if (typeof stack !== 'string') return false;
  const lines = stack.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.includes(' at ') || line.includes('node:')) continue;
    return /[\\/]node_modules[\\/]/.test(line);
  }
  return false;
}

function showFlaggedDeprecation() {
  if (bufferWarningEmitted || ++nodeModulesChecks > 10000) return;
  if (!require('internal/natives').execArgv.includes('--pending-deprecation') && calledFromNodeModules()) return;
  process.emitWarning(kBufferWarning, 'DeprecationWarning', 'DEP0005');
  bufferWarningEmitted = true;
}

function Buffer(arg, encodingOrOffset, length) {
  showFlaggedDeprecation();
  if (typeof arg === 'number') {
    if (typeof encodingOrOffset === 'string') {
      throw new codes.ERR_INVALID_ARG_TYPE('string', 'string', arg);
    }
    return Buffer.alloc(arg);
  }
  return Buffer.from(arg, encodingOrOffset, length);
}

FastBuffer.prototype.constructor = Buffer;
Buffer.prototype = FastBuffer.prototype;
Object.setPrototypeOf(Buffer, Uint8Array);
// Typed array methods that make a new array (map, filter, slice of Uint8Array...) must
// not go through the deprecated Buffer() call.
ObjectDefineProperty(Buffer, Symbol.species, {
  __proto__: null,
  enumerable: false,
  configurable: true,
  get() { return FastBuffer; },
});

function createBuffer(size) {
  return binding.createBuffer(size);
}

// ---------------------------------------------------------------------------------------
// Buffer.from and friends

function fromArrayBuffer(obj, byteOffset, length) {
  if (byteOffset === undefined) {
    byteOffset = 0;
  } else {
    byteOffset = +byteOffset;
    if (NumberIsNaN(byteOffset)) byteOffset = 0;
  }
  const maxLength = obj.byteLength - byteOffset;
  if (maxLength < 0) throw new codes.ERR_BUFFER_OUT_OF_BOUNDS('offset');
  // Without a length the view tracks a resizable buffer's length, as in Node.
  if (length === undefined) {
    if (byteOffset <= -1) throw negativeStartOffset(byteOffset);
    return new FastBuffer(obj, byteOffset);
  }
  length = +length;
  if (length > 0) {
    if (length > maxLength) throw new codes.ERR_BUFFER_OUT_OF_BOUNDS('length');
  } else {
    length = 0;
  }
  if (byteOffset <= -1) throw negativeStartOffset(byteOffset);
  return new FastBuffer(obj, byteOffset, length);
}

// A negative offset reaches the typed array constructor in Node; this is V8's wording.
function negativeStartOffset(byteOffset) {
  return new RangeError(`Start offset ${byteOffset} is outside the bounds of the buffer`);
}

function fromArrayLike(obj) {
  if (isUint8Array(obj)) return binding.copyBytes(obj);
  // Other TypedArrays convert element by element (natively: not through the engine's
  // TypedArray-from-TypedArray path, which mis-converts in Boa 0.22).
  const length = typedArrayTag.call(obj) !== undefined ? typedArrayLength.call(obj) : obj.length;
  if (!(length > 0)) return createBuffer(0);
  return binding.fromArrayLike(obj, length);
}

function fromObject(obj) {
  if (obj.length !== undefined || isAnyArrayBuffer(obj.buffer)) {
    if (typeof obj.length !== 'number') return createBuffer(0);
    return fromArrayLike(obj);
  }
  if (obj.type === 'Buffer' && ArrayIsArray(obj.data)) return fromArrayLike(obj.data);
  return undefined;
}

// Buffer.from for everything that is not a string (the native Buffer.from hands these
// over, with its own `this` and arguments).
function fromSlow(value, encodingOrOffset, length) {
  if (typeof value === 'object' && value !== null) {
    if (isAnyArrayBuffer(value)) return fromArrayBuffer(value, encodingOrOffset, length);
    const valueOf = value.valueOf && value.valueOf();
    if (valueOf != null && valueOf !== value &&
        (typeof valueOf === 'string' || typeof valueOf === 'object')) {
      return Buffer.from(valueOf, encodingOrOffset, length);
    }
    const b = fromObject(value);
    if (b !== undefined) return b;
    if (typeof value[Symbol.toPrimitive] === 'function') {
      const primitive = value[Symbol.toPrimitive]('string');
      if (typeof primitive === 'string') return Buffer.from(primitive, encodingOrOffset);
    }
  }
  throw new codes.ERR_INVALID_ARG_TYPE('first argument',
    ['string', 'Buffer', 'ArrayBuffer', 'Array', 'Array-like Object'], value);
}

// Defined first, as in Node (util.inspect(Buffer) lists the statics in that order).
Buffer.poolSize = 64 * 1024;

Buffer.from = binding.from;

Buffer.copyBytesFrom = function copyBytesFrom(view, offset, length) {
  if (typedArrayTag.call(view) === undefined) {
    throw new codes.ERR_INVALID_ARG_TYPE('view', ['TypedArray'], view);
  }
  const viewLength = typedArrayLength.call(view);
  if (viewLength === 0) return createBuffer(0);
  if (offset !== undefined || length !== undefined) {
    if (offset !== undefined) {
      validateOffset(offset, 'offset');
      if (offset >= viewLength) return createBuffer(0);
    } else {
      offset = 0;
    }
    let end;
    if (length !== undefined) {
      validateOffset(length, 'length');
      end = offset + length;
    } else {
      end = viewLength;
    }
    view = view.subarray(offset, end);
  }
  const size = view.BYTES_PER_ELEMENT;
  return binding.copyBytes(view, 0, typedArrayLength.call(view) * size);
};

Buffer.of = function of(...items) {
  return binding.fromArrayLike(items, items.length);
};

// alloc/allocUnsafe/allocUnsafeSlow are native for plain sizes; these JS versions
// handle fills and report invalid sizes.
function allocSlow(size, fill, encoding) {
  validateNumber(size, 'size', 0, kMaxLength);
  const buf = createBuffer(size);
  if (fill !== undefined && fill !== 0 && size > 0) {
    return _fill(buf, fill, 0, buf.length, encoding);
  }
  return buf;
}

function allocUnsafeSlowPath(size) {
  validateNumber(size, 'size', 0, kMaxLength);
  return createBuffer(size);
}

binding.setSlowPaths(fromSlow, allocSlow, allocUnsafeSlowPath);

// The natives are shared by name: give each static its own function object so that
// `Buffer.allocUnsafe !== Buffer.allocUnsafeSlow` and names read as in Node.
Buffer.alloc = binding.alloc;
Buffer.allocUnsafe = binding.allocUnsafe;
Buffer.allocUnsafeSlow = function allocUnsafeSlow(size) {
  return allocUnsafeSlowPath(size);
};
// Node 26 reports two declared parameters for both allocUnsafe statics.
Object.defineProperty(Buffer.allocUnsafeSlow, 'length', { value: 2 });

Buffer.isBuffer = function isBuffer(b) {
  return b instanceof Buffer;
};

Buffer.compare = function compare(buf1, buf2) {
  if (!isUint8Array(buf1)) throw new codes.ERR_INVALID_ARG_TYPE('buf1', ['Buffer', 'Uint8Array'], buf1);
  if (!isUint8Array(buf2)) throw new codes.ERR_INVALID_ARG_TYPE('buf2', ['Buffer', 'Uint8Array'], buf2);
  if (buf1 === buf2) return 0;
  return binding.compare(buf1, buf2);
};

Buffer.isEncoding = function isEncoding(encoding) {
  return typeof encoding === 'string' && encoding.length !== 0 &&
    encodingId(encoding) !== undefined;
};

Buffer.concat = function concat(list, length) {
  if (!ArrayIsArray(list)) throw new codes.ERR_INVALID_ARG_TYPE('list', 'Array', list);
  if (list.length === 0) return createBuffer(0);
  // Without a length the native side adds up the real byte lengths (a spoofed `length`
  // property must not make it allocate or expose more).
  if (length !== undefined) validateOffset(length, 'length');
  const result = binding.concat(list, length);
  if (typeof result === 'number') {
    throw new codes.ERR_INVALID_ARG_TYPE(`list[${result}]`, ['Buffer', 'Uint8Array'], list[result]);
  }
  return result;
};

function byteLength(string, encoding) {
  if (typeof string !== 'string') {
    if (ArrayBufferIsView(string) || isAnyArrayBuffer(string)) return string.byteLength;
    throw new codes.ERR_INVALID_ARG_TYPE('string', ['string', 'Buffer', 'ArrayBuffer'], string);
  }
  if (string.length === 0) return 0;
  let id = kUtf8;
  if (encoding && encoding !== 'utf8') {
    id = encodingId(encoding);
    // Node falls back to UTF-8 for an unknown encoding here.
    if (id === undefined) id = kUtf8;
  }
  return binding.byteLength(string, id);
}

Buffer.byteLength = byteLength;

// Node keeps isEncoding under this symbol too (util.inspect(Buffer) shows it).
Buffer[Symbol('kIsEncodingSymbol')] = Buffer.isEncoding;

// ---------------------------------------------------------------------------------------
// Prototype: the native methods

const proto = Buffer.prototype;
const natives = binding.protoMethods;
for (const name of ['asciiSlice', 'base64Slice', 'base64urlSlice', 'latin1Slice', 'hexSlice',
  'ucs2Slice', 'utf8Slice', 'asciiWrite', 'base64Write', 'base64urlWrite', 'latin1Write',
  'hexWrite', 'ucs2Write', 'utf8Write']) {
  proto[name] = natives[name];
}

ObjectDefineProperty(proto, 'parent', {
  __proto__: null,
  enumerable: true,
  configurable: true,
  get() {
    if (!(this instanceof Buffer)) return undefined;
    return this.buffer;
  },
});
ObjectDefineProperty(proto, 'offset', {
  __proto__: null,
  enumerable: true,
  configurable: true,
  get() {
    if (!(this instanceof Buffer)) return undefined;
    return this.byteOffset;
  },
});

proto.copy = function copy(target, targetStart, sourceStart, sourceEnd) {
  return _copy(this, target, targetStart, sourceStart, sourceEnd);
};

// Node's toInteger for copy(): a safe-integer number floored, else the default.
function toInteger(n, defaultValue) {
  n = +n;
  if (!NumberIsNaN(n) && n >= Number.MIN_SAFE_INTEGER && n <= Number.MAX_SAFE_INTEGER) {
    return (n % 1) === 0 ? n : MathFloor(n);
  }
  return defaultValue;
}

// Any ArrayBufferView works on both sides; offsets count bytes.
function _copy(source, target, targetStart, sourceStart, sourceEnd) {
  if (!ArrayBufferIsView(source)) {
    throw new codes.ERR_INVALID_ARG_TYPE('source', ['Buffer', 'Uint8Array'], source);
  }
  if (!ArrayBufferIsView(target)) {
    throw new codes.ERR_INVALID_ARG_TYPE('target', ['Buffer', 'Uint8Array'], target);
  }
  const sourceLength = source.byteLength;
  if (targetStart === undefined) {
    targetStart = 0;
  } else {
    targetStart = NumberIsInteger(targetStart) ? targetStart : toInteger(targetStart, 0);
    if (targetStart < 0) throw outOfRange('targetStart', '>= 0', targetStart);
  }
  if (sourceStart === undefined) {
    sourceStart = 0;
  } else {
    sourceStart = NumberIsInteger(sourceStart) ? sourceStart : toInteger(sourceStart, 0);
    if (sourceStart < 0 || sourceStart > sourceLength) {
      throw outOfRange('sourceStart', `>= 0 && <= ${sourceLength}`, sourceStart);
    }
  }
  if (sourceEnd === undefined) {
    sourceEnd = sourceLength;
  } else {
    sourceEnd = NumberIsInteger(sourceEnd) ? sourceEnd : toInteger(sourceEnd, 0);
    if (sourceEnd < 0) throw outOfRange('sourceEnd', '>= 0', sourceEnd);
  }
  if (targetStart >= target.byteLength || sourceStart >= sourceEnd) return 0;
  return binding.copy(source, target, targetStart, sourceStart, sourceEnd - sourceStart);
}

proto.toString = natives.toString;
proto.toLocaleString = natives.toString;

proto.equals = function equals(otherBuffer) {
  if (!isUint8Array(otherBuffer)) {
    throw new codes.ERR_INVALID_ARG_TYPE('otherBuffer', ['Buffer', 'Uint8Array'], otherBuffer);
  }
  if (this === otherBuffer) return true;
  const len = viewByteLength(this);
  if (len !== typedArrayByteLength.call(otherBuffer)) return false;
  return len === 0 || binding.compare(this, otherBuffer) === 0;
};

let INSPECT_MAX_BYTES = 50;
let utilInspect;

// `<Buffer 68 65 6c 6c 6f>`, then `... N more bytes`, then own non-index properties.
function inspect(recurseTimes, ctx) {
  // Node always reads through hexSlice, whose binding check comes first.
  if (!ArrayBufferIsView(this)) throw notBuffer();
  const max = INSPECT_MAX_BYTES;
  const length = this.length;
  const shown = MathMin(max, length);
  const remaining = length - max;
  let str = '';
  if (shown > 0) {
    const hex = binding.slice(this, kHex, 0, shown);
    const pairs = [];
    for (let i = 0; i < hex.length; i += 2) pairs.push(hex.slice(i, i + 2));
    str = pairs.join(' ');
  }
  if (remaining > 0) str += ` ... ${remaining} more byte${remaining > 1 ? 's' : ''}`;
  if (ctx) {
    const keys = binding.getOwnNonIndexProperties(this);
    const extra = { __proto__: null };
    let any = false;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (!ctx.showHidden && !Object.prototype.propertyIsEnumerable.call(this, key)) continue;
      extra[key] = this[key];
      any = true;
    }
    if (any) {
      if (utilInspect === undefined) utilInspect = require('internal/util/inspect').inspect;
      if (length !== 0) str += ', ';
      // Drop the '[Object: null prototype] {' head and ' }' tail of the object.
      str += utilInspect(extra, { ...ctx, breakLength: Infinity, compact: true })
        .slice(27, -2);
    }
  }
  // A constructor that is no function, or has no own `name`, reads as Buffer.
  let constructorName = 'Buffer';
  try {
    const { constructor } = this;
    if (typeof constructor === 'function' && ObjectHasOwn(constructor, 'name')) {
      constructorName = constructor.name;
    }
  } catch {
    // A throwing `constructor` getter also reads as Buffer.
  }
  return `<${constructorName} ${str}>`;
}
proto[customInspectSymbol] = inspect;
proto.inspect = inspect;

proto.compare = function compare(target, targetStart, targetEnd, sourceStart, sourceEnd) {
  if (!isUint8Array(target)) {
    throw new codes.ERR_INVALID_ARG_TYPE('target', ['Buffer', 'Uint8Array'], target);
  }
  if (arguments.length === 1) {
    if (!ArrayBufferIsView(this)) throw notBuffer();
    return binding.compare(this, target);
  }
  if (targetStart === undefined) targetStart = 0;
  else validateOffset(targetStart, 'targetStart');
  if (targetEnd === undefined) targetEnd = target.length;
  else validateOffset(targetEnd, 'targetEnd', 0, target.length);
  if (sourceStart === undefined) sourceStart = 0;
  else validateOffset(sourceStart, 'sourceStart');
  if (sourceEnd === undefined) sourceEnd = this.length;
  else validateOffset(sourceEnd, 'sourceEnd', 0, this.length);
  if (sourceStart >= sourceEnd) return (targetStart >= targetEnd ? 0 : -1);
  if (targetStart >= targetEnd) return 1;
  if (!ArrayBufferIsView(this)) throw notBuffer();
  return binding.compareRange(this, sourceStart, sourceEnd, target, targetStart, targetEnd);
};

// indexOf/lastIndexOf/includes: `byteOffset` is clamped to int32 range and, when it is
// not a number, the whole buffer is searched; a string offset is the encoding. A number
// `end` (Node 26) keeps matches inside the first `end` bytes while a negative offset still
// counts from the buffer's own end; any other `end` is the encoding, as before Node 26.
function bidirectionalIndexOf(buffer, val, byteOffset, end, encoding, dir) {
  if (!ArrayBufferIsView(buffer)) {
    // Node reads `this.length` first unless `end` is a number.
    if (buffer == null && typeof end !== 'number') {
      throw new TypeError(`Cannot read properties of ${buffer} (reading 'length')`);
    }
    throw new codes.ERR_INVALID_ARG_TYPE('buffer', ['Buffer', 'TypedArray', 'DataView'], buffer);
  }
  if (typeof end !== 'number') {
    if (end !== undefined) encoding = end;
    end = undefined;
  }
  if (typeof byteOffset === 'string') {
    encoding = byteOffset;
    byteOffset = undefined;
  } else if (byteOffset > 0x7fffffff) {
    byteOffset = 0x7fffffff;
  } else if (byteOffset < -0x80000000) {
    byteOffset = -0x80000000;
  }
  byteOffset = +byteOffset;
  if (NumberIsNaN(byteOffset)) byteOffset = dir ? 0 : (buffer.length || buffer.byteLength);
  if (end !== undefined) {
    const length = buffer.byteLength;
    // Node reads `end` as an int64: NaN and the infinities become 0.
    const limit = NumberIsFinite(end) ? MathMin(MathMax(MathTrunc(end), 0), length) : 0;
    if (limit < length) {
      let offset = MathTrunc(byteOffset);
      if (offset < 0) offset += length;
      // Before the start: indexOf searches everything, lastIndexOf finds only ''.
      if (offset < 0) offset = dir ? 0 : -(limit + 1);
      buffer = new Uint8Array(buffer.buffer, buffer.byteOffset, limit);
      byteOffset = offset;
    }
  }
  if (typeof val === 'number') return binding.indexOf(buffer, val >>> 0, byteOffset, kUtf8, dir);
  const id = encoding === undefined ? kUtf8 : encodingId(encoding);
  if (typeof val === 'string') {
    if (id === undefined) throw new codes.ERR_UNKNOWN_ENCODING(encoding);
    return binding.indexOf(buffer, val, byteOffset, id, dir);
  }
  if (isUint8Array(val)) {
    return binding.indexOf(buffer, val, byteOffset, id === undefined ? kUtf8 : id, dir);
  }
  throw new codes.ERR_INVALID_ARG_TYPE('value', ['number', 'string', 'Buffer', 'Uint8Array'], val);
}

proto.indexOf = function indexOf(val, byteOffset, end, encoding) {
  return bidirectionalIndexOf(this, val, byteOffset, end, encoding, true);
};

proto.lastIndexOf = function lastIndexOf(val, byteOffset, end, encoding) {
  return bidirectionalIndexOf(this, val, byteOffset, end, encoding, false);
};

proto.includes = function includes(val, byteOffset, end, encoding) {
  return bidirectionalIndexOf(this, val, byteOffset, end, encoding, true) !== -1;
};

proto.fill = function fill(value, offset, end, encoding) {
  return _fill(this, value, offset, end, encoding);
};

function _fill(buf, value, offset, end, encoding) {
  let id;
  if (typeof value === 'string') {
    if (offset === undefined || typeof offset === 'string') {
      encoding = offset;
      offset = 0;
      end = buf.length;
    } else if (typeof end === 'string') {
      encoding = end;
      end = buf.length;
    }
    if (encoding === undefined || encoding === null || encoding === '') {
      id = kUtf8;
    } else {
      validateString(encoding, 'encoding');
      id = encodingId(encoding);
      if (id === undefined) throw new codes.ERR_UNKNOWN_ENCODING(encoding);
    }
    if (value.length === 0) {
      value = 0;
    } else if (value.length === 1) {
      // One character that is one byte: fill with the number instead.
      if (id === kUtf8) {
        const code = value.charCodeAt(0);
        if (code < 128) value = code;
      } else if (id === kLatin1) {
        value = value.charCodeAt(0);
      }
    }
  }
  if (offset === undefined) {
    offset = 0;
    end = buf.length;
  } else {
    validateOffset(offset, 'offset');
    if (end === undefined) {
      end = buf.length;
    } else {
      validateOffset(end, 'end', 0, buf.length);
    }
    if (offset >= end) return buf;
  }
  if (typeof value === 'number') {
    const byteLen = viewByteLength(buf);
    if (offset > end || end - offset + offset > byteLen) throw new codes.ERR_BUFFER_OUT_OF_BOUNDS();
    // Node fills through %TypedArray%.prototype.fill, which rejects a detached buffer even
    // for an empty range; only an empty view can be detached.
    if (end === 0 && buf.buffer.detached) {
      throw new TypeError('Cannot perform %TypedArray%.prototype.fill on a detached or ' +
        'out-of-bounds ArrayBuffer');
    }
    // Boa's TypedArray fill stores one element at a time (~85 ns a byte): bytes go native,
    // other element kinds (-3) keep the builtin.
    if (binding.fill(buf, value, offset, end, kUtf8) === -3) {
      typedArrayFill.call(buf, value, offset, end);
    }
  } else {
    // Nothing to fill: Node returns before looking at a string or view value, but still
    // converts any other value to a number (so a BigInt or Symbol throws).
    if (end - offset === 0 && (typeof value === 'string' || ArrayBufferIsView(value))) return buf;
    if (!ArrayBufferIsView(buf)) throw notBuffer();
    // A DataView has no `length`: Node's binding reads the missing end as 0.
    if (end === undefined) end = 0;
    const res = binding.fill(buf, value, offset, end, id === undefined ? kUtf8 : id);
    if (res < 0) {
      if (res === -1) throw new codes.ERR_INVALID_ARG_VALUE('value', value);
      throw new codes.ERR_BUFFER_OUT_OF_BOUNDS();
    }
  }
  return buf;
}

const nativeUtf8Write = natives.utf8Write;
proto.write = function write(string, offset, length, encoding) {
  // Node reads the length through the TypedArray getter, so any other receiver fails there.
  let len;
  try {
    len = typedArrayLength.call(this);
  } catch {
    throw notTypedArray(this);
  }
  // Node calls the binding, not the receiver's own method: a plain Uint8Array works too.
  if (offset === undefined) return nativeUtf8Write.call(this, string, 0, len);
  if (length === undefined && typeof offset === 'string') {
    encoding = offset;
    length = len;
    offset = 0;
  } else {
    validateOffset(offset, 'offset', 0, len);
    const remaining = len - offset;
    if (length === undefined) {
      length = remaining;
    } else if (typeof length === 'string') {
      encoding = length;
      length = remaining;
    } else {
      validateOffset(length, 'length', 0, len);
      if (length > remaining) length = remaining;
    }
  }
  let id = kUtf8;
  if (encoding && encoding !== 'utf8') {
    id = encodingId(encoding);
    if (id === undefined) throw new codes.ERR_UNKNOWN_ENCODING(encoding);
  }
  if (typeof string !== 'string') {
    throw makeError('!ERR_INVALID_ARG_TYPE', 'TypeError', 'argument must be a string');
  }
  return binding.write(this, string, offset, length, id);
};

proto.toJSON = function toJSON() {
  if (isUint8Array(this)) return { type: 'Buffer', data: binding.toArray(this) };
  // Any other typed array gives its elements; a receiver that is none throws the
  // TypedArray length getter's TypeError, as in Node.
  if (typedArrayTag.call(this) === undefined) throw notTypedArray(this);
  const length = typedArrayLength.call(this);
  const data = new Array(length);
  for (let i = 0; i < length; i++) data[i] = this[i];
  return { type: 'Buffer', data };
};

proto.subarray = natives.subarray;
proto.slice = function slice(start, end) {
  return this.subarray(start, end);
};

// Node counts elements (the typed array length getter, so a receiver that is no typed array
// throws its TypeError) and, up to 32 elements, swaps elements rather than bytes: that only
// shows on a wider typed array, which therefore takes the element loop here.
function swap(buf, size) {
  const tag = typedArrayTag.call(buf);
  if (tag === undefined) throw notTypedArray(buf);
  const len = typedArrayLength.call(buf);
  if (len % size !== 0) throw new codes.ERR_INVALID_BUFFER_SIZE(`${size * 8}-bits`);
  if (len <= 32 && tag !== 'Uint8Array') {
    for (let i = 0; i < len; i += size) {
      for (let lo = i, hi = i + size - 1; lo < hi; lo++, hi--) {
        const t = buf[lo];
        buf[lo] = buf[hi];
        buf[hi] = t;
      }
    }
    return buf;
  }
  return binding.swap(buf, size);
}
proto.swap16 = function swap16() { return swap(this, 2); };
proto.swap32 = function swap32() { return swap(this, 4); };
proto.swap64 = function swap64() { return swap(this, 8); };

// ---------------------------------------------------------------------------------------
// Number accessors. Offsets are checked the way Node does: a number, an integer, inside
// the buffer; values are range-checked before they are written.

function boundsError(value, last, type) {
  if (MathFloor(value) !== value) {
    validateNumber(value, type);
    throw outOfRange(type || 'offset', 'an integer', value);
  }
  if (last < 0) throw new codes.ERR_BUFFER_OUT_OF_BOUNDS();
  throw outOfRange(type || 'offset', `>= ${type ? 1 : 0} and <= ${last}`, value);
}

// Throws unless `offset` addresses `width` bytes inside `buf`.
function checkRead(buf, offset, width) {
  if (typeof offset !== 'number') throw new codes.ERR_INVALID_ARG_TYPE('offset', 'number', offset);
  if (buf[offset] === undefined || buf[offset + width - 1] === undefined) {
    boundsError(offset, buf.length - width);
  }
}

function rangeText(min, max, bytes) {
  const n = typeof min === 'bigint' ? 'n' : '';
  if (bytes > 4) {
    const bits = bytes * 8;
    if (min === 0 || min === 0n) return `>= 0${n} and < 2${n} ** ${bits}${n}`;
    return `>= -(2${n} ** ${bits - 1}${n}) and < 2${n} ** ${bits - 1}${n}`;
  }
  return `>= ${min}${n} and <= ${max}${n}`;
}

function checkWrite(buf, value, min, max, offset, bytes) {
  if (value > max || value < min) throw outOfRange('value', rangeText(min, max, bytes), value);
  checkRead(buf, offset, bytes);
}

// Unsigned little/big-endian reads of 1..6 bytes (exact as doubles up to 48 bits).
function readUnsigned(buf, offset, bytes, littleEndian) {
  checkRead(buf, offset, bytes);
  let value = 0;
  let mul = 1;
  if (littleEndian) {
    for (let i = 0; i < bytes; i++, mul *= 256) value += buf[offset + i] * mul;
  } else {
    for (let i = bytes - 1; i >= 0; i--, mul *= 256) value += buf[offset + i] * mul;
  }
  return value;
}

function readSigned(buf, offset, bytes, littleEndian) {
  const value = readUnsigned(buf, offset, bytes, littleEndian);
  const limit = 2 ** (bytes * 8 - 1);
  return value >= limit ? value - limit * 2 : value;
}

function checkByteLength(byteLength) {
  if (byteLength === 1 || byteLength === 2 || byteLength === 3 || byteLength === 4 ||
      byteLength === 5 || byteLength === 6) return;
  boundsError(byteLength, 6, 'byteLength');
}

// Writes the low `bytes` bytes of the integer `value` (|value| < 2 ** 48). Every element
// gets what Node stores there (`value`, `value >>> 8`, ..., then the high word and
// `high >>> 8`), unmasked: a byte array keeps the low 8 bits of each, and a wider typed
// array used as the receiver ends up as in Node.
function writeInteger(buf, value, offset, bytes, littleEndian) {
  const hi = MathFloor(value * 2 ** -32);
  for (let i = 0; i < bytes; i++) {
    const part = i === 0 ? value : i < 4 ? value >>> (8 * i) : i === 4 ? hi : hi >>> 8;
    buf[littleEndian ? offset + i : offset + bytes - 1 - i] = part;
  }
  return offset + bytes;
}

function writeUnsigned(buf, value, offset, bytes, littleEndian) {
  value = +value;
  const max = 2 ** (bytes * 8) - 1;
  if (bytes === 1) {
    if (typeof offset !== 'number') throw new codes.ERR_INVALID_ARG_TYPE('offset', 'number', offset);
    if (value > max || value < 0) throw outOfRange('value', rangeText(0, max, 1), value);
    if (buf[offset] === undefined) boundsError(offset, buf.length - 1);
    buf[offset] = value;
    return offset + 1;
  }
  checkWrite(buf, value, 0, max, offset, bytes);
  return writeInteger(buf, value, offset, bytes, littleEndian);
}

function writeSigned(buf, value, offset, bytes, littleEndian) {
  value = +value;
  const max = 2 ** (bytes * 8 - 1) - 1;
  const min = -(2 ** (bytes * 8 - 1));
  if (bytes === 1) {
    if (typeof offset !== 'number') throw new codes.ERR_INVALID_ARG_TYPE('offset', 'number', offset);
    if (value > max || value < min) throw outOfRange('value', rangeText(min, max, 1), value);
    if (buf[offset] === undefined) boundsError(offset, buf.length - 1);
    buf[offset] = value;
    return offset + 1;
  }
  checkWrite(buf, value, min, max, offset, bytes);
  return writeInteger(buf, value, offset, bytes, littleEndian);
}

function defineReaders(name, fn) {
  proto[name] = fn;
}

defineReaders('readUInt8', function readUInt8(offset = 0) {
  return readUnsigned(this, offset, 1, true);
});
defineReaders('readUInt16LE', function readUInt16LE(offset = 0) {
  return readUnsigned(this, offset, 2, true);
});
defineReaders('readUInt16BE', function readUInt16BE(offset = 0) {
  return readUnsigned(this, offset, 2, false);
});
defineReaders('readUInt32LE', function readUInt32LE(offset = 0) {
  return readUnsigned(this, offset, 4, true);
});
defineReaders('readUInt32BE', function readUInt32BE(offset = 0) {
  return readUnsigned(this, offset, 4, false);
});
defineReaders('readUIntLE', function readUIntLE(offset, byteLength) {
  if (offset === undefined) throw new codes.ERR_INVALID_ARG_TYPE('offset', 'number', offset);
  checkByteLength(byteLength);
  return readUnsigned(this, offset, byteLength, true);
});
defineReaders('readUIntBE', function readUIntBE(offset, byteLength) {
  if (offset === undefined) throw new codes.ERR_INVALID_ARG_TYPE('offset', 'number', offset);
  checkByteLength(byteLength);
  return readUnsigned(this, offset, byteLength, false);
});
defineReaders('readInt8', function readInt8(offset = 0) {
  return readSigned(this, offset, 1, true);
});
defineReaders('readInt16LE', function readInt16LE(offset = 0) {
  return readSigned(this, offset, 2, true);
});
defineReaders('readInt16BE', function readInt16BE(offset = 0) {
  return readSigned(this, offset, 2, false);
});
defineReaders('readInt32LE', function readInt32LE(offset = 0) {
  return readSigned(this, offset, 4, true);
});
defineReaders('readInt32BE', function readInt32BE(offset = 0) {
  return readSigned(this, offset, 4, false);
});
defineReaders('readIntLE', function readIntLE(offset, byteLength) {
  if (offset === undefined) throw new codes.ERR_INVALID_ARG_TYPE('offset', 'number', offset);
  checkByteLength(byteLength);
  return readSigned(this, offset, byteLength, true);
});
defineReaders('readIntBE', function readIntBE(offset, byteLength) {
  if (offset === undefined) throw new codes.ERR_INVALID_ARG_TYPE('offset', 'number', offset);
  checkByteLength(byteLength);
  return readSigned(this, offset, byteLength, false);
});

proto.writeUInt8 = function writeUInt8(value, offset = 0) {
  return writeUnsigned(this, value, offset, 1, true);
};
proto.writeUInt16LE = function writeUInt16LE(value, offset = 0) {
  return writeUnsigned(this, value, offset, 2, true);
};
proto.writeUInt16BE = function writeUInt16BE(value, offset = 0) {
  return writeUnsigned(this, value, offset, 2, false);
};
proto.writeUInt32LE = function writeUInt32LE(value, offset = 0) {
  return writeUnsigned(this, value, offset, 4, true);
};
proto.writeUInt32BE = function writeUInt32BE(value, offset = 0) {
  return writeUnsigned(this, value, offset, 4, false);
};
proto.writeUIntLE = function writeUIntLE(value, offset, byteLength) {
  checkByteLength(byteLength);
  return writeUnsigned(this, value, offset, byteLength, true);
};
proto.writeUIntBE = function writeUIntBE(value, offset, byteLength) {
  checkByteLength(byteLength);
  return writeUnsigned(this, value, offset, byteLength, false);
};
proto.writeInt8 = function writeInt8(value, offset = 0) {
  return writeSigned(this, value, offset, 1, true);
};
proto.writeInt16LE = function writeInt16LE(value, offset = 0) {
  return writeSigned(this, value, offset, 2, true);
};
proto.writeInt16BE = function writeInt16BE(value, offset = 0) {
  return writeSigned(this, value, offset, 2, false);
};
proto.writeInt32LE = function writeInt32LE(value, offset = 0) {
  return writeSigned(this, value, offset, 4, true);
};
proto.writeInt32BE = function writeInt32BE(value, offset = 0) {
  return writeSigned(this, value, offset, 4, false);
};
proto.writeIntLE = function writeIntLE(value, offset, byteLength) {
  checkByteLength(byteLength);
  return writeSigned(this, value, offset, byteLength, true);
};
proto.writeIntBE = function writeIntBE(value, offset, byteLength) {
  checkByteLength(byteLength);
  return writeSigned(this, value, offset, byteLength, false);
};

// Floats go through one shared scratch array per width (host byte order is little
// endian on every platform minirt targets; big-endian accessors reverse the bytes).
const float32 = new Float32Array(1);
const float32Bytes = new Uint8Array(float32.buffer);
const float64 = new Float64Array(1);
const float64Bytes = new Uint8Array(float64.buffer);

function readFloat(buf, offset, bytes, littleEndian) {
  checkRead(buf, offset, bytes);
  const scratch = bytes === 4 ? float32Bytes : float64Bytes;
  for (let i = 0; i < bytes; i++) {
    scratch[littleEndian ? i : bytes - 1 - i] = buf[offset + i];
  }
  return bytes === 4 ? float32[0] : float64[0];
}

function writeFloat(buf, value, offset, bytes, littleEndian) {
  value = +value;
  checkRead(buf, offset, bytes);
  let scratch;
  if (bytes === 4) {
    float32[0] = value;
    scratch = float32Bytes;
  } else {
    float64[0] = value;
    scratch = float64Bytes;
  }
  for (let i = 0; i < bytes; i++) {
    buf[offset + i] = scratch[littleEndian ? i : bytes - 1 - i];
  }
  return offset + bytes;
}

proto.readFloatLE = function readFloatLE(offset = 0) {
  return readFloat(this, offset, 4, true);
};
proto.readFloatBE = function readFloatBE(offset = 0) {
  return readFloat(this, offset, 4, false);
};
proto.readDoubleLE = function readDoubleLE(offset = 0) {
  return readFloat(this, offset, 8, true);
};
proto.readDoubleBE = function readDoubleBE(offset = 0) {
  return readFloat(this, offset, 8, false);
};
proto.writeFloatLE = function writeFloatLE(value, offset = 0) {
  return writeFloat(this, value, offset, 4, true);
};
proto.writeFloatBE = function writeFloatBE(value, offset = 0) {
  return writeFloat(this, value, offset, 4, false);
};
proto.writeDoubleLE = function writeDoubleLE(value, offset = 0) {
  return writeFloat(this, value, offset, 8, true);
};
proto.writeDoubleBE = function writeDoubleBE(value, offset = 0) {
  return writeFloat(this, value, offset, 8, false);
};

// 64-bit integers as BigInt: two 32-bit halves.
function readBig64(buf, offset, littleEndian, signed) {
  checkRead(buf, offset, 8);
  const lo = readUnsigned(buf, littleEndian ? offset : offset + 4, 4, littleEndian);
  const hiOffset = littleEndian ? offset + 4 : offset;
  const hi = signed ? readSigned(buf, hiOffset, 4, littleEndian) :
    readUnsigned(buf, hiOffset, 4, littleEndian);
  return (BigInt(hi) << 32n) + BigInt(lo);
}

function writeBig64(buf, value, offset, littleEndian, min, max) {
  if (value > max || value < min) throw outOfRange('value', rangeText(min, max, 8), value);
  checkRead(buf, offset, 8);
  // `value & mask` throws for a non-BigInt value, as in Node.
  const lo = Number(value & 0xffffffffn);
  const hi = Number((value >> 32n) & 0xffffffffn);
  // As Node: each 32-bit word, then its arithmetic shifts, unmasked (see writeInteger).
  for (let i = 0; i < 4; i++) {
    const l = i === 0 ? lo : lo >> (8 * i);
    const h = i === 0 ? hi : hi >> (8 * i);
    if (littleEndian) {
      buf[offset + i] = l;
      buf[offset + 4 + i] = h;
    } else {
      buf[offset + 7 - i] = l;
      buf[offset + 3 - i] = h;
    }
  }
  return offset + 8;
}

const kU64Max = 2n ** 64n - 1n;
const kI64Min = -(2n ** 63n);
const kI64Max = 2n ** 63n - 1n;

proto.readBigUInt64LE = function readBigUInt64LE(offset = 0) {
  return readBig64(this, offset, true, false);
};
proto.readBigUInt64BE = function readBigUInt64BE(offset = 0) {
  return readBig64(this, offset, false, false);
};
proto.readBigInt64LE = function readBigInt64LE(offset = 0) {
  return readBig64(this, offset, true, true);
};
proto.readBigInt64BE = function readBigInt64BE(offset = 0) {
  return readBig64(this, offset, false, true);
};
proto.writeBigUInt64LE = function writeBigUInt64LE(value, offset = 0) {
  return writeBig64(this, value, offset, true, 0n, kU64Max);
};
proto.writeBigUInt64BE = function writeBigUInt64BE(value, offset = 0) {
  return writeBig64(this, value, offset, false, 0n, kU64Max);
};
proto.writeBigInt64LE = function writeBigInt64LE(value, offset = 0) {
  return writeBig64(this, value, offset, true, kI64Min, kI64Max);
};
proto.writeBigInt64BE = function writeBigInt64BE(value, offset = 0) {
  return writeBig64(this, value, offset, false, kI64Min, kI64Max);
};

// The fixed-width accessors get a native fast path (in-range offset and value on a
// Uint8Array); it calls the JS version above for everything else, so errors are unchanged.
for (const width of ['8', '16LE', '16BE', '32LE', '32BE']) {
  for (const name of [`readUInt${width}`, `readInt${width}`, `writeUInt${width}`,
    `writeInt${width}`]) {
    proto[name] = binding.fastAccessor(proto[name]);
  }
}
for (const name of ['readFloatLE', 'readFloatBE', 'readDoubleLE', 'readDoubleBE',
  'writeFloatLE', 'writeFloatBE', 'writeDoubleLE', 'writeDoubleBE']) {
  proto[name] = binding.fastAccessor(proto[name]);
}

// The lower-case "Uint" aliases share the functions (as in Node).
for (const name of ['readUInt8', 'readUInt16LE', 'readUInt16BE', 'readUInt32LE',
  'readUInt32BE', 'readUIntLE', 'readUIntBE', 'writeUInt8', 'writeUInt16LE', 'writeUInt16BE',
  'writeUInt32LE', 'writeUInt32BE', 'writeUIntLE', 'writeUIntBE', 'readBigUInt64LE',
  'readBigUInt64BE', 'writeBigUInt64LE', 'writeBigUInt64BE']) {
  proto[name.replace('UInt', 'Uint')] = proto[name];
}

// Names and lengths as Node's (util.inspect(Buffer.prototype) shows them): the fixed-width
// integer readers and the <enc>Slice/<enc>Write methods are anonymous, the float accessors
// carry Node's internal names.
{
  const anonymous = { __proto__: null, value: '' };
  const one = { __proto__: null, value: 1 };
  for (const width of ['8', '16LE', '16BE', '32LE', '32BE']) {
    for (const name of [`readUInt${width}`, `readInt${width}`]) {
      ObjectDefineProperty(proto[name], 'name', anonymous);
      ObjectDefineProperty(proto[name], 'length', one);
    }
  }
  for (const enc of ['ascii', 'base64', 'base64url', 'latin1', 'hex', 'ucs2', 'utf8']) {
    ObjectDefineProperty(proto[`${enc}Slice`], 'name', anonymous);
    ObjectDefineProperty(proto[`${enc}Write`], 'name', anonymous);
  }
  for (const kind of ['Float', 'Double']) {
    for (const [suffix, direction] of [['LE', 'Forwards'], ['BE', 'Backwards']]) {
      ObjectDefineProperty(proto[`read${kind}${suffix}`], 'name',
        { __proto__: null, value: `read${kind}${direction}` });
      ObjectDefineProperty(proto[`write${kind}${suffix}`], 'name',
        { __proto__: null, value: `write${kind}${direction}` });
    }
  }
}

// Re-insert the methods in the order Node defines them, so that Object.keys() and
// for-in over Buffer.prototype list them the same way.
const kProtoOrder = ['readBigUInt64LE', 'readBigUInt64BE', 'readBigUint64LE',
  'readBigUint64BE', 'readBigInt64LE', 'readBigInt64BE', 'writeBigUInt64LE',
  'writeBigUInt64BE', 'writeBigUint64LE', 'writeBigUint64BE', 'writeBigInt64LE',
  'writeBigInt64BE', 'readUIntLE', 'readUInt32LE', 'readUInt16LE', 'readUInt8', 'readUIntBE',
  'readUInt32BE', 'readUInt16BE', 'readUintLE', 'readUint32LE', 'readUint16LE', 'readUint8',
  'readUintBE', 'readUint32BE', 'readUint16BE', 'readIntLE', 'readInt32LE', 'readInt16LE',
  'readInt8', 'readIntBE', 'readInt32BE', 'readInt16BE', 'writeUIntLE', 'writeUInt32LE',
  'writeUInt16LE', 'writeUInt8', 'writeUIntBE', 'writeUInt32BE', 'writeUInt16BE',
  'writeUintLE', 'writeUint32LE', 'writeUint16LE', 'writeUint8', 'writeUintBE',
  'writeUint32BE', 'writeUint16BE', 'writeIntLE', 'writeInt32LE', 'writeInt16LE', 'writeInt8',
  'writeIntBE', 'writeInt32BE', 'writeInt16BE', 'readFloatLE', 'readFloatBE', 'readDoubleLE',
  'readDoubleBE', 'writeFloatLE', 'writeFloatBE', 'writeDoubleLE', 'writeDoubleBE',
  'asciiSlice', 'base64Slice', 'base64urlSlice', 'latin1Slice', 'hexSlice', 'ucs2Slice',
  'utf8Slice', 'asciiWrite', 'base64Write', 'base64urlWrite', 'latin1Write', 'hexWrite',
  'ucs2Write', 'utf8Write', 'parent', 'offset', 'copy', 'toString', 'equals', 'inspect',
  'compare', 'indexOf', 'lastIndexOf', 'includes', 'fill', 'write', 'toJSON', 'subarray',
  'slice', 'swap16', 'swap32', 'swap64', 'toLocaleString'];
// The result is the other names in their order, then kProtoOrder. Boa shifts every later
// property on each delete (~180k instructions here, 7% of `require('fs')`), so the tail from
// the first listed name is taken off from the end, where a delete moves nothing, and put back.
{
  const listed = new Set(kProtoOrder);
  const names = Object.getOwnPropertyNames(proto);
  let first = names.length;
  for (let i = 0; i < names.length; i++) {
    if (listed.has(names[i])) {
      first = i;
      break;
    }
  }
  const tail = names.slice(first);
  const descs = new Map();
  for (const name of tail) descs.set(name, Object.getOwnPropertyDescriptor(proto, name));
  for (let i = tail.length - 1; i >= 0; i--) delete proto[tail[i]];
  // Node's `parent` and `offset` accessors are not configurable: they are fixed once moved.
  descs.get('parent').configurable = false;
  descs.get('offset').configurable = false;
  for (const name of tail) {
    if (!listed.has(name)) ObjectDefineProperty(proto, name, descs.get(name));
  }
  for (const name of kProtoOrder) {
    if (descs.has(name)) ObjectDefineProperty(proto, name, descs.get(name));
  }
}

// ---------------------------------------------------------------------------------------
// Module-level functions

function btoa(input) {
  if (arguments.length === 0) throw new codes.ERR_MISSING_ARGS('input');
  const out = binding.btoa(`${input}`);
  if (out === null) throw domException('Invalid character');
  return out;
}

function atob(input) {
  if (arguments.length === 0) throw new codes.ERR_MISSING_ARGS('input');
  const text = `${input}`;
  const out = binding.atob(text);
  if (out === null) throw domException(atobFailure(text));
  return out;
}

// Why forgiving-base64 decoding refused `text`, in Node's words: a character outside the
// alphabet, or padding where it cannot be, is an invalid character; a length that leaves
// one lone character is not correctly encoded. Runs only after the decoder said no.
function atobFailure(text) {
  let chars = 0;
  let padding = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20) continue;
    chars++;
    if (c === 0x3d) {
      if (++padding > 2) return 'Invalid character';
      continue;
    }
    const inAlphabet = (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) ||
      (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2f;
    if (!inAlphabet || padding > 0) return 'Invalid character';
  }
  // A lone trailing character is reported before any padding-length mismatch.
  if ((chars - padding) % 4 === 1) return 'The string to be decoded is not correctly encoded.';
  return 'Invalid character';
}

let DOMException;
function domException(message) {
  if (DOMException === undefined) {
    DOMException = globalThis.DOMException || require('internal/dom_exception').DOMException;
  }
  return new DOMException(message, 'InvalidCharacterError');
}

// TypedArrays and ArrayBuffers only (a DataView is refused, as in Node).
function checkInput(input) {
  if (typedArrayTag.call(input) !== undefined || isAnyArrayBuffer(input)) return;
  throw new codes.ERR_INVALID_ARG_TYPE('input', ['ArrayBuffer', 'Buffer', 'TypedArray'], input);
}

// The native checks answer null for a detached buffer, which Node 26 reads as empty input
// (valid UTF-8 and ASCII).
function isUtf8(input) {
  checkInput(input);
  return binding.isUtf8(input) !== false;
}

function isAscii(input) {
  checkInput(input);
  return binding.isAscii(input) !== false;
}

// Only UTF-8, UTF-16LE, Latin-1 and ASCII are supported (Node's ICU list).
const kTranscodable = [true, true, true, true, false, false, false];

function transcode(source, fromEncoding, toEncoding) {
  if (!isUint8Array(source)) {
    throw new codes.ERR_INVALID_ARG_TYPE('source', ['Buffer', 'Uint8Array'], source);
  }
  if (source.length === 0) return createBuffer(0);
  const from = fromEncoding == null || fromEncoding === '' ? kUtf8 : encodingId(fromEncoding);
  const to = toEncoding == null || toEncoding === '' ? kUtf8 : encodingId(toEncoding);
  if (from === undefined || to === undefined || !kTranscodable[from] || !kTranscodable[to]) {
    const err = new Error('Unable to transcode Buffer [U_ILLEGAL_ARGUMENT_ERROR]');
    err.code = 'U_ILLEGAL_ARGUMENT_ERROR';
    err.errno = 1;
    throw err;
  }
  const result = binding.transcode(source, from, to);
  if (result === null) {
    const err = new Error('Unable to transcode Buffer [U_INVALID_CHAR_FOUND]');
    err.code = 'U_INVALID_CHAR_FOUND';
    err.errno = 10;
    throw err;
  }
  return result;
}

const constants = {};
ObjectDefineProperty(constants, 'MAX_LENGTH', {
  __proto__: null, value: kMaxLength, writable: false, enumerable: true, configurable: false,
});
ObjectDefineProperty(constants, 'MAX_STRING_LENGTH', {
  __proto__: null, value: kStringMaxLength, writable: false, enumerable: true,
  configurable: false,
});

module.exports = {
  Buffer,
  transcode,
  isUtf8,
  isAscii,
  kMaxLength,
  kStringMaxLength,
  btoa,
  atob,
};
// Read-only and non-configurable in Node.
ObjectDefineProperty(module.exports, 'constants', {
  __proto__: null, value: constants, writable: false, enumerable: true, configurable: false,
});

ObjectDefineProperty(module.exports, 'INSPECT_MAX_BYTES', {
  __proto__: null,
  enumerable: true,
  configurable: true,
  get() { return INSPECT_MAX_BYTES; },
  set(value) {
    validateNumber(value, 'INSPECT_MAX_BYTES', 0);
    INSPECT_MAX_BYTES = value;
  },
});

// Blob, resolveObjectURL and File load on first access (internal/blob pulls in more modules).
// The getter does not turn itself into a data property at once: Boa 0.22 caches a property
// read after its getter has run, under the object's new shape but with the old accessor
// slot, so the next read at that site would call the loaded value as a getter
// (`b.File` then throws "class constructor cannot be invoked without 'new'"). The swap
// happens in a microtask instead, once the read that loaded it has been cached.
function defineExportValue(name, value) {
  ObjectDefineProperty(module.exports, name, {
    __proto__: null, value, writable: true, enumerable: true, configurable: true,
  });
}
for (const [name, id] of [['Blob', 'internal/blob'], ['resolveObjectURL', 'internal/blob'],
  ['File', 'internal/file']]) {
  let loaded = false;
  let value;
  function get() {
    if (!loaded) {
      value = require(id)[name];
      loaded = true;
      // The binding's queue, not queueMicrotask: no async_hooks resource, no user global.
      internalBinding('timers').enqueueMicrotask(() => {
        const desc = Object.getOwnPropertyDescriptor(module.exports, name);
        if (desc !== undefined && desc.get === get) defineExportValue(name, value);
      }, () => {});
    }
    return value;
  }
  ObjectDefineProperty(module.exports, name, {
    __proto__: null,
    enumerable: true,
    configurable: true,
    get,
    set(v) {
      defineExportValue(name, v);
    },
  });
}
