// v8.serialize writes V8's wire format (version 15) byte for byte: every kind of value,
// the array, string and number encodings V8 picks, references, and host-object views.
'use strict';
const v8 = require('v8');

const withStack = (e, stack) => { e.stack = stack; return e; };
const cycle = { name: 'c' }; cycle.self = cycle; cycle.list = [cycle, { back: cycle }];
const shared = { s: 1 };
const ab = new ArrayBuffer(8); new Uint8Array(ab).set([1, 2, 3, 4, 5, 6, 7, 8]);
const sparse = []; sparse[3] = 'x'; sparse[10] = 'y'; sparse.extra = true;
const dense = [1, 2, 3]; dense.prop = 'p';
const emptied = [1, 2, 3]; delete emptied[1];

const values = {
  undefined, null: null, true: true, false: false,
  zero: 0, negZero: -0, one: 1, minusOne: -1, int32Max: 2 ** 31 - 1, int32Min: -(2 ** 31),
  pastInt32: 2 ** 31, safeMax: Number.MAX_SAFE_INTEGER, fraction: -1.5, nan: NaN,
  inf: Infinity, negInf: -Infinity, tiny: 5e-324,
  big0: 0n, big1: 1n, bigNeg: -1n, big64: 2n ** 64n, bigNeg64: -(2n ** 64n) + 1n,
  bigLarge: 123456789012345678901234567890n,
  emptyString: '', ascii: 'hello', latin1: 'caf\u00e9 \u00ff', twoByte: '\u20ac',
  mixed: 'mixed \u20ac text', astral: '\ud83d\ude00', loneSurrogate: '\ud800',
  longAscii: 'x'.repeat(300), longTwoByte: '\u0100'.repeat(100),
  emptyObject: {}, object: { a: 1, b: 'two', c: [3] },
  indexKeys: { 1: 'a', 0: 'b', x: 'c', 2147483648: 'd', 4294967294: 'e', 4294967295: 'f', '1.5': 'g', '01': 'h', '-1': 'i' },
  nested: { nested: { deep: { deeper: [1, { x: null }] } } },
  twoByteKeys: { '\u20ac': '\u20ac', 'caf\u00e9': 1 },
  nullProto: { __proto__: null, np: 1 },
  getter: { get g() { return 'got'; }, plain: 1 },
  hidden: Object.defineProperty({ shown: 1 }, 'hidden', { value: 2, enumerable: false }),
  symbolKey: { [Symbol('s')]: 1, kept: 2 },
  classInstance: new (class Point { constructor() { this.x = 1; this.y = 2; } })(),
  emptyArray: [], smis: [1, 2, 3], doubles: [1.5, 2.5, 3], mixedNumbers: [1, 1.5],
  mixedArray: [1, 'a', true, null, undefined], sparse, denseWithProp: dense, holes: new Array(5),
  holeInMiddle: emptied, nestedArrays: [[[]]],
  epoch: new Date(0), date: new Date(1700000000123), invalidDate: new Date(NaN),
  regexp: /abc/, regexpFlags: /a+b*/gimsuy, regexpIndices: /[\u20ac]/d, regexpSets: /x/v,
  map: new Map([[1, 'one'], ['two', 2], [{ k: 1 }, [1, 2]], [NaN, null]]),
  set: new Set(['a', 1, 2n, { o: 1 }]), emptyMap: new Map(), emptySet: new Set(),
  arrayBuffer: ab, emptyArrayBuffer: new ArrayBuffer(0),
  resizable: new ArrayBuffer(2, { maxByteLength: 16 }),
  u8: new Uint8Array([1, 2, 3]), i8: new Int8Array([-1, 5]), u16: new Uint16Array([65535, 1]),
  i16: new Int16Array([-2]), u32: new Uint32Array([4294967295]), i32: new Int32Array([-5, 7]),
  f32: new Float32Array([1.5, -0]), f64: new Float64Array([Math.PI]),
  bi64: new BigInt64Array([-1n]), bu64: new BigUint64Array([2n ** 63n]),
  clamped: new Uint8ClampedArray([200]), dataView: new DataView(ab, 2, 4),
  buffer: Buffer.from('buffer!'), emptyBuffer: Buffer.alloc(0), slicedView: new Uint8Array(ab, 1, 3),
  subclassedView: new (class Bytes extends Uint8Array {})([9]),
  error: withStack(new Error('plain'), 'Error: plain\n    at somewhere'),
  typeError: withStack(new TypeError('te'), 'TypeError: te'),
  rangeErrorCause: withStack(new RangeError('re', { cause: 'why' }), 'RangeError: re'),
  emptySyntaxError: withStack(new SyntaxError(''), 's'),
  twoByteError: withStack(new ReferenceError('\u20ac'), '\u20ac stack'),
  evalError: withStack(new EvalError('e'), 'e'), uriError: withStack(new URIError('u'), 'u'),
  objectCause: withStack(new Error('with cause', { cause: { a: [1] } }), 'stack'),
  noStack: withStack(new Error('no stack'), undefined),
  renamed: (() => { const e = withStack(new Error('r'), 'x'); e.name = 'Custom'; return e; })(),
  subclassError: withStack(new (class MyError extends TypeError {})('sub'), 'sub stack'),
  selfCause: (() => { const e = withStack(new Error('loop'), 's'); e.cause = e; return e; })(),
  numberObject: Object(1.5), stringObject: Object('str'), twoByteStringObject: Object('\u20ac'),
  trueObject: Object(true), falseObject: Object(false), bigintObject: Object(10n),
  cycle, repeated: [shared, shared, { again: shared }], bufferAndView: { ab, view: new Uint8Array(ab) },
  sameDates: (() => { const d = new Date(5); return [d, d]; })(),
};

for (const [name, value] of Object.entries(values)) {
  console.log(name, v8.serialize(value).toString('hex'));
}
