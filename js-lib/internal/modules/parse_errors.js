// internal/modules/parse_errors: what Node shows for a script that does not parse. Owns
// the `name:line`, source line and caret printed above an uncaught parse error (computed
// here from the engine's `at line L, col C` while the source is at hand), V8's wording for
// parse errors (unexpected tokens, end of input, ES module syntax met in a script,
// characters the lexer does not know, a string left open, a stray closing bracket, a
// parameter declared again, the parser messages of internal/engine/error_messages, ...), the
// pointer at the head of the stack of a CommonJS file's parse error (decorateStack), the
// warning Node adds when a CommonJS file fails on module syntax, Node's words for an import
// (named or default) that nothing exports or that star exports make ambiguous, the pointer
// of a JSON module that does not parse, and the loader line quoted above an uncaught
// require() error.
// Loaded on the first such error.
'use strict';

const { kEvalSourcePointer } = require('internal/process/execution');

const kPosition = /at line (\d+), col (\d+)(?: \([^()]*\))?$/;

// Boa's message -> V8's, and where V8 puts the caret, for ES module syntax in a script and
// for a character the lexer does not know.
function moduleSyntaxMessage(message) {
  if (/^expected token '\.', got .* in import\.meta at line/.test(message)) {
    return { text: 'Cannot use import statement outside a module', keyword: 'import' };
  }
  if (/^unexpected token 'export'/.test(message)) {
    return { text: "Unexpected token 'export'", keyword: 'export' };
  }
  if (/^invalid `import\.meta` expression outside a module/.test(message)) {
    return { text: "Cannot use 'import.meta' outside a module", keyword: 'meta' };
  }
  // A character the lexer does not know (`@` of a decorator, `#` out of place).
  if (/^unexpected '.' at line/.test(message)) {
    return { text: 'Invalid or unexpected token', keyword: message[12] };
  }
  return undefined;
}

// Boa's words for a parse error (its position already cut off) in V8's, with the length of
// what V8 underlines at 0-based column `col` of `line`; undefined when they are unknown.
const kFixedWords = {
  __proto__: null,
  "'let' is disallowed as a lexically bound name": 'let is disallowed as a lexically bound name',
  'Expected initializer for const declaration': 'Missing initializer in const declaration',
  'illegal break statement': 'Illegal break statement',
  'illegal continue statement': 'Illegal continue statement',
  'with statement not allowed in strict mode': 'Strict mode code may not include a with statement',
  'binding identifier `arguments` not allowed in strict mode':
    'Unexpected eval or arguments in strict mode',
  'binding identifier `eval` not allowed in strict mode':
    'Unexpected eval or arguments in strict mode',
};
const kStrictReserved = new Set(['let', 'static', 'yield', 'implements', 'interface',
  'package', 'private', 'protected', 'public']);
function v8Words(message, line, col, strict) {
  // `--x`/`++x` on what cannot be assigned: V8 names the prefix operation and underlines
  // its operand.
  if (message === 'Invalid left-hand side in assignment' && /^(?:\+\+|--)/.test(line.slice(col))) {
    const operand = /^[^\s;,)\]}]+/.exec(line.slice(col + 2));
    return {
      message: 'Invalid left-hand side expression in prefix operation',
      length: operand === null ? 1 : operand[0].length,
      shift: 2,
    };
  }
  // A number running into a name (`5x`, `1.5e3q`): V8 underlines the number.
  if (message === 'a numeric literal must not be followed by an alphanumeric, $ or _ characters') {
    let start = col;
    while (start > 0 && /[\w.]/.test(line[start - 1])) start--;
    return { message: 'Invalid or unexpected token', length: Math.max(1, col - start), shift: start - col };
  }
  const fixed = kFixedWords[message];
  if (fixed !== undefined) {
    const word = /^[\w$]+/.exec(line.slice(col));
    return { message: fixed, length: word === null ? 1 : word[0].length };
  }
  // A script's `await` outside an async function is a name, and what follows it on the line
  // leaves the statement without its `;`: V8 then reports the `await`.
  if (!strict && kNoSemicolon.test(message)) {
    const before = line.slice(0, col).replace(/\s+$/, '');
    if (/(?:^|[^\w$.])await$/.test(before)) {
      return { message: kAwaitOutsideAsync, length: 5, shift: before.length - 5 - col };
    }
  }
  const table = require('internal/engine/error_messages').parserMessage(message);
  if (table !== undefined) return placeTableWords(table, line, col);
  const r = require('internal/repl/utils').v8ParseMessage(message, line, col + 1);
  if (r.message === message) return undefined;
  if (r.message === "Unexpected identifier 'enum'") r.message = 'Unexpected reserved word';
  const word = /^Unexpected identifier '(.*)'$/.exec(r.message);
  if (strict && word !== null && kStrictReserved.has(word[1])) {
    r.message = 'Unexpected strict mode reserved word';
  }
  return r;
}

const kNoSemicolon = /^expected (?:token ';'|one of ';' or 'line terminator'), got '[^]*' in /;
const kAwaitOutsideAsync =
  'await is only valid in async functions and the top level bodies of modules';

// Where V8 points for a message of internal/engine/error_messages' parser table, from the
// engine's column `col` of `line`: the caret's length, and how far it moves.
function placeTableWords(message, line, col) {
  const rest = line.slice(col);
  // The argument list wanted its `)`: V8 points at the token before the one it met.
  if (message === 'missing ) after argument list') {
    const before = line.slice(0, col).replace(/\s+$/, '');
    const start = previousTokenStart(before);
    if (start !== -1) return { message, length: before.length - start, shift: start - col };
  }
  // The engine points at the outer label or the first parameter, V8 at the repeated one.
  const label = /^Label '(.*)' has already been declared$/s.exec(message);
  if (label !== null) {
    const again = new RegExp(`(?<![\\w$])${escapeRegExp(label[1])}\\s*:`, 'g');
    again.lastIndex = col + label[1].length;
    const m = again.exec(line);
    if (m !== null) return { message, length: label[1].length, shift: m.index - col };
  }
  if (message === 'Duplicate parameter name not allowed in this context') {
    const name = /^[A-Za-z_$][\w$]*/.exec(rest);
    if (name !== null) {
      const again = new RegExp(`(?<![\\w$.])${escapeRegExp(name[0])}(?![\\w$])`, 'g');
      again.lastIndex = col + name[0].length;
      const m = again.exec(line);
      if (m !== null) return { message, length: name[0].length, shift: m.index - col };
    }
  }
  // A code point escape: V8 underlines it up to its last digit.
  const escape = /^\\u\{[0-9A-Fa-f]*/.exec(rest);
  if (escape !== null) return { message, length: escape[0].length };
  const token = /^Unexpected token '(.+)'$/s.exec(message);
  if (token !== null && rest.startsWith(token[1])) return { message, length: token[1].length };
  const word = /^[\w$]+/.exec(rest);
  return { message, length: word === null ? 1 : word[0].length };
}

function escapeRegExp(text) {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

// Where the token that ends `text` starts (-1: none): a string, a name or number, or one
// punctuator.
function previousTokenStart(text) {
  if (text === '') return -1;
  const last = text[text.length - 1];
  if (last === '"' || last === "'") {
    const open = text.lastIndexOf(last, text.length - 2);
    return open;
  }
  const word = /[\w$]+$/.exec(text);
  if (word !== null) return word.index;
  return text.length - 1;
}

// Node builds the line under the source line in a buffer of 1020 characters: on a long
// line (minified code) it stops there, losing the caret when that lies further right.
function capUnderline(text) {
  return text.length > 1020 ? text.slice(0, 1020) : text;
}

// What goes before the caret under column `col` of `line`: V8 keeps the tabs, so the caret
// lines up with the source line.
function blanks(line, col) {
  const before = line.slice(0, col).replace(/[^\t]/g, ' ');
  return before.length < col ? before + ' '.repeat(col - before.length) : before;
}

function setPointer(err, text) {
  try {
    Object.defineProperty(err, kEvalSourcePointer,
      { __proto__: null, value: text, writable: true, configurable: true });
  } catch {
    // A frozen error is printed without it.
  }
}

// Records the pointer of parse error `err` of `code` (named `name`); `lineOneShift` is how
// many columns of line 1 belong to a wrapper the engine saw before the code. With
// `typeScriptMessage`, the TypeScript stripper's complaint goes under the caret.
// The engine's message of each error whose words were changed here: a second look (with a
// TypeScript message to add) needs its position.
const engineMessages = new WeakMap();

function notePointer(err, name, code, lineOneShift = 0, typeScriptMessage) {
  let message;
  try {
    message = engineMessages.get(err);
    if (message === undefined) message = `${err.message}`;
  } catch {
    return;
  }
  const m = kPosition.exec(message);
  const lines = require('internal/errors_v8_frames').splitLines(`${code}`);
  // The engine's lexer errors have no position, and its parser reports a stray `}` of a
  // CommonJS file as the end of its wrapper: the tokens of the text tell where V8 stops.
  const pastEnd = (m === null && /^abrupt end\b/.test(message)) ||
    (m !== null && lines[Number(m[1]) - 1] === undefined);
  if (m === null || pastEnd) {
    const found = tokenProblem(`${code}`, message, pastEnd);
    if (found !== undefined) {
      const line = lines[found.line - 1];
      try {
        err.message = found.message;
        engineMessages.set(err, message);
      } catch {
        return;
      }
      const marks = capUnderline(`${blanks(line, found.col)}${'^'.repeat(found.length)}`);
      setPointer(err, withTypeScriptMessage(`${name}:${found.line}\n${line}\n${marks}\n`, name,
        typeScriptMessage));
      return;
    }
  }
  // The engine ran past the end (into the wrapper's closing text, for a script): V8 says the
  // input ended, and points after the last line's text with nothing underlined.
  if (pastEnd) {
    const last = lines[lines.length - 1];
    try {
      err.message = 'Unexpected end of input';
      engineMessages.set(err, message);
    } catch {
      return;
    }
    setPointer(err, `${name}:${lines.length}\n${last}\n${blanks(last, last.length)}\n`);
    return;
  }
  if (m === null) return;
  const lineNumber = Number(m[1]);
  const line = lines[lineNumber - 1];
  let col = Math.max(0, Number(m[2]) - 1 - (lineNumber === 1 ? lineOneShift : 0));
  const again = declaredAgain(message, lines, lineNumber, col);
  if (again !== undefined) {
    try {
      err.message = again.message;
      engineMessages.set(err, message);
    } catch {
      return;
    }
    const shown = lines[again.line - 1];
    const marks = capUnderline(`${blanks(shown, again.col)}${'^'.repeat(again.length)}`);
    setPointer(err, withTypeScriptMessage(`${name}:${again.line}\n${shown}\n${marks}\n`, name,
      typeScriptMessage));
    return;
  }
  let underline = 1;
  // V8 underlines the whole token it stopped at.
  const token = /^unexpected token '([^']+)'/.exec(message);
  if (token !== null && line.startsWith(token[1], col)) underline = token[1].length;
  const v8 = moduleSyntaxMessage(message);
  if (v8 === undefined) {
    const words = v8Words(message.slice(0, m.index).replace(/ $/, ''), line, col,
      name.startsWith('file:'));
    if (words === undefined) {
      const word = /^[A-Za-z_$][\w$]*/.exec(line.slice(col));
      if (word !== null) underline = word[0].length;
    } else {
      underline = words.length;
      if (words.shift !== undefined) col += words.shift;
      try {
        err.message = words.message;
        engineMessages.set(err, message);
      } catch {
        // Left in the engine's words.
      }
    }
  }
  if (v8 !== undefined) {
    underline = v8.keyword.length;
    let at = line.lastIndexOf(v8.keyword, col + v8.keyword.length);
    if (at === -1) at = line.indexOf(v8.keyword, col);
    if (at !== -1) col = at;
    try {
      err.message = v8.text;
    } catch {
      // Left in the engine's words.
    }
  }
  const marks = capUnderline(`${blanks(line, col)}${'^'.repeat(underline)}`);
  setPointer(err, withTypeScriptMessage(`${name}:${lineNumber}\n${line}\n${marks}\n`, name,
    typeScriptMessage));
}

// A lexical declaration of a function's parameter (a CommonJS variable at a file's top
// level): the engine points at the start of the function's body, V8 at the name declared
// (at the whole declaration of a class). Found from the engine's place on; undefined for any
// other message.
function declaredAgain(message, lines, lineNumber, col) {
  const m = /^formal parameter `([^`]+)` declared in lexically declared names/.exec(message);
  if (m === null) return undefined;
  const name = escapeRegExp(m[1]);
  const found = new RegExp(`(?<![\\w$.])(?:(class\\s+)${name}(?![\\w$])|` +
    `(?:let|const|using)\\s(?:[^;]*?[\\s,{\\[])?${name}(?=\\s*(?:[=,;}\\]]|$)))`, 'g');
  const result = { message: `Identifier '${m[1]}' has already been declared`,
    line: lineNumber, col, length: 1 };
  for (let n = lineNumber; n <= lines.length; n++) {
    const text = lines[n - 1];
    found.lastIndex = n === lineNumber ? col : 0;
    const at = found.exec(text);
    if (at === null) continue;
    result.line = n;
    if (at[1] !== undefined) {
      result.col = at.index;
      result.length = classLength(text, at.index);
    } else {
      result.col = at.index + at[0].length - m[1].length;
    }
    return result;
  }
  return result;
}

// How much of line `text` from `start` a class declaration takes: to its closing brace, or
// to the line's end.
function classLength(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1 - start;
  }
  return text.length - start;
}

// The pointer `text` with the TypeScript stripper's complaint under the caret, when given.
// Node leaves a blank line above the message for ES module code, none for scripts.
function withTypeScriptMessage(text, name, typeScriptMessage) {
  if (typeScriptMessage === undefined) return text;
  return `${text}${name.startsWith('file:') ? '\n' : ''}${typeScriptMessage}\n`;
}

// Where V8 stops in `code` for the engine's `message` without a position: a string literal
// its line ends (`Invalid or unexpected token`, underlined to the line's end); or, when the
// engine ran past the end (`pastEnd`), a closing bracket nothing opened (`Unexpected token
// '}'`). Undefined for anything else.
function tokenProblem(code, message, pastEnd) {
  const unterminated = /^unterminated string literal\b/.test(message);
  if (!unterminated && !pastEnd) return undefined;
  const tokens = require('internal/repl/utils').tokenize(code);
  let depth = 0;
  for (const tok of tokens) {
    let found;
    if (unterminated) {
      if (tok.type === 'string' &&
          (tok.value.length < 2 || tok.value[tok.value.length - 1] !== tok.value[0])) {
        found = { message: 'Invalid or unexpected token',
          length: tok.value.replace(/[\r\n]$/, '').length };
      }
    } else if (tok.type === 'punct') {
      if (tok.value === '(' || tok.value === '[' || tok.value === '{') {
        depth++;
      } else if (tok.value === ')' || tok.value === ']' || tok.value === '}') {
        if (depth === 0) found = { message: `Unexpected token '${tok.value}'`, length: 1 };
        else depth--;
      }
    }
    if (found !== undefined) {
      const before = code.slice(0, tok.start);
      const lineStart = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) + 1;
      found.line = before.split(/\r\n|\r|\n/).length;
      found.col = tok.start - lineStart;
      return found;
    }
  }
  return undefined;
}

// A parse error of an ES module file (or of a CommonJS file the engine compiled for the ES
// module loader) that came out of the loader: Boa names the file at the message's end.
function noteModuleParseError(err) {
  let message;
  try {
    if (!(err instanceof SyntaxError) || err[kEvalSourcePointer] !== undefined) return;
    message = `${err.message}`;
  } catch {
    return;
  }
  const m = / \((\/[^()]+)\)$/.exec(message);
  if (m === null) return;
  // Stripped TypeScript registered the text that was parsed.
  const { moduleFiles, givenSources } = require('internal/errors_stack');
  let code = givenSources.get(m[1]);
  try {
    if (code === undefined) code = internalBinding('modules').readFile(m[1]);
  } catch {
    return;
  }
  notePointer(err, moduleFiles.has(m[1]) ? `file://${m[1]}` : m[1], code);
  dropPosition(err);
  if (err.message !== message) addFrames(err);
}

// V8's message has no position: the pointer shows it.
function dropPosition(err) {
  try {
    const message = `${err.message}`;
    const m = kPosition.exec(message);
    if (m !== null) {
      err.message = message.slice(0, m.index).replace(/ $/, '');
      if (!engineMessages.has(err)) engineMessages.set(err, message);
    }
  } catch {
    // Left as it is.
  }
}

// Node puts the pointer of a CommonJS file that does not parse at the head of the error's
// stack, where a caught error shows it too; reported uncaught, the stack alone is printed.
function decorateStack(err) {
  try {
    const pointer = err[kEvalSourcePointer];
    if (typeof pointer !== 'string') return;
    let stack = err.stack;
    if (typeof stack !== 'string') return;
    // A stack made before the message was put in V8's words starts with the engine's.
    const header = `${err.name}: ${err.message}`;
    if (stack.startsWith(`${err.name}: `) && !stack.startsWith(header)) {
      const frames = stack.search(/\n {4}at /);
      stack = header + (frames === -1 ? '' : stack.slice(frames));
    }
    err.stack = `${pointer}\n${stack}`;
    setPointer(err, { text: '' });
  } catch {
    // A frozen error keeps its stack, and its pointer is printed above it.
  }
}

// An error the engine made with no frames is printed in brackets; Node's have its loader's.
function addFrames(err) {
  try {
    if (!/\n {4}at /.test(`${err.stack}`) && typeof Error.captureStackTrace === 'function') {
      Error.captureStackTrace(err);
    }
  } catch {
    // Printed as it is.
  }
}

// A JSON module that does not parse: V8 shows the JSON text as an anonymous script, with
// a caret where the parse stopped, or none when the text ended too soon.
function noteJsonPointer(err, text) {
  let message;
  try {
    message = `${err.message}`;
  } catch {
    return;
  }
  const lines = text.split('\n');
  const at = / at position (\d+)/.exec(message);
  let position;
  if (at !== null) position = Number(at[1]);
  else if (message === 'Unexpected end of JSON input') position = text.length;
  else return;
  const before = text.slice(0, position).split('\n');
  const caret = position < text.length ?
    `${' '.repeat(before[before.length - 1].length)}^\n` : '';
  setPointer(err, `<anonymous_script>:${before.length}\n${lines[before.length - 1]}\n${caret}`);
}

// A CommonJS file did not parse, and module syntax is why: Node says so first.
function warnRequireESM(filename) {
  require('internal/util/process_methods').emitWarningSync(`Failed to load the ES module: ` +
    `${filename}. Make sure to set "type": "module" in the nearest package.json file or use ` +
    'the .mjs extension.');
}

// Boa's link errors for a named import nothing exports (`could not find export \`x\``) or
// that two star exports both give (`could not resolve ambiguous export \`x\``) in Node's
// words, with the import line as the pointer. `parents` are the files that imported
// something while this graph loaded; the first whose source names `x` in an import list
// (not an `import type`), or imports a default for `default`, is taken to be the one.
// `exportsOf(specifier, parent)` gives the names a CommonJS module exports (undefined for
// any other kind): V8 reports the missing import with the smallest local name, and Node
// words it for CommonJS with a hint to use the default export. `hasDefault(specifier,
// parent)`, when given, tells a default import whose module does give a default (true) from
// one that may be the failing one: a graph has many default imports, and the engine's
// message does not say which module it was linking. `commonJSWording` (a boolean, or a
// function of the specifier and parent) tells when a module `exportsOf` knows is worded as
// CommonJS: require() of an ES module keeps the plain words.
// Node's words for the engine's link messages given so far, to the engine's.
const linkWordings = new Map();
function rememberLinkWording(engine, node) {
  linkWordings.set(node, engine);
}

function explainMissingExport(err, parents, sourceOf, exportsOf, hasDefault,
                              commonJSWording = true) {
  let message;
  try {
    message = `${err.message}`;
  } catch {
    return;
  }
  // The table of engine messages may have worded it already (a promise reaction saw it
  // first): the pointer is still to be added.
  const m = /^could not (find|resolve ambiguous) export `([^`]+)`$/.exec(
    linkWordings.get(message) ?? message);
  if (m === null) return;
  const ambiguous = m[1] !== 'find';
  // Walked twice below; an iterator would be spent by the first walk. The graph that
  // failed is the one loaded last.
  parents = [...parents].reverse();
  let name = m[2];
  const escaped = name.replace(/[$]/g, '\\$');
  const importList = new RegExp(
    `(^|[\\n;])([ \\t]*(?:import|export)(?![ \\t]+type\\b)[^;'"]*?\\{([^}]*?\\b${escaped}\\b` +
    `[^}]*)\\}\\s*from\\s*)(['"])((?:(?!\\4)[^\\n])+)\\4`);
  // A missing default export is asked for by a default import too (`import d from`,
  // `import d, { x } from`, `import d, * as ns from`), whose local name Node underlines.
  const defaultClause = name === 'default' ? new RegExp(
    '(^|[\\n;])([ \\t]*import[ \\t]+)(?!type[ \\t]+[\\w$])([A-Za-z_$][\\w$]*)' +
    '(?=\\s*(?:,|from\\b))[^;\'"]*?from\\s*([\'"])((?:(?!\\4)[^\\n])+)\\4', 'g') : null;
  // An import whose ES module plainly exports the name is not the failing one, unless no
  // other import asks for it.
  const candidates = [];
  for (const parent of parents) {
    const source = sourceOf(parent);
    if (typeof source !== 'string') continue;
    const found = importList.exec(source);
    if (found === null) continue;
    if (name === 'default' && hasDefault !== undefined && hasDefault(found[5], parent)) continue;
    candidates.push({ parent, source, found });
  }
  const failing = candidates.find((c) => !moduleDeclaresExport(c.found[5], c.parent, name,
    sourceOf));
  for (let { parent, source, found } of failing === undefined ? candidates : [failing]) {
    if (!ambiguous) {
      const first = smallestMissingImport(source, parent, found, name, sourceOf);
      if (first !== undefined) {
        found = first.found;
        name = first.imported;
      }
    }
    const specifier = found[5];
    const names = ambiguous || exportsOf === undefined ? undefined : exportsOf(specifier, parent);
    // The engine may name an `export { x as y } from` by its alias; Node names what is
    // imported.
    const entries = importEntries(found[3]);
    if (!entries.some((e) => e.imported === name)) {
      const aliased = entries.find((e) => e.local === name);
      if (aliased !== undefined) name = aliased.imported;
    }
    if (names !== undefined) {
      const missing = importEntries(found[3]).filter((e) => e.imported !== 'default' &&
        !names.includes(e.imported));
      missing.sort((a, b) => (a.local < b.local ? -1 : a.local > b.local ? 1 : 0));
      if (missing.length > 0) name = missing[0].imported;
    }
    const start = found.index + found[1].length;
    let text;
    // The name's line, which for an import list over several lines is not the first.
    const quoted = name.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
    const inList = found[2].search(/^[\w$]+$/.test(name) ? new RegExp(`\\b${quoted}\\b`) :
      new RegExp(quoted));
    const at = inList === -1 ? start : found.index + found[1].length + inList;
    const lineNumber = source.slice(0, at).split('\n').length;
    const line = source.split('\n')[lineNumber - 1];
    const col = at - (source.lastIndexOf('\n', at - 1) + 1);
    if (ambiguous) {
      text = `The requested module '${specifier}' contains conflicting star exports for name ` +
        `'${name}'`;
    } else if (names !== undefined && (typeof commonJSWording === 'function' ?
      commonJSWording(specifier, parent) : commonJSWording)) {
      // Node's example rewrites the braces of the import line, when they are on that line.
      const braces = /\{.*\}/.exec(line);
      text = `Named export '${name}' not found. The requested module '${specifier}' is a ` +
        'CommonJS module, which may not support all module.exports as named exports.\n' +
        'CommonJS modules can always be imported via the default export, for example using:' +
        `\n\nimport pkg from '${specifier}';\n` +
        (braces === null ? '' : `const ${braces[0].replace(/\s+as\s+/g, ': ')} = pkg;\n`);
    } else {
      text = `The requested module '${specifier}' does not provide an export named '${name}'`;
    }
    if (!setMessage(err, text)) return;
    const url = parent.startsWith('/') ? `file://${parent}` : parent;
    setPointer(err, { text: `${url}:${lineNumber}\n${line}\n` +
      `${capUnderline(`${' '.repeat(Math.max(0, col))}${'^'.repeat(name.length)}`)}\n` });
    return;
  }
  if (defaultClause === null) return;
  // The first default import whose module is not known to give a default; failing that,
  // the first default import.
  let clause = null;
  let parent;
  let source;
  search: for (const p of parents) {
    const text = sourceOf(p);
    if (typeof text !== 'string') continue;
    defaultClause.lastIndex = 0;
    for (let c; (c = defaultClause.exec(text)) !== null;) {
      const unknown = hasDefault === undefined || !hasDefault(c[5], p);
      if (clause === null || unknown) {
        clause = c;
        parent = p;
        source = text;
      }
      if (unknown) break search;
    }
  }
  if (clause !== null) {
    if (!setMessage(err, `The requested module '${clause[5]}' does not provide an export ` +
      "named 'default'")) {
      return;
    }
    const start = clause.index + clause[1].length;
    const lineNumber = source.slice(0, start).split('\n').length;
    const line = source.split('\n')[lineNumber - 1];
    const col = start - (source.lastIndexOf('\n', start - 1) + 1) + clause[2].length;
    const url = parent.startsWith('/') ? `file://${parent}` : parent;
    setPointer(err, { text: `${url}:${lineNumber}\n${line}\n` +
      `${capUnderline(`${' '.repeat(col)}${'^'.repeat(clause[3].length)}`)}\n` });
    return;
  }
}

// Whether `specifier` of `parent` is an ES module file whose source exports `name` by a
// declaration or an export list of its own (a star export or a re-export is not trusted:
// the name may be missing behind it).
function moduleDeclaresExport(specifier, parent, name, sourceOf) {
  let source;
  try {
    const r = require('internal/modules/esm').defaultResolveForLoader(specifier, parent);
    if (r.kind !== 'file' ||
        require('internal/modules/esm_resolve').formatOfPath(r.path) !== 'module') {
      return false;
    }
    source = sourceOf(r.path);
  } catch {
    return false;
  }
  if (typeof source !== 'string') return false;
  if (name === 'default') return /(^|[\n;])[ \t]*export[ \t]+default\b/.test(source);
  const quoted = name.replace(/[$]/g, '\\$');
  const declaration = '(^|[\\n;])[ \\t]*export[ \\t]+(?:(?:const|let|var|class)[ \\t]+|' +
    `(?:async[ \\t]+)?function[ \\t]*\\*?[ \\t]*)${quoted}(?![\\w$])`;
  if (/^[\w$]+$/.test(name) && new RegExp(declaration).test(source)) {
    return true;
  }
  const lists = /(^|[\n;])[ \t]*export[ \t]*\{([^}]*)\}(?!\s*from\b)/g;
  for (let m; (m = lists.exec(source)) !== null;) {
    if (importEntries(m[2]).some((e) => e.local === name)) return true;
  }
  return false;
}

// V8 links a module's named imports in the order of their local names and reports the first
// that fails: of the named imports of `source` (`found`'s `name`, and those whose module
// surely lacks the name), the one with the smallest local name.
function smallestMissingImport(source, parent, found, name, sourceOf) {
  const statements = new RegExp('(^|[\\n;])([ \\t]*import(?![ \\t]+type\\b)[^;\'"]*?' +
    '\\{([^}]*)\\}\\s*from\\s*)([\'"])((?:(?!\\4)[^\\n])+)\\4', 'g');
  let first;
  for (let m; (m = statements.exec(source)) !== null;) {
    for (const e of importEntries(m[3])) {
      if (e.imported === 'default') continue;
      if (first !== undefined && e.local >= first.local) continue;
      if ((m.index === found.index && e.imported === name) ||
          importSurelyMissing(m[5], parent, e.imported, sourceOf)) {
        first = { found: m, imported: e.imported, local: e.local };
      }
    }
  }
  return first;
}

// Whether `specifier` of `parent` surely does not export `name`: a CommonJS module whose
// detected names lack it, or ES module text with no star export that never spells it.
function importSurelyMissing(specifier, parent, name, sourceOf) {
  try {
    const r = require('internal/modules/esm').defaultResolveForLoader(specifier, parent);
    if (r.kind !== 'file' || /\.[cm]?ts$/.test(r.path)) return false;
    const format = require('internal/modules/esm_resolve').formatOfPath(r.path);
    if (format === 'commonjs') {
      return !require('internal/modules/esm_interop').cjsLink(r.path).includes(name);
    }
    if (format !== 'module') return false;
    const source = sourceOf(r.path);
    if (typeof source !== 'string' || /(^|[\n;])[ \t]*export[ \t]*\*/.test(source)) return false;
    if (!/^[\w$]+$/.test(name)) return !source.includes(name);
    return !new RegExp(`(?<![\\w$])${name.replace(/[$]/g, '\\$')}(?![\\w$])`).test(source);
  } catch {
    return false;
  }
}

// The entries of an import list's braces: `a`, `a as b`, `'x y' as c`.
function importEntries(list) {
  const entries = [];
  for (const part of list.split(',')) {
    const m = /^\s*(?:(['"])(.*?)\1|([^\s]+))(?:\s+as\s+([^\s]+))?\s*$/s.exec(part);
    if (m === null) continue;
    const imported = m[2] !== undefined ? m[2] : m[3];
    entries.push({ imported, local: m[4] !== undefined ? m[4] : imported });
  }
  return entries;
}

// The engine made the error with no frames; Node's has its loader's, and an error without
// any is printed in brackets.
function setMessage(err, text) {
  try {
    err.message = text;
    addFrames(err);
    return true;
  } catch {
    return false;
  }
}

// Node's report of an error its CommonJS loader threw, uncaught, quotes the loader's own
// `throw`: a request nothing resolves (Module._resolveFilename), or a package "exports"
// lookup that failed (resolveExports), an unknown built-in, a package "imports" lookup
// that failed, JSON that does not parse, require() of an ES module graph with top-level
// await or in a cycle, an import (inside such a require()) of a module still evaluating.
const kLoaderPointers = {
  __proto__: null,
  notFound: 'node:internal/modules/cjs/loader:1595\n  throw err;\n  ^\n',
  exports: 'node:internal/modules/cjs/loader:772\n      throw e;\n      ^\n',
  builtin: 'node:internal/modules/cjs/loader:1165\n' +
    '      throw new ERR_UNKNOWN_BUILTIN_MODULE(specifier);\n      ^\n',
  imports: 'node:internal/modules/cjs/loader:1569\n        throw e;\n        ^\n',
  json: 'node:internal/modules/cjs/loader:2111\n    throw err;\n    ^\n',
  requireAsync: 'node:internal/modules/esm/module_job:314\n' +
    '    throw new ERR_REQUIRE_ASYNC_MODULE(filename, parent, locations);\n    ^\n',
  requireCycle: 'node:internal/modules/esm/loader:337\n' +
    '      throw new ERR_REQUIRE_CYCLE_MODULE(message);\n            ^\n',
  importCycle: 'node:internal/modules/esm/loader:373\n' +
    '      throw new ERR_REQUIRE_CYCLE_MODULE(message);\n            ^\n',
};
function noteLoaderThrow(err, where) {
  if (err !== null && typeof err === 'object') setPointer(err, kLoaderPointers[where]);
  return err;
}

// The line of Node's ES module loader that throws each error an import can fail with
// (resolving, a built-in's name, the format, the import attributes), told apart by code
// and, where one code has several sites, by the message.
const kImportPointers = [
  ['ERR_MODULE_NOT_FOUND', /^Cannot find package /, 'package_json_reader:343',
    '  throw new ERR_MODULE_NOT_FOUND(packageName, fileURLToPath(base), null);', 8],
  ['ERR_MODULE_NOT_FOUND', /^Cannot find module /, 'esm/resolve:241',
    '    throw new ERR_MODULE_NOT_FOUND(', 10],
  ['ERR_UNSUPPORTED_DIR_IMPORT', /^/, 'esm/resolve:229',
    '    throw new ERR_UNSUPPORTED_DIR_IMPORT(path, basePath, String(resolved));', 10],
  ['ERR_PACKAGE_IMPORT_NOT_DEFINED', /^/, 'esm/resolve:269',
    '  return new ERR_PACKAGE_IMPORT_NOT_DEFINED(', 9],
  ['ERR_PACKAGE_PATH_NOT_EXPORTED', /^/, 'esm/resolve:282',
    '  return new ERR_PACKAGE_PATH_NOT_EXPORTED(', 9],
  ['ERR_INVALID_PACKAGE_TARGET', /^/, 'esm/resolve:320',
    '  return new ERR_INVALID_PACKAGE_TARGET(', 9],
  ['ERR_INVALID_MODULE_SPECIFIER', /is not a valid package name/, 'package_json_reader:290',
    '    throw new ERR_INVALID_MODULE_SPECIFIER(', 10],
  ['ERR_INVALID_MODULE_SPECIFIER', /must not include encoded/, 'esm/resolve:203',
    '    throw new ERR_INVALID_MODULE_SPECIFIER(', 10],
  ['ERR_INVALID_MODULE_SPECIFIER', /is not a valid internal imports specifier/,
    'esm/resolve:666',
    '    throw new ERR_INVALID_MODULE_SPECIFIER(name, reason, fileURLToPath(base));', 10],
  ['ERR_UNKNOWN_BUILTIN_MODULE', /^/, 'esm/translators:481',
    '    throw new ERR_UNKNOWN_BUILTIN_MODULE(url);', 10],
  ['ERR_UNSUPPORTED_ESM_URL_SCHEME', /: file and data are/, 'esm/load:48',
    '    throw new ERR_UNSUPPORTED_ESM_URL_SCHEME(url, supportedSchemes);', 10],
  ['ERR_UNSUPPORTED_ESM_URL_SCHEME', /: file, data, and node are/, 'esm/load:191',
    '    throw new ERR_UNSUPPORTED_ESM_URL_SCHEME(parsed, schemes);', 10],
  ['ERR_UNKNOWN_FILE_EXTENSION', /^/, 'esm/get_format:243',
    '  throw new ERR_UNKNOWN_FILE_EXTENSION(ext, filepath);', 8],
  ['ERR_IMPORT_ATTRIBUTE_MISSING', /^/, 'esm/assert:110',
    "        throw new ERR_IMPORT_ATTRIBUTE_MISSING(url, 'type', validType);", 14],
  ['ERR_IMPORT_ATTRIBUTE_UNSUPPORTED', /^Import attribute "type" /, 'esm/assert:127',
    "    throw new ERR_IMPORT_ATTRIBUTE_UNSUPPORTED('type', type, url);", 10],
  ['ERR_IMPORT_ATTRIBUTE_UNSUPPORTED', /^/, 'esm/assert:82',
    '      throw new ERR_IMPORT_ATTRIBUTE_UNSUPPORTED(keys[i], importAttributes[keys[i]], url);',
    12],
];
// Resolving for require() of an ES module (`sync`), the error reaches the top thrown again by
// the loader's resolve step, and the caret stands under the `throw` of the line.
const kResolveCodes = new Set(['ERR_MODULE_NOT_FOUND', 'ERR_UNSUPPORTED_DIR_IMPORT',
  'ERR_PACKAGE_IMPORT_NOT_DEFINED', 'ERR_PACKAGE_PATH_NOT_EXPORTED',
  'ERR_INVALID_PACKAGE_TARGET', 'ERR_INVALID_MODULE_SPECIFIER']);
function noteImportThrow(err, sync) {
  try {
    if (err === null || typeof err !== 'object' || err[kEvalSourcePointer] !== undefined) {
      return;
    }
    const code = err.code;
    const message = `${err.message}`;
    const site = kImportPointers.find((p) => p[0] === code && p[1].test(message));
    if (site === undefined) return;
    if (sync && kResolveCodes.has(code)) {
      setPointer(err, 'node:internal/modules/esm/resolve:989\n    throw error;\n    ^\n');
      return;
    }
    const column = sync ? site[3].search(/\S/) : site[4];
    setPointer(err, `node:internal/modules/${site[2]}\n${site[3]}\n${' '.repeat(column)}^\n`);
  } catch {
    // Printed without it.
  }
}

module.exports = {
  notePointer, noteModuleParseError, dropPosition, decorateStack, noteJsonPointer, warnRequireESM, explainMissingExport, rememberLinkWording, noteLoaderThrow,
  noteImportThrow,
  v8Words,
};
