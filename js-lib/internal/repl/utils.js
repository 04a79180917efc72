'use strict';
// internal/repl/utils: source-level helpers for the REPL evaluator.
//  - isRecoverableError(): whether a SyntaxError only means "the input is not finished yet"
//    (the REPL then asks for more lines with the '| ' prompt). The engine reports that as
//    "abrupt end", an unterminated template literal or block comment, or a string whose
//    line ends in a backslash.
//  - splitTopLevel(): a small tokenizer that cuts source into top-level statements
//    (strings, templates, comments, regular expressions and brackets are skipped over);
//    topLevelDeclarations() lists the names those statements declare.
//  - wrapTopLevelAwait(): rewrites input with top-level await into an async IIFE whose
//    top-level declarations live on in the REPL scope and whose last expression statement
//    is the result, as Node's REPL does.
//  - v8ParseMessage(): V8's wording for the engine's unexpected-token parse errors.
//  - staticImports(): the input's static import declarations, as the `await import()`
//    Node's REPL suggests instead.
//  - globalizeDeclarations(): rewrites top-level let/const/class declarations into
//    assignments to hoisted `var`s, for evaluation in the main realm (the engine rejects
//    repeated top-level lexical scripts there); it lists the lexical names, which the
//    evaluator turns into global accessors with a dead zone (and, for constants, no
//    second assignment).

const { indexed } = require('internal/readline/utils');
const { regExpBodyEnd } = require('internal/util/regexp_literal');

const kRecoverableMessages = [
  /^abrupt end/,
  /^unterminated template literal/,
  /^unterminated multiline comment/,
  /^Unexpected end of input/,
  /^Unterminated template literal/,
];

function isRecoverableError(err, code) {
  if (err === null || typeof err !== 'object' || err.name !== 'SyntaxError') return false;
  const message = `${err.message}`;
  for (const re of indexed(kRecoverableMessages)) {
    if (re.test(message)) return true;
  }
  if (/^unterminated string literal/i.test(message) || /^Invalid or unexpected token/.test(message)) {
    // A string continued onto the next line with a trailing backslash.
    return /\\\r?\n?$/.test(code.replace(/\n$/, '')) || /\\$/.test(code.trimEnd());
  }
  return false;
}

// Words V8 reports as tokens, not identifiers, when they are out of place.
const kReservedWords = new Set(['break', 'case', 'catch', 'class', 'const', 'continue',
  'debugger', 'default', 'delete', 'do', 'else', 'export', 'extends', 'false', 'finally',
  'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super',
  'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with']);

// V8's wording for the engine's "token out of place" parse errors, which is what Node's
// REPL shows (`Unexpected identifier 'y'`, `Unexpected number`, ...), and the length of
// the token V8 underlines: both read from the source at the reported column. Other
// messages come back unchanged, with a one-character mark.
function v8ParseMessage(message, lineText, column) {
  const rest = lineText === undefined ? '' : lineText.slice(Math.max(0, column - 1));
  if (/^unexpected token 'return', statement$/.test(message)) {
    return { message: 'Illegal return statement', length: 6 };
  }
  // A function or generator declaration without its name: V8 underlines `function` (the
  // `*` of a generator) when it is on the same line.
  const unnamed =
    /^unexpected token '\(', (?:async )?(function|generator) declaration$/.exec(message);
  if (unnamed !== null) {
    const text = 'Function statements require a function name';
    const before = lineText === undefined ? '' : lineText.slice(0, Math.max(0, column - 1));
    const word = unnamed[1] === 'generator' ? '*' : 'function';
    const at = before.lastIndexOf(word);
    if (at === -1) return { message: text, length: 1 };
    return { message: text, length: word.length, shift: at - before.length };
  }
  // A character no token starts with (`@`, a control character, a lone `#`).
  if (/^unexpected '[^]*'$/.test(message) ||
      /^Abrupt end: Expecting private identifier$/.test(message)) {
    return { message: 'Invalid or unexpected token', length: 1 };
  }
  const got = /^expected (?:token|one of) .*, got '(.*)' in [\w ]+$/.exec(message) ||
    /^unexpected token '(.*)', [\w ]+$/.exec(message);
  if (got === null || rest === '') return { message, length: 1 };
  const c = rest[0];
  if (c === '"' || c === "'") {
    const close = rest.indexOf(c, 1);
    return { message: 'Unexpected string', length: close === -1 ? rest.length : close + 1 };
  }
  if (c === '`') return { message: 'Unexpected template string', length: 1 };
  const number = /^(?:\d|\.\d)[\w.]*/.exec(rest);
  if (number !== null) return { message: 'Unexpected number', length: number[0].length };
  const word = /^[A-Za-z_$\u00a0-\uffff][\w$\u00a0-\uffff]*/.exec(rest);
  if (word !== null && word[0] === got[1]) {
    const text = kReservedWords.has(word[0]) ? `Unexpected token '${word[0]}'` :
      `Unexpected identifier '${word[0]}'`;
    return { message: text, length: word[0].length };
  }
  if (got[1] !== '' && rest.startsWith(got[1])) {
    return { message: `Unexpected token '${got[1]}'`, length: got[1].length };
  }
  return { message, length: 1 };
}

// The static import declarations of the input (which a script cannot have): where the
// first begins, and the same imports written as `await import()`, as Node's REPL suggests
// them. Null when there is none.
function staticImports(code) {
  const tokens = tokenize(code);
  let first = null;
  let suggestion = '';
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (tok.type !== 'word' || tok.value !== 'import' || tok.depth !== 0) continue;
    const prev = tokens[i - 1];
    if (prev !== undefined && !tok.nl && !(prev.type === 'punct' && /^[;}]$/.test(prev.value))) {
      continue;
    }
    const next = tokens[i + 1];
    if (next === undefined || (next.type === 'punct' && (next.value === '(' || next.value === '.'))) {
      continue;
    }
    const parsed = parseImportClause(tokens, i + 1);
    if (parsed === null) continue;
    if (first === null) first = tok;
    suggestion += dynamicImportText(parsed);
  }
  if (first === null) return null;
  return { start: first.start, suggestion };
}

function stringValue(tok) {
  const inner = tok.value.slice(1, -1);
  if (!inner.includes('\\')) return inner;
  try {
    return JSON.parse(`"${inner.replace(/\\'/g, "'").replace(/(^|[^\\])"/g, '$1\\"')}"`);
  } catch {
    return inner;
  }
}

// `[default] [, * as ns | , { a, b as c }] from 'm'` or `'m'` from token i on: the module
// and its bindings ({ kind: 'default'|'namespace'|'named', imported, local }).
function parseImportClause(tokens, i) {
  const bindings = [];
  const isPunct = (t, v) => t !== undefined && t.type === 'punct' && t.value === v;
  const isWord = (t, v) => t !== undefined && t.type === 'word' && (v === undefined || t.value === v);
  let t = tokens[i];
  if (t !== undefined && t.type === 'string') return { module: stringValue(t), bindings };
  if (isWord(t) && t.value !== 'from') {
    bindings.push({ kind: 'default', local: t.value });
    t = tokens[++i];
    if (isPunct(t, ',')) t = tokens[++i];
  }
  if (isPunct(t, '*')) {
    if (!isWord(tokens[i + 1], 'as') || !isWord(tokens[i + 2])) return null;
    bindings.push({ kind: 'namespace', local: tokens[i + 2].value });
    i += 3;
    t = tokens[i];
  } else if (isPunct(t, '{')) {
    t = tokens[++i];
    while (t !== undefined && !isPunct(t, '}')) {
      if (t.type !== 'word' && t.type !== 'string') return null;
      let imported = t.type === 'word' ? t.value : null;
      let local = imported;
      t = tokens[++i];
      if (isWord(t, 'as')) {
        t = tokens[++i];
        if (!isWord(t)) return null;
        local = t.value;
        t = tokens[++i];
      }
      if (local === null) return null;
      // A string name (`"a b" as c`) reads as the default binding in Node's suggestion.
      if (imported === null) imported = 'default';
      bindings.push({ kind: 'named', imported, local });
      if (isPunct(t, ',')) t = tokens[++i];
    }
    if (t === undefined) return null;
    t = tokens[++i];
  }
  if (!isWord(t, 'from')) return null;
  t = tokens[i + 1];
  if (t === undefined || t.type !== 'string') return null;
  return { module: stringValue(t), bindings };
}

function dynamicImportText({ module, bindings }) {
  const call = `await import(${JSON.stringify(module)});`;
  if (bindings.length === 0) return call;
  if (bindings.length === 1 && bindings[0].kind === 'namespace') {
    return `const ${bindings[0].local} = ${call}`;
  }
  const names = bindings.map((b) => {
    if (b.kind !== 'named') return `default: ${b.local}`;
    return b.imported === b.local ? b.local : `${b.imported}: ${b.local}`;
  });
  return `const { ${names.join(', ')} } = ${call}`;
}

const kIdentStart = /[A-Za-z_$\u00a0-\uffff]/;
const kIdentPart = /[\w$\u00a0-\uffff]/;
// After one of these tokens a '/' starts a regular expression, not a division.
const kRegexAfterWord = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new',
  'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await']);

// Tokens: { type: 'word'|'punct'|'string'|'template'|'regex'|'number', value, start, end,
// depth (bracket depth before the token), nl (a line break precedes it) }.
function tokenize(src) {
  const tokens = [];
  let i = 0;
  let depth = 0;
  let nl = false;
  // Template literal nesting: each entry is the bracket depth of an open `${`.
  const templateStack = [];
  const n = src.length;

  const regexAllowed = () => {
    const prev = tokens[tokens.length - 1];
    if (prev === undefined) return true;
    if (prev.type === 'word') return kRegexAfterWord.has(prev.value);
    if (prev.type === 'punct') return prev.value !== ')' && prev.value !== ']' && prev.value !== '}';
    return false;
  };

  // Reads a template from just after ` (or after the } of a substitution); returns the
  // index after it, or pushes a substitution and returns the index after '${'.
  const readTemplate = (from) => {
    let j = from;
    while (j < n) {
      const c = src[j];
      if (c === '\\') {
        j += 2;
        continue;
      }
      if (c === '`') return { end: j + 1, open: false };
      if (c === '$' && src[j + 1] === '{') return { end: j + 2, open: true };
      j++;
    }
    return { end: n, open: false, unterminated: true };
  };

  while (i < n) {
    const c = src[i];
    if (c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029') {
      nl = true;
      i++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\v' || c === '\f' || c === '\ufeff' || c === '\u00a0') {
      i++;
      continue;
    }
    if (c === '/' && src[i + 1] === '/') {
      while (i < n && src[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && src[i + 1] === '*') {
      const close = src.indexOf('*/', i + 2);
      const body = src.slice(i, close === -1 ? n : close);
      if (body.includes('\n')) nl = true;
      i = close === -1 ? n : close + 2;
      continue;
    }
    const start = i;
    const tok = { type: '', value: '', start, end: 0, depth, nl };
    nl = false;
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < n && src[j] !== c && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
      i = Math.min(j + 1, n);
      tok.type = 'string';
    } else if (c === '`') {
      const r = readTemplate(i + 1);
      i = r.end;
      if (r.open) {
        templateStack.push(depth);
        depth++;
      }
      tok.type = 'template';
    } else if (c === '}' && templateStack.length > 0 &&
               templateStack[templateStack.length - 1] === depth - 1) {
      // The end of a `${...}` substitution: the template continues.
      templateStack.pop();
      depth--;
      const r = readTemplate(i + 1);
      i = r.end;
      if (r.open) {
        templateStack.push(depth);
        depth++;
      }
      tok.type = 'template';
      tok.depth = depth;
    } else if (c === '/' && regexAllowed()) {
      // An unterminated literal runs to its line's end.
      const close = regExpBodyEnd(src, i, true);
      const lineEnd = src.indexOf('\n', i);
      let j = (close !== -1 ? close : lineEnd === -1 ? n : lineEnd) + 1;
      while (j < n && kIdentPart.test(src[j])) j++;
      i = Math.min(j, n);
      tok.type = 'regex';
    } else if (kIdentStart.test(c)) {
      let j = i + 1;
      while (j < n && kIdentPart.test(src[j])) j++;
      i = j;
      tok.type = 'word';
    } else if (c >= '0' && c <= '9') {
      let j = i + 1;
      while (j < n && /[\w.]/.test(src[j])) j++;
      i = j;
      tok.type = 'number';
    } else {
      i++;
      tok.type = 'punct';
      if (c === '(' || c === '[' || c === '{') {
        depth++;
      } else if (c === ')' || c === ']' || c === '}') {
        depth = Math.max(0, depth - 1);
        tok.depth = depth;
      } else if (c === '=' && src[i] === '>') {
        i++;
      } else if (c === '.' && src[i] === '.' && src[i + 1] === '.') {
        i += 2;
      } else if (c === '?' && src[i] === '.') {
        i++;
      }
    }
    tok.end = i;
    tok.value = src.slice(start, i);
    tokens.push(tok);
  }
  return tokens;
}

// Tokens after which a line break does not end a statement (the expression goes on).
const kContinuesAfter = new Set(['=', '+', '-', '*', '/', '%', '&', '|', '^', '!', '~', '<', '>',
  '?', ':', ',', '.', '(', '[', '{', '=>', '?.', '...']);
const kContinuesBefore = new Set(['=', '+', '*', '/', '%', '&', '|', '^', '<', '>', '?', ':',
  ',', '.', '?.', ')', ']', '}']);
const kStatementWords = new Set(['const', 'let', 'var', 'function', 'class', 'if', 'for',
  'while', 'do', 'try', 'switch', 'return', 'throw', 'break', 'continue', 'import', 'export',
  'async']);

// Top-level statements as arrays of tokens.
function splitTopLevel(src) {
  const tokens = tokenize(src);
  const statements = [];
  let current = [];
  let braceStatement = false;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.depth === 0 && current.length > 0) {
      const prev = current[current.length - 1];
      let boundary = false;
      if (t.nl && !kContinuesAfter.has(prev.value) && !kContinuesBefore.has(t.value)) {
        boundary = t.type !== 'punct' || t.value === '(' || t.value === '[' ? true : false;
        if (t.type === 'punct' && (t.value === '(' || t.value === '[')) boundary = false;
        if (t.type === 'word' && (t.value === 'else' || t.value === 'catch' ||
            t.value === 'finally' || t.value === 'while' && current[0].value === 'do')) {
          boundary = false;
        }
      } else if (braceStatement && prev.value === '}' && prev.depth === 0 &&
                 kStatementWords.has(current[0].value) && t.value !== 'else' &&
                 t.value !== 'catch' && t.value !== 'finally' &&
                 (current[0].value === 'function' || current[0].value === 'class' ||
                  current[0].value === 'if' || current[0].value === 'for' ||
                  current[0].value === 'while' || current[0].value === 'try' ||
                  current[0].value === 'switch')) {
        boundary = true;
      }
      if (boundary) {
        statements.push(current);
        current = [];
        braceStatement = false;
      }
    }
    if (t.depth === 0 && t.type === 'punct' && t.value === ';') {
      current.push(t);
      statements.push(current);
      current = [];
      braceStatement = false;
      continue;
    }
    if (current.length === 0) braceStatement = t.type === 'word' && kStatementWords.has(t.value);
    current.push(t);
  }
  if (current.length > 0) statements.push(current);
  return statements;
}

// Names declared by `let a = 1, b, {c, d: e} = f(x)`: the identifiers after the keyword
// and after each top-level comma of the declarator list, and the binding names inside
// destructuring patterns (keys and default values skipped).
function declaredNames(stmt) {
  const names = [];
  const base = stmt[0].depth;
  let expectName = true;
  for (let k = 1; k < stmt.length; k++) {
    const t = stmt[k];
    if (expectName) {
      if (t.type === 'word') {
        names.push(t.value);
      } else if (t.value === '{' || t.value === '[') {
        k = patternNames(stmt, k, names);
        if (k < 0) return null;
      } else {
        return null;
      }
      expectName = false;
    } else if (t.depth === base && t.type === 'punct' && t.value === ',') {
      expectName = true;
    }
  }
  return names;
}

// Collects the names bound by the pattern opening at stmt[k]; returns the index of its
// closing bracket (-1 when it does not close).
function patternNames(stmt, k, names) {
  const open = stmt[k].depth;
  let inDefault = false;
  for (let j = k + 1; j < stmt.length; j++) {
    const t = stmt[j];
    if (t.type === 'punct' && (t.value === '}' || t.value === ']') && t.depth === open) return j;
    if (t.type === 'punct' && t.value === ',') {
      inDefault = false;
      continue;
    }
    if (t.type === 'punct' && t.value === '=') {
      inDefault = true;
      continue;
    }
    if (inDefault || t.type !== 'word') continue;
    const next = stmt[j + 1];
    const prev = stmt[j - 1];
    if (next !== undefined && (next.value === ':' || next.value === '(')) continue;
    if (prev !== undefined && (prev.value === '.' || prev.value === '?.')) continue;
    names.push(t.value);
  }
  return -1;
}

// The names the input's top-level statements declare, in source order: { name, kind,
// lexical, start, end, init } (start..end: the part of the source V8 marks when the name
// is declared again; init: where a plain name's initialiser starts, or -1). let, const
// and class are lexical; var and function declarations are not. Declarations nested in
// blocks or functions are not listed.
function topLevelDeclarations(src) {
  const found = [];
  for (const stmt of indexed(splitTopLevel(src))) {
    let first = stmt[0];
    let k = 1;
    if (first.type !== 'word') continue;
    if (first.value === 'async' && stmt[1] !== undefined && stmt[1].value === 'function' &&
        !stmt[1].nl) {
      first = stmt[1];
      k = 2;
    }
    const kind = first.value;
    if (kind === 'let' || kind === 'const' || kind === 'var') {
      if (kind === 'let' && stmt[1] !== undefined && stmt[1].type !== 'word' &&
          stmt[1].value !== '{' && stmt[1].value !== '[') {
        continue;
      }
      const names = declaredNames(stmt);
      if (names === null) continue;
      let from = 1;
      for (const name of indexed(names)) {
        let at = from;
        while (at < stmt.length && !(stmt[at].type === 'word' && stmt[at].value === name)) at++;
        if (at === stmt.length) break;
        // Where a plain name's initialiser starts (-1 for none).
        const init = stmt[at + 1] !== undefined && stmt[at + 1].value === '=' &&
          stmt[at + 2] !== undefined ? stmt[at + 2].start : -1;
        found.push({
          name, kind, lexical: kind !== 'var', start: stmt[at].start, end: stmt[at].start + 1, init,
        });
        from = at + 1;
      }
    } else if (kind === 'class' || kind === 'function') {
      let at = k;
      if (kind === 'function' && stmt[at] !== undefined && stmt[at].value === '*') at++;
      const nameTok = stmt[at];
      if (nameTok === undefined || nameTok.type !== 'word') continue;
      // V8 marks a repeated function declaration at its first word, a repeated class
      // from `class` to its body's end.
      let end = stmt[0].start + 1;
      if (kind === 'class') {
        const base = first.depth;
        const open = stmt.findIndex((t, j) => j > at && t.value === '{' && t.depth === base);
        const close = open === -1 ? -1 :
          stmt.findIndex((t, j) => j > open && t.value === '}' && t.depth === base);
        end = close === -1 ? stmt[stmt.length - 1].end : stmt[close].end;
      }
      found.push({
        name: nameTok.value, kind, lexical: kind === 'class', start: stmt[0].start, end, init: -1,
      });
    }
  }
  return found;
}

// Rewrites one top-level statement, hoisting what it declares into `hoisted` (a map from
// name to 'var' or 'let'). Returns the new source of the statement.
// `asStatement(expr, keyword)` turns the assignment expression into the statement that
// replaces the declaration; `expr` keeps the blanks that followed the keyword.
function rewriteDeclaration(src, stmt, hoisted, lexicalKind, asStatement = voidStatement) {
  const first = stmt[0];
  const from = first.start;
  const text = src.slice(from, stmt[stmt.length - 1].end);
  if (first.value === 'var' || first.value === 'let' || first.value === 'const') {
    const names = declaredNames(stmt);
    if (names === null || names.length === 0) return null;
    for (const name of indexed(names)) {
      hoisted.set(name, first.value === 'var' ? 'var' : lexicalKind);
    }
    // `let a = 1, b` becomes the expression `a = 1, b = undefined`.
    const semi = stmt[stmt.length - 1].value === ';' ? ';' : '';
    const body = rebuild(src, stmt, first.depth, from + first.value.length, semi);
    return asStatement(body, first.value);
  }
  if (first.value === 'class' && stmt[1] && stmt[1].type === 'word') {
    hoisted.set(stmt[1].value, lexicalKind);
    return voidStatement(`${stmt[1].value} = ${text}`);
  }
  if (first.value === 'function' || (first.value === 'async' && stmt[1] &&
      stmt[1].value === 'function')) {
    const nameTok = stmt.find((t, k) => k > 0 && t.type === 'word' && t.value !== 'function');
    if (nameTok === undefined) return null;
    hoisted.set(nameTok.value, 'var');
    return voidStatement(`${nameTok.value} = ${text}`);
  }
  return null;
}

function voidStatement(expr) {
  return `void (${expr.trim()});`;
}

// The declarators start where they were typed (`let x = f()` becomes `((  x = f()),
// void 0);`), so that positions in stack traces of the first line stay those of the input.
function inPlaceStatement(expr, keyword) {
  return `((${' '.repeat(keyword.length - 2)}${expr}), void 0);`;
}

// The declarator list with `= undefined` added to declarators that have no initialiser.
function rebuild(src, stmt, base, from, semi) {
  let out = '';
  let last = from;
  let startsDeclarator = true;
  const endIndex = semi ? stmt.length - 1 : stmt.length;
  for (let k = 1; k < endIndex; k++) {
    const t = stmt[k];
    if (startsDeclarator) {
      const next = stmt[k + 1];
      out += src.slice(last, t.end);
      last = t.end;
      startsDeclarator = false;
      if (t.type !== 'word') continue;
      if (next === undefined || k + 1 >= endIndex || next.value !== '=' || next.depth !== base) {
        out += ' = undefined';
      }
      startsDeclarator = false;
      continue;
    }
    if (t.depth === base && t.type === 'punct' && t.value === ',') startsDeclarator = true;
  }
  out += src.slice(last, stmt[endIndex - 1].end);
  return out;
}

const kNotExpression = new Set(['const', 'let', 'var', 'function', 'class', 'if', 'for',
  'while', 'do', 'try', 'switch', 'return', 'throw', 'break', 'continue', 'import', 'export',
  'debugger', 'with']);

function isExpressionStatement(stmt) {
  const first = stmt[0];
  if (first.type === 'punct' && (first.value === '{' || first.value === ';')) return false;
  if (first.type === 'word') {
    if (kNotExpression.has(first.value)) return false;
    if (first.value === 'async' && stmt[1] && stmt[1].value === 'function') return false;
    // A label.
    if (stmt[1] && stmt[1].value === ':' && stmt.length > 2) return false;
  }
  return true;
}

function hoistedPrelude(hoisted) {
  let prelude = '';
  for (const entry of hoisted) prelude += `${entry[1]} ${entry[0]}; `;
  return prelude;
}

function hasTopLevelAwait(tokens) {
  // `await` outside any function body: approximated by "outside any braces that belong
  // to a function", which the token depth cannot tell; a function keyword or an arrow
  // before the await at a lower depth means it is nested.
  let fnDepths = [];
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    fnDepths = fnDepths.filter((d) => t.depth > d || (t.depth === d && t.value !== '}'));
    if (t.value === 'function' || t.value === '=>') {
      fnDepths.push(t.depth);
      continue;
    }
    if (t.type === 'word' && t.value === 'await' && fnDepths.length === 0) return true;
    if (t.type === 'word' && t.value === 'for' && tokens[k + 1] &&
        tokens[k + 1].value === 'await' && fnDepths.length === 0) {
      return true;
    }
  }
  return false;
}

// Returns the rewritten source (an expression evaluating to a promise of { value }) or
// null when `src` has no top-level await.
function wrapTopLevelAwait(src, lexicalKind = 'let') {
  if (!src.includes('await')) return null;
  const tokens = tokenize(src);
  if (!hasTopLevelAwait(tokens)) return null;
  const statements = splitTopLevel(src);
  const hoisted = new Map();
  let body = '';
  let last = 0;
  for (let k = 0; k < statements.length; k++) {
    const stmt = statements[k];
    const from = stmt[0].start;
    const to = stmt[stmt.length - 1].end;
    body += src.slice(last, from);
    last = to;
    const rewritten = rewriteDeclaration(src, stmt, hoisted, lexicalKind);
    let text = rewritten === null ? src.slice(from, to) : rewritten;
    if (k === statements.length - 1 && rewritten === null && isExpressionStatement(stmt)) {
      const semi = text.endsWith(';') ? ';' : '';
      if (semi) text = text.slice(0, -1);
      text = `return { value: (${text}\n) }${semi}`;
    }
    body += text;
  }
  body += src.slice(last);
  return `${hoistedPrelude(hoisted)}(async () => { ${body}\n})()`;
}

// Main-realm form of `src`: top-level lexical declarations become var assignments.
// Returns null when there is nothing to rewrite.
function globalizeDeclarations(src) {
  if (!/\b(?:let|const|class)\b/.test(src)) return null;
  const statements = splitTopLevel(src);
  const hoisted = new Map();
  const lexical = [];
  let out = '';
  let last = 0;
  let changed = false;
  for (const stmt of indexed(statements)) {
    const first = stmt[0];
    if (first.type !== 'word' || (first.value !== 'let' && first.value !== 'const' &&
        first.value !== 'class')) {
      continue;
    }
    const rewritten = rewriteDeclaration(src, stmt, hoisted, 'var', inPlaceStatement);
    if (rewritten === null) continue;
    // No `var` for a lexical name: the evaluator defines a global accessor for it, which
    // is in its dead zone until the rewritten initialiser assigns it, stays there if the
    // input throws first, and for a constant refuses later assignments.
    const names = first.value === 'class' ? [stmt[1].value] : declaredNames(stmt);
    for (const name of indexed(names)) {
      hoisted.delete(name);
      lexical.push({ name, constant: first.value === 'const' });
    }
    out += src.slice(last, first.start) + rewritten;
    last = stmt[stmt.length - 1].end;
    changed = true;
  }
  if (!changed) return null;
  out += src.slice(last);
  return { source: hoistedPrelude(hoisted) + out, lexical };
}

module.exports = {
  isRecoverableError,
  v8ParseMessage,
  staticImports,
  tokenize,
  splitTopLevel,
  wrapTopLevelAwait,
  globalizeDeclarations,
  topLevelDeclarations,
};
