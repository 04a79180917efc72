// internal/errors_wording: V8's message for an error the engine made with Boa's wording.
// Boa says `not a callable function`, `not a constructor` and `cannot convert 'null' or
// 'undefined' to object` where V8 names the expression (`o.f is not a function`,
// `Cannot read properties of undefined (reading 'x')`); the expression is read from the
// source at the error's first frame. Other messages go through the table of
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
// The names of code given whole rather than read from a file: -e, stdin, REPL input.
const kWholeInput = /^(?:\[eval\]|\[stdin\]|REPL\d+)$/;
const kInPrefix = "right-hand side of 'in' should be an object, got `";
// The type the engine names for the right operand of a failed `in` (`null` for `object`).
let inOperand;
// The source before the failure (up to kBodyLines lines), where a name's declaration is
// looked for.
let textBefore = '';
// The offset in the searched body of the one site bodyMessage found (-1: none).
let bodyPlace = -1;

let stackModule;
let framesModule;
const table = require('internal/engine/error_messages');

// The runtime hands over only errors whose message is one of these (catch_errors.rs).
{
  const { exact, prefixes } = table.boaMessages();
  internalBinding('util').setErrorWordingFilter(
    [...exact, kCall, kConstruct, kNullish, kDestructureUndefined, kDestructureNull,
      kUninitialized, kClassCall],
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
      fixed = fromSource(err, iterableMessage);
    } else if (message === kDestructureUndefined || message === kDestructureNull) {
      fixed = fromSource(err, message === kDestructureNull ? destructureNull : destructureUndefined);
    } else if (message === kUninitialized) {
      fixed = fromSource(err, uninitializedBinding);
    } else if (message === kClassCall) {
      fixed = classCallMessage(err);
    } else if (message.endsWith(' is not defined')) {
      fixed = uninitializedMessage(err, message.slice(0, -15));
    } else if (message.startsWith(kInPrefix)) {
      const got = /^right-hand side of 'in' should be an object, got `(\w+)`$/.exec(message);
      if (got !== null) {
        inOperand = got[1] === 'object' ? 'null' : got[1];
        fixed = fromSource(err, inMessage);
      }
    }
    else fixed = fromTable(err, message);
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
  if (framesModule === undefined) framesModule = require('internal/errors_v8_frames');
  const lines = framesModule.sourceLines(site.file);
  return lines === null ? null : { site, lines };
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
      if (kKeywords.has(text.slice(start, i + 1))) return -1;
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
// primitive are placed on the function's start (bodyMessage); anywhere else they are not
// understood.
function iterableMessage() {
  return undefined;
}
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
  let end;
  if (q === '"' || q === "'") end = stringEnd(text, start);
  else end = chainEnd(text, start);
  if (end === -1) return undefined;
  const printed = print(text.slice(start, end));
  return printed === undefined ? undefined : `${printed} is not a constructor`;
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
      if (close === -1 || text.slice(col, close).includes('...')) return undefined;
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
    return messages.size === 1 ? messages.values().next().value : undefined;
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
    const text = expr.trim();
    let printed;
    if (text.endsWith(')')) {
      const open = opening(text, text.length - 1);
      const callee = open > 0 ? print(text.slice(0, open)) : undefined;
      if (callee === undefined) return undefined;
      printed = `${callee} is not a function or its return value is not iterable`;
    } else {
      const value = print(text);
      if (value === undefined) return undefined;
      printed = `${value} is not iterable`;
    }
    if (!add(printed)) return undefined;
  }
  if (messages.size !== 1) return undefined;
  if (offsets.length === 1) bodyPlace = offsets[0];
  return messages.values().next().value;
}

// The expressions a body iterates: `for (... of X)`, `[...X]`, `[a, b] = X` (undefined for
// one that cannot be delimited).
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
    if (of !== null && !header.includes(';')) yield header.slice(of.index + of[0].length);
  }
  const spreads = /\[\s*\.\.\./g;
  for (let m; (m = spreads.exec(body)) !== null;) {
    const from = m.index + m[0].length;
    const close = closing(body, m.index);
    if (close === -1) {
      yield undefined;
      return;
    }
    const end = expressionEnd(body, from);
    yield end === -1 ? undefined : body.slice(from, end);
  }
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
    yield end === -1 ? undefined : body.slice(from, end);
  }
}

module.exports = { fix };
