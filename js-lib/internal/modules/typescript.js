// internal/modules/typescript: TypeScript type stripping, loaded the first time a .ts, .mts
// or .cts file (or module.stripTypeScriptTypes) is met, never by a JavaScript-only program.
// Owns whether stripping is on (--[no-]strip-types, --[no-]experimental-strip-types, last
// one wins), the format of a TypeScript file, the stripping of a module's source for the
// CommonJS and ES module loaders (Node's refusal under node_modules, the sourceURL
// comment, the errors with SWC's snippet on top of the stack) and the public
// module.stripTypeScriptTypes(). The stripping itself is internalBinding('typescript'),
// SWC's strip-only mode: types become whitespace, so positions stay those of the file.
'use strict';

let enabled;
// Node's --strip-types is on by default; the last of the flags that name it decides. As
// for any boolean option, a value after `=` is ignored: `--no-strip-types=1` turns it off.
function isEnabled() {
  if (enabled === undefined) {
    enabled = true;
    for (const arg of require('internal/natives').execArgv) {
      const eq = typeof arg === 'string' ? arg.indexOf('=') : -1;
      const name = eq === -1 ? arg : arg.slice(0, eq);
      if (name === '--strip-types' || name === '--experimental-strip-types') enabled = true;
      else if (name === '--no-strip-types' || name === '--no-experimental-strip-types') {
        enabled = false;
      }
    }
  }
  return enabled;
}

// The TypeScript extension of a path ('.ts', '.mts', '.cts'), or undefined.
function typeScriptExtension(filename) {
  if (typeof filename !== 'string' || !filename.endsWith('ts')) return undefined;
  if (filename.endsWith('.mts')) return '.mts';
  if (filename.endsWith('.cts')) return '.cts';
  if (filename.endsWith('.ts')) return '.ts';
  return undefined;
}

function isUnderNodeModules(filename) {
  return filename.split(/[\\/]/).includes('node_modules');
}

let binding;
function strip(code) {
  if (binding === undefined) binding = internalBinding('typescript');
  return binding.strip(code);
}

// Node's error for code SWC refused: the message is SWC's, and `<file>:<line>` with SWC's
// snippet goes in front of the stack, which is how Node prints where the problem is.
function toError(failure, filename) {
  const { codes } = require('internal/errors');
  let err;
  switch (failure.code) {
    case 'UnsupportedSyntax':
      err = new codes.ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX(failure.message);
      break;
    case 'InvalidSyntax':
      err = new codes.ERR_INVALID_TYPESCRIPT_SYNTAX(failure.message);
      break;
    default: {
      // Node asserts here: a failure SWC did not classify is a bug, not bad input.
      err = new codes.ERR_INTERNAL_ASSERTION(failure.message);
      return err;
    }
  }
  if (failure.startLine !== undefined) {
    err.stack = `${filename}:${failure.startLine}\n${failure.snippet}\n${err.stack}`;
  }
  return err;
}

// Node's SWC leaves a `<const>expr` assertion in the code (the engine then rejects the `<`),
// where the one here refuses it as angle-bracket syntax. Those spots are blanked for the
// stripper and put back into its output, which keeps every position.
const kAngleBracketMessage = 'The angle-bracket syntax for type assertions';
function stripKeepingConstAssertions(code) {
  let result = strip(code);
  let input = code;
  const kept = [];
  while (typeof result !== 'string' && result.code === 'UnsupportedSyntax' &&
         result.startLine !== undefined && result.message.startsWith(kAngleBracketMessage)) {
    const lineStart = lineOffset(input, result.startLine);
    if (lineStart === -1) break;
    let lineEnd = input.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = input.length;
    const re = /<\s*const\s*>/g;
    re.lastIndex = lineStart;
    let found = false;
    let m;
    while ((m = re.exec(input)) !== null && m.index < lineEnd) {
      kept.push({ __proto__: null, at: m.index, text: m[0] });
      input = input.slice(0, m.index) + ' '.repeat(m[0].length) +
        input.slice(m.index + m[0].length);
      found = true;
    }
    if (!found) break;
    result = strip(input);
  }
  if (kept.length === 0) return result;
  if (typeof result !== 'string') {
    // Another problem: its snippet shows the lines as they stand in the file.
    if (typeof result.snippet === 'string') {
      const codeLines = code.split('\n');
      const inputLines = input.split('\n');
      const restore = new Map();
      for (let i = 0; i < codeLines.length; i++) {
        if (codeLines[i] !== inputLines[i]) restore.set(inputLines[i], codeLines[i]);
      }
      result.snippet = result.snippet.split('\n').map((line) => {
        const gutter = /^(?: {2}> | {4})/.exec(line)?.[0] ?? '';
        const original = restore.get(line) ?? restore.get(line.slice(gutter.length));
        if (original === undefined) return line;
        return restore.has(line) ? original : gutter + original;
      }).join('\n');
    }
    return result;
  }
  if (result.length !== code.length) return strip(code);
  for (const { at, text } of kept) {
    result = result.slice(0, at) + text + result.slice(at + text.length);
  }
  return result;
}

// The offset where 1-based line `line` starts, or -1.
function lineOffset(text, line) {
  let at = 0;
  for (let i = 1; i < line; i++) {
    at = text.indexOf('\n', at);
    if (at === -1) return -1;
    at++;
  }
  return at;
}

function processTypeScriptCode(code, filename, errorName = filename) {
  const result = stripKeepingConstAssertions(code);
  if (typeof result !== 'string') throw toError(result, errorName);
  if (filename) return `${result}\n\n//# sourceURL=${filename}`;
  return result;
}

// The stripped source of a TypeScript module file. `sourceURL` (a file: URL for the
// loaders) names the file in the sourceURL comment and, unless `errorName` is given, in
// SWC's errors.
function stripTypeScriptModuleTypes(source, filename, sourceURL, forEsm = false,
                                    errorName = undefined) {
  if (isUnderNodeModules(filename)) {
    const { ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING } = require('internal/errors').codes;
    const err = new ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING(filename);
    // Node's report points at its own throw: at `throw` when require() threw it, at `new`
    // when it comes out of the ES module loader's promise.
    const { kEvalSourcePointer } = require('internal/process/execution');
    Object.defineProperty(err, kEvalSourcePointer, {
      __proto__: null,
      configurable: true,
      value: 'node:internal/modules/typescript:155\n' +
        '    throw new ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING(filename);\n' +
        `${forEsm ? '          ' : '    '}^\n`,
    });
    throw err;
  }
  const name = sourceURL === undefined ? filename : sourceURL;
  // The line break after the sourceURL comment keeps code the runtime appends to a module's
  // text (the disposal of top-level `using` declarations) out of that comment.
  const code = `${processTypeScriptCode(source, name, errorName ?? name)}\n`;
  // V8 shows the code it ran, with the types blanked, in source pointers, and places call
  // columns by it (`f<T>(x)` on `f`); stacks name the module by this name.
  require('internal/errors_stack').registerSource(name, code);
  return code;
}

// module.stripTypeScriptTypes(code[, { mode, sourceMap, sourceUrl }]). Node 26 offers only
// mode 'strip' (transform mode and its source maps are gone).
let warned = false;
function stripTypeScriptTypes(code, options = { __proto__: null }) {
  if (!warned) {
    warned = true;
    process.emitWarning(
      'stripTypeScriptTypes is an experimental feature and might change at any time',
      'ExperimentalWarning');
  }
  const { validateString, validateObject, validateOneOf } = require('internal/validators');
  validateString(code, 'code');
  validateObject(options, 'options');
  const { sourceMap = false, sourceUrl = '' } = options;
  const { mode = 'strip' } = options;
  validateOneOf(mode, 'options.mode', ['strip']);
  validateString(sourceUrl, 'options.sourceUrl');
  validateOneOf(sourceMap, 'options.sourceMap', [false, undefined]);
  return processTypeScriptCode(code, sourceUrl);
}

// The format of a TypeScript file for the loaders: 'module' or 'commonjs' when the
// extension or package.json "type" says, undefined when syntax detection must decide.
function typeScriptFormat(filename, ext = typeScriptExtension(filename)) {
  if (ext === '.mts') return 'module';
  if (ext === '.cts') return 'commonjs';
  const type = require('internal/modules/package_json').getPackageType(filename);
  if (type === 'module' || type === 'commonjs') return type;
  return undefined;
}

// Stripped sources the CommonJS loader made for files that turned out to be ES modules,
// so that the ES module loader does not strip them again.
const strippedForEsm = new Map();
function rememberStripped(filename, code) {
  strippedForEsm.set(filename, code);
}

// The JavaScript of a TypeScript ES module file for the runtime's loader.
function esmSourceOf(filename) {
  let code = strippedForEsm.get(filename);
  if (code !== undefined) {
    strippedForEsm.delete(filename);
  } else {
    const { readFile } = internalBinding('modules');
    let text = readFile(filename);
    if (text === undefined) text = require('fs').readFileSync(filename, 'utf8');
    // Node's ES module translators hand the stripper the URL, which its errors then name.
    const url = require('internal/modules/esm_resolve').toFileHref(filename);
    code = stripTypeScriptModuleTypes(text, url, url, true);
  }
  // The engine's frames and parse errors name an ES module by its path.
  require('internal/errors_stack').registerSource(filename, code);
  return code;
}

// A typeless .ts file is an ES module when its stripped source has module syntax (asked by
// the ES module resolver). Node strips it here to find out, under its path: that is the
// name a TypeScript error shows then, where loading a typed file shows its URL.
function detectFormat(filename) {
  const { readFile } = internalBinding('modules');
  const text = readFile(filename);
  if (text === undefined) return 'commonjs';
  const js = stripTypeScriptModuleTypes(text, filename,
    require('internal/modules/esm_resolve').toFileHref(filename), true, filename);
  const { containsModuleSyntax } = require('internal/modules/detect_syntax');
  if (containsModuleSyntax(js, filename)) {
    rememberStripped(filename, js);
    return 'module';
  }
  return 'commonjs';
}

// For the CommonJS loader (internal/modules/cjs): the format of a .ts/.mts/.cts file
// (undefined when stripping is off: then it is JavaScript).
function commonJSFormat(filename) {
  const ext = typeScriptExtension(filename);
  if (ext === undefined || !isEnabled()) return undefined;
  const type = typeScriptFormat(filename, ext);
  return type === undefined ? 'typescript' : `${type}-typescript`;
}

// Whether the program entry `mainPath` goes to the ES module loader (undefined: not a
// TypeScript file, or stripping is off).
function mainUsesESMLoader(mainPath) {
  const ext = typeScriptExtension(mainPath);
  if (ext === undefined || !isEnabled()) return undefined;
  if (ext === '.cts') return false;
  if (ext === '.mts') return true;
  return require('internal/modules/package_json').getPackageType(mainPath) === 'module';
}

// Module.prototype._compile of a TypeScript format: the stripped source, the format left
// to run it as ('typescript', with no "type" to go by, is left to syntax detection), and
// the file: URL that names it in stack traces (Node names it by its sourceURL comment).
function stripForCommonJS(state, content, filename, format) {
  if (state.url === undefined) {
    state.url = require('internal/modules/esm_resolve').toFileHref(filename);
  }
  const scriptName = state.url;
  return {
    content: stripTypeScriptModuleTypes(content, filename, scriptName),
    format: format === 'commonjs-typescript' ? 'commonjs' :
      format === 'module-typescript' ? 'module' : undefined,
    scriptName,
  };
}

module.exports = {
  commonJSFormat,
  mainUsesESMLoader,
  stripForCommonJS,
  isEnabled,
  typeScriptExtension,
  typeScriptFormat,
  stripTypeScriptModuleTypes,
  stripTypeScriptTypes,
  rememberStripped,
  esmSourceOf,
  detectFormat,
};
