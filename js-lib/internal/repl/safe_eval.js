'use strict';
// internal/repl/safe_eval: evaluates a REPL line for the grey preview under the input
// without side effects. The engine has no side-effect-free evaluation mode, so the line is
// parsed here as an expression of a small subset of JavaScript (literals, templates, names,
// member access, operators, conditionals, array and object literals, arrow functions) and
// interpreted: names and properties are read only through data properties (never
// getters or proxies), operators other than ===/!==/logical ones need primitive operands
// (no valueOf/toString of user objects), and only built-in functions known not to change
// anything may be called or constructed, besides the REPL's own top-level functions
// whose bodies are in the subset (noteTopLevelFunction). Anything else makes evalPreview()
// return { ok: false }; a thrown TypeError/RangeError comes back as { ok: true, error }.

const kFail = Symbol('notPreviewable');

function fail() {
  throw kFail;
}

const kPunct = ['>>>', '===', '!==', '**', '...', '?.', '??', '==', '!=', '<=', '>=', '<<',
  '>>', '&&', '||', '=>', '++', '--', '+', '-', '*', '/', '%', '<', '>', '&', '|', '^', '!',
  '~', '?', ':', ',', '.', '(', ')', '[', ']', '{', '}', '=', ';'];
const kIdentStart = /[A-Za-z_$\u00a0-\uffff]/;
const kIdentPart = /[\w$\u00a0-\uffff]/;

function tokenize(src) {
  const tokens = [];
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '/' && (src[i + 1] === '/' || src[i + 1] === '*')) fail();
    const start = i;
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < n && src[j] !== c) {
        if (src[j] === '\n') fail();
        j += src[j] === '\\' ? 2 : 1;
      }
      if (j >= n) fail();
      tokens.push({ type: 'literal', text: src.slice(start, j + 1) });
      i = j + 1;
      continue;
    }
    if (c === '`') {
      // Pieces of raw text and substitution sources, in order.
      const parts = [];
      let text = '';
      let j = i + 1;
      for (;;) {
        if (j >= n) fail();
        const d = src[j];
        if (d === '\\') {
          text += src.slice(j, j + 2);
          j += 2;
        } else if (d === '`') {
          j++;
          break;
        } else if (d === '$' && src[j + 1] === '{') {
          let depth = 1;
          let k = j + 2;
          while (k < n && depth > 0) {
            if (src[k] === '{') depth++;
            else if (src[k] === '}') depth--;
            else if (src[k] === '`' || src[k] === '"' || src[k] === "'") fail();
            k++;
          }
          if (depth !== 0) fail();
          parts.push(text, src.slice(j + 2, k - 1));
          text = '';
          j = k;
        } else {
          text += d;
          j++;
        }
      }
      parts.push(text);
      tokens.push({ type: 'template', parts });
      i = j;
      continue;
    }
    if ((c >= '0' && c <= '9') || (c === '.' && src[i + 1] >= '0' && src[i + 1] <= '9')) {
      let j = i + 1;
      while (j < n && (/[\w.]/.test(src[j]) ||
             ((src[j] === '+' || src[j] === '-') && /[eE]/.test(src[j - 1]) &&
              !/^0[xX]/.test(src.slice(start, j))))) {
        j++;
      }
      tokens.push({ type: 'literal', text: src.slice(start, j) });
      i = j;
      continue;
    }
    if (kIdentStart.test(c)) {
      let j = i + 1;
      while (j < n && kIdentPart.test(src[j])) j++;
      tokens.push({ type: 'name', text: src.slice(start, j) });
      i = j;
      continue;
    }
    const p = kPunct.find((op) => src.startsWith(op, i));
    if (p === undefined) fail();
    // `?.5` is a conditional followed by a number.
    if (p === '?.' && src[i + 2] >= '0' && src[i + 2] <= '9') {
      tokens.push({ type: 'punct', text: '?' });
      i++;
      continue;
    }
    tokens.push({ type: 'punct', text: p });
    i += p.length;
  }
  return tokens;
}

const kBinary = {
  __proto__: null,
  '??': 1, '||': 2, '&&': 3, '|': 4, '^': 5, '&': 6,
  '==': 7, '!=': 7, '===': 7, '!==': 7,
  '<': 8, '>': 8, '<=': 8, '>=': 8, 'in': 8,
  '<<': 9, '>>': 9, '>>>': 9, '+': 10, '-': 10, '*': 11, '/': 11, '%': 11, '**': 12,
};
const kForbiddenWords = new Set(['delete', 'new.target', 'await', 'yield', 'import', 'class',
  'function', 'this', 'super', 'instanceof', 'var', 'let', 'const', 'async', 'arguments']);

class Parser {
  // `allowThis`: the line's own code, whose `this` is the global object (unlike the body
  // of a top-level function, whose `this` depends on the call).
  constructor(tokens, allowThis = false) {
    this.tokens = tokens;
    this.pos = 0;
    this.allowThis = allowThis;
  }

  peek(offset = 0) {
    return this.tokens[this.pos + offset];
  }

  is(text) {
    const t = this.peek();
    return t !== undefined && (t.type === 'punct' || t.type === 'name') && t.text === text;
  }

  next() {
    const t = this.tokens[this.pos++];
    if (t === undefined) fail();
    return t;
  }

  expect(text) {
    if (!this.is(text)) fail();
    this.pos++;
  }

  parseProgram() {
    const node = this.parseExpression();
    if (this.is(';')) this.pos++;
    if (this.pos !== this.tokens.length) fail();
    return node;
  }

  parseExpression() {
    const items = [this.parseAssignment()];
    while (this.is(',')) {
      this.pos++;
      items.push(this.parseAssignment());
    }
    return items.length === 1 ? items[0] : { kind: 'seq', items };
  }

  // No assignments: only arrow functions and conditionals at this level.
  parseAssignment() {
    const arrow = this.tryArrow();
    if (arrow !== null) return arrow;
    const test = this.parseBinary(1);
    if (this.is('=')) fail();
    if (!this.is('?')) return test;
    this.pos++;
    const then = this.parseAssignment();
    this.expect(':');
    const otherwise = this.parseAssignment();
    return { kind: 'cond', test, then, otherwise };
  }

  tryArrow() {
    const t = this.peek();
    if (t === undefined) return null;
    let params;
    let k;
    if (t.type === 'name' && this.peek(1)?.text === '=>') {
      params = [t.text];
      k = 2;
    } else if (t.text === '(') {
      params = [];
      k = 1;
      for (;;) {
        const p = this.peek(k);
        if (p === undefined) return null;
        if (p.text === ')' && p.type === 'punct') break;
        if (p.type !== 'name') return null;
        params.push(p.text);
        k++;
        if (this.peek(k)?.text === ',') k++;
      }
      if (this.peek(k + 1)?.text !== '=>') return null;
      k += 2;
    } else {
      return null;
    }
    this.pos += k;
    if (this.is('{')) fail();
    const body = this.parseAssignment();
    return { kind: 'arrow', params, body };
  }

  // `(a, b)` or `a`: plain parameter names (no defaults, patterns or rest).
  parseParams() {
    if (this.peek()?.type === 'name') return [this.next().text];
    this.expect('(');
    const params = [];
    while (!this.is(')')) {
      const p = this.next();
      if (p.type !== 'name' || kForbiddenWords.has(p.text)) fail();
      params.push(p.text);
      if (!this.is(')')) this.expect(',');
    }
    this.pos++;
    return params;
  }

  // `{ const x = e; ...; return e }`: constants, then an optional return, nothing else.
  parseBody() {
    this.expect('{');
    const decls = [];
    let result;
    for (;;) {
      const t = this.next();
      if (t.type === 'punct' && t.text === '}') break;
      if (t.type === 'punct' && t.text === ';') continue;
      if (t.type === 'name' && (t.text === 'const' || t.text === 'let')) {
        const name = this.next();
        if (name.type !== 'name' || kForbiddenWords.has(name.text)) fail();
        this.expect('=');
        decls.push({ name: name.text, value: this.parseAssignment() });
        continue;
      }
      if (t.type === 'name' && t.text === 'return') {
        result = this.is(';') || this.is('}') ? undefined : this.parseExpression();
        if (this.is(';')) this.pos++;
        this.expect('}');
        break;
      }
      fail();
    }
    return { decls, result };
  }

  // The source of a plain function or arrow function: { params, decls, result }.
  parseFunction() {
    let params;
    let body;
    let self;
    if (this.is('function')) {
      this.pos++;
      if (this.peek()?.type === 'name') self = this.next().text;
      if (!this.is('(')) fail();
      params = this.parseParams();
      body = this.parseBody();
    } else {
      params = this.parseParams();
      this.expect('=>');
      body = this.is('{') ? this.parseBody() : { decls: [], result: this.parseAssignment() };
    }
    if (this.pos !== this.tokens.length) fail();
    return { params, self, ...body };
  }

  parseBinary(minPrec) {
    let left = this.parseUnary();
    for (;;) {
      const t = this.peek();
      if (t === undefined) return left;
      const prec = (t.type === 'punct' || t.text === 'in') ? kBinary[t.text] : undefined;
      if (prec === undefined || prec < minPrec) return left;
      this.pos++;
      // ** is right-associative.
      const right = this.parseBinary(t.text === '**' ? prec : prec + 1);
      left = { kind: 'binary', op: t.text, left, right };
    }
  }

  parseUnary() {
    const t = this.peek();
    if (t !== undefined && ((t.type === 'punct' && ['!', '-', '+', '~'].includes(t.text)) ||
        (t.type === 'name' && (t.text === 'typeof' || t.text === 'void')))) {
      this.pos++;
      return { kind: 'unary', op: t.text, arg: this.parseUnary() };
    }
    if (t !== undefined && (t.text === '++' || t.text === '--')) fail();
    const node = this.parsePostfix();
    if (this.is('++') || this.is('--')) fail();
    return node;
  }

  // An element or argument, `...x` included.
  parseSpreadable() {
    if (!this.is('...')) return this.parseAssignment();
    this.pos++;
    return { kind: 'spread', arg: this.parseAssignment() };
  }

  parseArgs() {
    const args = [];
    while (!this.is(')')) {
      args.push(this.parseSpreadable());
      if (!this.is(')')) this.expect(',');
    }
    this.pos++;
    return args;
  }

  parsePostfix() {
    let node;
    if (this.is('new')) {
      this.pos++;
      let callee = this.parsePrimary();
      while (this.is('.')) {
        this.pos++;
        const name = this.next();
        if (name.type !== 'name') fail();
        callee = { kind: 'member', object: callee, key: { kind: 'value', value: name.text } };
      }
      let args = [];
      if (this.is('(')) {
        this.pos++;
        args = this.parseArgs();
      }
      node = { kind: 'new', callee, args };
    } else {
      node = this.parsePrimary();
    }
    for (;;) {
      if (this.is('.') || this.is('?.')) {
        const optional = this.next().text === '?.';
        if (optional && this.is('(')) {
          this.pos++;
          node = { kind: 'call', callee: node, args: this.parseArgs(), optional };
          continue;
        }
        if (optional && this.is('[')) {
          this.pos++;
          const key = this.parseExpression();
          this.expect(']');
          node = { kind: 'member', object: node, key, optional };
          continue;
        }
        const name = this.next();
        if (name.type !== 'name') fail();
        node = { kind: 'member', object: node, key: { kind: 'value', value: name.text }, optional };
      } else if (this.is('[')) {
        this.pos++;
        const key = this.parseExpression();
        this.expect(']');
        node = { kind: 'member', object: node, key };
      } else if (this.is('(')) {
        this.pos++;
        node = { kind: 'call', callee: node, args: this.parseArgs() };
      } else if (this.peek()?.type === 'template') {
        fail();
      } else {
        return node;
      }
    }
  }

  parsePrimary() {
    const t = this.next();
    if (t.type === 'literal') return { kind: 'literal', text: t.text };
    if (t.type === 'template') {
      const parts = t.parts.map((part, i) => (i % 2 === 1 ?
        new Parser(tokenize(part), this.allowThis).parseProgram() : part));
      return { kind: 'template', parts };
    }
    if (t.type === 'name') {
      if (t.text === 'this' && this.allowThis) return { kind: 'this' };
      if (kForbiddenWords.has(t.text)) fail();
      switch (t.text) {
        case 'true': return { kind: 'value', value: true };
        case 'false': return { kind: 'value', value: false };
        case 'null': return { kind: 'value', value: null };
        default: return { kind: 'name', name: t.text };
      }
    }
    if (t.text === '(') {
      const inner = this.parseExpression();
      this.expect(')');
      return inner;
    }
    if (t.text === '[') {
      const items = [];
      while (!this.is(']')) {
        if (this.is(',')) fail();
        items.push(this.parseSpreadable());
        if (!this.is(']')) this.expect(',');
      }
      this.pos++;
      return { kind: 'array', items };
    }
    if (t.text === '{') {
      const props = [];
      while (!this.is('}')) {
        const k = this.next();
        let key;
        if (k.type === 'name') key = { kind: 'value', value: k.text };
        else if (k.type === 'literal') key = { kind: 'literal', text: k.text };
        else fail();
        if (this.is(':')) {
          this.pos++;
          props.push({ key, value: this.parseAssignment() });
        } else if (k.type === 'name' && (this.is(',') || this.is('}'))) {
          props.push({ key, value: { kind: 'name', name: k.text } });
        } else {
          fail();
        }
        if (!this.is('}')) this.expect(',');
      }
      this.pos++;
      return { kind: 'object', props };
    }
    fail();
  }
}

// Built-in functions that neither change state nor run code of the caller's choosing when
// given primitives (or, for the array ones, called on a real array).
let pureFunctions;
let pureConstructors;
// Namespaces and constructors whose static functions above may be called on them.
let pureHolders;
// Array.prototype and Object.prototype of every realm seen (the REPL's context may be
// another realm than this module's).
let arrayProtos;
let objectProtos;
// Each realm's built-in conversions (for an object met by an operator or a template).
const objectValueOfs = new Set();
const objectToStrings = new Set();
const functionToStrings = new Set();
const arrayToStrings = new Set();
const realmsSeen = new WeakSet();
function purity(realm = globalThis) {
  if (pureFunctions === undefined) {
    pureFunctions = new Set();
    pureConstructors = new Set();
    pureHolders = new Set();
    arrayProtos = new Set();
    objectProtos = new Set();
  }
  if (realmsSeen.has(realm)) return;
  realmsSeen.add(realm);
  const {
    Math, String, Number, BigInt, Boolean, Symbol, Array, Object, JSON, Date, RegExp, Error,
    TypeError, RangeError, SyntaxError, ReferenceError, Function,
  } = realm;
  if (Object && Object.prototype) {
    objectValueOfs.add(Object.prototype.valueOf);
    objectToStrings.add(Object.prototype.toString);
  }
  if (Function && Function.prototype) functionToStrings.add(Function.prototype.toString);
  if (Array && Array.prototype) arrayToStrings.add(Array.prototype.toString);
  const add = (holder, names) => {
    if (holder === null || (typeof holder !== 'object' && typeof holder !== 'function')) return;
    for (const name of names) {
      const d = Object.getOwnPropertyDescriptor(holder, name);
      if (d && typeof d.value === 'function') pureFunctions.add(d.value);
    }
  };
  add(Math, Object.getOwnPropertyNames(Math).filter((n) => n !== 'random'));
  add(String.prototype, Object.getOwnPropertyNames(String.prototype)
    .filter((n) => n !== 'constructor'));
  add(Number.prototype, ['toFixed', 'toPrecision', 'toString', 'toExponential', 'valueOf',
    'toLocaleString']);
  add(Number, ['isInteger', 'isFinite', 'isNaN', 'isSafeInteger', 'parseFloat', 'parseInt']);
  add(String, ['fromCharCode', 'fromCodePoint', 'raw']);
  add(BigInt.prototype, ['toString', 'valueOf']);
  add(Boolean.prototype, ['toString', 'valueOf']);
  add(Symbol.prototype, ['toString']);
  add(realm, ['parseInt', 'parseFloat', 'isNaN', 'isFinite', 'encodeURI',
    'encodeURIComponent', 'decodeURI', 'decodeURIComponent', 'escape', 'unescape', 'String',
    'Number', 'Boolean', 'BigInt', 'Symbol']);
  add(Array, ['isArray', 'of']);
  add(Array.prototype, ['at', 'concat', 'entries', 'every', 'filter', 'find', 'findIndex',
    'findLast', 'findLastIndex', 'flat', 'flatMap', 'includes', 'indexOf', 'join', 'keys',
    'lastIndexOf', 'map', 'reduce', 'reduceRight', 'slice', 'some', 'toReversed', 'toSorted',
    'toSpliced', 'values', 'with', 'toString']);
  add(Object, ['keys', 'values', 'entries', 'getOwnPropertyNames', 'is', 'getPrototypeOf',
    'isFrozen', 'isSealed', 'isExtensible', 'hasOwn']);
  add(Object.prototype, ['hasOwnProperty', 'propertyIsEnumerable', 'isPrototypeOf']);
  const addShape = (holder, names) => {
    if (holder === null || (typeof holder !== 'object' && typeof holder !== 'function')) return;
    for (const name of names) {
      const d = Object.getOwnPropertyDescriptor(holder, name);
      if (d && typeof d.value === 'function') {
        shapeReaders.add(d.value);
        pureFunctions.add(d.value);
      }
    }
  };
  addShape(Object, ['keys', 'getOwnPropertyNames', 'getOwnPropertySymbols', 'getPrototypeOf',
    'isFrozen', 'isSealed', 'isExtensible', 'hasOwn', 'is']);
  addShape(realm.Reflect, ['ownKeys', 'getPrototypeOf', 'has', 'isExtensible']);
  if (realm.Reflect) pureHolders.add(realm.Reflect);
  freshResults.add(realm.Reflect?.ownKeys);
  freshResults.add(Object.getOwnPropertySymbols);
  add(JSON, ['stringify', 'parse']);
  add(Date, ['now', 'UTC', 'parse']);
  add(Date.prototype, Object.getOwnPropertyNames(Date.prototype)
    .filter((n) => n.startsWith('get') || n.startsWith('to')));
  add(RegExp.prototype, ['test', 'exec', 'toString']);
  regExpToStrings.add(RegExp.prototype.toString);
  arrayConverters.add(Array.prototype.join);
  arrayConverters.add(Array.prototype.toString);
  for (const h of [Math, JSON, Object, Array, Number, String, Date, realm]) pureHolders.add(h);
  for (const c of [Date, Array, Error, TypeError, RangeError, SyntaxError, ReferenceError,
    Number, String, Boolean, RegExp, Object]) {
    pureConstructors.add(c);
  }
  arrayProtos.add(Array.prototype);
  objectProtos.add(Object.prototype);
  arrayFroms.add(Array.from);
  arrayConstructors.add(Array);
  for (const name of ['sort', 'fill', 'reverse']) freshMutators.add(Array.prototype[name]);
  arraySorts.add(Array.prototype.sort);
  const functionProto = Object.getPrototypeOf(Array);
  functionCallers.set(functionProto.call, 'call');
  functionCallers.set(functionProto.apply, 'apply');
  for (const name of ['map', 'filter', 'slice', 'concat', 'flat', 'flatMap', 'toSorted',
    'toReversed', 'toSpliced', 'with']) {
    freshResults.add(Array.prototype[name]);
  }
  for (const name of ['keys', 'values', 'entries', 'getOwnPropertyNames']) {
    freshResults.add(Object[name]);
  }
  freshResults.add(Array.of);
  freshResults.add(String.prototype.split);
  // What Array.from would run besides data reads, as it was when the REPL first previewed.
  const stringIterator = String.prototype[Symbol.iterator];
  const stringIteratorProto = Object.getPrototypeOf(''[Symbol.iterator]());
  const stringNext = stringIteratorProto.next;
  const dataValue = (holder, key) => {
    const d = Object.getOwnPropertyDescriptor(holder, key);
    return d !== undefined && 'value' in d ? d.value : kFail;
  };
  const arrayIterator = Array.prototype[Symbol.iterator];
  const arrayIteratorProto = Object.getPrototypeOf([][Symbol.iterator]());
  const arrayNext = arrayIteratorProto.next;
  iteratorsOf.set(Array, {
    stringIteratorIntact: () => dataValue(String.prototype, Symbol.iterator) === stringIterator &&
      dataValue(stringIteratorProto, 'next') === stringNext,
    arrayIteratorIntact: () => dataValue(Array.prototype, Symbol.iterator) === arrayIterator &&
      dataValue(arrayIteratorProto, 'next') === arrayNext,
    objectIntact: () => !(Symbol.iterator in Object.prototype),
  });
  // Sets and Maps: made here entry by entry (Set.prototype.add and Map.prototype.set as
  // they were first seen), read through their own methods (V8 does not preview `size`).
  for (const [ctor, adder, isMap] of [[realm.Set, 'add', false], [realm.Map, 'set', true]]) {
    if (typeof ctor !== 'function') continue;
    const original = ctor.prototype[adder];
    collectionConstructors.add(ctor);
    collectionChecks.set(ctor, { isMap, intact: () => dataValue(ctor.prototype, adder) === original });
    add(ctor.prototype, ['has', 'get', 'keys', 'values', 'entries']);
  }
  // Built-in getters that read an internal slot and run nothing of the program's, which
  // V8 previews too: a Set's or Map's size, the lengths and buffer of typed arrays.
  const addGetters = (holder, names) => {
    if (holder === null || typeof holder !== 'object') return;
    for (const name of names) {
      const d = Object.getOwnPropertyDescriptor(holder, name);
      if (d && typeof d.get === 'function') slotGetters.add(d.get);
    }
  };
  addGetters(realm.Set?.prototype, ['size']);
  addGetters(realm.Map?.prototype, ['size']);
  if (typeof realm.Uint8Array === 'function') {
    addGetters(Object.getPrototypeOf(realm.Uint8Array.prototype),
      ['length', 'byteLength', 'byteOffset', 'buffer']);
  }
  addGetters(realm.ArrayBuffer?.prototype, ['byteLength', 'maxByteLength', 'resizable']);
  addGetters(realm.DataView?.prototype, ['byteLength', 'byteOffset']);
  // The path module's functions compute strings from strings (resolve reads the cwd).
  if (realm === globalThis) {
    const path = require('path');
    for (const p of [path.posix, path.win32]) {
      add(p, ['join', 'resolve', 'normalize', 'relative', 'dirname', 'basename', 'extname',
        'isAbsolute', 'toNamespacedPath', 'matchesGlob']);
      pureHolders.add(p);
    }
    // Node's process.cwd() returns the directory it cached and the clocks change nothing,
    // so V8 previews them.
    add(process, ['cwd', 'uptime', 'hrtime']);
    add(process.hrtime, ['bigint']);
    pureHolders.add(process);
    pureHolders.add(process.hrtime);
  }
}
// Array.from and Array of every realm seen, the array methods that change an array in
// place, and the functions that return a new array.
const arrayFroms = new Set();
const arrayConstructors = new Set();
const freshMutators = new Set();
const arraySorts = new Set();
const freshResults = new Set();
const iteratorsOf = new Map();
const collectionConstructors = new Set();
const kStateReaders = new Set(['[object Date]', '[object RegExp]', '[object Set]', '[object Map]']);
const collectionChecks = new Map();
const slotGetters = new Set();
// Functions that read only an object's shape (its keys, prototype, extensibility) through
// the internal methods, which run code of the program only for a proxy.
const shapeReaders = new Set();
// Function.prototype.call and apply of every realm seen, to the way each passes arguments.
const functionCallers = new Map();


function isPrimitive(v) {
  return v === null || (typeof v !== 'object' && typeof v !== 'function');
}

let isProxyFn;
function isProxy(v) {
  isProxyFn ??= require('internal/util/types').isProxy;
  return isProxyFn(v);
}

// The primitive an operator or a template turns an object into, when only built-in
// conversions run for it (a function's source, an array of inert values joined, an
// object's tag); anything else is left to the real evaluation.
function safePrimitive(v) {
  if (isPrimitive(v)) return v;
  if (isProxy(v) || safeGet(v, Symbol.toPrimitive) !== undefined) fail();
  if (!objectValueOfs.has(safeGet(v, 'valueOf'))) fail();
  const toString = safeGet(v, 'toString');
  if (typeof v === 'function' && functionToStrings.has(toString)) {
    return Function.prototype.toString.call(v);
  }
  if (Array.isArray(v) && arrayToStrings.has(toString) && isInert(v)) {
    return Array.prototype.join.call(v);
  }
  if (objectToStrings.has(toString) && typeof v !== 'function') {
    // The tag is read as a data property (a getter stops the preview).
    safeGet(v, Symbol.toStringTag);
    return Object.prototype.toString.call(v);
  }
  fail();
}

// A value whose conversions and property reads run no code of the program's: primitives,
// and plain arrays and objects of such values (for JSON.stringify, Object.keys, ...).
function isInert(v, depth = 0) {
  if (isPrimitive(v)) return typeof v !== 'symbol' || depth === 0;
  if (typeof v === 'function' || isProxy(v) || depth > 3) return false;
  const proto = Object.getPrototypeOf(v);
  if (!arrayProtos.has(proto) && !objectProtos.has(proto) && proto !== null) return false;
  if (Object.getOwnPropertySymbols(v).length !== 0) return false;
  const keys = Object.getOwnPropertyNames(v);
  for (let i = 0; i < keys.length; i++) {
    const d = Object.getOwnPropertyDescriptor(v, keys[i]);
    if (!('value' in d) || !isInert(d.value, depth + 1)) return false;
  }
  return true;
}

function proxyInChain(v) {
  for (let o = v, guard = 0; o !== null && guard < 1000; guard++) {
    if (isProxy(o)) return true;
    o = Object.getPrototypeOf(o);
  }
  return false;
}

// A property read that runs no getter: data properties along the prototype chain (the
// built-in accessors a string or array length or a Symbol's description need are avoided
// by construction: those are data properties or primitives).
function safeGet(object, key) {
  if (object === null || object === undefined) {
    throw new TypeError(`Cannot read properties of ${object} (reading '${String(key)}')`);
  }
  if (!isPrimitive(key)) fail();
  if (typeof key !== 'symbol') key = `${key}`;
  let holder = isPrimitive(object) ? Object(object) : object;
  if (typeof object === 'string' && (key === 'length' || /^\d+$/.test(key))) return object[key];
  // process.env is the runtime's own proxy over the environment: reading a variable
  // changes nothing.
  if (object === process.env && typeof key === 'string') return process.env[key];
  while (holder !== null) {
    if (isProxy(holder)) fail();
    const d = Object.getOwnPropertyDescriptor(holder, key);
    if (d !== undefined) {
      if ('value' in d) return d.value;
      if (isPrimitive(object) || !slotGetters.has(d.get)) fail();
      let value;
      try {
        value = d.get.call(object);
      } catch {
        // A receiver without the internal slot: left to the real evaluation.
        fail();
      }
      return value;
    }
    holder = Object.getPrototypeOf(holder);
  }
  return undefined;
}

// Functions the REPL's input defined at its top level (a declaration, or a function
// literal as a declaration's whole initialiser): their free names are the REPL's globals
// and top-level bindings, so the preview may run one by reading its source, when that is
// a body of constants and a return in the subset above.
const topLevelFunctions = new WeakSet();
const functionDefs = new WeakMap();
const functionSource = Function.prototype.toString;
function noteTopLevelFunction(fn) {
  if (typeof fn === 'function') topLevelFunctions.add(fn);
}
function functionDef(fn) {
  let def = functionDefs.get(fn);
  if (def !== undefined) return def;
  try {
    def = new Parser(tokenize(functionSource.call(fn))).parseFunction();
  } catch (e) {
    if (e !== kFail) throw e;
    def = null;
  }
  functionDefs.set(fn, def);
  return def;
}

// Globals Node defines as plain values (or, for Buffer, behind a getter V8 finds free of
// side effects) that the runtime makes on first use behind a native getter of its own:
// reading one loads a built-in module, which nothing can observe.
const kEagerGlobals = new Set(['console', 'Buffer', 'URL', 'URLSearchParams', 'Intl',
  'WebAssembly', 'EventTarget', 'Event', 'SuppressedError', 'DisposableStack',
  'AsyncDisposableStack']);
function isRuntimeLazyGlobal(name, get) {
  if (!kEagerGlobals.has(name) || typeof get !== 'function' || get.name !== `get ${name}`) {
    return false;
  }
  try {
    return /^function [^(]*\(\) \{\s*\[native code\]\s*\}$/.test(functionSource.call(get));
  } catch {
    return false;
  }
}

class Interpreter {
  constructor(scope, realm, lexical) {
    this.scope = scope;
    this.realm = realm;
    this.lexical = lexical;
    this.budget = 20000;
    this.depth = 0;
    this.fresh = new WeakSet();
    purity(globalThis);
    purity(realm);
  }

  tick() {
    if (--this.budget < 0) fail();
  }

  lookup(name, env, undeclared = fail) {
    for (let e = env; e !== null; e = e.parent) {
      if (Object.prototype.hasOwnProperty.call(e.vars, name)) return e.vars[name];
    }
    if (name === 'undefined') return undefined;
    if (name === 'NaN') return NaN;
    if (name === 'Infinity') return Infinity;
    if (name === 'globalThis') return this.realm;
    // The scope object first (a vm context's own properties), then the realm's global.
    const holders = this.scope === this.realm ? [this.scope] : [this.scope, this.realm];
    for (let i = 0; i < holders.length; i++) {
      const holder = holders[i];
      const d = Object.getOwnPropertyDescriptor(holder, name);
      if (d !== undefined) {
        if ('value' in d) return d.value;
        if (isRuntimeLazyGlobal(name, d.get)) return d.get.call(holder);
        // A top-level let/const/class of the main realm is a global accessor the REPL made.
        const lexical = this.lexical(name);
        if (lexical !== kFail) return lexical;
        fail();
      }
    }
    const lexical = this.lexical(name);
    if (lexical !== kFail) return lexical;
    // A name nobody declared: a ReferenceError, which the preview leaves out (`typeof`
    // reads it as undefined).
    return undeclared();
  }

  evaluate(node, env = null) {
    this.tick();
    switch (node.kind) {
      case 'value': return node.value;
      case 'literal': return literalValue(node.text);
      case 'template': {
        let s = '';
        for (let i = 0; i < node.parts.length; i++) {
          if (i % 2 === 0) {
            s += literalValue(`\`${node.parts[i]}\``);
          } else {
            const v = safePrimitive(this.evaluate(node.parts[i], env));
            if (typeof v === 'symbol') fail();
            s += v;
          }
        }
        return s;
      }
      case 'name': return this.lookup(node.name, env);
      case 'this': return this.realm;
      case 'seq': {
        let v;
        for (let i = 0; i < node.items.length; i++) v = this.evaluate(node.items[i], env);
        return v;
      }
      case 'cond':
        return this.evaluate(node.test, env) ? this.evaluate(node.then, env) :
          this.evaluate(node.otherwise, env);
      case 'unary': {
        const v = node.op === 'typeof' && node.arg.kind === 'name' ?
          this.lookup(node.arg.name, env, () => undefined) : this.evaluate(node.arg, env);
        switch (node.op) {
          case 'typeof': return typeof v;
          case 'void': return undefined;
          case '!': return !v;
        }
        if (!isPrimitive(v)) fail();
        if (node.op === '-') return -v;
        if (node.op === '+') return +v;
        return ~v;
      }
      case 'binary': return this.binary(node, env);
      case 'member': {
        const object = this.evaluate(node.object, env);
        if (node.optional && (object === null || object === undefined)) return undefined;
        return safeGet(object, this.evaluate(node.key, env));
      }
      case 'array': return this.made(this.list(node.items, env));
      case 'object': {
        const out = {};
        for (let i = 0; i < node.props.length; i++) {
          const { key, value } = node.props[i];
          const k = this.evaluate(key, env);
          if (k === '__proto__') fail();
          out[k] = this.evaluate(value, env);
        }
        return out;
      }
      case 'arrow': return this.makeArrow(node, env);
      case 'call': return this.call(node, env);
      case 'new': {
        const ctor = this.evaluate(node.callee, env);
        const args = this.list(node.args, env);
        if (collectionConstructors.has(ctor)) return this.collection(ctor, args);
        if (!pureConstructors.has(ctor)) fail();
        if (!args.every((a) => isPrimitive(a) && typeof a !== 'symbol')) fail();
        const made = Reflect.construct(ctor, args);
        return Array.isArray(made) ? this.made(made) : made;
      }
    }
    fail();
  }

  // The values of array elements or call arguments, spreads expanded: only strings and
  // real arrays spread, and only while their built-in iterators are in place. (Here and
  // below, index loops: for-of and spreads would run an array iterator the program
  // replaced.)
  list(nodes, env) {
    const out = [];
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i];
      if (node.kind !== 'spread') {
        out.push(this.evaluate(node, env));
        continue;
      }
      const values = this.iterable(this.evaluate(node.arg, env));
      for (let j = 0; j < values.length; j++) out.push(values[j]);
    }
    return out;
  }

  // The values iterating `v` gives, read here without running any of the program's code.
  iterable(v) {
    const checks = iteratorsOf.get(this.realm.Array) ?? iteratorsOf.get(Array);
    if (typeof v === 'string') {
      if (!checks.stringIteratorIntact()) fail();
      return [...v];
    }
    if (!Array.isArray(v) || isProxy(v) || !arrayProtos.has(Object.getPrototypeOf(v)) ||
        !checks.arrayIteratorIntact() || v.length > 10000 ||
        Object.prototype.hasOwnProperty.call(v, Symbol.iterator)) {
      fail();
    }
    const values = [];
    for (let i = 0; i < v.length; i++) {
      this.tick();
      values.push(safeGet(v, i));
    }
    return values;
  }

  // new Set(iterable) / new Map(entries) with the built-in add and set in place.
  collection(ctor, args) {
    if (args.length > 1) fail();
    const made = new ctor();
    const checks = collectionChecks.get(ctor);
    if (!checks.intact()) fail();
    if (args[0] === undefined || args[0] === null) return made;
    const items = this.iterable(args[0]);
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (checks.isMap) {
        if (isPrimitive(item)) throw new TypeError(`Iterator value ${String(item)} is not an entry object`);
        made.set(safeGet(item, 0), safeGet(item, 1));
      } else {
        made.add(item);
      }
    }
    return made;
  }

  // An array the line itself made: its own methods that change it (sort, fill, reverse)
  // change nothing the program can see, as V8's side-effect check allows.
  made(array) {
    this.fresh.add(array);
    return array;
  }

  makeArrow(node, env) {
    const self = this;
    const fn = (...args) => {
      const vars = { __proto__: null };
      node.params.forEach((p, i) => { vars[p] = args[i]; });
      return self.evaluate(node.body, { vars, parent: env });
    };
    arrows.add(fn);
    return fn;
  }

  binary(node, env) {
    const op = node.op;
    let left = this.evaluate(node.left, env);
    if (op === '&&') return left && this.evaluate(node.right, env);
    if (op === '||') return left || this.evaluate(node.right, env);
    if (op === '??') return left ?? this.evaluate(node.right, env);
    let right = this.evaluate(node.right, env);
    switch (op) {
      case '===': return left === right;
      case '!==': return left !== right;
      case 'in':
        if (isPrimitive(right)) throw new TypeError(`Cannot use 'in' operator to search for '${String(left)}' in ${String(right)}`);
        if (!isPrimitive(left) || isProxy(right)) fail();
        return left in right;
    }
    if (op === '==' || op === '!=') {
      if (!isPrimitive(left) || !isPrimitive(right)) fail();
    }
    left = safePrimitive(left);
    right = safePrimitive(right);
    switch (op) {
      case '==': return left == right; // eslint-disable-line eqeqeq
      case '!=': return left != right; // eslint-disable-line eqeqeq
      case '<': return left < right;
      case '>': return left > right;
      case '<=': return left <= right;
      case '>=': return left >= right;
      case '+': return left + right;
      case '-': return left - right;
      case '*': return left * right;
      case '/': return left / right;
      case '%': return left % right;
      case '**': return left ** right;
      case '&': return left & right;
      case '|': return left | right;
      case '^': return left ^ right;
      case '<<': return left << right;
      case '>>': return left >> right;
      case '>>>': return left >>> right;
    }
    fail();
  }

  call(node, env) {
    let receiver;
    let fn;
    if (node.callee.kind === 'member') {
      receiver = this.evaluate(node.callee.object, env);
      if (node.callee.optional && (receiver === null || receiver === undefined)) return undefined;
      fn = safeGet(receiver, this.evaluate(node.callee.key, env));
    } else {
      fn = this.evaluate(node.callee, env);
    }
    if (node.optional && (fn === null || fn === undefined)) return undefined;
    const args = this.list(node.args, env);
    if (typeof fn !== 'function') {
      throw new TypeError(`${describeCallee(node.callee)} is not a function`);
    }
    return this.invoke(fn, receiver, args);
  }

  // A call of fn on receiver with args, when the rules above allow it.
  invoke(fn, receiver, args) {
    // f.call(thisArg, ...args) and f.apply(thisArg, list) are previewed as f called
    // directly, with the list read only when it is a plain array of inert values.
    const via = functionCallers.get(fn);
    if (via !== undefined) {
      if (typeof receiver !== 'function') fail();
      let list = [];
      let from = 0;
      if (via === 'call') {
        list = args;
        from = 1;
      } else if (args[1] !== undefined && args[1] !== null) {
        // Any array-like, read as the engine would, but only through data properties.
        list = args[1];
        if (isPrimitive(list)) {
          throw new TypeError('CreateListFromArrayLike called on non-object');
        }
        if (isProxy(list)) fail();
      }
      const length = list === args ? args.length : safeGet(list, 'length');
      if (length !== undefined && typeof length !== 'number') fail();
      const count = Math.min(Math.max(Math.trunc(length) || 0, 0), 65536);
      if (count === 65536) fail();
      const rest = [];
      for (let i = from; i < count; i++) {
        rest[rest.length] = list === args ? args[i] : safeGet(list, i);
      }
      return this.invoke(receiver, args[0], rest);
    }
    if (arrows.has(fn)) return Reflect.apply(fn, undefined, args);
    if (topLevelFunctions.has(fn)) return this.runFunction(fn, args);
    if (arrayFroms.has(fn)) return this.made(this.arrayFrom(fn, receiver, args));
    if (arrayConstructors.has(fn) && args.every((a) => isPrimitive(a) && typeof a !== 'symbol')) {
      return this.made(Reflect.apply(fn, undefined, args));
    }
    if (freshMutators.has(fn) && this.fresh.has(receiver) && args.every((a) => arrows.has(a) ||
        (isPrimitive(a) && typeof a !== 'symbol'))) {
      // sort without a comparator turns the elements into strings.
      if (args.length === 0 && arraySorts.has(fn) && !isInert(receiver)) fail();
      return Reflect.apply(fn, receiver, args);
    }
    if (!pureFunctions.has(fn)) fail();
    // Callbacks may only be the line's own arrow functions; everything else has to be
    // inert data; a shape reader's object may be any but a proxy (along its prototypes),
    // while a key it is given must not be an object (converting one runs its toString).
    const safeArg = (a, i) => arrows.has(a) || isInert(a) ||
      (shapeReaders.has(fn) && (i === 0 || fn === Object.is) && !isPrimitive(a) &&
        !proxyInChain(a));
    if (!args.every(safeArg)) fail();
    if (receiver !== undefined && !isInert(receiver) && !Array.isArray(receiver) &&
        !pureHolders.has(receiver)) {
      // Methods of other built-ins (a Date, a RegExp, a Set, a Map) read their own internal
      // state only.
      const tag = Object.prototype.toString.call(receiver);
      if (isProxy(receiver) || !kStateReaders.has(tag)) fail();
      // exec and test move a global or sticky regexp's lastIndex: the line, when run, would
      // start from elsewhere.
      if (tag === '[object RegExp]' && !regExpToStrings.has(fn) &&
          (receiver.global || receiver.sticky)) {
        fail();
      }
    }
    // join and toString convert the elements, which may run the program's toString.
    if (Array.isArray(receiver) && arrayConverters.has(fn) && !isInert(receiver)) fail();
    if (Array.isArray(receiver) && (isProxy(receiver) ||
        !arrayProtos.has(Object.getPrototypeOf(receiver)) ||
        Object.prototype.hasOwnProperty.call(receiver, 'constructor'))) {
      fail();
    }
    const result = Reflect.apply(fn, receiver, args);
    return Array.isArray(result) && freshResults.has(fn) ? this.made(result) : result;
  }

  // A top-level function of the REPL, interpreted from its source.
  runFunction(fn, args) {
    const def = functionDef(fn);
    if (def === null || this.depth >= 100) fail();
    this.depth++;
    try {
      const vars = { __proto__: null };
      // A function's own name is bound inside it.
      if (def.self !== undefined) vars[def.self] = fn;
      for (let i = 0; i < def.params.length; i++) vars[def.params[i]] = args[i];
      const env = { vars, parent: null };
      for (let i = 0; i < def.decls.length; i++) {
        vars[def.decls[i].name] = this.evaluate(def.decls[i].value, env);
      }
      return def.result === undefined ? undefined : this.evaluate(def.result, env);
    } finally {
      this.depth--;
    }
  }

  // Array.from(source[, mapFn]) of a plain array-like object or a string, with the line's
  // own arrow as mapFn: the engine then reads only data properties and runs only the
  // built-in string iterator.
  arrayFrom(fn, receiver, args) {
    if (!arrayConstructors.has(receiver) || args.length > 2) fail();
    const [source, mapFn] = args;
    if (mapFn !== undefined && !arrows.has(mapFn)) fail();
    const realmOf = iteratorsOf.get(receiver);
    if (typeof source === 'string') {
      if (!realmOf.stringIteratorIntact()) fail();
    } else if (isPrimitive(source) || Array.isArray(source) || !isInert(source) ||
               !realmOf.objectIntact()) {
      fail();
    } else if (!(safeGet(source, 'length') <= 10000)) {
      fail();
    }
    return Reflect.apply(fn, receiver, mapFn === undefined ? [source] : [source, mapFn]);
  }
}

const arrows = new WeakSet();
// Array methods that turn elements into strings, and RegExp.prototype.toString, of every
// realm seen.
const arrayConverters = new Set();
const regExpToStrings = new Set();

function describeCallee(node) {
  if (node.kind === 'name') return node.name;
  if (node.kind === 'member' && node.key.kind === 'value') {
    return `${describeCallee(node.object)}.${node.key.value}`;
  }
  return 'expression';
}

const literalCache = new Map();
function literalValue(text) {
  let v = literalCache.get(text);
  if (v === undefined && !literalCache.has(text)) {
    // A lone literal has no side effects; the engine reads it.
    try {
      v = require('vm').runInThisContext(`(${text})`);
    } catch {
      fail();
    }
    if (literalCache.size > 200) literalCache.clear();
    literalCache.set(text, v);
  }
  return v;
}

// { ok: true, value } or { ok: true, error } for what the preview shows, { ok: false }
// for lines it leaves alone. `realm` is the global object the scope's code runs with (a vm
// context's inner global); `lexical(name)` reads a top-level binding of the REPL that is
// not a property of the scope (or returns the failure marker it is given).
function evalPreview(source, scope, lexical = () => kFail, realm = scope) {
  let ast;
  try {
    ast = new Parser(tokenize(source), true).parseProgram();
  } catch (e) {
    return { ok: false };
  }
  try {
    return { ok: true, value: new Interpreter(scope, realm, lexical).evaluate(ast) };
  } catch (e) {
    if (e === kFail) return { ok: false };
    if (e instanceof TypeError || e instanceof RangeError) return { ok: true, error: e };
    return { ok: false };
  }
}

module.exports = { evalPreview, noteTopLevelFunction, kNotPreviewable: kFail };
