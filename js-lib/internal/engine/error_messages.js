// internal/engine/error_messages: V8's message for an error the engine or one of its
// built-ins threw with Boa's wording, read from the message text and the error's name alone
// (`cannot mix BigInt and other types, ...` is `Cannot mix BigInt and other types, ...`).
// Messages whose V8 text names the failing expression (`o.f is not a function`) are read
// from the source by internal/errors_wording, which asks this table about every other one.
// A message maps only when one V8 text is right wherever the engine throws it: where V8
// prints a value, receiver or method name Boa's message lacks, the answer is undefined.
'use strict';

const { apply: ReflectApply } = Reflect;
const MapCtor = Map;
const { get: MapGet } = Map.prototype;
const { exec: RegExpExec } = RegExp.prototype;
const NumberCtor = Number;
const StringCtor = String;
const { slice: StringSlice } = String.prototype;
function StringPrototypeSlice(text, start) {
  return ReflectApply(StringSlice, text, [start]);
}

// [error name, Boa's message, V8's message]
const kExact = [
  // Conversions
  ['TypeError', "can't convert symbol to string", 'Cannot convert a Symbol value to a string'],
  ['TypeError', 'argument must not be a symbol', 'Cannot convert a Symbol value to a number'],
  ['TypeError', 'argument must not be a bigint', 'Cannot convert a BigInt value to a number'],
  ['TypeError', 'cannot mix BigInt and other types, use explicit conversions',
    'Cannot mix BigInt and other types, use explicit conversions'],
  ['TypeError', 'cannot convert object to primitive value', 'Cannot convert object to primitive value'],
  ['TypeError', 'method `[Symbol.toPrimitive]` cannot return an object',
    'Cannot convert object to primitive value'],
  ['TypeError', 'cannot convert undefined to a BigInt', 'Cannot convert undefined to a BigInt'],
  ['TypeError', 'cannot convert null to a BigInt', 'Cannot convert null to a BigInt'],
  ['TypeError', 'cannot create list from a primitive', 'CreateListFromArrayLike called on non-object'],
  ['TypeError', 'cannot serialize bigint to JSON', 'Do not know how to serialize a BigInt'],

  // BigInt and Number
  ['RangeError', 'BigInt division by zero', 'Division by zero'],
  ['RangeError', 'BigInt negative exponent', 'Exponent must be positive'],
  ['RangeError', 'radix must be an integer at least 2 and no greater than 36',
    'toString() radix argument must be between 2 and 36'],
  ['RangeError', 'precision must be an integer at least 1 and no greater than 100',
    'toPrecision() argument must be between 1 and 100'],

  // Intl.DateTimeFormat's format of a time value that is no number.
  ['RangeError', 'formatted date cannot be NaN', 'Invalid time value'],

  // Strings
  ['RangeError', 'String.prototype.repeat: count must be less than infinity',
    'Invalid count value: Infinity'],
  ['RangeError', "repeat count must be a positive finite number that doesn't overflow the " +
    'maximum string length (2^32 - 1)', 'Invalid string length'],

  // Arrays
  ['RangeError', 'invalid array length', 'Invalid array length'],
  ['RangeError', 'bad length for array', 'Invalid array length'],
  ['RangeError', 'array exceeded max size', 'Invalid array length'],
  ['TypeError', 'Target splice exceeded max safe integer value', 'Invalid array length'],
  ['TypeError', 'length + number of arguments exceeds the max safe integer limit',
    'Invalid array length'],
  ['TypeError', 'Array.prototype.reduce: called on an empty array and with no initial value',
    'Reduce of empty array with no initial value'],
  ['TypeError', 'Array.prototype.reduceRight: called on an empty array and with no initial value',
    'Reduce of empty array with no initial value'],
  ['TypeError', 'Typed array length is 0 and initial value is not present',
    'Reduce of empty array with no initial value'],
  ['TypeError', 'Symbol.species must be a constructor',
    'object.constructor[Symbol.species] is not a constructor'],
  ['TypeError', "property 'constructor' is not a constructor",
    'object.constructor[Symbol.species] is not a constructor'],
  ['TypeError', "property 'constructor' is not an object", 'The .constructor property is not an object'],

  // Typed arrays, ArrayBuffer, DataView, Atomics
  ['TypeError', 'the TypedArray constructor should never be called directly',
    'Abstract class TypedArray not directly constructable'],
  ['TypeError', 'cannot construct typed array from detached buffer',
    'Cannot perform Construct on a detached ArrayBuffer'],
  ['TypeError', 'Cannot initialize typed array from invalid buffer',
    'Cannot perform Construct on a detached or out-of-bounds ArrayBuffer'],
  ['TypeError', 'Source typed array and target typed array have different content types',
    'Cannot mix BigInt and other types, use explicit conversions'],
  ['TypeError', 'TypedArray.set must be called on typed array object', 'this is not a typed array.'],
  ['RangeError', 'Source object and target offset longer than target typed array', 'offset is out of bounds'],
  ['RangeError', 'Source typed array and target offset longer than target typed array',
    'offset is out of bounds'],
  ['RangeError', 'TypedArray.set called with negative offset', 'offset is out of bounds'],
  ['RangeError', 'Target offset cannot be Infinity', 'offset is out of bounds'],
  ['RangeError', 'Target offset cannot be positive infinity', 'offset is out of bounds'],
  ['RangeError', '`length` cannot be bigger than `maxByteLength`', 'Invalid array buffer max length'],
  ['RangeError', "ArrayBuffer.resize: new byte length exceeds buffer's maximum byte length",
    'ArrayBuffer.prototype.resize: Invalid length parameter'],
  ['TypeError', 'ArrayBuffer.resize: cannot resize a detached buffer',
    'Cannot perform ArrayBuffer.prototype.resize on a detached ArrayBuffer'],
  ['TypeError', 'ArrayBuffer.slice called with detached buffer',
    'Cannot perform ArrayBuffer.prototype.slice on a detached ArrayBuffer'],
  ['TypeError', 'new ArrayBuffer length too small',
    'Derived ArrayBuffer constructor created a buffer which was too small'],
  ['TypeError', 'new ArrayBuffer is the same as this ArrayBuffer',
    'ArrayBuffer subclass returned this from species constructor'],
  ['RangeError', 'SharedArrayBuffer.grow: new length cannot be bigger than `maxByteLength`',
    'SharedArrayBuffer.prototype.grow: Invalid length parameter'],
  ['RangeError', 'SharedArrayBuffer.grow: failed to grow buffer to new length',
    'SharedArrayBuffer.prototype.grow: Invalid length parameter'],
  ['TypeError', 'ArrayBuffer is detached', 'Cannot perform DataView constructor on a detached ArrayBuffer'],
  ['TypeError', 'buffer must be an ArrayBuffer',
    'First argument to DataView constructor must be an ArrayBuffer'],
  ['RangeError', 'Offset is outside the bounds of DataView', 'Offset is outside the bounds of the DataView'],
  ['TypeError', 'cannot call `DataView` constructor without `new`', "Constructor DataView requires 'new'"],
  ['RangeError', 'index for typed array outside of bounds', 'Invalid atomic access index'],

  // import(specifier, options)
  ['TypeError', 'import options must be an object or undefined',
    'The second argument to import() must be an object'],
  ['TypeError', "the 'with' option must be an object", "The 'with' option must be an object"],
  ['TypeError', 'import attribute value must be a string', 'Import attribute value must be a string'],

  // Objects, functions, Reflect
  ['TypeError', 'Object.getPrototypeOf: At least 1 argument required, but only 0 passed',
    'Cannot convert undefined or null to object'],
  ['TypeError', "Object.defineProperty: expected 'this' to be an Object",
    'Object.defineProperty called on non-object'],
  ['TypeError', "Object.defineProperties: expected 'this' to be an Object",
    'Object.defineProperties called on non-object'],
  // V8 ends with the descriptor, which is an object literal almost always.
  ['TypeError', 'Invalid property descriptor.Cannot both specify accessors and a value or writable attribute',
    'Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, #<Object>'],
  ['TypeError', "Object.create: expected 'proto' to be an Object or null, got `undefined`",
    'Object prototype may only be an Object or null: undefined'],
  ['TypeError', "Object.prototype.__defineGetter__: expected 'getter' to be a Function object",
    'Object.prototype.__defineGetter__: Expecting function'],
  ['TypeError', "Object.prototype.__defineSetter__: expected 'setter' to be a Function object",
    'Object.prototype.__defineSetter__: Expecting function'],
  ['TypeError', 'cannot bind `this` without a `[[Call]]` internal method', 'Bind must be called on a function'],
  ['TypeError', 'not a function', "Function.prototype.toString requires that 'this' be a Function"],
  ['TypeError', "right-hand side of 'instanceof' is not callable",
    "Right-hand side of 'instanceof' is not callable"],

  // Proxy
  ['TypeError', 'Proxy constructor called with non-object target',
    'Cannot create proxy with a non-object as target or handler'],
  ['TypeError', 'Proxy constructor called with non-object handler',
    'Cannot create proxy with a non-object as target or handler'],
  ['TypeError', 'Proxy constructor called on undefined new target', "Constructor Proxy requires 'new'"],
  ['TypeError', 'Proxy trap result is neither object nor null',
    "'getPrototypeOf' on proxy: trap returned neither object nor null"],
  ['TypeError', 'Proxy trap returned unexpected prototype',
    "'getPrototypeOf' on proxy: proxy target is non-extensible but the trap did not return its " +
    'actual prototype'],
  ['TypeError', 'Proxy trap failed to set prototype',
    "'setPrototypeOf' on proxy: trap returned truish for setting a new prototype on the " +
    'non-extensible proxy target'],
  ['TypeError', 'Proxy trap failed to set extensible',
    "'preventExtensions' on proxy: trap returned truish but the proxy target is extensible"],
  ['TypeError', 'cannot prevent extensions', "'preventExtensions' on proxy: trap returned falsish"],
  ['TypeError', 'cannot seal object', "'preventExtensions' on proxy: trap returned falsish"],
  ['TypeError', 'cannot freeze object', "'preventExtensions' on proxy: trap returned falsish"],
  ['TypeError', 'Proxy trap result contains duplicate string property keys',
    "'ownKeys' on proxy: trap returned duplicate entries"],
  ['TypeError', 'Proxy trap result contains duplicate symbol property keys',
    "'ownKeys' on proxy: trap returned duplicate entries"],
  ['TypeError', 'Proxy trap failed to return all property keys',
    "'ownKeys' on proxy: trap returned extra keys but proxy target is non-extensible"],

  // Constructors called without `new`
  ['TypeError', 'cannot call `Map` constructor without new', "Constructor Map requires 'new'"],
  ['TypeError', 'calling a builtin Set constructor without new is forbidden', "Constructor Set requires 'new'"],
  ['TypeError', 'WeakMap: cannot call constructor without `new`', "Constructor WeakMap requires 'new'"],
  ['TypeError', 'WeakSet: cannot call constructor without `new`', "Constructor WeakSet requires 'new'"],
  ['TypeError', 'WeakRef: cannot call constructor without `new`', "Constructor WeakRef requires 'new'"],
  ['TypeError', 'FinalizationRegistry: cannot call constructor without `new`',
    "Constructor FinalizationRegistry requires 'new'"],
  ['TypeError', "Iterator constructor requires 'new'", "Constructor Iterator requires 'new'"],
  ['TypeError', 'cannot call `Intl.Locale` constructor without `new`', "Constructor Intl.Locale requires 'new'"],
  ['TypeError', 'cannot call `Intl.ListFormat` constructor without `new`',
    "Constructor Intl.ListFormat requires 'new'"],
  ['TypeError', 'cannot call `Intl.PluralRules` constructor without `new`',
    "Constructor Intl.PluralRules requires 'new'"],
  ['TypeError', 'Promise NewTarget cannot be undefined', "Promise constructor cannot be invoked without 'new'"],

  // Collections, weak references
  ['TypeError', 'size is undefined', 'The .size property is NaN'],
  ['TypeError', "Set-like object must have a callable 'has' method", 'string "has" is not a function'],
  ['TypeError', "Set-like object must have a callable 'keys' method", 'string "keys" is not a function'],
  ['TypeError', 'FinalizationRegistry: cleanup callback of registry must be callable',
    'FinalizationRegistry: cleanup must be callable'],
  ['TypeError', 'FinalizationRegistry.prototype.register: `target` must be an Object or Symbol',
    'FinalizationRegistry.prototype.register: invalid target'],
  ['TypeError', 'FinalizationRegistry.prototype.register: `heldValue` cannot be the same as `target`',
    'FinalizationRegistry.prototype.register: target and holdings must not be same'],

  // Promises
  ['TypeError', 'Promise.resolve() called on a non-object', 'PromiseResolve called on non-object'],
  ['TypeError', 'Promise.reject() called on a non-object', 'PromiseReject called on non-object'],
  ['TypeError', 'finally called with a non-object promise', 'Promise.prototype.finally called on non-object'],
  ['TypeError', 'promiseCapability.[[Resolve]] is not callable',
    'Promise resolve or reject function is not callable'],
  ['TypeError', 'promiseCapability.[[Reject]] is not callable',
    'Promise resolve or reject function is not callable'],
  ['TypeError', 'promiseCapability.[[Resolve]] is not undefined',
    'Promise executor has already been invoked with non-undefined arguments'],
  ['TypeError', 'promiseCapability.[[Reject]] is not undefined',
    'Promise executor has already been invoked with non-undefined arguments'],
  // A promise resolved with itself (V8 prints the promise, a Promise unless subclassed).
  ['TypeError', 'SameValue(resolution, promise) is true', 'Chaining cycle detected for promise #<Promise>'],
  ['AggregateError', 'no promise in Promise.any was fulfilled.', 'All promises were rejected'],

  // Generators and iterators
  ['TypeError', 'Generator should not be executing', 'Generator is already running'],
  ['TypeError', 'Iterator Helper is already executing', 'Generator is already running'],
  ['TypeError', 'iterator does not have a throw method', "The iterator does not provide a 'throw' method."],
  ['TypeError', 'sync iterator does not have a throw method',
    "The iterator does not provide a 'throw' method."],
  ['TypeError', 'Iterator.prototype.reduce: cannot reduce empty iterator with no initial value',
    'Reduce of a done iterator with no initial value'],

  // RegExp
  ['TypeError', 'regexp exec returned neither object nor null',
    'RegExp exec method returned something other than an Object or null'],
  ['TypeError', 'RegExp.escape requires a string argument', 'input argument must be a string'],
  ['TypeError', '`RegExp.prototype.compile` cannot be called with both a RegExp initializer and new flags',
    'Cannot supply flags when constructing one RegExp from another'],

  // JSON
  ['SyntaxError', 'JSON.rawJSON text must not be the empty string', 'Invalid value for JSON.rawJSON'],

  // Classes and bindings
  ['TypeError', 'derived constructor can only return an Object or undefined',
    'Derived constructors may only return object or undefined'],
  ['ReferenceError', 'cannot reinitialize `this` binding', 'Super constructor may only be called once'],
  ['ReferenceError', 'cannot delete a property of `super`', "Unsupported reference to 'super'"],

  // URI functions: V8 has one message for every malformed input.
  ['URIError', 'cannot decode uri', 'URI malformed'],
  ['URIError', 'escape characters must be preceded with a % sign', 'URI malformed'],
  ['URIError', 'invalid UTF-8 encoding found', 'URI malformed'],
  ['URIError', 'invalid escape character found', 'URI malformed'],
  ['URIError', 'invalid escaped character found', 'URI malformed'],
  ['URIError', 'invalid hexadecimal digit found', 'URI malformed'],
  ['URIError', 'non-terminated escape character found', 'URI malformed'],
  ['URIError', 'trying to encode an invalid string', 'URI malformed'],

  // Early errors the engine reports without a source position
  ['SyntaxError', 'invalid `new.target` expression inside eval', 'new.target expression is not allowed here'],
  ['SyntaxError', 'invalid `super` reference inside eval', "'super' keyword unexpected here"],
  ['SyntaxError', 'invalid `super` call inside eval', "'super' keyword unexpected here"],
];

// Parser errors carry ` at line L, col C`, which V8's messages do not: these are looked up
// with the position taken off. [Boa's message without the position, V8's message]
const kSyntax = [
  ['Duplicate parameter name not allowed in this context',
    'Duplicate parameter name not allowed in this context'],
  ["Illegal 'use strict' directive in function with non-simple parameter list",
    "Illegal 'use strict' directive in function with non-simple parameter list"],
  ['Invalid tagged template on optional chain', 'Invalid tagged template on optional chain'],
  ['Invalid left-hand side in assignment', 'Invalid left-hand side in assignment'],
  ['Rest parameter may not have a default initializer', 'Rest parameter may not have a default initializer'],
  ["unexpected token ',', rest parameter must be the last formal parameter",
    'Rest parameter must be last formal parameter'],
  ["'let' is disallowed as a lexically bound name", 'let is disallowed as a lexically bound name'],
  ['with statement not allowed in strict mode', 'Strict mode code may not include a with statement'],
  ['cannot delete variables in strict mode', 'Delete of an unqualified identifier in strict mode.'],
  ['implicit octal literals are not allowed in strict mode', 'Octal literals are not allowed in strict mode.'],
  ['octal escape sequences are not allowed in strict mode',
    'Octal escape sequences are not allowed in strict mode.'],
  ['\\8 and \\9 are not allowed in strict mode', '\\8 and \\9 are not allowed in strict mode.'],
  ['binding identifier `eval` not allowed in strict mode', 'Unexpected eval or arguments in strict mode'],
  ['binding identifier `arguments` not allowed in strict mode', 'Unexpected eval or arguments in strict mode'],
  ["parameter name 'eval' not allowed in strict mode", 'Unexpected eval or arguments in strict mode'],
  ["parameter name 'arguments' not allowed in strict mode", 'Unexpected eval or arguments in strict mode'],
  ['unexpected identifier `eval` in strict mode', 'Unexpected eval or arguments in strict mode'],
  ['unexpected identifier `arguments` in strict mode', 'Unexpected eval or arguments in strict mode'],
  ["Unexpected 'eval' or 'arguments' in strict mode", 'Unexpected eval or arguments in strict mode'],
  ['a class may only have one constructor', 'A class may only have one constructor'],
  ['class constructor may not be a getter method', 'Class constructor may not be an accessor'],
  ['class constructor may not be a setter method', 'Class constructor may not be an accessor'],
  ['class constructor may not be a generator method', 'Class constructor may not be a generator'],
  ['class constructor may not be an async method', 'Class constructor may not be an async method'],
  ["class may not have static method definitions named 'prototype'",
    "Classes may not have a static property named 'prototype'"],
  ['invalid super usage', "'super' keyword unexpected here"],
  ['invalid super call usage', "'super' keyword unexpected here"],
  ['invalid new.target usage', 'new.target expression is not allowed here'],
  ["a lexical declaration in the head of a for-of loop can't have an initializer",
    'for-of loop variable declaration may not have an initializer.'],
  ['a binding pattern declaration in the head of a for-of loop cannot have an initializer',
    'for-of loop variable declaration may not have an initializer.'],
  ["a lexical declaration in the head of a for-in loop can't have an initializer",
    'for-in loop variable declaration may not have an initializer.'],
  ['a binding pattern declaration in the head of a for-in loop cannot have an initializer',
    'for-in loop variable declaration may not have an initializer.'],
  ['Duplicate __proto__ fields are not allowed in object literals.',
    'Duplicate __proto__ fields are not allowed in object literals'],
  ['in strict mode code, functions can only be declared at the top level or inside a block.',
    'In strict mode code, functions can only be declared at top level or inside a block.'],
  ['malformed Unicode character escape sequence', 'Invalid Unicode escape sequence'],
  ['invalid Unicode escape sequence', 'Invalid Unicode escape sequence'],
  ['Unicode codepoint must not be greater than 0x10FFFF in escape sequence', 'Undefined Unicode code-point'],
  ['invalid Hexadecimal escape sequence', 'Invalid hexadecimal escape sequence'],
  ['abrupt end on regular expression', 'Invalid regular expression: missing /'],
  ['new lines are not allowed in regular expressions', 'Invalid regular expression: missing /'],
  // `await` as a binding name where it is reserved (async functions, static blocks, modules).
  ['keyword `await` not allowed in this context', 'Unexpected reserved word'],
  // `await` in a module's function that is not async.
  ["unexpected token 'await', `await` cannot be used as an identifier in a module",
    'Unexpected reserved word'],
  // `yield` as a binding name in sloppy generator code (strict code has its own message).
  ['keyword `yield` not allowed in this context', "Unexpected identifier 'yield'"],
  ['invalid `import.meta` expression outside a module', "Cannot use 'import.meta' outside a module"],
  ["'arguments' not allowed in class static block",
    "'arguments' is not allowed in class field initializer or static initialization block"],
  ["'arguments' not allowed in class field definition",
    "'arguments' is not allowed in class field initializer or static initialization block"],
  ['unexpected private identifier', 'Unexpected private field'],
  ['cannot delete private fields', 'Private fields can not be deleted'],
  ['Expected initializer for const declaration', 'Missing initializer in const declaration'],
  ['illegal break statement', 'Illegal break statement'],
  ["unexpected token 'default', more than one switch default",
    'More than one default clause in switch statement'],
  ["unexpected token 'await', for await...of is only valid in async functions or async generators",
    'Unexpected reserved word'],
  ['underscores are not allowed at the end of numeric literals',
    'Numeric separators are not allowed at the end of numeric literals'],
  ['only one underscore is allowed as numeric separator', 'Only one underscore is allowed as numeric separator'],
  ['unterminated multiline comment', 'Invalid or unexpected token'],
  ["'n' suffix not allowed in octal representation", 'Invalid or unexpected token'],
  ['expected binary digit after number base prefix', 'Invalid or unexpected token'],
  ['expected octal digit after number base prefix', 'Invalid or unexpected token'],
  ['expected hexadecimal digit after number base prefix', 'Invalid or unexpected token'],
  ['Abrupt end: No exponential value found', 'Invalid or unexpected token'],
  ['Abrupt end: Expecting private identifier', 'Invalid or unexpected token'],
  ['a numeric literal must not be followed by an alphanumeric, $ or _ characters',
    'Invalid or unexpected token'],
  ['invalid identifier start', 'Invalid or unexpected token'],
  ['invalid identifier part', 'Invalid or unexpected token'],
];

// The lexer's messages with no position.
const kSyntaxNoPosition = [
  ['unterminated string literal', 'Invalid or unexpected token'],
  ['unterminated escape sequence in literal', 'Invalid or unexpected token'],
  // A template literal runs to the end of the source.
  ['unterminated template literal', 'Unexpected end of input'],
  // The source ended inside a construct (eval's code; a Function body's end is the `}` of
  // the wrapper V8 parses it in, which the engine's message does not tell).
  ['abrupt end', 'Unexpected end of input'],
  // The Function constructor's parameters ended inside a construct: V8 meets the `)` it
  // closes them with.
  ['failed to parse function parameters: abrupt end', "Unexpected token ')'"],
];

const exact = new MapCtor();
for (let i = 0; i < kExact.length; i++) {
  const { 0: name, 1: boa, 2: v8 } = kExact[i];
  exact.set(boa, [name, v8]);
}
for (let i = 0; i < kSyntaxNoPosition.length; i++) {
  const { 0: boa, 1: v8 } = kSyntaxNoPosition[i];
  exact.set(boa, ['SyntaxError', v8]);
}
const syntax = new MapCtor();
for (let i = 0; i < kSyntax.length; i++) {
  const { 0: boa, 1: v8 } = kSyntax[i];
  syntax.set(boa, v8);
}

// Messages with a value in them. Each is tried only when the message starts with its
// prefix (a string compare), so a message no pattern could match costs no regexp run.
const kPatterns = [
  // [name, prefix, regexp, (match) => V8's message]
  ['TypeError', 'cannot mutate an immutable binding', /^cannot mutate an immutable binding '.*'$/s,
    () => 'Assignment to constant variable.'],
  ['TypeError', "right-hand side of 'instanceof' should be an object",
    /^right-hand side of 'instanceof' should be an object, got `\w+`$/,
    () => "Right-hand side of 'instanceof' is not an object"],
  ['RangeError', 'codepoint `', /^codepoint `([^`]*)` (?:outside of Unicode range|is not an integer)$/,
    (m) => {
      const n = rustNumber(m[1]);
      return n === undefined ? undefined : `Invalid code point ${n}`;
    }],
  ['TypeError', 'new target was undefined when constructing an',
    /^new target was undefined when constructing an (Int8|Uint8|Uint8Clamped|Int16|Uint16|Int32|Uint32|BigInt64|BigUint64|Float16|Float32|Float64)$/,
    (m) => `Constructor ${m[1]}Array requires 'new'`],
  ['TypeError', 'Promise.', /^Promise\.(all|allSettled|any|race|withResolvers|try)\(\) called on a non-object$/,
    (m) => `Promise.${m[1]} called on non-object`],
  ['TypeError', 'WeakMap.', /^WeakMap\.(?:set|getOrInsert|getOrInsertComputed): expected target argument of type `object`, got target of type `\w+`$/,
    () => 'Invalid value used as weak map key'],
  ['TypeError', 'WeakSet.add: ', /^WeakSet\.add: expected target argument of type `object`, got target of type `\w+`$/,
    () => 'Invalid value used in weak set'],
  ['TypeError', 'WeakRef: expected', /^WeakRef: expected target argument of type `object`, got target of type `\w+`$/,
    () => 'WeakRef: invalid target'],
  ['ReferenceError', 'cannot assign to uninitialized global property `',
    /^cannot assign to uninitialized global property `(.*)`$/s, (m) => `${m[1]} is not defined`],
  ['ReferenceError', 'cannot assign to uninitialized binding `',
    /^cannot assign to uninitialized binding `(.*)`$/s,
    (m) => `Cannot access '${m[1]}' before initialization`],
  ['RangeError', '"', /^"((?:[^"\\])*)" was not a valid time zone\.$/,
    (m) => `Invalid time zone specified: ${m[1]}`],
  ['SyntaxError', 'variable declaration ', /^variable declaration (.*) in eval function already exists as a lexical variable$/s,
    (m) => `Identifier '${m[1]}' has already been declared`],
  // A module's early errors, which carry the name (a script's do not).
  ['SyntaxError', 'lexical name `', /^lexical name `(.*)` declared multiple times$/s,
    (m) => `Identifier '${m[1]}' has already been declared`],
  ['SyntaxError', 'exported name `', /^exported name `(.*)` declared multiple times$/s,
    (m) => `Duplicate export of '${m[1]}'`],
  // A link error an import() rejects with (the entry's and require()'s are worded where
  // they are loaded); Node names the module, which only the loaded graph tells.
  ['SyntaxError', 'could not find export `', /^could not find export `[^`]+`$/, linkMessage],
  ['SyntaxError', 'could not resolve ambiguous export `',
    /^could not resolve ambiguous export `[^`]+`$/, linkMessage],
];

function linkMessage(m) {
  const scratch = new SyntaxError(m[0]);
  try {
    require('internal/modules/esm').explainLinkError(scratch, true);
  } catch {
    return undefined;
  }
  if (scratch.message === m[0]) return undefined;
  require('internal/modules/parse_errors').rememberLinkWording(m[0], scratch.message);
  return scratch.message;
}

// ` at line L, col C` at the end of a parser error.
const kPosition = /^(.*) at line \d+, col \d+$/s;
const kSyntaxPatterns = [
  // A character that starts no token.
  [/^unexpected '.{1,2}'$/s, () => 'Invalid or unexpected token'],
  [/^duplicate label: (.*)$/s, (m) => `Label '${m[1]}' has already been declared`],
  [/^lexical name `(.*)` declared multiple times$/s,
    (m) => `Identifier '${m[1]}' has already been declared`],
  [/^exported name `(.*)` declared multiple times$/s, (m) => `Duplicate export of '${m[1]}'`],
  [/^undefined (?:break|continue) target: (.*)$/s, (m) => `Undefined label '${m[1]}'`],
  [/^unexpected token '([^']*)', strict reserved word cannot be an identifier$/,
    () => 'Unexpected strict mode reserved word'],
  // A regular expression literal's flags. The RegExp constructor's message for a bad flag has
  // no position, and V8's names all the flags there, so that one is left alone.
  [/^(?:repeated|invalid) regular expression flag .$/s, () => 'Invalid regular expression flags'],
  [/^expected one of ',' or '\)', got '[^]*' in argument list$/, () => 'missing ) after argument list'],
  // `??` mixed with `||` or `&&` without parentheses: V8 names the operator that came second.
  [/^expected one of '&&' or '\|\|', got '\?\?' in cannot use '\?\?' unparenthesized within '\|\|' or '&&'$/,
    () => "Unexpected token '??'"],
  [/^expected token '\?\?', got '(\|\||&&)' in logical expression \(cannot use '\?\?' without parentheses within '\|\|' or '&&'\)$/,
    (m) => `Unexpected token '${m[1]}'`],
  // A string, number or name is a primary expression: the token is a punctuator or a
  // keyword.
  [/^unexpected token '([^'\w]+|break|case|catch|class|const|continue|debugger|default|delete|do|else|export|extends|finally|for|function|if|import|in|instanceof|new|return|super|switch|throw|try|typeof|var|void|while|with)', primary expression$/,
    (m) => `Unexpected token '${m[1]}'`],
  // A name was expected and a punctuator came.
  [/^expected token 'identifier', got '([^'\w\s]+)' in identifier parsing$/,
    (m) => `Unexpected token '${m[1]}'`],
  // eval's code is no function body.
  [/^unexpected token 'return', statement$/, () => 'Illegal return statement'],
];

// The Function constructor's parse errors: the body's message after this, worded as for
// any other code.
const kFunctionBody = 'failed to parse function body: ';
// Its parameters' errors. V8 parses them as `(PARAMS\n)`: their text ending early is the
// `)`, and a parameter list that ends before the text does is its own message.
const kFunctionParams = 'failed to parse function parameters: ';
const kParamsEndEarly = /^expected token ',', got '[^]*' in parameter list at line \d+, col \d+$/;

// Plain indexing and the captured exec, so a program's changes to String.prototype or
// RegExp.prototype do not reach the error path.
function startsWith(text, prefix) {
  if (text.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) {
    if (text[i] !== prefix[i]) return false;
  }
  return true;
}

function exec(re, text) {
  return ReflectApply(RegExpExec, re, [text]);
}

const kDecimal = /^-?\d+(?:\.\d+)?$/;

// A number Rust printed (`inf`, `-1`, `0.0000001`, `1000000000000000000000`) as JavaScript
// prints it.
function rustNumber(text) {
  if (text === 'inf') return 'Infinity';
  if (text === '-inf') return '-Infinity';
  if (text === 'NaN') return 'NaN';
  if (exec(kDecimal, text) === null) return undefined;
  return StringCtor(NumberCtor(text));
}

function v8Message(name, message) {
  if (typeof message !== 'string' || message.length === 0) return undefined;
  const entry = ReflectApply(MapGet, exact, [message]);
  if (entry !== undefined) return entry[0] === name ? entry[1] : undefined;
  if (name === 'SyntaxError') return syntaxMessage(message);
  for (let i = 0; i < kPatterns.length; i++) {
    const pattern = kPatterns[i];
    if (pattern[0] !== name || !startsWith(message, pattern[1])) continue;
    const m = exec(pattern[2], message);
    if (m !== null) return pattern[3](m);
  }
  return undefined;
}

function syntaxMessage(message) {
  for (let i = 0; i < kPatterns.length; i++) {
    const pattern = kPatterns[i];
    if (pattern[0] !== 'SyntaxError' || !startsWith(message, pattern[1])) continue;
    const m = exec(pattern[2], message);
    if (m !== null) return pattern[3](m);
  }
  if (startsWith(message, kFunctionParams)) {
    const rest = StringPrototypeSlice(message, kFunctionParams.length);
    if (exec(kParamsEndEarly, rest) !== null) return 'Arg string terminates parameters early';
    return exec(kPosition, rest) === null ? undefined : syntaxMessage(rest);
  }
  if (startsWith(message, kFunctionBody)) {
    const rest = StringPrototypeSlice(message, kFunctionBody.length);
    // A message without a position is the lexer's (worded as anywhere else), or the body's
    // end, which V8 meets at the `}` of its wrapper.
    if (exec(kPosition, rest) !== null) return syntaxMessage(rest);
    if (rest === 'abrupt end') return undefined;
    const entry = ReflectApply(MapGet, exact, [rest]);
    return entry !== undefined && entry[0] === 'SyntaxError' ? entry[1] : undefined;
  }
  // Only a parser error ends in ` col N`.
  const last = message[message.length - 1];
  if (last < '0' || last > '9') return undefined;
  const at = exec(kPosition, message);
  if (at === null) return undefined;
  return parserMessage(at[1]);
}

// V8's message for a parser error whose position was taken off (a file's parse errors are
// reported with the pointer, by internal/modules/parse_errors).
function parserMessage(text) {
  const v8 = ReflectApply(MapGet, syntax, [text]);
  if (v8 !== undefined) return v8;
  for (let i = 0; i < kSyntaxPatterns.length; i++) {
    const m = exec(kSyntaxPatterns[i][0], text);
    if (m !== null) return kSyntaxPatterns[i][1](m);
  }
  return undefined;
}

// The messages v8Message may change, for the runtime's filter that keeps every other
// caught error from a call into JS: exact texts, and the prefixes of the patterns.
function boaMessages() {
  const prefixes = [];
  for (let i = 0; i < kPatterns.length; i++) prefixes.push(kPatterns[i][1]);
  // The Function constructor's lexer errors, which carry no position.
  prefixes.push(kFunctionBody);
  return { exact: [...exact.keys()], prefixes };
}

module.exports = { v8Message, boaMessages, parserMessage };
