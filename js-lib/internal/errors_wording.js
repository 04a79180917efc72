// internal/errors_wording: V8's message for an error the engine made with Boa's wording.
// Boa says `not a callable function`, `not a constructor` and `cannot convert 'null' or
// 'undefined' to object` where V8 names the expression (`o.f is not a function`,
// `Cannot read properties of undefined (reading 'x')`); the expression is read from the
// source at the error's first frame, and so are the values V8 names where the engine's
// message does not (a callback a built-in cannot call, an argument it cannot iterate: when
// the call writes them as literals), a private name's class and a Reflect method's name.
// Other messages go through the table of
// internal/engine/error_messages. Called for errors user code catches (the source pass's
// `catch` blocks), promise reactions, uncaught errors and assert.throws; an error is
// changed once, since its new message is no longer Boa's.
'use strict';

const { getOwnPropertyDescriptor, defineProperty } = Object;

const kCall = 'not a callable function';
const kConstruct = 'not a constructor';
const kNullish = "cannot convert 'null' or 'undefined' to object";
const kDestructureUndefined = "Cannot destructure 'undefined' value";
const kDestructureNull = "Cannot destructure 'null' value";
const kUninitialized = 'access of uninitialized binding';
const kClassCall = "class constructor cannot be invoked without 'new'";
const kConstAssignment = "cannot mutate an immutable binding '";
const kPrivateMissing = 'Private element does not exist on object';
// A Reflect method given a target that is not an object.
const kReflectTarget = 'target must be an object';
const kReflectMethods = new Set(['defineProperty', 'deleteProperty', 'get', 'getOwnPropertyDescriptor',
  'getPrototypeOf', 'has', 'isExtensible', 'ownKeys', 'preventExtensions', 'set', 'setPrototypeOf']);
// The names of code given whole rather than read from a file: -e, stdin, REPL input.
const kWholeInput = /^(?:\[eval\]|\[stdin\]|REPL\d+)$/;
const kInPrefix = "right-hand side of 'in' should be an object, got `";
// The type the engine names for the right operand of a failed `in` (`null` for `object`).
let inOperand;
// The type the engine names for a value that is not iterable.
let iteratedType;
// The source before the failure (up to kBodyLines lines), where a name's declaration is
// looked for.
let textBefore = '';
// The offset in the searched body of the one site bodyMessage found (-1: none).
let bodyPlace = -1;

let stackModule;
let framesModule;
const table = require('internal/engine/error_messages');

// A built-in given a callback it cannot call: Boa's message -> [the method's name as the
// call is written, how V8 prints the value, which argument]. V8 names the value (`number 5
// is not a function`), which is read from the call's source when the argument is written
// as a literal or as a const declared as one.
const kCallbacks = new Map([
  ['Array.prototype.map: Callbackfn is not callable', ['map', 'typed', 0]],
  ['Array.prototype.forEach: invalid callback function', ['forEach', 'typed', 0]],
  ['Array.prototype.filter: `callback` must be callable', ['filter', 'typed', 0]],
  ['Array.prototype.some: callback is not callable', ['some', 'typed', 0]],
  ['Array.prototype.every: callback is not callable', ['every', 'typed', 0]],
  ['Array.prototype.find: predicate is not callable', ['find', 'typed', 0]],
  ['Array.prototype.findIndex: predicate is not callable', ['findIndex', 'typed', 0]],
  ['Array.prototype.findLast: predicate is not callable', ['findLast', 'typed', 0]],
  ['Array.prototype.findLastIndex: predicate is not callable', ['findLastIndex', 'typed', 0]],
  ['Array.prototype.reduce: callback function is not callable', ['reduce', 'typed', 0]],
  ['Array.prototype.reduceRight: callback function is not callable', ['reduceRight', 'typed', 0]],
  ['flatMap mapper function is not callable', ['flatMap', 'typed', 0]],
  ['TypedArray.prototype.map called with non-callable callback function', ['map', 'plain', 0]],
  ['TypedArray.prototype.foreach called with non-callable callback function',
    ['forEach', 'typed', 0]],
  ['TypedArray.prototype.filter called with non-callable callback function', ['filter', 'typed', 0]],
  ['TypedArray.prototype.some called with non-callable callback function', ['some', 'typed', 0]],
  ['TypedArray.prototype.every called with non-callable callback function', ['every', 'typed', 0]],
  ['TypedArray.prototype.reduce called with non-callable callback function', ['reduce', 'typed', 0]],
  ['TypedArray.prototype.reduceright called with non-callable callback function',
    ['reduceRight', 'typed', 0]],
  ['TypedArray.prototype.find: predicate is not callable', ['find', 'typed', 0]],
  ['TypedArray.prototype.findIndex: predicate is not callable', ['findIndex', 'typed', 0]],
  ['TypedArray.prototype.findLast: predicate is not callable', ['findLast', 'typed', 0]],
  ['TypedArray.prototype.findLastIndex: predicate is not callable', ['findLastIndex', 'typed', 0]],
  ['Method Map.prototype.forEach called with non-callable callback function', ['forEach', 'typed', 0]],
  ['Method Set.prototype.forEach called with non-callable callback function', ['forEach', 'typed', 0]],
  ['Iterator.prototype.map: mapper is not callable', ['map', 'typed', 0]],
  ['Iterator.prototype.forEach: argument is not callable', ['forEach', 'typed', 0]],
  ['Iterator.prototype.filter: predicate is not callable', ['filter', 'typed', 0]],
  ['Iterator.prototype.some: predicate is not callable', ['some', 'typed', 0]],
  ['Iterator.prototype.every: predicate is not callable', ['every', 'typed', 0]],
  ['Iterator.prototype.find: predicate is not callable', ['find', 'typed', 0]],
  ['Iterator.prototype.reduce: reducer is not callable', ['reduce', 'typed', 0]],
  ['Promise executor is not callable', ['Promise', 'resolver', 0]],
  ['`undefined` is not callable', ['from', 'typed', 1]],
  ['`object` is not callable', ['from', 'typed', 1]],
  ['`number` is not callable', ['from', 'typed', 1]],
  ['`string` is not callable', ['from', 'typed', 1]],
  ['`boolean` is not callable', ['from', 'typed', 1]],
  ['`symbol` is not callable', ['from', 'typed', 1]],
  ['`bigint` is not callable', ['from', 'typed', 1]],
]);

// The runtime hands over only errors whose message is one of these (catch_errors.rs).
{
  const { exact, prefixes } = table.boaMessages();
  internalBinding('util').setErrorWordingFilter(
    [...exact, kCall, kConstruct, kNullish, kDestructureUndefined, kDestructureNull,
      kUninitialized, kClassCall, kReflectTarget, kPrivateMissing, ...kCallbacks.keys()],
    [...prefixes, 'value with type `', kInPrefix],
    [' is not defined'],
    // A parser error's position.
    [' at line ']);
}

function fix(err) {
  if (stackModule === undefined) stackModule = require('internal/errors_stack');
  let desc;
  try {
    desc = getOwnPropertyDescriptor(err, 'message');
  } catch {
    return;
  }
  if (desc === undefined || typeof desc.value !== 'string' || !('writable' in desc)) return;
  const message = desc.value;
  let fixed;
  try {
    if (message === kCall) fixed = fromSource(err, callMessage);
    else if (message === kConstruct) fixed = fromSource(err, constructMessage);
    else if (message === kNullish) fixed = fromSource(err, nullishMessage);
    else if (message.startsWith('value with type `') && message.endsWith('` is not iterable')) {
      iteratedType = message.slice(17, -17);
      fixed = fromSource(err, iterableMessage);
    } else if (message === kDestructureUndefined || message === kDestructureNull) {
      fixed = fromSource(err, message === kDestructureNull ? destructureNull : destructureUndefined);
    } else if (message === kUninitialized) {
      fixed = fromSource(err, uninitializedBinding);
    } else if (message === kClassCall) {
      fixed = classCallMessage(err);
    } else if (message === kPrivateMissing) {
      fixed = privateMessage(err);
    } else if (message === kReflectTarget) {
      const method = calledMethod(err);
      if (method !== undefined && kReflectMethods.has(method)) {
        fixed = `Reflect.${method} called on non-object`;
      }
    } else if (kCallbacks.has(message)) {
      fixed = callbackMessage(err, kCallbacks.get(message));
    } else if (message.endsWith(' is not defined')) {
      fixed = uninitializedMessage(err, message.slice(0, -15));
    } else if (message.startsWith(kInPrefix)) {
      const got = /^right-hand side of 'in' should be an object, got `(\w+)`$/.exec(message);
      if (got !== null) {
        inOperand = got[1] === 'object' ? 'null' : got[1];
        fixed = fromSource(err, inMessage);
      }
    }
    else {
      fixed = fromTable(err, message);
      if (fixed !== undefined && message.startsWith(kConstAssignment)) placeAssignment(err, message);
    }
  } catch {
    return;
  }
  if (fixed === undefined || fixed === message) return;
  defineProperty(err, 'message', { value: fixed });
  const stack = stackModule.formattedStack(err);
  if (typeof stack === 'string') {
    const at = stack.indexOf(message);
    if (at !== -1) {
      stackModule.setFormattedStack(
        err, stack.slice(0, at) + fixed + stack.slice(at + message.length));
    }
  }
}

// Boa words a read of a `let`, `const` or `class` binding before its declaration ran as
// it words an undeclared name; V8 says `Cannot access 'x' before initialization`. The name
// is taken as such a binding when the file declares it so and the global object has no
// property of that name.
function uninitializedMessage(err, name) {
  if (!/^[A-Za-z_$][\w$]*$/.test(name) || name in globalThis) return undefined;
  let named;
  try {
    named = err.name;
  } catch {
    return undefined;
  }
  if (named !== 'ReferenceError') return undefined;
  const source = siteSource(err);
  if (source === null) return undefined;
  const { lines } = source;
  // Only a binding of the file's own top level (a declaration at the start of a line, the
  // file's only one of that name): where blocks declare the name too, the read may be of
  // an undeclared global.
  const escaped = name.replace(/\$/g, '\\$');
  const topLevel = new RegExp(`^(?:let|const|class)\\s+${escaped}\\b`);
  const any = new RegExp(`\\b(?:var|let|const|class|function\\*?)\\s+${escaped}\\b`);
  let found = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.includes(name) || !any.test(line)) continue;
    if (!topLevel.test(line) || ++found > 1) return undefined;
  }
  return found === 1 ? `Cannot access '${name}' before initialization` : undefined;
}

// A class called without `new`: V8 names the class. The engine places the error on the
// call's `(`, after the callee's name (`Foo()`, `o.Foo()`), which is taken as the class's;
// any other callee (a computed member, a call's result) keeps the engine's words.
function classCallMessage(err) {
  const source = siteSource(err);
  if (source === null) return undefined;
  const { site, lines } = source;
  const text = lines[site.line - 1];
  if (text === undefined) return undefined;
  const col = site.column - 1;
  if (text[col] !== '(') return undefined;
  let end = skipBack(text, col - 1);
  if (end >= 1 && text[end] === '.' && text[end - 1] === '?') end = skipBack(text, end - 2);
  const name = /[A-Za-z_$][\w$]*$/.exec(text.slice(0, end + 1));
  if (name === null || /^\d/.test(name[0])) return undefined;
  // A built-in that calls what it is given (`[1].map(Foo)`, `Foo.call(o)`) is named like a
  // method: a lower-case name counts only when the file declares a class by it.
  const declared = new RegExp(`\\bclass\\s+${name[0].replace(/\$/g, '\\$')}(?![\\w$])`);
  if (!/^[A-Z]/.test(name[0]) && !lines.some((line) => declared.test(line))) return undefined;
  return `Class constructor ${name[0]} cannot be invoked without 'new'`;
}

// A private name used on an object that lacks it. The engine places a read on the name
// (`o.#x`) and a write on the start of its target (`o.#x = 1`); V8 names a field in words
// that say which, and for a method or accessor the class (read from its declaration in the
// file, the one class declaring the name).
function privateMessage(err) {
  const source = siteSource(err);
  if (source === null) return undefined;
  const { site, lines } = source;
  const text = lines[site.line - 1];
  if (text === undefined) return undefined;
  const col = site.column - 1;
  let name;
  let write = false;
  const here = /^#([A-Za-z_$][\w$]*)/.exec(text.slice(col));
  if (here !== null) {
    name = here[1];
  } else {
    const target = /^[A-Za-z_$][\w$]*\s*\??\.\s*#([A-Za-z_$][\w$]*)\s*(=(?![=>]))?/.exec(text.slice(col));
    if (target === null) return undefined;
    name = target[1];
    write = target[2] !== undefined;
    // V8 places a write on its `=`.
    if (write) stackModule.setErrorPlace(err, site.file, site.line, col + target[0].length);
  }
  const declaration = privateDeclaration(lines, name);
  if (declaration === undefined) return undefined;
  if (declaration.kind === 'field') {
    return write ?
      `Cannot write private member #${name} to an object whose class did not declare it` :
      `Cannot read private member #${name} from an object whose class did not declare it`;
  }
  if (write) return undefined;
  return declaration.isStatic ? `Receiver must be class ${declaration.className}` :
    `Receiver must be an instance of class ${declaration.className}`;
}

// How the file declares private name `#name` (a field, or a method or accessor, static or
// not) and the class that does; undefined unless exactly one named class declares it.
function privateDeclaration(lines, name) {
  const escaped = name.replace(/\$/g, '\\$');
  const member = new RegExp(`^\\s*(static\\s+)?(?:(?:async\\s*)?\\*?\\s*|(?:get|set)\\s+)#${escaped}` +
    '(?![\\w$])\\s*(\\()?');
  let found;
  for (let i = 0; i < lines.length; i++) {
    const m = member.exec(lines[i]);
    if (m === null) continue;
    let className;
    for (let j = i; j >= 0 && className === undefined; j--) {
      const c = /\bclass\s+([A-Za-z_$][\w$]*)/.exec(j === i ? lines[j].slice(0, m.index) : lines[j]);
      if (c !== null) className = c[1];
    }
    if (className === undefined) return undefined;
    const accessor = /^\s*(?:static\s+)?(?:get|set)\s/.test(lines[i]);
    const kind = m[2] !== undefined || accessor ? 'method' : 'field';
    const next = { kind, isStatic: m[1] !== undefined, className };
    // Fields are named without their class; a method's class must be the one.
    if (found !== undefined && (found.kind !== next.kind ||
        (next.kind !== 'field' && found.className !== className))) {
      return undefined;
    }
    found = next;
  }
  return found;
}

// An assignment to a const: the engine places it on the name, V8 on the operator (`x = 1`,
// `x += 1`, `x++`), where its frame and the uncaught report then point.
function placeAssignment(err, message) {
  const name = message.slice(kConstAssignment.length, -1);
  const source = siteSource(err);
  if (source === null) return;
  const { site, lines } = source;
  const text = lines[site.line - 1];
  const col = site.column - 1;
  if (text === undefined || !text.startsWith(name, col) ||
      isIdent(text.charCodeAt(col + name.length))) {
    return;
  }
  const op = skipForward(text, col + name.length);
  if (/^(?:\+\+|--|(?:\*\*|<<|>>>?|&&|\|\||\?\?|[-+*/%&|^])?=(?![=>]))/.test(text.slice(op))) {
    stackModule.setErrorPlace(err, site.file, site.line, op + 1);
  }
}

// The name of the method called where the engine placed `err` (on the call's `(` or on the
// name): `ownKeys` of `Reflect.ownKeys(1)`; undefined for any other site.
function calledMethod(err) {
  const source = siteSource(err);
  if (source === null) return undefined;
  const { site, lines } = source;
  const text = lines[site.line - 1];
  if (text === undefined) return undefined;
  let at = site.column - 1;
  if (text[at] === '(') {
    const end = skipBack(text, at - 1) + 1;
    at = end - wordBefore(text, end).length;
  }
  const name = /^[A-Za-z_$][\w$]*/.exec(text.slice(at));
  if (name === null || (at > 0 && isIdent(text.charCodeAt(at - 1)))) return undefined;
  const dot = skipBack(text, at - 1);
  if (dot < 0 || text[dot] !== '.') return undefined;
  return text[skipForward(text, at + name[0].length)] === '(' ? name[0] : undefined;
}

// A callback a built-in could not call, named as V8 names it. The engine places the error on
// the call's `(` (or `new`, for `new Promise(`); the argument must be written there, as a
// literal or the name of a const declared as one.
function callbackMessage(err, { 0: method, 1: format, 2: index }) {
  const source = siteSource(err);
  if (source === null) return undefined;
  const { site, lines } = source;
  const text = lines[site.line - 1];
  if (text === undefined) return undefined;
  let at = site.column - 1;
  if (text[at] === '(') {
    const end = skipBack(text, at - 1) + 1;
    at = end - wordBefore(text, end).length;
  }
  if (method === 'Promise' && text.startsWith('new', at)) {
    if (!text.startsWith('new', at) || isIdent(text.charCodeAt(at + 3))) return undefined;
    at = skipForward(text, at + 3);
  }
  if (!text.startsWith(method, at) || isIdent(text.charCodeAt(at + method.length)) ||
      (at > 0 && isIdent(text.charCodeAt(at - 1)))) {
    return undefined;
  }
  const open = skipForward(text, at + method.length);
  if (text[open] !== '(') return undefined;
  const close = closing(text, open);
  if (close === -1) return undefined;
  const inner = text.slice(open + 1, close);
  if (inner.includes('...')) return undefined;
  const args = inner.trim() === '' ? [] : splitTop(inner, ',');
  textBefore = `${lines.slice(Math.max(0, site.line - 1 - kBodyLines), site.line - 1).join('\n')}\n${
    text.slice(0, at)}`;
  const value = args[index] === undefined ? { type: 'undefined' } : literalValue(args[index]);
  if (value === undefined) return undefined;
  const printed = format === 'typed' ? typedValueText(value) : plainValueText(value);
  if (printed === undefined) return undefined;
  return format === 'resolver' ? `Promise resolver ${printed} is not a function` :
    `${printed} is not a function`;
}

// The value of an argument written as a literal, or as the name of a const declared as one:
// its type, and its text as String() gives it.
function literalValue(arg, follow = true) {
  const text = arg.trim();
  if (text === 'undefined' || text === 'void 0') return { type: 'undefined' };
  if (text === 'null') return { type: 'null' };
  if (text === 'true' || text === 'false') return { type: 'boolean', text };
  const q = text[0];
  if (q === '"' || q === "'") {
    return stringEnd(text, 0) === text.length ? { type: 'string', text: stringValue(text) } :
      undefined;
  }
  if (/^-?\d[\d_]*n$/.test(text)) return { type: 'bigint' };
  if (/^-?(?:\d[\d_]*\.?[\d_]*(?:e[+-]?\d+)?|\.\d+|0x[\da-f]+|0o[0-7]+|0b[01]+)$/i.test(text)) {
    const n = Number(text.replaceAll('_', ''));
    return Number.isNaN(n) ? undefined : { type: 'number', text: `${n}` };
  }
  if (text === 'NaN') return { type: 'number', text: 'NaN' };
  if (text[0] === '{' && closing(text, 0) === text.length - 1) return { type: 'object' };
  if (text[0] === '[' && closing(text, 0) === text.length - 1) {
    return { type: 'array', empty: text.slice(1, -1).trim() === '' };
  }
  if (follow && /^[A-Za-z_$][\w$]*$/.test(text)) {
    const init = constInitializer(text);
    return init === undefined ? undefined : literalValue(init, false);
  }
  return undefined;
}

// V8's text for a callback value with its type first (`number 5`, `string "x"`, `object`).
function typedValueText(value) {
  switch (value.type) {
    case 'undefined': return 'undefined';
    case 'null': return 'object null';
    case 'boolean':
    case 'number': return `${value.type} ${value.text}`;
    case 'string': return `string "${value.text}"`;
    case 'bigint': return 'bigint';
    case 'object':
    case 'array': return 'object';
  }
  return undefined;
}

// V8's text for a value printed as it is (`5`, `x`, `#<Object>`).
function plainValueText(value) {
  switch (value.type) {
    case 'undefined':
    case 'null': return value.type;
    case 'boolean':
    case 'number':
    case 'string': return value.text;
    case 'object': return '#<Object>';
    case 'array': return value.empty ? '' : undefined;
  }
  return undefined;
}

// The one `let`, `const` or `class` binding of `body` that is named before its declaration,
// as V8 words reading it there; undefined when there is not exactly one.
function uninitializedBinding(body) {
  // Each declaration's name is looked for in the text before it: a long text is left alone.
  if (body.length > kMaxScannedText) return undefined;
  const declarations = /\b(?:let|const|class)\s+([A-Za-z_$][\w$]*)/g;
  const names = new Set();
  for (let m; (m = declarations.exec(body)) !== null;) {
    const name = m[1];
    const uses = new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
    const before = body.slice(0, m.index);
    if (uses.test(before)) names.add(name);
    if (names.size > 1) return undefined;
  }
  return names.size === 1 ?
    `Cannot access '${names.values().next().value}' before initialization` : undefined;
}

function fromTable(err, message) {
  let name;
  try {
    name = err.name;
  } catch {
    return undefined;
  }
  const fixed = table.v8Message(`${name}`, message);
  return fixed === undefined || madeByProgram(err) ? undefined : fixed;
}

// Whether `err` was made by the program (`new TypeError('size is undefined')`, or a call
// of an Error constructor) rather than by the engine: its first frame is that expression.
function madeByProgram(err) {
  const source = siteSource(err);
  if (source === null) return false;
  const { site, lines } = source;
  const text = lines[site.line - 1];
  if (text === undefined) return false;
  const col = site.column - 1;
  if (text.startsWith('new', col) && !isIdent(text.charCodeAt(col + 3))) {
    return /^\s*[\w$.]*Error\b/.test(text.slice(col + 3));
  }
  if (text[col] === '(') return /Error\s*$/.test(text.slice(0, col));
  return false;
}

// Where the engine made `err` (internal/errors_stack's errorSite) with the source lines of
// that file, or null when either is unknown.
function siteSource(err) {
  const site = stackModule.errorSite(err);
  if (site === null) return null;
  if (site.file.startsWith('node:')) {
    // A built-in's own code failed (an API given null where Node's code reads a property
    // of it): V8 words it from that code, so the built-in's text is read the same way.
    const lines = builtinLines(site.file.slice(5));
    return lines === null ? null : { site, lines };
  }
  if (framesModule === undefined) framesModule = require('internal/errors_v8_frames');
  const lines = framesModule.sourceLines(site.file);
  return lines === null ? null : { site, lines };
}

// Source lines of built-ins whose errors were reworded, kept for the few most recent.
const builtinCache = new Map();
function builtinLines(id) {
  let lines = builtinCache.get(id);
  if (lines !== undefined) return lines;
  let text;
  try {
    text = require('internal/bootstrap/realm').builtinSource(id);
  } catch {
    text = undefined;
  }
  lines = typeof text === 'string' ? text.split('\n') : null;
  if (builtinCache.size >= 8) builtinCache.delete(builtinCache.keys().next().value);
  builtinCache.set(id, lines);
  return lines;
}

// The source line the error's first frame points at, and the column there (0-based).
function fromSource(err, wording) {
  const source = siteSource(err);
  if (source === null) return undefined;
  const { site, lines } = source;
  const text = lines[site.line - 1];
  if (text === undefined) return undefined;
  const col = site.column - 1;
  textBefore = `${lines.slice(Math.max(0, site.line - 1 - kBodyLines), site.line - 1).join('\n')}\n${
    text.slice(0, col)}`;
  // Top-level code of a script or ES module: a call's and a `new`'s places are their own,
  // any other place may be an earlier expression's. Not in code typed or passed whole (-e,
  // stdin, a REPL line), where the engine places each failure.
  if (!site.placed && wording !== callMessage && wording !== constructMessage &&
      !kWholeInput.test(site.file)) {
    return undefined;
  }
  // The engine places some failures on the start of the function's body (the method read
  // of a call, iterating a value): the body is searched for the one site that could fail.
  if (wording === uninitializedBinding) {
    // Placed on the start of the function (or of the whole file, for its top level).
    let body;
    if (site.line === 1 && col === 0) body = lines.join('\n');
    else if (text[col] === '{') body = bodyText(lines, site.line - 1, col);
    return body === undefined ? undefined : uninitializedBinding(body);
  }
  if (wording !== constructMessage) {
    if (site.line === 1 && col === 0) {
      // A CommonJS file's own top level: the start of its wrapper function.
      const body = lines.join('\n');
      return body.length > kMaxScannedText ? undefined : bodyMessage(body, wording);
    }
    if (text[col] === '{') {
      const body = bodyText(lines, site.line - 1, col);
      if (body === undefined) return undefined;
      const fixed = bodyMessage(body, wording);
      if (fixed !== undefined && bodyPlace !== -1) {
        // The frame and the uncaught report point at the site, as V8's do.
        const before = body.slice(0, bodyPlace);
        const row = countLines(before);
        const column = row === 0 ? col + bodyPlace : bodyPlace - before.lastIndexOf('\n') - 1;
        stackModule.setErrorPlace(err, site.file, site.line + row, column + 1);
      }
      return fixed;
    }
    // An arrow function's expression body.
    const arrow = skipBack(text, col - 1);
    if (arrow >= 1 && text[arrow] === '>' && text[arrow - 1] === '=') {
      const end = expressionEnd(text, col);
      if (end !== -1) {
        const fixed = bodyMessage(text.slice(col, end), wording);
        if (fixed !== undefined && bodyPlace !== -1) {
          stackModule.setErrorPlace(err, site.file, site.line, col + bodyPlace + 1);
        }
        if (fixed !== undefined) return fixed;
      }
    }
  }
  return wording(text, col);
}


// --- reading expressions ----------------------------------------------------------------

function isIdent(code) {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) || code === 36 || code === 95 || code > 127;
}
function isIdentStart(code) {
  return isIdent(code) && !(code >= 48 && code <= 57);
}
function isSpace(c) {
  return c === ' ' || c === '\t';
}
function skipBack(text, i) {
  while (i >= 0 && isSpace(text[i])) i--;
  return i;
}
function skipForward(text, i) {
  while (i < text.length && isSpace(text[i])) i++;
  return i;
}

// Words that end an expression's chain when they come before it (`return o.f()`).
const kKeywords = new Set([
  'return', 'typeof', 'void', 'delete', 'await', 'yield', 'in', 'of', 'new', 'else', 'do',
  'case', 'throw', 'instanceof',
]);

// The index just past the quoted string or template starting at `i`, or -1.
function stringEnd(text, i) {
  const q = text[i];
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') j++;
    else if (c === q) return j + 1;
    else if (q === '`' && c === '$' && text[j + 1] === '{') return -1;
  }
  return -1;
}

// The index of the bracket that closes the one at `i` (strings skipped), or -1.
function closing(text, i) {
  const open = text[i];
  const close = open === '(' ? ')' : open === '[' ? ']' : '}';
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (c === '"' || c === "'" || c === '`') {
      const end = stringEnd(text, j);
      if (end === -1) return -1;
      j = end - 1;
    } else if (c === open) {
      depth++;
    } else if (c === close) {
      if (--depth === 0) return j;
    }
  }
  return -1;
}

// The index of the quote that opens the string literal whose closing quote is at `i`, or
// -1 (a template with substitutions is not read).
function stringStart(text, i) {
  const q = text[i];
  for (let j = i - 1; j >= 0; j--) {
    if (text[j] !== q) {
      if (q === '`' && text[j] === '{' && text[j - 1] === '$') return -1;
      continue;
    }
    let slashes = 0;
    while (text[j - 1 - slashes] === '\\') slashes++;
    if (slashes % 2 === 0) return j;
  }
  return -1;
}

// The index of the bracket that opens the one closing at `i` (strings skipped), or -1.
function opening(text, i) {
  const close = text[i];
  const open = close === ')' ? '(' : close === ']' ? '[' : '{';
  let depth = 0;
  for (let j = i; j >= 0; j--) {
    const c = text[j];
    if (c === '"' || c === "'" || c === '`') {
      j = stringStart(text, j);
      if (j === -1) return -1;
    } else if (c === close) {
      depth++;
    } else if (c === open && --depth === 0) {
      return j;
    }
  }
  return -1;
}

// The start of the member chain whose last part ends just before `end` (exclusive), e.g.
// `a.b(x)[0].c` for the `.c`: each part is a name, a `[...]`, or call arguments.
function chainStart(text, end) {
  let i = skipBack(text, end - 1);
  for (;;) {
    if (i < 0) return -1;
    const c = text[i];
    let start;
    if (isIdent(text.charCodeAt(i))) {
      start = i;
      while (start > 0 && isIdent(text.charCodeAt(start - 1))) start--;
      // A keyword after a dot is a property's name (`o.new()`, `map.delete(k)`).
      if (kKeywords.has(text.slice(start, i + 1)) && !isMemberName(text, start)) return -1;
    } else if (c === ']' || c === ')') {
      start = opening(text, i);
      if (start === -1) return -1;
      const before = skipBack(text, start - 1);
      // A call's or element's arguments: the chain goes on before them.
      if (before >= 0 && (isIdent(text.charCodeAt(before)) || text[before] === ')' ||
          text[before] === ']') && !kKeywords.has(wordBefore(text, before + 1))) {
        i = before;
        continue;
      }
    } else if (c === '"' || c === "'" || c === '`') {
      start = stringStart(text, i);
      if (start === -1) return -1;
    } else {
      return -1;
    }
    const before = skipBack(text, start - 1);
    if (before >= 0 && text[before] === '.') {
      // `5..x`: a number's member, which the chain does not read.
      if (text[before - 1] === '.') return -1;
      i = skipBack(text, text[before - 1] === '?' ? before - 2 : before - 1);
      continue;
    }
    return start;
  }
}

// Whether the name starting at `start` follows a single `.` (or `?.`), not a spread's `...`.
function isMemberName(text, start) {
  const before = skipBack(text, start - 1);
  return before > 0 && text[before] === '.' && text[before - 1] !== '.';
}

function wordBefore(text, end) {
  let start = end;
  while (start > 0 && isIdent(text.charCodeAt(start - 1))) start--;
  return text.slice(start, end);
}

// The end (exclusive) of the member chain starting at `i`, without calls: `a.b[c].d`.
function chainEnd(text, i) {
  if (!isIdentStart(text.charCodeAt(i)) && text[i] !== '(') return -1;
  if (text[i] === '(') {
    i = closing(text, i);
    if (i === -1) return -1;
    i++;
  } else {
    while (i < text.length && isIdent(text.charCodeAt(i))) i++;
  }
  for (;;) {
    const j = skipForward(text, i);
    const optional = text[j] === '?' && text[j + 1] === '.' && !/\d/.test(text[j + 2] ?? '');
    if ((text[j] === '.' && text[j + 1] !== '.') || optional) {
      const k = skipForward(text, j + (optional ? 2 : 1));
      if (!isIdentStart(text.charCodeAt(k))) return i;
      i = k;
      while (i < text.length && isIdent(text.charCodeAt(i))) i++;
    } else if (text[j] === '[') {
      const k = closing(text, j);
      if (k === -1) return -1;
      i = k + 1;
    } else {
      return i;
    }
  }
}

// --- printing them as V8's CallPrinter does ---------------------------------------------

const kIntermediate = '(intermediate value)';

// `text` is one expression; its V8 rendering, or undefined when it is not understood.
function print(text) {
  text = text.trim();
  if (text === '') return undefined;
  const c = text[0];
  // A leading atom, then the chain after it.
  let atom;
  let i;
  if (c === '(') {
    const end = closing(text, 0);
    if (end === -1) return undefined;
    atom = printGroup(text.slice(1, end));
    i = end + 1;
  } else if (c === '"' || c === "'" || c === '`') {
    const end = stringEnd(text, 0);
    if (end === -1) return undefined;
    atom = `"${stringValue(text.slice(0, end))}"`;
    i = end;
  } else if (c === '[') {
    const end = closing(text, 0);
    if (end === -1) return undefined;
    atom = printArray(text.slice(1, end));
    i = end + 1;
  } else if (c === '{') {
    const end = closing(text, 0);
    if (end === -1) return undefined;
    const props = splitTop(text.slice(1, end), ',').filter((p) => p.trim() !== '');
    atom = `{${kIntermediate.repeat(props.length)}}`;
    i = end + 1;
  } else if ((c >= '0' && c <= '9') || c === '.') {
    const m = /^(?:0[xob][\da-f_]+|\d[\d_]*\.?\d*(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?)/i.exec(text);
    if (m === null) return undefined;
    const n = Number(m[0].replaceAll('_', ''));
    if (Number.isNaN(n)) return undefined;
    atom = `${n}`;
    i = m[0].length;
  } else if (c === '-' && text[1] >= '0' && text[1] <= '9') {
    const rest = print(text.slice(1));
    return rest === undefined ? undefined : `-${rest}`;
  } else if (isIdentStart(text.charCodeAt(0))) {
    i = 0;
    while (i < text.length && isIdent(text.charCodeAt(i))) i++;
    atom = text.slice(0, i);
    if (atom === 'new') {
      // `new X(...)` is an intermediate value; without arguments the chain is X's.
      const rest = text.slice(i).trimStart();
      const end = chainEnd(rest, 0);
      if (end === -1) return undefined;
      const after = skipForward(rest, end);
      if (rest[after] !== '(') return undefined;
      const args = closing(rest, after);
      if (args === -1) return undefined;
      return printChain(kIntermediate, rest.slice(args + 1));
    }
    if (atom === 'super') atom = kIntermediate;
    else if (atom === 'function' || atom === 'class' || atom === 'async') return kIntermediate;
    else if (kKeywords.has(atom)) return undefined;
  } else {
    return undefined;
  }
  return printChain(atom, text.slice(i));
}

// The parts after the atom: `.x`, `?.x`, `[k]`, `(...)`.
function printChain(out, text) {
  let i = 0;
  for (;;) {
    i = skipForward(text, i);
    if (i >= text.length) return out;
    const c = text[i];
    if (c === '.' || (c === '?' && text[i + 1] === '.')) {
      const optional = c === '?';
      i = skipForward(text, i + (optional ? 2 : 1));
      if (text[i] === '(' || text[i] === '[') {
        if (!optional) return undefined;
        out += '?.';
        continue;
      }
      const start = i;
      while (i < text.length && isIdent(text.charCodeAt(i))) i++;
      if (i === start) return undefined;
      out += `${optional ? '?.' : '.'}${text.slice(start, i)}`;
    } else if (c === '[') {
      const end = closing(text, i);
      if (end === -1) return undefined;
      const key = text.slice(i + 1, end).trim();
      const q = key[0];
      if ((q === '"' || q === "'" || q === '`') && stringEnd(key, 0) === key.length) {
        out += `.${stringValue(key)}`;
      } else {
        const inner = printKey(key);
        if (inner === undefined) return undefined;
        out += `[${inner}]`;
      }
      i = end + 1;
    } else if (c === '(') {
      const end = closing(text, i);
      if (end === -1) return undefined;
      out += '(...)';
      i = end + 1;
    } else {
      return undefined;
    }
  }
}

function printKey(key) {
  if (/^[+-]?(?:\d[\d_]*)?\.?\d*(?:e[+-]?\d+)?$/i.test(key) && key !== '') {
    const n = Number(key.replaceAll('_', ''));
    return Number.isNaN(n) ? undefined : `${n}`;
  }
  return print(key);
}

// A parenthesised expression: V8 drops the parentheses around a chain and keeps them around
// an operator (`(void 0)`, `(!o)`, `(a , b)`).
function printGroup(inner) {
  inner = inner.trim();
  const m = /^(void|typeof|!|-|\+|~)\s*(.*)$/s.exec(inner);
  if (m !== null) {
    const operand = print(m[2]);
    if (operand === undefined) return undefined;
    const op = m[1];
    if (op === '-' && /^\d/.test(operand)) return `-${operand}`;
    return `(${op}${/\w/.test(op) ? ' ' : ''}${operand})`;
  }
  const parts = splitTop(inner, ',');
  if (parts.length > 1) {
    const printed = parts.map(print);
    if (printed.includes(undefined)) return undefined;
    return `(${printed.join(' , ')})`;
  }
  if (/^(?:async\b|function\b|class\b|\(.*\)\s*=>|[\w$]+\s*=>)/s.test(inner)) return kIntermediate;
  return print(inner);
}

function printArray(inner) {
  if (inner.trim() === '') return '[]';
  const printed = splitTop(inner, ',').map(print);
  if (printed.includes(undefined)) return undefined;
  return `[${printed.join(',')}]`;
}

// `text` split at each top-level `sep` (not inside brackets or strings).
function splitTop(text, sep) {
  const parts = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      const end = stringEnd(text, i);
      if (end === -1) return [text];
      i = end - 1;
    } else if (c === '(' || c === '[' || c === '{') {
      depth++;
    } else if (c === ')' || c === ']' || c === '}') {
      depth--;
    } else if (c === sep && depth === 0) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}

// The value of a string literal without substitutions, as V8 prints it (no escapes).
function stringValue(literal) {
  const body = literal.slice(1, -1);
  if (!body.includes('\\')) return body;
  try {
    return JSON.parse(`"${body.replace(/\\'/g, "'").replace(/\\`/g, '`')
      .replace(/"/g, '\\"').replace(/\\\\"/g, '\\"')}"`);
  } catch {
    return body;
  }
}

// --- the messages -----------------------------------------------------------------------

// Built-ins whose functions, when they fail inside, leave only the caller's frame: an error
// placed on a call to one of them (`Object.keys(u)`, `[].map.call(u)`) is the function's
// own, not the call's, and is left as it is (or given V8's text for that function).
const kBuiltinRoots = new Set([
  'Object', 'Reflect', 'Array', 'JSON', 'Math', 'String', 'Number', 'Symbol', 'Promise',
  'BigInt', 'Boolean', 'Date', 'RegExp', 'Map', 'Set', 'WeakMap', 'WeakSet', 'WeakRef',
  'Proxy', 'Atomics', 'Intl', 'Error', 'Function', 'ArrayBuffer', 'DataView', 'Iterator',
  'globalThis', 'Buffer', 'process', 'console', 'structuredClone', 'queueMicrotask',
  'Temporal', 'Uint8Array', 'Int8Array', 'Uint16Array', 'Int16Array', 'Uint32Array',
  'Int32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array',
  'Uint8ClampedArray', 'SharedArrayBuffer',
]);
const kForwarders = new Set(['call', 'apply', 'bind']);

// Whether the call whose callee is `callee` (source text) runs a built-in that may have
// thrown the error itself.
function callsBuiltin(callee) {
  const root = /^\s*([A-Za-z_$][\w$]*)/.exec(callee);
  if (root !== null && kBuiltinRoots.has(root[1])) return true;
  const last = /([A-Za-z_$][\w$]*)\s*$/.exec(callee);
  return last !== null && kForwarders.has(last[1]);
}

// A call: the engine places it on the callee's last name (`o.f(`, `f(`), on a computed
// callee's `(` (`o[k](`, `(0, f)(`), or on the start of a tagged template's tag.
function callMessage(text, col) {
  const callee = calleeText(text, col, true);
  return callee === undefined ? undefined : `${callee} is not a function`;
}

function calleeText(text, col, call) {
  let start;
  let end;
  const code = text.charCodeAt(col);
  if ((text[col] === '(' || text[col] === '`') && call) {
    end = skipBack(text, col - 1) + 1;
    start = chainStart(text, end);
    // `f.call(x)` may have failed inside the built-in (calling a non-function f).
    if (start === -1 || kForwarders.has(wordBefore(text, end))) return undefined;
  } else if (isIdentStart(code)) {
    let i = col;
    while (i < text.length && isIdent(text.charCodeAt(i))) i++;
    const before = skipBack(text, col - 1);
    if (before >= 0 && text[before] === '.') {
      if (text[before - 1] === '.') return undefined;
      start = chainStart(text, i);
      end = i;
    } else {
      start = col;
      end = chainEnd(text, col);
    }
    if (end === -1) return undefined;
    const after = skipForward(text, end);
    const next = text[after];
    if (call && next !== '(' && next !== '`' && !(next === '?' && text[after + 1] === '.')) {
      return undefined;
    }
  } else {
    return undefined;
  }
  if (start === -1 || start >= end) return undefined;
  // `new X().f(`: the chain starts at `new`.
  const word = skipBack(text, start - 1);
  if (word >= 2 && wordBefore(text, word + 1) === 'new') start = word - 2;
  return print(text.slice(start, end));
}

// Iterating a value that is not iterable, destructuring undefined or null, and `in` on a
// primitive are placed on the function's start (bodyMessage); anywhere else only a
// built-in that iterates its argument (`new Set(5)`, `Object.fromEntries(x)`), placed on
// `new` or the call's `(`, is understood. V8 prints the value with its type there: the type
// alone for an object, function, symbol or bigint, and a number or boolean when the argument
// is written as one (or as a const declared as one).
function iterableMessage(text, col) {
  let at = col;
  let callee;
  if (text.startsWith('new', at) && !isIdent(text.charCodeAt(at + 3))) {
    const start = skipForward(text, at + 3);
    const name = /^[A-Za-z_$][\w$]*/.exec(text.slice(start));
    if (name === null || !kIteratingConstructors.has(name[0])) return undefined;
    callee = name[0];
    at = start + name[0].length;
  } else if (text[at] === '(') {
    const end = skipBack(text, at - 1) + 1;
    const start = chainStart(text, end);
    if (start === -1) return undefined;
    callee = text.slice(start, end).replace(/\s+/g, '');
    if (!kIteratingFunctions.has(callee)) return undefined;
    at = end;
  } else {
    return undefined;
  }
  const open = skipForward(text, at);
  if (text[open] !== '(') return undefined;
  const type = iteratedType;
  let printed;
  if (type === 'object' || type === 'function' || type === 'symbol' || type === 'bigint') {
    printed = type;
  } else if (type === 'number' || type === 'boolean') {
    const close = closing(text, open);
    if (close === -1) return undefined;
    const args = splitTop(text.slice(open + 1, close), ',');
    textBefore = `${textBefore.slice(0, textBefore.length - col)}${text.slice(0, open)}`;
    const value = args[0] === undefined ? undefined : literalValue(args[0]);
    if (value === undefined || value.type !== type) return undefined;
    printed = typedValueText(value);
  } else {
    return undefined;
  }
  return `${printed} is not iterable (cannot read property Symbol(Symbol.iterator))`;
}
const kIteratingConstructors = new Set(['Set', 'Map', 'WeakSet', 'WeakMap']);
const kIteratingFunctions = new Set(['Object.fromEntries', 'Promise.all', 'Promise.allSettled',
  'Promise.any', 'Promise.race']);
function destructureUndefined() {
  return undefined;
}
function destructureNull() {
  return undefined;
}
function inMessage() {
  return undefined;
}

// V8's message for destructuring `value` (undefined or null) with the object pattern
// `pattern` (its text inside the braces) from the expression `expr`; undefined when the
// failure could be a nested pattern's.
function destructureText(pattern, expr, value) {
  const props = splitTop(pattern, ',').map((p) => p.trim()).filter((p) => p !== '');
  if (props.some((p) => /:\s*[{[]/.test(p))) return undefined;
  const printed = print(expr);
  if (printed === undefined) return undefined;
  const first = props[0];
  if (first === undefined || first.startsWith('[') || first.startsWith('...')) {
    return `Cannot destructure '${printed}' as it is ${value}.`;
  }
  const key = /^([A-Za-z_$][\w$]*|\d+|'[^']*'|"[^"]*")\s*(=|:|$)/.exec(first);
  if (key === null) return undefined;
  const name = /^['"]/.test(key[1]) ? key[1].slice(1, -1) : key[1];
  if (key[2] === '=') return `Cannot read properties of ${value} (reading '${name}')`;
  return `Cannot destructure property '${name}' of '${printed}' as it is ${value}.`;
}

// `new X(...)`: the engine places it on `new`.
function constructMessage(text, col) {
  if (!text.startsWith('new', col) || isIdent(text.charCodeAt(col + 3))) return undefined;
  const start = skipForward(text, col + 3);
  const q = text[start];
  // A number: V8 prints its value.
  const number = /^(?:\d[\d_]*\.?[\d_]*(?:e[+-]?\d+)?|\.\d+|0x[\da-f]+|0o[0-7]+|0b[01]+)(?![\w$.])/i
    .exec(text.slice(start));
  if (number !== null) {
    const value = Number(number[0].replaceAll('_', ''));
    return Number.isNaN(value) ? undefined : `${value} is not a constructor`;
  }
  let end;
  if (q === '"' || q === "'") end = stringEnd(text, start);
  else end = chainEnd(text, start);
  if (end === -1) return undefined;
  const printed = print(text.slice(start, end));
  return printed === undefined ? undefined : `${printed} is not a constructor`;
}

// A call that spreads undefined or null (`Math.max(...u)`), placed on its `(`: when the
// callee is a name or a built-in's method (whose receiver is there), the spread is what
// failed. (V8's uncaught report points at the spread's value, its frame at the call, which
// is where the engine's frame is.)
function spreadCallMessage(text, open, close) {
  const end = skipBack(text, open - 1) + 1;
  const start = chainStart(text, end);
  if (start === -1) return undefined;
  const callee = text.slice(start, end);
  if (!/^\s*[A-Za-z_$][\w$]*\s*$/.test(callee) && !callsBuiltin(callee)) return undefined;
  const found = [];
  for (const spread of spreads(text)) {
    if (spread === undefined) return undefined;
    if (spread.at > open && spread.at < close) found.push(spread);
  }
  if (found.length !== 1 || !found[0].call) return undefined;
  const value = found[0].text.trim();
  const printed = print(value);
  if (printed === undefined) return undefined;
  return `${printed} is not iterable (cannot read property ${nullishName(value)})`;
}

// Where V8 points for a value that is not iterable: at the last name of a member chain or
// callee (`u.list`, `u.entries()`), else at the expression's start.
function pointOf(expr, at) {
  let text = expr.replace(/\s+$/, '');
  if (text.endsWith(')')) {
    const open = opening(text, text.length - 1);
    if (open <= 0) return at;
    text = text.slice(0, open).replace(/\s+$/, '');
  }
  const last = /\.\s*([A-Za-z_$][\w$]*)$/.exec(text);
  return last === null ? at : at + text.length - last[1].length;
}

// A property of undefined or null: the engine places a read on the property's name (`.x`)
// or key (`[k]`), and an assignment on the start of its target. Whether the value was
// undefined or null is not in the error; undefined is by far the likelier, so it is said
// unless the object is the literal `null`.
function nullishMessage(text, col) {
  if (text.startsWith('delete', col) && !isIdent(text.charCodeAt(col + 6))) {
    return 'Cannot convert undefined or null to object';
  }
  const code = text.charCodeAt(col);
  const before = skipBack(text, col - 1);
  if ((text[col] === '(' || text[col] === '`') && before >= 0) {
    // A method call's read of the method: `x.name(`, `x[key](`.
    if (text[col] === '(') {
      const close = closing(text, col);
      if (close === -1) return undefined;
      if (text.slice(col, close).includes('...')) return spreadCallMessage(text, col, close);
    }
    if (text[before] === ']') {
      const open = opening(text, before);
      if (open === -1) return undefined;
      const key = keyValue(text.slice(open + 1, before).trim());
      return key === undefined ? undefined : readOrSet(text, open, key, before + 1);
    }
    if (!isIdent(text.charCodeAt(before))) return undefined;
    const start = before + 1 - wordBefore(text, before + 1).length;
    const dot = skipBack(text, start - 1);
    if (dot < 0 || text[dot] !== '.' || text[dot - 1] === '.') return undefined;
    const objectEnd = text[dot - 1] === '?' ? dot - 1 : dot;
    const calleeStart = chainStart(text, before + 1);
    if (calleeStart === -1) return undefined;
    const callee = text.slice(calleeStart, before + 1);
    if (callsBuiltin(callee)) {
      // Object.keys(null) and its kind: the function's own message.
      return /^\s*Object\s*\.\s*[A-Za-z]+$/.test(callee) ?
        'Cannot convert undefined or null to object' : undefined;
    }
    return readOrSet(text, objectEnd, text.slice(start, before + 1), before + 1);
  }
  if (isIdentStart(code) && before >= 0 && text[before] === '.' && text[before - 1] !== '.') {
    let end = col;
    while (end < text.length && isIdent(text.charCodeAt(end))) end++;
    const objectEnd = text[before - 1] === '?' ? before - 1 : before;
    return readOrSet(text, objectEnd, text.slice(col, end), end);
  }
  if (before >= 0 && text[before] === '[') {
    const close = closing(text, before);
    if (close === -1) return undefined;
    const key = keyValue(text.slice(before + 1, close).trim());
    if (key === undefined) return undefined;
    return readOrSet(text, before, key, close + 1);
  }
  if (isIdentStart(code)) {
    // An assignment's target: the last part of its chain is what was set.
    const end = chainEnd(text, col);
    if (end === -1) return undefined;
    const after = skipForward(text, end);
    const op = /^(?:=(?![=>])|\+\+|--|(?:\*\*|>>>|<<|>>|&&|\|\||\?\?|[-+*/%&|^])=)/.exec(
      text.slice(after));
    if (op === null) return undefined;
    // A compound assignment or update reads the property first.
    const verb = op[0] === '=' ? ['set', 'setting'] : ['read', 'reading'];
    const target = text.slice(col, end);
    const dot = target.lastIndexOf('.');
    if (target.endsWith(']')) {
      const open = opening(target, target.length - 1);
      if (open <= 0) return undefined;
      const key = keyValue(target.slice(open + 1, -1).trim());
      if (key === undefined) return undefined;
      return `Cannot ${verb[0]} properties of ${nullishName(target.slice(0, open))} (${verb[1]} '${key}')`;
    }
    if (dot <= 0) return undefined;
    const key = target.slice(dot + 1).trim();
    const objectText = target.slice(0, target[dot - 1] === '?' ? dot - 1 : dot);
    return `Cannot ${verb[0]} properties of ${nullishName(objectText)} (${verb[1]} '${key}')`;
  }
  return undefined;
}

// `object.key` (the object's text ends before `objectEnd`), then what follows at `after`:
// a plain `=` sets; anything else (compound assignments read first) reads.
function readOrSet(text, objectEnd, key, after) {
  // A call whose arguments spread a value is placed on the callee's name too.
  const args = skipForward(text, after);
  if (text[args] === '(') {
    const close = closing(text, args);
    if (close === -1 || text.slice(args, close).includes('...')) return undefined;
  }
  const start = chainStart(text, objectEnd);
  const objectText = start === -1 ? '' : text.slice(start, objectEnd);
  const next = skipForward(text, after);
  const sets = text[next] === '=' && text[next + 1] !== '=' && text[next + 1] !== '>';
  return sets ?
    `Cannot set properties of ${nullishName(objectText)} (setting '${key}')` :
    `Cannot read properties of ${nullishName(objectText)} (reading '${key}')`;
}

// A primitive written as a literal (or a name whose nearest declaration is `const name =`
// such a literal), as V8 prints the value in a message; undefined for anything else.
function primitiveText(text, follow = true) {
  text = text.trim();
  const q = text[0];
  if (q === '"' || q === "'" || q === '`') {
    return stringEnd(text, 0) === text.length ? stringValue(text) : undefined;
  }
  if (text === 'true' || text === 'false') return text;
  if (/^-?\d[\d_]*n$/.test(text)) return text.slice(0, -1).replaceAll('_', '');
  const n = keyValue(text);
  if (n !== undefined && /^[-\d.]/.test(text)) return `${Number(n)}`;
  if (follow && /^[A-Za-z_$][\w$]*$/.test(text)) {
    const init = constInitializer(text);
    return init === undefined ? undefined : primitiveText(init, false);
  }
  return undefined;
}

// The initializer of `const name = ...`, the nearest declaration of `name` before the
// failure, or undefined when that declaration is another kind or has none.
function constInitializer(name) {
  if (!textBefore.includes(name)) return undefined;
  const declarations = new RegExp(
    `\\b(const|let|var)\\s+${name.replace(/\$/g, '\\$')}\\s*(?:=\\s*([^;,\\n]*))?(?=[;,\\n]|$)`, 'g');
  let last = null;
  for (let m; (m = declarations.exec(textBefore)) !== null;) last = m;
  return last !== null && last[1] === 'const' && last[2] !== undefined ? last[2] : undefined;
}

// The value last written to `name` before the failure: by its nearest declaration with an
// initializer (`let server = null`) or by a later plain assignment (`server = null`);
// undefined when neither is in the text.
function lastWrittenValue(name) {
  if (!textBefore.includes(name)) return undefined;
  // The name not read off an object, then `=` that is not `==`, `===` or `=>`; or a
  // declaration without an initializer, which leaves it undefined.
  const escaped = name.replace(/\$/g, '\\$');
  const writes = new RegExp(
    `(?<![\\w$.])${escaped}\\s*=(?![=>])\\s*([^;,\\n)]*)|` +
    `\\b(?:let|var)\\s+${escaped}\\s*(?=[;,\\n]|$)`, 'g');
  let last;
  for (let m; (m = writes.exec(textBefore)) !== null;) last = m[1] ?? 'undefined';
  return last;
}

function nullishName(objectText) {
  const text = objectText.trim();
  if (text === 'null') return 'null';
  // A name last written as `null` before the failure (`let server = null; server.close()`).
  if (/^[A-Za-z_$][\w$]*$/.test(text) && lastWrittenValue(text)?.trim() === 'null') return 'null';
  return 'undefined';
}

// A computed key written as a literal, as the property key it becomes; undefined for any
// other expression (its value is not known here).
function keyValue(key) {
  const q = key[0];
  if (q === '"' || q === "'" || q === '`') {
    return stringEnd(key, 0) === key.length ? stringValue(key) : undefined;
  }
  if (/^-?(?:\d[\d_]*\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(key) || /^0[xob][\da-f_]+$/i.test(key)) {
    const n = Number(key.replaceAll('_', ''));
    return Number.isNaN(n) ? undefined : `${n}`;
  }
  if (key === 'true' || key === 'false' || key === 'null' || key === 'undefined') return key;
  return undefined;
}

// --- failures placed on a function's start ----------------------------------------------

function countLines(text) {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

const kBodyLines = 200;
const kMaxScannedText = 64 * 1024;

// The function body opening at `col` of line `row` (up to kBodyLines lines), or undefined.
function bodyText(lines, row, col) {
  let text = lines[row].slice(col);
  for (let r = row + 1; r < lines.length && r - row < kBodyLines; r++) {
    const end = closing(text, 0);
    if (end !== -1) return text.slice(0, end + 1);
    text += `\n${lines[r]}`;
  }
  const end = closing(text, 0);
  return end === -1 ? undefined : text.slice(0, end + 1);
}

// The end (exclusive) of the expression starting at `from`: the first `,`, `;` or closing
// bracket outside brackets and strings, or the line's end; -1 when a string is not closed.
function expressionEnd(text, from) {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      const end = stringEnd(text, i);
      if (end === -1) return -1;
      i = end - 1;
    } else if (c === '(' || c === '[' || c === '{') {
      depth++;
    } else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return i;
      depth--;
    } else if ((c === ',' || c === ';' || c === '\n') && depth === 0) {
      return i;
    }
  }
  return depth === 0 ? text.length : -1;
}

// V8's message for the failing site among those a body has that the engine places on the
// body's start, when there is exactly one message they could give.
function bodyMessage(body, wording) {
  const outside = textBefore;
  try {
    return searchBody(body, wording, outside);
  } finally {
    textBefore = outside;
  }
}

function searchBody(body, wording, outside) {
  // Declarations in the body before a site count for it too.
  const before = (offset) => {
    textBefore = `${outside}${body.slice(0, offset)}`;
  };
  const messages = new Set();
  // Where in the body each candidate is (-1: not known).
  const offsets = [];
  bodyPlace = -1;
  const add = (m, offset = -1) => {
    messages.add(m);
    offsets.push(offset);
    return messages.size < 2;
  };
  if (wording === callMessage) {
    // A tagged template's tag.
    const tags = /([\w$.\])]+)\s*`/g;
    for (let m; (m = tags.exec(body)) !== null;) {
      const end = m.index + m[1].length;
      const start = chainStart(body, end);
      const tag = start === -1 ? undefined : print(body.slice(start, end));
      if (tag === undefined || !add(`${tag} is not a function`)) return undefined;
      tags.lastIndex = stringEnd(body, m.index + m[0].length - 1);
      if (tags.lastIndex === -1) return undefined;
    }
    return messages.size === 1 ? messages.values().next().value : undefined;
  }
  if (wording === destructureUndefined || wording === destructureNull) {
    const value = wording === destructureNull ? 'null' : 'undefined';
    const patterns = /(?:\b(?:const|let|var)\s*|\(\s*)\{/g;
    for (let m; (m = patterns.exec(body)) !== null;) {
      const open = m.index + m[0].length - 1;
      const close = closing(body, open);
      if (close === -1) return undefined;
      const eq = /^\s*=(?![=>])\s*/.exec(body.slice(close + 1));
      if (eq === null) continue;
      const from = close + 1 + eq[0].length;
      const end = expressionEnd(body, from);
      if (end === -1) return undefined;
      const text = destructureText(body.slice(open + 1, close), body.slice(from, end), value);
      if (text === undefined || !add(text)) return undefined;
    }
    // An array pattern iterates its value: V8 says that is not iterable.
    for (const source of arrayPatternSources(body)) {
      const printed = source === undefined ? undefined :
        patternNotIterable(source.text.trim(), value);
      if (printed === undefined || !add(printed, source.at)) return undefined;
    }
    if (messages.size !== 1) return undefined;
    if (offsets.length === 1) bodyPlace = offsets[0];
    return messages.values().next().value;
  }
  if (wording === inMessage) {
    const ins = /(?:(['"])((?:(?!\1)[^\\\n])*)\1|(\d+))\s+in\s+([^\s;,)}\]]+)/g;
    for (let m; (m = ins.exec(body)) !== null;) {
      if (/\bfor\s*\(\s*$/.test(body.slice(0, m.index))) continue;
      let operand = inOperand;
      before(m.index);
      if (operand !== 'undefined' && operand !== 'null') {
        operand = primitiveText(m[4]);
        if (operand === undefined) return undefined;
      }
      const key = m[3] !== undefined ? `${Number(m[3])}` : m[2];
      if (!add(`Cannot use 'in' operator to search for '${key}' in ${operand}`)) return undefined;
    }
    return messages.size === 1 ? messages.values().next().value : undefined;
  }
  if (wording === nullishMessage) {
    // A method call on undefined or null: `x.name(` or `x.name\``.
    const calls = /(?:[\w$)\]]|^)\s*\.\s*([A-Za-z_$][\w$]*)\s*[(`]/gm;
    // A read after `?.` in a chain: `x?.a.b` reads `b` of undefined when `x.a` is missing.
    const optional = /\?\.\s*[A-Za-z_$][\w$]*((?:\s*\.\s*[A-Za-z_$][\w$]*)+)/g;
    for (let m; (m = optional.exec(body)) !== null;) {
      const names = m[1].split('.').map((n) => n.trim()).filter((n) => n !== '');
      for (let i = 0; i < names.length; i++) {
        if (!add(`Cannot read properties of undefined (reading '${names[i]}')`)) return undefined;
      }
    }
    // A call spreading undefined or null (array spreads are among the iterated below).
    for (const spread of spreads(body)) {
      if (spread === undefined) return undefined;
      if (!spread.call) continue;
      const text = spread.text.trim();
      const printed = print(text);
      if (printed === undefined) return undefined;
      before(spread.at);
      const message = `${printed} is not iterable (cannot read property ${nullishName(text)})`;
      // V8's frame is at the call, whose place is not worked out here.
      if (!add(message)) return undefined;
    }
    for (let m; (m = calls.exec(body)) !== null;) {
      if (body[m.index] === '?' || /^\d$/.test(body[m.index])) continue;
      const end = m.index + m[0].length - 1;
      const start = chainStart(body, skipBack(body, end - 1) + 1);
      const callee = start === -1 ? '' : body.slice(start, end);
      if (callsBuiltin(callee)) continue;
      before(m.index);
      const receiver = nullishName(callee.replace(/\s*\.\s*[A-Za-z_$][\w$]*\s*$/, ''));
      const named = body.lastIndexOf(m[1], end);
      if (!add(`Cannot read properties of ${receiver} (reading '${m[1]}')`, named)) {
        return undefined;
      }
    }
  }
  for (const expr of iterated(body)) {
    if (expr === undefined) return undefined;
    const printed = notIterableText(expr.text.trim());
    if (printed === undefined || !add(printed, pointOf(expr.text, expr.at))) return undefined;
  }
  for (const source of arrayPatternSources(body)) {
    // The value is not in the engine's message.
    const printed = source === undefined ? undefined : patternNotIterable(source.text.trim());
    if (printed === undefined || !add(printed, source.at)) return undefined;
  }
  if (messages.size !== 1) return undefined;
  if (offsets.length === 1) bodyPlace = offsets[0];
  return messages.values().next().value;
}

// The expressions a body iterates, `for (... of X)` and `[...X]`, each with its offset in
// the body (undefined for one that cannot be delimited).
function* iterated(body) {
  const loops = /\bfor\s*(?:await\s*)?\(/g;
  for (let m; (m = loops.exec(body)) !== null;) {
    const open = m.index + m[0].length - 1;
    const close = closing(body, open);
    if (close === -1) {
      yield undefined;
      return;
    }
    const header = body.slice(open + 1, close);
    const of = /\sof\s/.exec(header);
    if (of !== null && !header.includes(';')) {
      const from = of.index + of[0].length;
      const lead = /^\s*/.exec(header.slice(from))[0].length;
      yield { text: header.slice(from), at: open + 1 + from + lead };
    }
  }
  for (const spread of spreads(body)) {
    if (spread === undefined || spread.call) yield undefined;
    else yield spread;
  }
}

// The spread elements of a body's array literals and calls (`[1, ...X]`, `f(...X)`): each
// expression with its offset and whether a call spreads it (undefined for one that cannot
// be delimited). Rest parameters and object spreads are left out.
function* spreads(body) {
  const dots = /\.\.\.\s*/g;
  for (let m; (m = dots.exec(body)) !== null;) {
    const before = skipBack(body, m.index - 1);
    if (before < 0 || (body[before] !== '[' && body[before] !== ',' && body[before] !== '(')) {
      continue;
    }
    const opener = body[before] === ',' ? enclosingOpener(body, before) : before;
    if (opener === -1) {
      yield undefined;
      return;
    }
    let call = false;
    if (body[opener] === '(') {
      // A call's parentheses follow its callee; a parameter list follows `function`, a
      // name that is being declared, or comes before `=>`.
      const callee = skipBack(body, opener - 1);
      if (callee < 0 || !/[\w$)\]]/.test(body[callee])) continue;
      const word = wordBefore(body, callee + 1);
      if (kKeywords.has(word) || word === 'function') continue;
      const close = closing(body, opener);
      if (close === -1 || /^\s*(?:=>|\{)/.test(body.slice(close + 1))) continue;
      call = true;
    } else if (body[opener] !== '[') {
      continue;
    } else {
      const close = closing(body, opener);
      // A pattern's rest element (`[a, ...b] = x`, `const [...r] =`).
      if (close === -1 || /^\s*=(?![=>])/.test(body.slice(close + 1)) ||
          /\b(?:const|let|var)\s*$/.test(body.slice(0, opener))) {
        continue;
      }
    }
    const from = m.index + m[0].length;
    const end = expressionEnd(body, from);
    yield end === -1 ? undefined : { text: body.slice(from, end), at: from, call };
  }
}

// The bracket `(`, `[` or `{` that is open at `at` in `text`, or -1.
function enclosingOpener(text, at) {
  let depth = 0;
  for (let i = at; i >= 0; i--) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      const start = stringStart(text, i);
      if (start === -1) return -1;
      i = start;
    } else if (c === ')' || c === ']' || c === '}') {
      depth++;
    } else if (c === '(' || c === '[' || c === '{') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

// An array pattern's value: V8 prints a member expression's value (`value`, when the
// engine's message tells it), and anything else as written.
function patternNotIterable(text, value) {
  if (!/^[A-Za-z_$][\w$]*(?:\s*(?:\??\.\s*[A-Za-z_$][\w$]*|\[[^]*\]))+$/.test(text)) {
    return notIterableText(text);
  }
  if (value === 'undefined') {
    return 'undefined is not iterable (cannot read property Symbol(Symbol.iterator))';
  }
  if (value === 'null') return 'object null is not iterable (cannot read property Symbol(Symbol.iterator))';
  return undefined;
}

// V8's message for iterating the value of expression `text` (undefined: not printable).
function notIterableText(text) {
  if (text.endsWith(')')) {
    const open = opening(text, text.length - 1);
    const callee = open > 0 ? print(text.slice(0, open)) : undefined;
    return callee === undefined ? undefined :
      `${callee} is not a function or its return value is not iterable`;
  }
  const value = print(text);
  return value === undefined ? undefined : `${value} is not iterable`;
}

// The expressions a body destructures with an array pattern (`const [a, b] = X`), each with
// its offset in the body; undefined for one that cannot be delimited.
function* arrayPatternSources(body) {
  const patterns = /\b(?:const|let|var)\s*\[/g;
  for (let m; (m = patterns.exec(body)) !== null;) {
    const close = closing(body, m.index + m[0].length - 1);
    if (close === -1) {
      yield undefined;
      return;
    }
    const rest = body.slice(close + 1);
    const eq = /^\s*=\s*/.exec(rest);
    if (eq === null) continue;
    const from = close + 1 + eq[0].length;
    const end = expressionEnd(body, from);
    yield end === -1 ? undefined : { text: body.slice(from, end), at: from };
  }
}

module.exports = { fix };
