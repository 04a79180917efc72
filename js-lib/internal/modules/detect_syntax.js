// internal/modules/detect_syntax: Node's syntax detection for code nothing declares the
// format of (typeless .js and .ts files, -e and stdin code). Such code is CommonJS unless
// the CommonJS parse fails in a way ES module syntax explains: the first parse error is an
// import or export statement or import.meta, or one that only CommonJS throws (top-level
// await, a CommonJS variable declared again, an unexpected token) for code that does parse
// as an ES module. Module syntax after an unrelated error, or only in strings and
// comments, leaves the code CommonJS.
'use strict';

const kCjsParams = ['exports', 'require', 'module', '__filename', '__dirname'];
const kCjsPrefix = `0, function (${kCjsParams.join(', ')}) {`.length;
const kNoParamsPrefix = '0, function () {'.length;

// Parse errors (in V8's words) that only ES module syntax makes.
const kModuleSyntaxErrors = [
  'Cannot use import statement outside a module',
  "Unexpected token 'export'",
  "Cannot use 'import.meta' outside a module",
];

// Parse errors CommonJS throws for code an ES module may accept: the code decides.
const kMaybeModuleErrors = [
  "Identifier 'module' has already been declared",
  "Identifier 'exports' has already been declared",
  "Identifier 'require' has already been declared",
  "Identifier '__filename' has already been declared",
  "Identifier '__dirname' has already been declared",
  'await is only valid in async functions and the top level bodies of modules',
  // `f(await 1)`
  'missing ) after argument list',
];

// Whether an ES module made of `code` parses.
function parsesAsModule(code, name) {
  return internalBinding('vm').checkModuleSyntax(`${code}`, `${name}`);
}

// Whether code whose CommonJS parse failed with `message` (in V8's words) runs as an ES
// module instead.
function shouldRetryAsESM(message, code, name) {
  const text = `${message}`;
  for (let i = 0; i < kModuleSyntaxErrors.length; i++) {
    if (text.includes(kModuleSyntaxErrors[i])) return true;
  }
  let maybe = text.startsWith('Unexpected');
  for (let i = 0; !maybe && i < kMaybeModuleErrors.length; i++) {
    if (text.includes(kMaybeModuleErrors[i])) maybe = true;
  }
  return maybe && parsesAsModule(code, name);
}

// A lexical declaration of a CommonJS variable (one named before any `=`).
const kDeclaresCjsVariable =
  /\b(?:let|const|class|using)\s[^=;]*\b(?:module|exports|require|__filename|__dirname)\b/;

// Whether `text` may be an ES module the CommonJS parser rejects: it has module syntax or a
// top-level await as the lexer sees them, or declares a CommonJS variable. Other code needs
// no parse (a second one, for most CommonJS files an ES module imports).
function mayBeModule(text) {
  const lexer = require('internal/modules/cjs_lexer');
  if (lexer.hasModuleSyntax(text) || kDeclaresCjsVariable.test(text)) return true;
  if (!/\bawait\b/.test(text)) return false;
  const scan = lexer.esmScan(text);
  return scan === undefined || scan.hasTopLevelAwait;
}

// Whether `code` (named `filename`) is an ES module by syntax detection. `cjsScope`: the
// CommonJS variables are in scope (a file; not -e code).
function containsModuleSyntax(code, filename, cjsScope = true) {
  const text = `${code}`;
  if (!mayBeModule(text)) return false;
  const params = cjsScope ? kCjsParams : [];
  try {
    internalBinding('modules').compileFunction(text, filename, params);
    return false;
  } catch (err) {
    if (!(err instanceof SyntaxError)) return false;
    return shouldRetryAsESM(parseErrorWords(err, filename, text,
      cjsScope ? kCjsPrefix : kNoParamsPrefix), text, filename);
  }
}

// V8's words for the engine's parse error `err` of `code`.
function parseErrorWords(err, filename, code, prefixLength) {
  const parseErrors = require('internal/modules/parse_errors');
  parseErrors.notePointer(err, filename, code, prefixLength);
  parseErrors.dropPosition(err);
  return `${err.message}`;
}

module.exports = { containsModuleSyntax, shouldRetryAsESM };
