// internal/modules/parse_errors: what Node shows for a script that does not parse. Owns
// the `name:line`, source line and caret printed above an uncaught parse error (computed
// here from the engine's `at line L, col C` while the source is at hand), V8's wording for
// ES module syntax met in a script (`Cannot use import statement outside a module`) and
// for characters the lexer does not know, the warning Node adds when the main CommonJS file
// fails on module syntax, Node's words for an import (named or default) that nothing
// exports, and the loader line quoted above an uncaught require() resolution error.
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
function notePointer(err, name, code, lineOneShift = 0, typeScriptMessage) {
  let message;
  try {
    message = `${err.message}`;
  } catch {
    return;
  }
  const m = kPosition.exec(message);
  if (m === null) return;
  const lineNumber = Number(m[1]);
  const line = `${code}`.split('\n')[lineNumber - 1];
  if (line === undefined) return;
  let col = Math.max(0, Number(m[2]) - 1 - (lineNumber === 1 ? lineOneShift : 0));
  let underline = 1;
  // V8 underlines the whole token it stopped at.
  const token = /^unexpected token '([^']+)'/.exec(message);
  if (token !== null && line.startsWith(token[1], col)) underline = token[1].length;
  const v8 = moduleSyntaxMessage(message);
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
  let text = `${name}:${lineNumber}\n${line}\n${' '.repeat(col)}${'^'.repeat(underline)}\n`;
  // Node leaves a blank line above the message for ES module code, none for scripts.
  if (typeScriptMessage !== undefined) {
    text += `${name.startsWith('file:') ? '\n' : ''}${typeScriptMessage}\n`;
  }
  setPointer(err, text);
}

// The main CommonJS file did not parse, and module syntax is why: Node says so first.
function warnIfModuleSyntax(err, filename, content) {
  if (!(err instanceof SyntaxError)) return;
  if (!require('internal/modules/cjs_lexer').hasModuleSyntax(`${content}`)) return;
  require('internal/util/process_methods').emitWarningSync(`Failed to load the ES module: ` +
    `${filename}. Make sure to set "type": "module" in the nearest package.json file or use ` +
    'the .mjs extension.');
}

// Boa's link error for a named import nothing exports (`could not find export \`x\``) in
// Node's words, `The requested module './m.js' does not provide an export named 'x'`,
// with the import line as the pointer. `parents` are the files that imported something
// while this graph loaded; the first whose source names `x` in an import list (not an
// `import type`), or imports a default for `default`, is taken to be the one.
function explainMissingExport(err, parents, sourceOf) {
  let message;
  try {
    message = `${err.message}`;
  } catch {
    return;
  }
  const m = /^could not find export `([^`]+)`$/.exec(message);
  if (m === null) return;
  // Walked twice below; an iterator would be spent by the first walk.
  parents = [...parents];
  const name = m[1];
  const escaped = name.replace(/[$]/g, '\\$');
  const importList = new RegExp(
    `(^|\\n)([ \\t]*(?:import|export)(?![ \\t]+type\\b)[^;'"]*?\\{[^}]*?\\b${escaped}\\b` +
    `[^}]*\\}\\s*from\\s*)(['"])([^'"]+)\\3`);
  // A missing default export is asked for by a default import too (`import d from`,
  // `import d, { x } from`, `import d, * as ns from`), whose local name Node underlines.
  const defaultClause = name === 'default' ? new RegExp(
    '(^|[\\n;])([ \\t]*import[ \\t]+)(?!type[ \\t]+[\\w$])([A-Za-z_$][\\w$]*)' +
    '(?=\\s*(?:,|from\\b))[^;\'"]*?from\\s*([\'"])([^\'"]+)\\4') : null;
  for (const parent of parents) {
    const source = sourceOf(parent);
    if (typeof source !== 'string') continue;
    const found = importList.exec(source);
    if (found === null) continue;
    try {
      err.message = `The requested module '${found[4]}' does not provide an export named ` +
        `'${name}'`;
    } catch {
      return;
    }
    const start = found.index + found[1].length;
    const before = source.slice(0, start);
    const lineNumber = before.split('\n').length;
    const line = source.split('\n')[lineNumber - 1];
    const col = line.search(new RegExp(`\\b${escaped}\\b`));
    const url = parent.startsWith('/') ? `file://${parent}` : parent;
    setPointer(err, { text: `${url}:${lineNumber}\n${line}\n${' '.repeat(Math.max(0, col))}` +
      `${'^'.repeat(name.length)}\n` });
    return;
  }
  if (defaultClause === null) return;
  for (const parent of parents) {
    const source = sourceOf(parent);
    if (typeof source !== 'string') continue;
    const clause = defaultClause.exec(source);
    if (clause === null) continue;
    try {
      err.message = `The requested module '${clause[5]}' does not provide an export named ` +
        "'default'";
    } catch {
      return;
    }
    const start = clause.index + clause[1].length;
    const lineNumber = source.slice(0, start).split('\n').length;
    const line = source.split('\n')[lineNumber - 1];
    const col = start - (source.lastIndexOf('\n', start - 1) + 1) + clause[2].length;
    const url = parent.startsWith('/') ? `file://${parent}` : parent;
    setPointer(err, { text: `${url}:${lineNumber}\n${line}\n${' '.repeat(col)}` +
      `${'^'.repeat(clause[3].length)}\n` });
    return;
  }
}

// Node's report of an error its CommonJS loader threw, uncaught, quotes the loader's own
// `throw`: a request nothing resolves (Module._resolveFilename), or a package "exports"
// lookup that failed (resolveExports).
const kLoaderPointers = {
  __proto__: null,
  notFound: 'node:internal/modules/cjs/loader:1595\n  throw err;\n  ^\n',
  exports: 'node:internal/modules/cjs/loader:772\n      throw e;\n      ^\n',
};
function noteLoaderThrow(err, where) {
  if (err !== null && typeof err === 'object') setPointer(err, kLoaderPointers[where]);
  return err;
}

module.exports = { notePointer, warnIfModuleSyntax, explainMissingExport, noteLoaderThrow };
