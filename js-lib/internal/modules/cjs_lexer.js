// internal/modules/cjs_lexer: finds the names a CommonJS file exports, the way Node does
// for `import cjs` (the behaviour of cjs-module-lexer): `exports.x =`, `exports['x'] =`,
// `module.exports = { a, b: c, ...require('x') }`, `Object.defineProperty(exports, 'x',
// { value | simple getter })`, reexports through `module.exports = require('x')`,
// TypeScript's `__export(require('x'))`/`__exportStar(require('x'))` and Babel's
// `Object.keys(_x).forEach(...)` star-export loop. No scope analysis: it scans tokens,
// skipping strings, templates, comments and regular expressions.
// Also answers whether a source has ES module syntax (import/export statements,
// import.meta) for the typeless-.js format detection, and for an ES module lists its static
// imports and whether it uses top-level await (require(esm) refuses such graphs).
'use strict';

let src = '';
let pos = 0;
let end = 0;
let depth = 0;
let lastTokenPos = -1;
let lastSlashWasDivision = false;
let templateDepth = -1;
let templateStack = [];
let openTokenPosStack = [];
let openClassStack = [];
let nextBraceIsClass = false;
let exportsSet;
let reexports;
let starReexports;
let starExportMap;
let lastStarExportSpecifier;
let moduleSyntax = false;
// ES module scan state (esmScan): static import specifiers, top-level await, and which open
// braces are function bodies (await inside those is not top-level).
let esmMode = false;
let esmImports;
let topLevelAwait = false;
// Where each top-level await starts (the `for` of a `for await`).
let topLevelAwaits = [];
let braceIsFunction = [];
let functionDepth = 0;
let arrowExprDepth = -1;

class LexError extends Error {}

// --- character classes ------------------------------------------------------------------
let nonAsciiIdStart;
let nonAsciiIdPart;
function isIdentifierStartCode(c) {
  if (c < 128) {
    return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 36 || c === 95;
  }
  if (nonAsciiIdStart === undefined) {
    nonAsciiIdStart = /[\p{ID_Start}]/u;
    nonAsciiIdPart = /[\p{ID_Continue}\u200c\u200d]/u;
  }
  return nonAsciiIdStart.test(String.fromCodePoint(c));
}
function isIdentifierPartCode(c) {
  if (c < 128) {
    return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) ||
      c === 36 || c === 95;
  }
  if (nonAsciiIdStart === undefined) isIdentifierStartCode(0x80);
  return nonAsciiIdPart.test(String.fromCodePoint(c));
}

function isBrOrWs(c) {
  return (c > 8 && c < 14) || c === 32 || c === 160 || c === 0xFEFF || c === 0x2028 ||
    c === 0x2029;
}

// Punctuators after which a "/" starts a regular expression.
function isExpressionPunctuator(c) {
  switch (c) {
    case 33: case 37: case 38: case 40: case 42: case 43: case 44: case 45: case 46: case 47:
    case 58: case 59: case 60: case 61: case 62: case 63: case 91: case 94: case 123:
    case 124: case 126:
      return true;
    default:
      return false;
  }
}

function isPunctuatorNotDot(c) {
  return c !== 46 && c < 128 && !isIdentifierPartCode(c) && c !== 34 && c !== 39 && c !== 96;
}

// True when the token starting at p is not part of a longer name or a member access.
function keywordStart(p) {
  if (p === 0) return true;
  const c = src.charCodeAt(p - 1);
  return isBrOrWs(c) || isPunctuatorNotDot(c);
}

function readPrecedingKeyword(p, word) {
  const start = p - word.length + 1;
  return start >= 0 && src.startsWith(word, start) && keywordStart(start);
}

const expressionKeywords = ['return', 'typeof', 'void', 'delete', 'instanceof', 'in', 'of',
  'new', 'throw', 'case', 'do', 'else', 'yield', 'await', 'extends'];
function isExpressionKeyword(p) {
  const c = src.charCodeAt(p);
  if (!isIdentifierPartCode(c)) return false;
  for (let i = 0; i < expressionKeywords.length; i++) {
    if (readPrecedingKeyword(p, expressionKeywords[i])) return true;
  }
  return false;
}

function isParenKeyword(p) {
  return readPrecedingKeyword(p, 'while') || readPrecedingKeyword(p, 'for') ||
    readPrecedingKeyword(p, 'if') || readPrecedingKeyword(p, 'with');
}

// Whether the token before a "{" makes that brace a block rather than an object literal.
function isExpressionTerminator(p) {
  if (p < 0) return true;
  switch (src.charCodeAt(p)) {
    case 59: case 41: case 123: case 125:
      return true;
    case 62:
      return src.charCodeAt(p - 1) === 61;
    default:
      return readPrecedingKeyword(p, 'else') || readPrecedingKeyword(p, 'do') ||
        readPrecedingKeyword(p, 'finally') || readPrecedingKeyword(p, 'try');
  }
}

// --- skipping -----------------------------------------------------------------------------
function lineComment() {
  while (pos++ < end) {
    const c = src.charCodeAt(pos);
    if (c === 10 || c === 13) return;
  }
}

function blockComment() {
  pos++;
  while (pos++ < end) {
    if (src.charCodeAt(pos) === 42 && src.charCodeAt(pos + 1) === 47) {
      pos++;
      return;
    }
  }
}

// Skips whitespace and comments from pos; returns the code at the new pos.
function commentWhitespace() {
  let c;
  do {
    c = src.charCodeAt(pos);
    if (c === 47) {
      const n = src.charCodeAt(pos + 1);
      if (n === 47) lineComment();
      else if (n === 42) blockComment();
      else return c;
    } else if (!isBrOrWs(c)) {
      return c;
    }
  } while (pos++ < end);
  return c;
}

function stringLiteral(quote) {
  while (pos++ < end) {
    const c = src.charCodeAt(pos);
    if (c === quote) return;
    if (c === 92) {
      pos++;
      if (src.charCodeAt(pos) === 13 && src.charCodeAt(pos + 1) === 10) pos++;
    } else if (c === 10 || c === 13) {
      break;
    }
  }
  throw new LexError('Unterminated string');
}

function regularExpression() {
  let inClass = false;
  while (pos++ < end) {
    const c = src.charCodeAt(pos);
    if (c === 47 && !inClass) return;
    if (c === 91) inClass = true;
    else if (c === 93) inClass = false;
    else if (c === 92) pos++;
    else if (c === 10 || c === 13) break;
  }
  throw new LexError('Unterminated regular expression');
}

// Scans template text from pos (just after "`" or "}") to the closing "`" or a "${".
function templateString() {
  while (pos++ < end) {
    const c = src.charCodeAt(pos);
    if (c === 36 && src.charCodeAt(pos + 1) === 123) {
      pos++;
      templateStack.push(templateDepth);
      templateDepth = ++depth;
      return;
    }
    if (c === 96) return;
    if (c === 92) pos++;
  }
  throw new LexError('Unterminated template');
}

// Reads an identifier at pos; returns it (pos after it) or undefined (pos unchanged).
function identifier() {
  const start = pos;
  let c = src.codePointAt(pos);
  if (c === undefined || !isIdentifierStartCode(c)) return undefined;
  pos += c > 0xFFFF ? 2 : 1;
  while (pos <= end) {
    c = src.codePointAt(pos);
    if (!isIdentifierPartCode(c)) break;
    pos += c > 0xFFFF ? 2 : 1;
  }
  return src.slice(start, pos);
}

// Reads a string literal at pos and returns its value (pos after the closing quote), or
// undefined for a value that is not well-formed UTF-16 or has a bad escape.
function stringValue() {
  const quote = src.charCodeAt(pos);
  const start = pos;
  stringLiteral(quote);
  const raw = src.slice(start + 1, pos);
  pos++;
  return decodeString(raw);
}

const simpleEscapes = { __proto__: null, n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v' };

function hexValue(text) {
  return /^[0-9a-fA-F]+$/.test(text) ? parseInt(text, 16) : -1;
}

// The value of a string literal's body, or undefined for a malformed escape or text that
// is not well-formed UTF-16 (such names cannot be exported).
function decodeString(raw) {
  let out = raw;
  if (raw.includes('\\')) {
    out = '';
    for (let i = 0; i < raw.length; i++) {
      let c = raw[i];
      if (c !== '\\') {
        out += c;
        continue;
      }
      c = raw[++i];
      if (simpleEscapes[c] !== undefined) {
        out += simpleEscapes[c];
      } else if (c === 'x') {
        const v = hexValue(raw.slice(i + 1, i + 3));
        if (v < 0 || i + 3 > raw.length) return undefined;
        out += String.fromCharCode(v);
        i += 2;
      } else if (c === 'u') {
        let v;
        if (raw[i + 1] === '{') {
          const close = raw.indexOf('}', i);
          if (close === -1) return undefined;
          v = hexValue(raw.slice(i + 2, close));
          i = close;
        } else {
          v = raw.length >= i + 5 ? hexValue(raw.slice(i + 1, i + 5)) : -1;
          i += 4;
        }
        if (v < 0 || v > 0x10FFFF) return undefined;
        out += String.fromCodePoint(v);
      } else if (c === '0' && !(raw[i + 1] >= '0' && raw[i + 1] <= '9')) {
        out += '\0';
      } else if (c >= '0' && c <= '9') {
        return undefined;
      } else if (c === '\r') {
        if (raw[i + 1] === '\n') i++;
      } else if (c !== '\n' && c !== '\u2028' && c !== '\u2029') {
        out += c;
      }
    }
  }
  for (let i = 0; i < out.length; i++) {
    const c = out.charCodeAt(i);
    if (c >= 0xD800 && c <= 0xDBFF) {
      const n = out.charCodeAt(i + 1);
      if (!(n >= 0xDC00 && n <= 0xDFFF)) return undefined;
      i++;
    } else if (c >= 0xDC00 && c <= 0xDFFF) {
      return undefined;
    }
  }
  return out;
}

function addExport(name) {
  if (name !== undefined) exportsSet.add(name);
}

// --- matchers -------------------------------------------------------------------------------
// `exports` or `module.exports` at pos (pos moves past it on success).
function readExportsOrModuleDotExports() {
  const revert = pos;
  if (src.startsWith('module', pos) && !isIdentifierPartCode(src.charCodeAt(pos + 6))) {
    pos += 6;
    if (commentWhitespace() !== 46) {
      pos = revert;
      return false;
    }
    pos++;
    commentWhitespace();
  }
  if (src.startsWith('exports', pos) && !isIdentifierPartCode(src.charCodeAt(pos + 7))) {
    pos += 7;
    return true;
  }
  pos = revert;
  return false;
}

// `require ( 'x' )` at pos. Returns the specifier (pos after ")") or undefined.
function readRequire() {
  const revert = pos;
  if (!src.startsWith('require', pos)) return undefined;
  pos += 7;
  if (commentWhitespace() !== 40) {
    pos = revert;
    return undefined;
  }
  pos++;
  const q = commentWhitespace();
  if (q !== 39 && q !== 34) {
    pos = revert;
    return undefined;
  }
  const start = pos;
  try {
    stringLiteral(q);
  } catch {
    pos = revert;
    return undefined;
  }
  const spec = src.slice(start + 1, pos);
  pos++;
  if (commentWhitespace() !== 41) {
    pos = revert;
    return undefined;
  }
  pos++;
  return spec;
}

// After `exports` (pos just past the word): `.x =`, `['x'] =`, and for module.exports
// also `= { ... }` and `= require('x')`.
function tryParseExportsDotAssign(assign) {
  const revert = pos;
  let c = commentWhitespace();
  if (c === 46) {
    pos++;
    commentWhitespace();
    const name = identifier();
    if (name !== undefined && commentWhitespace() === 61) {
      addExport(name);
      return;
    }
  } else if (c === 91) {
    pos++;
    c = commentWhitespace();
    if (c === 39 || c === 34) {
      let value;
      try {
        value = stringValue();
      } catch {
        value = undefined;
      }
      if (commentWhitespace() === 93) {
        pos++;
        if (commentWhitespace() === 61) {
          addExport(value);
          return;
        }
      }
    }
  } else if (c === 61 && assign) {
    pos++;
    // Whatever follows (even a second "=" of a comparison), the reexports found so far,
    // star ones included, no longer count.
    reexports = [];
    starReexports = [];
    c = commentWhitespace();
    if (c === 123) {
      tryParseLiteralExports();
      return;
    }
    if (c === 114) {
      const spec = readRequire();
      if (spec !== undefined) {
        reexports = [spec];
        return;
      }
    }
  }
  pos = revert;
}

// `module.exports = {` ... with pos at "{". Names are kept up to the first property it
// cannot read; the literal replaces earlier reexports.
function tryParseLiteralExports() {
  const revert = pos;
  reexports = [];
  pos++;
  for (;;) {
    let c = commentWhitespace();
    if (c === 46 && src.startsWith('...', pos)) {
      pos += 3;
      commentWhitespace();
      const spec = readRequire();
      if (spec !== undefined) reexports.push(spec);
      else if (identifier() === undefined) break;
    } else if (c === 39 || c === 34) {
      let key;
      try {
        key = stringValue();
      } catch {
        break;
      }
      if (commentWhitespace() !== 58) break;
      pos++;
      commentWhitespace();
      const spec = readRequire();
      if (spec !== undefined) {
        addExport(key);
        reexports.push(spec);
        break;
      }
      if (identifier() === undefined) break;
      addExport(key);
    } else {
      const key = identifier();
      if (key === undefined) break;
      c = commentWhitespace();
      if (c === 58) {
        pos++;
        commentWhitespace();
        const spec = readRequire();
        if (spec !== undefined) {
          addExport(key);
          reexports.push(spec);
          break;
        }
        if (identifier() === undefined) break;
      } else if (key === 'get' && c !== 44 && c !== 125) {
        break;
      }
      addExport(key);
    }
    c = commentWhitespace();
    if (c === 125) {
      pos++;
      return;
    }
    if (c !== 44) break;
    pos++;
  }
  pos = revert;
}

// The getter body `{ return a; }`, `{ return a.b }`, `{ return a['b']; }` at pos.
function readSimpleGetterBody() {
  if (commentWhitespace() !== 123) return false;
  pos++;
  commentWhitespace();
  if (!src.startsWith('return', pos) || isIdentifierPartCode(src.charCodeAt(pos + 6))) {
    return false;
  }
  pos += 6;
  commentWhitespace();
  if (identifier() === undefined) return false;
  let c = commentWhitespace();
  if (c === 46) {
    pos++;
    commentWhitespace();
    if (identifier() === undefined) return false;
    c = commentWhitespace();
  } else if (c === 91) {
    pos++;
    c = commentWhitespace();
    if (c !== 39 && c !== 34) return false;
    try {
      stringValue();
    } catch {
      return false;
    }
    if (commentWhitespace() !== 93) return false;
    pos++;
    c = commentWhitespace();
  }
  if (c === 59) {
    pos++;
    c = commentWhitespace();
  }
  if (c !== 125) return false;
  pos++;
  return true;
}

function expectWord(word) {
  commentWhitespace();
  if (!src.startsWith(word, pos) || isIdentifierPartCode(src.charCodeAt(pos + word.length))) {
    return false;
  }
  pos += word.length;
  return true;
}

function expectChar(code) {
  if (commentWhitespace() !== code) return false;
  pos++;
  return true;
}

// After `Object` (pos past it): `.defineProperty(exports, 'x', { ... })`, or at the top
// level Babel's `.keys(_x).forEach(function (k) { ... })` star-export loop.
function tryParseObject(topLevel) {
  const revert = pos;
  if (!expectChar(46)) {
    pos = revert;
    return;
  }
  commentWhitespace();
  if (src.startsWith('defineProperty', pos)) {
    pos += 14;
    tryParseDefineProperty();
  } else if (topLevel && src.startsWith('keys', pos)) {
    pos += 4;
    tryParseKeysForEach();
  }
  pos = revert;
}

function tryParseDefineProperty() {
  if (!expectChar(40)) return;
  commentWhitespace();
  if (!readExportsOrModuleDotExports()) return;
  if (!expectChar(44)) return;
  const q = commentWhitespace();
  if (q !== 39 && q !== 34) return;
  let name;
  try {
    name = stringValue();
  } catch {
    return;
  }
  if (!expectChar(44) || !expectChar(123)) return;
  const afterBrace = pos;
  if (expectWord('enumerable')) {
    if (!expectChar(58) || !expectWord('true') || !expectChar(44)) return;
  } else {
    pos = afterBrace;
  }
  const at = pos;
  if (expectWord('value')) {
    if (expectChar(58)) addExport(name);
    return;
  }
  pos = at;
  if (!expectWord('get')) return;
  const c = commentWhitespace();
  if (c === 58) {
    pos++;
    if (!expectWord('function')) return;
    commentWhitespace();
    identifier();
  }
  if (!expectChar(40) || !expectChar(41)) return;
  if (!readSimpleGetterBody()) return;
  if (commentWhitespace() === 44) pos++;
  if (!expectChar(125) || !expectChar(41)) return;
  addExport(name);
}

function expectQuoted(word) {
  const q = commentWhitespace();
  if (q !== 39 && q !== 34) return false;
  if (!src.startsWith(word, pos + 1) || src.charCodeAt(pos + 1 + word.length) !== q) {
    return false;
  }
  pos += word.length + 2;
  return true;
}

function expectSame(id) {
  commentWhitespace();
  if (!src.startsWith(id, pos) || isIdentifierPartCode(src.charCodeAt(pos + id.length))) {
    return false;
  }
  pos += id.length;
  return true;
}

// The own-key test of a star-export loop, for key variable `key`:
// `Object` `.prototype`? `.hasOwnProperty.call(` NAME `,` key `)`, and unless `callOnly`,
// NAME `.hasOwnProperty(` key `)` too.
function readOwnKeyTest(key, callOnly) {
  commentWhitespace();
  const name = identifier();
  if (name === undefined || !expectChar(46)) return false;
  if (name === 'Object' && expectWord('prototype') && !expectChar(46)) return false;
  if (!expectWord('hasOwnProperty')) return false;
  if (commentWhitespace() === 46) {
    if (name !== 'Object') return false;
    pos++;
    if (!expectWord('call') || !expectChar(40)) return false;
    commentWhitespace();
    if (identifier() === undefined || !expectChar(44)) return false;
  } else if (callOnly || !expectChar(40)) {
    return false;
  }
  return expectSame(key) && expectChar(41);
}

function tryParseKeysForEach() {
  if (!expectChar(40)) return;
  commentWhitespace();
  const id = identifier();
  if (id === undefined || !expectChar(41) || !expectChar(46) || !expectWord('forEach') ||
      !expectChar(40) || !expectWord('function') || !expectChar(40)) {
    return;
  }
  commentWhitespace();
  const key = identifier();
  if (key === undefined || !expectChar(41) || !expectChar(123) || !expectWord('if') ||
      !expectChar(40) || !expectSame(key)) {
    return;
  }
  let c = commentWhitespace();
  if (c === 61) {
    // if (k === 'default' || k === '__esModule') return;
    if (!src.startsWith('===', pos)) return;
    pos += 3;
    if (!expectQuoted('default') || !src.startsWith('||', commentWhitespace() === 124 ? pos : -1)) {
      return;
    }
    pos += 2;
    if (!expectSame(key)) return;
    commentWhitespace();
    if (!src.startsWith('===', pos)) return;
    pos += 3;
    if (!expectQuoted('__esModule') || !expectChar(41) || !expectWord('return')) return;
    if (commentWhitespace() === 59) pos++;
  } else if (c === 33) {
    // if (k !== 'default'), or with `&& !Object.prototype.hasOwnProperty.call(exports, k)`
    // (Rollup's loop) or `&& !exports.hasOwnProperty(k)` before the `)`
    if (!src.startsWith('!==', pos)) return;
    pos += 3;
    if (!expectQuoted('default')) return;
    if (commentWhitespace() === 38) {
      if (!src.startsWith('&&', pos)) return;
      pos += 2;
      if (!expectChar(33) || !readOwnKeyTest(key, false)) return;
    }
    if (!expectChar(41)) return;
  } else {
    return;
  }
  // Optional: if (Object.prototype.hasOwnProperty.call(_names, k)) return;
  let at = pos;
  if (expectWord('if')) {
    if (expectChar(40) && readOwnKeyTest(key, true) && expectChar(41) && expectWord('return')) {
      if (commentWhitespace() === 59) pos++;
      at = pos;
    } else {
      pos = at;
    }
  }
  pos = at;
  // Optional: if (k in exports && exports[k] === _x[k]) return;
  if (expectWord('if')) {
    commentWhitespace();
    if (!(expectChar(40) && expectSame(key) && expectWord('in'))) return;
    commentWhitespace();
    if (!readExportsOrModuleDotExports() || !src.startsWith('&&', commentWhitespace() === 38 ?
      pos : -1)) {
      return;
    }
    pos += 2;
    commentWhitespace();
    if (!readExportsOrModuleDotExports() || !expectChar(91) || !expectSame(key) ||
        !expectChar(93)) {
      return;
    }
    commentWhitespace();
    if (!src.startsWith('===', pos)) return;
    pos += 3;
    if (!expectSame(id) || !expectChar(91) || !expectSame(key) || !expectChar(93) ||
        !expectChar(41) || !expectWord('return')) {
      return;
    }
    if (commentWhitespace() === 59) pos++;
  } else {
    pos = at;
  }
  commentWhitespace();
  if (readExportsOrModuleDotExports()) {
    // exports[k] = _x[k];
    if (!expectChar(91) || !expectSame(key) || !expectChar(93) || !expectChar(61) ||
        !expectSame(id) || !expectChar(91) || !expectSame(key) || !expectChar(93)) {
      return;
    }
    if (commentWhitespace() === 59) pos++;
  } else if (expectWord('Object')) {
    // Object.defineProperty(exports, k, { enumerable: true, get: function () { return _x[k]; } });
    if (!expectChar(46) || !expectWord('defineProperty') || !expectChar(40)) return;
    commentWhitespace();
    if (!readExportsOrModuleDotExports() || !expectChar(44) || !expectSame(key) ||
        !expectChar(44) || !expectChar(123) || !expectWord('enumerable') || !expectChar(58) ||
        !expectWord('true') || !expectChar(44) || !expectWord('get')) {
      return;
    }
    // `get: function () {`, `get: function name() {` or the method form `get() {`
    if (commentWhitespace() === 58) {
      pos++;
      if (!expectWord('function')) return;
      commentWhitespace();
      identifier();
    }
    if (!expectChar(40) || !expectChar(41) || !expectChar(123) ||
        !expectWord('return') || !expectSame(id) || !expectChar(91) || !expectSame(key) ||
        !expectChar(93)) {
      return;
    }
    if (commentWhitespace() === 59) pos++;
    if (!expectChar(125)) return;
    if (commentWhitespace() === 44) pos++;
    if (!expectChar(125) || !expectChar(41)) return;
    if (commentWhitespace() === 59) pos++;
  } else {
    return;
  }
  if (!expectChar(125)) return;
  c = commentWhitespace();
  if (c !== 41) return;
  const spec = starExportMap.get(id);
  if (spec !== undefined) starReexports.push(spec);
}

// A top-level `require('x')`: remembers it for a following star-export loop when it is the
// initializer of `var|let|const NAME =`.
function tryParseTopLevelRequire(start) {
  const spec = readRequire();
  if (spec === undefined) return false;
  lastStarExportSpecifier = spec;
  let p = start - 1;
  while (p >= 0 && isBrOrWs(src.charCodeAt(p))) p--;
  if (src.charCodeAt(p) !== 61 || src.charCodeAt(p - 1) === 61) return true;
  p--;
  while (p >= 0 && isBrOrWs(src.charCodeAt(p))) p--;
  const idEnd = p + 1;
  while (p >= 0 && isIdentifierPartCode(src.charCodeAt(p))) p--;
  const id = src.slice(p + 1, idEnd);
  if (id === '' || !isIdentifierStartCode(id.charCodeAt(0))) return true;
  while (p >= 0 && isBrOrWs(src.charCodeAt(p))) p--;
  if (readPrecedingKeyword(p, 'var') || readPrecedingKeyword(p, 'let') ||
      readPrecedingKeyword(p, 'const')) {
    starExportMap.set(id, lastStarExportSpecifier);
  }
  return true;
}

// --- the scan -------------------------------------------------------------------------------
function scan() {
  if (src.charCodeAt(0) === 35 && src.charCodeAt(1) === 33) {
    pos = 1;
    lineComment();
  }
  while (pos++ < end) {
    const c = src.charCodeAt(pos);
    if (c === 32 || (c < 14 && c > 8)) continue;

    if (esmMode) {
      if (esmToken(c)) continue;
    } else if (depth === 0) {
      if (c === 114 && src.startsWith('require', pos) && keywordStart(pos)) {
        const start = pos;
        if (tryParseTopLevelRequire(start)) {
          lastTokenPos = pos - 1;
          pos--;
          continue;
        }
        pos = start;
      } else if (c === 95 && src.startsWith('__export', pos) &&
                 (keywordStart(pos) || src.charCodeAt(pos - 1) === 46)) {
        const start = pos;
        pos += 8;
        if (src.startsWith('Star', pos)) pos += 4;
        if (src.charCodeAt(pos) === 40) {
          pos++;
          commentWhitespace();
          const spec = readRequire();
          if (spec !== undefined) starReexports.push(spec);
        }
        pos = start + 7;
        lastTokenPos = pos;
        continue;
      } else if (c === 97 && src.startsWith('await', pos) && keywordStart(pos) &&
                 !isIdentifierPartCode(src.charCodeAt(pos + 5))) {
        // A top-level await is module syntax only where CommonJS cannot parse it.
        const save = pos;
        pos += 5;
        const n = commentWhitespace();
        if (isIdentifierStartCode(n) || n === 40 || n === 91 || n === 39 || n === 34 ||
            n === 96 || (n >= 48 && n <= 57)) {
          moduleSyntax = true;
        }
        pos = save;
      }
    }

    if (c === 105 && src.startsWith('import', pos) && keywordStart(pos) &&
        !isIdentifierPartCode(src.charCodeAt(pos + 6))) {
      const save = pos;
      pos += 6;
      const n = commentWhitespace();
      if (n === 46) {
        pos++;
        if (commentWhitespace() === 109 && src.startsWith('meta', pos)) moduleSyntax = true;
      } else if (n !== 40 && depth === 0) {
        moduleSyntax = true;
        throw new LexError('Unexpected import statement in CJS module.');
      }
      pos = save + 5;
      lastTokenPos = pos;
      continue;
    }

    switch (c) {
      case 101:
        if (src.startsWith('export', pos) && keywordStart(pos)) {
          if (src.charCodeAt(pos + 6) === 115) {
            if (!isIdentifierPartCode(src.charCodeAt(pos + 7))) {
              const save = pos;
              pos += 7;
              tryParseExportsDotAssign(false);
              pos = save;
            }
          } else if (depth === 0 && !isIdentifierPartCode(src.charCodeAt(pos + 6))) {
            moduleSyntax = true;
            throw new LexError('Unexpected export statement in CJS module.');
          }
        }
        break;
      case 99:
        if (keywordStart(pos) && src.startsWith('class', pos) && isBrOrWs(src.charCodeAt(pos + 5))) {
          nextBraceIsClass = true;
        }
        break;
      case 109:
        if (src.startsWith('module', pos) && keywordStart(pos)) {
          const save = pos;
          pos += 6;
          if (commentWhitespace() === 46) {
            pos++;
            commentWhitespace();
            if (src.startsWith('exports', pos) && !isIdentifierPartCode(src.charCodeAt(pos + 7))) {
              pos += 7;
              tryParseExportsDotAssign(true);
            }
          }
          pos = save;
        }
        break;
      case 79:
        if (src.startsWith('Object', pos) && keywordStart(pos) &&
            !isIdentifierPartCode(src.charCodeAt(pos + 6))) {
          const save = pos;
          pos += 6;
          tryParseObject(depth === 0);
          pos = save;
        }
        break;
      case 40:
        braceIsFunction[depth] = false;
        openTokenPosStack[depth++] = lastTokenPos;
        break;
      case 41:
        if (depth === 0) throw new LexError('Unexpected closing bracket.');
        depth--;
        if (depth < arrowExprDepth) arrowExprDepth = -1;
        break;
      case 123:
        if (esmMode) {
          const fn = isFunctionBodyBrace();
          braceIsFunction[depth] = fn;
          if (fn) functionDepth++;
        }
        openClassStack[depth] = nextBraceIsClass;
        nextBraceIsClass = false;
        openTokenPosStack[depth++] = lastTokenPos;
        break;
      case 125:
        if (depth === 0) throw new LexError('Unexpected closing brace.');
        if (braceIsFunction[depth - 1]) {
          braceIsFunction[depth - 1] = false;
          functionDepth--;
        }
        if (depth - 1 < arrowExprDepth) arrowExprDepth = -1;
        if (depth-- === templateDepth) {
          templateDepth = templateStack.pop();
          templateString();
        } else if (templateDepth !== -1 && depth < templateDepth) {
          throw new LexError('Unexpected closing brace.');
        }
        break;
      case 39:
      case 34:
        stringLiteral(c);
        break;
      case 47: {
        const n = src.charCodeAt(pos + 1);
        if (n === 47) {
          lineComment();
          continue;
        }
        if (n === 42) {
          blockComment();
          continue;
        }
        const last = src.charCodeAt(lastTokenPos);
        if ((isExpressionPunctuator(last) &&
             !(last === 46 && src.charCodeAt(lastTokenPos - 1) >= 48 &&
               src.charCodeAt(lastTokenPos - 1) <= 57) &&
             !(last === 43 && src.charCodeAt(lastTokenPos - 1) === 43) &&
             !(last === 45 && src.charCodeAt(lastTokenPos - 1) === 45)) ||
            (last === 41 && isParenKeyword(openTokenPosStack[depth])) ||
            (last === 125 && (isExpressionTerminator(openTokenPosStack[depth]) ||
              openClassStack[depth])) ||
            (last === 47 && lastSlashWasDivision) ||
            isExpressionKeyword(lastTokenPos) ||
            lastTokenPos === -1) {
          regularExpression();
          lastSlashWasDivision = false;
        } else {
          lastSlashWasDivision = true;
        }
        break;
      }
      case 96:
        templateString();
        break;
      default:
        break;
    }
    lastTokenPos = pos;
  }
  if (templateDepth !== -1) throw new LexError('Unterminated template.');
  if (depth !== 0) throw new LexError('Unterminated braces.');
}

function reset(source) {
  src = source;
  pos = -1;
  end = source.length - 1;
  depth = 0;
  lastTokenPos = -1;
  lastSlashWasDivision = false;
  templateDepth = -1;
  templateStack = [];
  openTokenPosStack = [];
  openClassStack = [];
  nextBraceIsClass = false;
  exportsSet = new Set();
  reexports = [];
  starReexports = [];
  starExportMap = new Map();
  lastStarExportSpecifier = undefined;
  moduleSyntax = false;
  esmMode = false;
  esmImports = [];
  topLevelAwait = false;
  topLevelAwaits = [];
  braceIsFunction = [];
  functionDepth = 0;
  arrowExprDepth = -1;
}

// { exports: string[], reexports: string[] }; throws (like cjs-module-lexer) on sources it
// cannot tokenize, including ones with import/export statements.
function parse(source) {
  reset(`${source}`);
  try {
    scan();
    return {
      exports: Array.from(exportsSet),
      reexports: Array.from(new Set([...reexports, ...starReexports])),
    };
  } finally {
    src = '';
  }
}

// Whether `source` uses syntax only an ES module may use (import/export statements,
// import.meta, top-level await), judged on tokens so strings and comments do not count.
function hasModuleSyntax(source) {
  const text = `${source}`;
  if (!text.includes('import') && !text.includes('export') && !text.includes('await')) {
    return false;
  }
  reset(text);
  try {
    scan();
  } catch {
    // An import/export statement stops the scan with moduleSyntax set.
  } finally {
    src = '';
  }
  return moduleSyntax;
}

// --- ES module scan ---------------------------------------------------------------------------
// Whether the "{" at pos opens a function body: after "=>", or after ")" whose "(" did not
// follow if/for/while/switch/catch/with.
function isFunctionBodyBrace() {
  const last = src.charCodeAt(lastTokenPos);
  if (last === 62 && src.charCodeAt(lastTokenPos - 1) === 61) return true;
  if (last === 41) {
    const before = openTokenPosStack[depth];
    return !(isParenKeyword(before) || readPrecedingKeyword(before, 'switch') ||
      readPrecedingKeyword(before, 'catch'));
  }
  // Class static blocks are function-like scopes.
  return readPrecedingKeyword(lastTokenPos, 'static');
}

// Reads `'x'` at pos into esmImports (pos after it). False when there is no string.
function readSpecifier() {
  const q = commentWhitespace();
  if (q !== 39 && q !== 34) return false;
  let value;
  try {
    value = stringValue();
  } catch {
    return false;
  }
  if (value !== undefined) esmImports.push(value);
  return true;
}

// After `import`/`export` at the top level: the `from 'x'` of the statement, if any.
function readFromClause() {
  for (;;) {
    const c = commentWhitespace();
    if (c === 123 || c === 125 || c === 44 || c === 42) {
      pos++;
      continue;
    }
    if (c === 39 || c === 34) {
      // A string name in braces (export { "a b" as c }).
      try {
        stringValue();
      } catch {
        return;
      }
      continue;
    }
    const word = identifier();
    if (word === undefined) return;
    if (word === 'from') {
      readSpecifier();
      return;
    }
  }
}

// ESM-mode handling of the token at pos; true when it consumed it.
function esmToken(c) {
  if (c === 61 && src.charCodeAt(pos + 1) === 62) {
    // An arrow function with an expression body: await in it is not top-level.
    const save = pos;
    pos += 2;
    if (commentWhitespace() !== 123 && functionDepth === 0 && arrowExprDepth === -1) {
      arrowExprDepth = depth;
    }
    pos = save + 1;
    lastTokenPos = pos;
    return true;
  }
  if ((c === 59 || c === 44) && depth === arrowExprDepth) arrowExprDepth = -1;
  if (!keywordStart(pos)) return false;
  if (c === 105 && depth === 0 && src.startsWith('import', pos) &&
      !isIdentifierPartCode(src.charCodeAt(pos + 6))) {
    const save = pos;
    pos += 6;
    const n = commentWhitespace();
    if (n === 39 || n === 34) {
      readSpecifier();
    } else if (n !== 40 && n !== 46) {
      readFromClause();
    }
    pos = save + 5;
    lastTokenPos = pos;
    return true;
  }
  if (c === 101 && depth === 0 && src.startsWith('export', pos) &&
      !isIdentifierPartCode(src.charCodeAt(pos + 6))) {
    const save = pos;
    pos += 6;
    const n = commentWhitespace();
    if (n === 123 || n === 42) readFromClause();
    pos = save + 5;
    lastTokenPos = pos;
    return true;
  }
  if (c === 97 && functionDepth === 0 && arrowExprDepth === -1 &&
      src.startsWith('await', pos) && !isIdentifierPartCode(src.charCodeAt(pos + 5))) {
    const save = pos;
    pos += 5;
    if (commentWhitespace() !== 58) {
      topLevelAwait = true;
      const from = Math.max(0, save - 80);
      const forAwait = /(?<![\w$])for\s*$/.exec(src.slice(from, save));
      topLevelAwaits.push(forAwait === null ? save : from + forAwait.index);
    }
    pos = save;
  }
  return false;
}

// { imports: the static import/export-from specifiers, hasTopLevelAwait, awaits: where the
// top-level awaits start } of an ES module source, or undefined when it cannot be tokenized.
function esmScan(source) {
  reset(`${source}`);
  esmMode = true;
  try {
    scan();
    return { imports: esmImports, hasTopLevelAwait: topLevelAwait, awaits: topLevelAwaits };
  } catch {
    return undefined;
  } finally {
    src = '';
    esmMode = false;
  }
}

module.exports = { parse, hasModuleSyntax, esmScan };
