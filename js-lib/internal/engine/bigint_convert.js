// The global `BigInt(value)` function. Boa 0.22's accepts numeric separators in strings
// (`BigInt('1_000')` is 1000n where the spec's StringToBigInt, and V8, throw), and its
// messages differ from V8's (`cannot convert string 'x' to bigint primitive` for `Cannot
// convert x to a BigInt`). This one converts as the spec says, with V8's error classes and
// messages, and leaves the arithmetic to the engine's function.
'use strict';

const { isInteger: NumberIsInteger } = Number;
const { charCodeAt: StringCharCodeAt, trim: StringTrim } = String.prototype;
const SymbolToPrimitive = Symbol.toPrimitive;
const StringCtor = String;

let engineBigInt;
function setEngine(f) {
  engineBigInt = f;
}

// OrdinaryToPrimitive / @@toPrimitive with the hint 'number' (what ToBigInt does first).
function toPrimitive(value) {
  if ((typeof value !== 'object' || value === null) && typeof value !== 'function') return value;
  const exotic = value[SymbolToPrimitive];
  if (exotic !== undefined && exotic !== null) {
    if (typeof exotic !== 'function') {
      throw new TypeError(`${StringCtor(exotic)} is not a function`);
    }
    const result = exotic.call(value, 'number');
    if ((typeof result === 'object' && result !== null) || typeof result === 'function') {
      throw new TypeError('Cannot convert object to primitive value');
    }
    return result;
  }
  for (const name of ['valueOf', 'toString']) {
    const method = value[name];
    if (typeof method === 'function') {
      const result = method.call(value);
      if ((typeof result !== 'object' || result === null) && typeof result !== 'function') {
        return result;
      }
    }
  }
  throw new TypeError('Cannot convert object to primitive value');
}

function isDigit(code, radix) {
  if (radix <= 10) return code >= 48 && code < 48 + radix;
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

// StringIntegerLiteral: white space (the spec's, U+FEFF included) around an optionally signed
// run of decimal digits, or a 0b/0o/0x literal without a sign; no separators, no fraction or
// exponent.
function isIntegerLiteral(text) {
  const s = StringTrim.call(text);
  if (s.length === 0) return true;
  let i = 0;
  let radix = 10;
  const first = StringCharCodeAt.call(s, 0);
  if (first === 43 || first === 45) {
    i = 1;
  } else if (first === 48 && s.length > 1) {
    const p = StringCharCodeAt.call(s, 1) | 0x20;
    if (p === 0x62) radix = 2;
    else if (p === 0x6f) radix = 8;
    else if (p === 0x78) radix = 16;
    if (radix !== 10) i = 2;
  }
  if (i === s.length) return false;
  for (; i < s.length; i++) {
    if (!isDigit(StringCharCodeAt.call(s, i), radix)) return false;
  }
  return true;
}

function BigInt(value) {
  const prim = toPrimitive(value);
  switch (typeof prim) {
    case 'number':
      if (!NumberIsInteger(prim)) {
        throw new RangeError(
          `The number ${prim} cannot be converted to a BigInt because it is not an integer`);
      }
      return engineBigInt(prim);
    case 'string':
      if (!isIntegerLiteral(prim)) throw new SyntaxError(`Cannot convert ${prim} to a BigInt`);
      // The engine's parser refuses a U+FEFF around the digits.
      return engineBigInt(StringTrim.call(prim));
    case 'bigint':
    case 'boolean':
      return engineBigInt(prim);
    default:
      // undefined, null and symbols.
      throw new TypeError(`Cannot convert ${StringCtor(prim)} to a BigInt`);
  }
}

module.exports = { BigInt, setEngine };
