// internal/modules/eval_input: how -e, -p and piped-stdin code runs, as Node 26 decides it.
// Owns --input-type (module, commonjs, module-typescript, commonjs-typescript), the switch
// to the ES module loader for code given without one that uses import/export, and the
// second try with TypeScript types stripped (a TypeScript error then adds its message to
// the JavaScript SyntaxError it explains). Loaded only when such code runs.
'use strict';

const path = require('path');
const natives = require('internal/natives');
const modulesBinding = internalBinding('modules');

let typescriptModule;
function typescript() {
  if (typescriptModule === undefined) typescriptModule = require('internal/modules/typescript');
  return typescriptModule;
}

// Node's syntax detection for code with no CommonJS variables in scope.
function hasModuleSyntax(code, filename) {
  return require('internal/modules/detect_syntax').containsModuleSyntax(code, filename, false);
}

// Runs `code` as a script. Returns { result }; throws what the code threw, except that a
// parse error comes back as { error } (nothing ran then). No array destructuring here: the
// code may have taken the array iterator away.
function runScript(code, filename) {
  const status = { parseFailed: false };
  try {
    return { result: modulesBinding.evalScript(code, filename, status), error: undefined };
  } catch (err) {
    if (status.parseFailed) return { result: undefined, error: err };
    throw err;
  }
}

function isTypeScriptSyntaxError(err) {
  return err !== null && typeof err === 'object' &&
    (err.code === 'ERR_INVALID_TYPESCRIPT_SYNTAX' ||
     err.code === 'ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX');
}

function notePointer(err, name, code, typeScriptMessage) {
  require('internal/modules/parse_errors').notePointer(err, name, code, 0, typeScriptMessage);
}

// `code` stripped. When it is not TypeScript either, the JavaScript parse error `jsError`
// (of the code as `name`) is thrown, with the TypeScript message under its source line.
function stripOrThrow(code, jsError, name) {
  try {
    return typescript().stripTypeScriptModuleTypes(code, '[eval]');
  } catch (tsError) {
    if (jsError !== undefined && isTypeScriptSyntaxError(tsError)) {
      notePointer(jsError, name, code, `${tsError.message}`.split('\n')[0]);
      throw jsError;
    }
    throw tsError;
  }
}

// Node names ES module eval code by its path as it is, brackets unescaped.
function moduleName() {
  return `file://${path.join(process.cwd(), '[eval1]')}`;
}

function evalModuleEntry(code, kind) {
  if (kind === 'print') {
    throw new (require('internal/errors').codes.ERR_EVAL_ESM_CANNOT_PRINT)();
  }
  try {
    require('internal/modules/cjs').evalEsmEntry(code, path.join(process.cwd(), '[eval1]'));
  } catch (err) {
    // The loader throws parse errors before anything runs; later errors come by promise.
    if (err instanceof SyntaxError) notePointer(err, moduleName(), code);
    throw err;
  }
}

// ES module code that may be TypeScript: as it is first, stripped when that does not parse.
function evalTypeScriptModuleEntry(code, kind) {
  try {
    evalModuleEntry(code, kind);
  } catch (err) {
    if (!(err instanceof SyntaxError)) throw err;
    evalModuleEntry(stripOrThrow(code, err, moduleName()), kind);
  }
}

// A script's parse error gets its pointer; anything else it threw is passed on as it is.
function evalScript(code, filename) {
  const { result, error: parseError } = runScript(code, filename);
  if (parseError === undefined) return result;
  notePointer(parseError, filename, code);
  throw parseError;
}

// Runs `code`; `cjs` defines and removes the CommonJS globals (module, require, ...) that
// script code sees and ES module code must not.
function evalInput(kind, code, filename, cjs) {
  const inputType = natives.inputType;
  const typeScriptOn = () => typescript().isEnabled();
  if (inputType === 'module') return evalModuleEntry(code, kind);
  if (inputType === 'module-typescript' && typeScriptOn()) {
    return evalModuleEntry(stripOrThrow(code), kind);
  }
  cjs.define();
  if (inputType === 'commonjs') return evalScript(code, filename);
  if (inputType === 'commonjs-typescript' && typeScriptOn()) {
    return evalScript(stripOrThrow(code), filename);
  }
  const { result, error: err } = runScript(code, filename);
  if (err === undefined) return result;
  notePointer(err, filename, code);
  if (!typeScriptOn()) {
    const { shouldRetryAsESM } = require('internal/modules/detect_syntax');
    if (!shouldRetryAsESM(err.message, code, filename)) throw err;
    cjs.remove();
    return evalModuleEntry(code, kind);
  }
  if (hasModuleSyntax(code, filename)) {
    cjs.remove();
    return evalTypeScriptModuleEntry(code, kind);
  }
  const stripped = stripOrThrow(code, err, filename);
  const { result: strippedResult, error: strippedError } = runScript(stripped, filename);
  if (strippedError === undefined) return strippedResult;
  if (!hasModuleSyntax(stripped, filename)) {
    notePointer(strippedError, filename, stripped);
    throw strippedError;
  }
  cjs.remove();
  return evalTypeScriptModuleEntry(code, kind);
}

module.exports = { evalInput };
