'use strict';
// internal/repl/completion: the REPL's Tab completion (REPLServer.prototype.complete).
// Completes REPL commands (".he"), module names in require('...'), properties of a simple
// expression ("obj.pro", "[1, 2].fi", "'s'.toUpper") and otherwise global names,
// declared top-level bindings and keywords. Candidates come in groups, nearest last (own
// properties after inherited ones, globals after keywords) with '' between groups; the
// filter ignores case. Expressions with calls or assignments are not evaluated (they
// could have side effects); so nothing is offered for them.

// Node's list: `class` and `super` are not offered.
const kKeywords = ['async', 'await', 'break', 'case', 'catch', 'const', 'continue',
  'debugger', 'default', 'delete', 'do', 'else', 'export', 'false', 'finally', 'for',
  'function', 'if', 'import', 'in', 'instanceof', 'let', 'new', 'null', 'return',
  'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while',
  'with', 'yield'];

// Object.prototype's legacy accessors are never offered.
const kHiddenObjectMembers = new Set(['__defineGetter__', '__defineSetter__',
  '__lookupGetter__', '__lookupSetter__']);

const kIdentifier = /^[A-Za-z_$\u00a0-\uffff][\w$\u00a0-\uffff]*$/;
// Module names: the text after the quote, and the folder part of it.
const kRequire = /\brequire\s*\(\s*['"`](([\w@./:-]+\/)?(?:[\w@./:-]*))(?![^'"`])$/;
const kImport = /\bimport\s*\(\s*['"`](([\w@./:-]+\/)?(?:[\w@./:-]*))(?![^'"`])$/;
// A path argument of an fs function.
const kFsPath = /fs(?:\.promises)?\.\s*[a-z][a-zA-Z]+\(\s*["'](.*)/;
// Folders with a version in their name are npm's leftovers.
const kVersioned = /-\d+\.\d+/;
const kGatedSchemeOnly = ['node:bench', 'node:bench/reporters', 'node:dtls', 'node:quic',
  'node:vfs'];
const kImportExtensions = ['.cjs', '.js', '.json', '.mjs', '.wasm', '.node', '.ts', '.mts', '.cts'];
// The expression being completed: a chain of identifiers, literals and brackets joined by
// '.', '?.', ending in a partial name (no calls, as in Node, but for `new X()`); a number
// literal may carry its decimal point (`1..toFi`, `1.5.toFi`).
const kMemberChain =
  /(?:(?:[A-Za-z_$][\w$]*|\d+\.\d*|\d+|"[^"]*"|'[^']*'|`[^`]*`|\[[^\][]*\]|\([^()]*\))(?:\??\.[A-Za-z_$][\w$]*|\[[^\][]*\])*)\??\.([A-Za-z_$][\w$]*)?$/;
const kLastWord = /[A-Za-z_$][\w$]*$/;
// Globals the runtime itself calls from rewritten user code (runtime/src/engine/source_pass), not
// for people to type: all of them, present and future, share this prefix.
const isRuntimeGlobal = (name) => name.startsWith('__minirt_');

function ownNames(obj) {
  let names;
  try {
    names = Object.getOwnPropertyNames(obj);
  } catch {
    return [];
  }
  const objectProto = obj === Object.prototype ||
    (obj !== null && typeof obj === 'object' && Object.getPrototypeOf(obj) === null &&
     typeof obj.hasOwnProperty === 'function' && obj.hasOwnProperty('isPrototypeOf'));
  return names.filter((key) => kIdentifier.test(key) && !isRuntimeGlobal(key) &&
    !(objectProto && kHiddenObjectMembers.has(key)));
}

// Filters (case-insensitively), sorts and joins groups, nearest group last.
function mergeGroups(groups, filter) {
  if (filter) {
    const lower = filter.toLowerCase();
    groups = groups
      .map((group) => group.filter((s) => s.toLowerCase().startsWith(lower)))
      .filter((group) => group.length > 0);
  }
  const out = [];
  // No iterator: completion keeps working when the input deleted Array's.
  const seen = new Set();
  seen.add('');
  const { indexed } = require('internal/readline/utils');
  for (const group of indexed(groups)) {
    group.sort((a, b) => (b > a ? 1 : -1));
    const before = seen.size;
    for (const entry of indexed(group)) {
      if (!seen.has(entry)) {
        out.unshift(entry);
        seen.add(entry);
      }
    }
    if (seen.size !== before) out.unshift('');
  }
  if (out[0] === '') out.shift();
  return out;
}

function evaluateQuietly(repl, expr) {
  const vm = require('vm');
  const code = `(() => { try { return (${expr}\n); } catch { return undefined; } })()`;
  try {
    if (repl.useGlobal || repl.context === globalThis) return vm.runInThisContext(code);
    return vm.runInContext(code, repl.context);
  } catch {
    return undefined;
  }
}

// { value } of `expr` by internal/repl/safe_eval, or undefined when it cannot be read
// without side effects (or throws).
function previewValue(repl, expr) {
  const { evalPreview } = require('internal/repl/safe_eval');
  const { lexicalValue } = require('internal/repl/server');
  let realm = repl.context;
  if (!repl.useGlobal) {
    try {
      // In an array: vm hands out the sandbox for a run whose value is the global itself.
      realm = require('vm').runInContext('[globalThis]', repl.context)[0];
    } catch {
      return undefined;
    }
  }
  const r = evalPreview(expr, repl.context, (name) => lexicalValue(repl, name), realm);
  return r.ok && r.error === undefined ? { value: r.value } : undefined;
}

function memberGroups(value) {
  const groups = [];
  let proto;
  if ((typeof value === 'object' && value !== null) || typeof value === 'function') {
    groups.push(ownNames(value));
    proto = Object.getPrototypeOf(value);
  } else if (value === null || value === undefined) {
    return groups;
  } else {
    const ctor = value.constructor;
    proto = ctor ? ctor.prototype : null;
  }
  for (let guard = 5; proto !== null && proto !== undefined && guard > 0; guard--) {
    groups.push(ownNames(proto));
    proto = Object.getPrototypeOf(proto);
  }
  return groups;
}

function readdirQuietly(dir, withFileTypes) {
  try {
    return require('fs').readdirSync(dir, withFileTypes ? { withFileTypes: true } : undefined);
  } catch {
    return undefined;
  }
}

// The folders a bare name is looked up in: from `<cwd>/repl` up, taken once, as Node
// does when its completion module loads (the REPL module's own paths, copied so that a
// program changing `module.paths` does not change them).
function lookupPaths() {
  return require('internal/repl/server').replLookupPaths(require('module')).slice();
}

// Files and folders a require('...') could name, for a REPL that allows completions to
// read directories.
function requireFileGroup(completeOn, subdir) {
  const path = require('path');
  const Module = require('module');
  const { indexed } = require('internal/readline/utils');
  const extensions = Object.keys(Module._extensions);
  const indexes = extensions.map((ext) => `index${ext}`);
  indexes.push('package.json', 'index');
  if (completeOn === '.') return ['./', '../'];
  if (completeOn === '..') return ['../'];
  let dirs;
  if (/^\.\.?\//.test(completeOn)) dirs = [process.cwd()];
  else dirs = lookupPaths().concat(Module.globalPaths);
  const group = [];
  // Node compares an extension with the list joined into one string.
  const extensionText = String(extensions);
  for (let dir of indexed(dirs)) {
    dir = path.resolve(dir, subdir);
    for (const dirent of indexed(readdirQuietly(dir, true) || [])) {
      const name = dirent.name;
      if (kVersioned.test(name) || name === '.npm') continue;
      const ext = path.extname(name);
      const base = name.slice(0, -ext.length);
      if (!dirent.isDirectory()) {
        if (extensionText.includes(ext) && (!subdir || base !== 'index')) {
          group.push(`${subdir}${base}`);
        }
        continue;
      }
      group.push(`${subdir}${name}/`);
      const inside = readdirQuietly(path.resolve(dir, name), false) || [];
      if (inside.some((f) => indexes.includes(f))) group.push(`${subdir}${name}`);
    }
  }
  return group;
}

// The same for import('...'): files keep their extension, and folders of node_modules
// with an index are offered bare.
function importFileGroup(completeOn, subdir) {
  const path = require('path');
  const { indexed } = require('internal/readline/utils');
  const indexes = kImportExtensions.map((ext) => `index${ext}`);
  indexes.push('package.json');
  if (completeOn === '.') return ['./', '../'];
  if (completeOn === '..') return ['../'];
  const dirs = /^\.\.?\//.test(completeOn) ? [process.cwd()] : lookupPaths().slice();
  const group = [];
  const extensionText = String(kImportExtensions);
  for (let dir of indexed(dirs)) {
    dir = path.resolve(dir, subdir);
    const inNodeModules = path.basename(dir) === 'node_modules';
    for (const dirent of indexed(readdirQuietly(dir, true) || [])) {
      const name = dirent.name;
      if (kVersioned.test(name) || name === '.npm') continue;
      if (!dirent.isDirectory()) {
        if (extensionText.includes(path.extname(name))) group.push(`${subdir}${name}`);
        continue;
      }
      group.push(`${subdir}${name}/`);
      if (!subdir && inNodeModules) {
        const inside = readdirQuietly(path.resolve(dir, name), false) || [];
        if (inside.some((f) => indexes.includes(f))) group.push(`${subdir}${name}`);
      }
    }
  }
  return group;
}

// Module names for require('...') and import('...'), in Node's groups: every built-in
// with the node: scheme, then the REPL's list of built-ins (repl.builtinModules, which a
// program may extend), then (with allowBlockingCompletions) files and packages.
function completeModule(repl, match, isImport) {
  const { builtinModules } = require('module');
  const { indexed } = require('internal/readline/utils');
  const completeOn = match[1];
  const schemed = [];
  for (const id of indexed(builtinModules)) {
    if (id.startsWith('_')) continue;
    schemed.push(id.startsWith('node:') ? id : `node:${id}`);
  }
  // Node lists its scheme-only modules that need a flag too.
  for (const id of indexed(kGatedSchemeOnly)) {
    if (!schemed.includes(id)) schemed.push(id);
  }
  const plain = [];
  for (const id of indexed(require('repl').builtinModules)) plain.push(id);
  const groups = [];
  if (repl.allowBlockingCompletions) {
    const subdir = match[2] || '';
    const files = isImport ? importFileGroup(completeOn, subdir) :
      requireFileGroup(completeOn, subdir);
    if (files.length > 0) groups.push(files);
  }
  groups.push(plain, schemed);
  return [mergeGroups(groups, completeOn), completeOn];
}

// The entries of the folder an fs function's path argument names (with
// allowBlockingCompletions).
function completeFsPath(match) {
  const path = require('path');
  let baseName = '';
  let dir = match[1];
  let list = readdirQuietly(dir, true);
  if (list === undefined) {
    baseName = path.basename(dir);
    dir = path.dirname(dir);
    list = readdirQuietly(dir, true) || [];
  }
  const names = list.filter((d) => d.name.startsWith(baseName)).map((d) => d.name);
  return [mergeGroups([names], ''), baseName];
}

function globalGroups(repl) {
  const groups = [];
  const declared = repl.lexicalNames ? [...repl.lexicalNames] : [];
  groups.push(declared);
  const context = repl.context;
  let proto = Object.getPrototypeOf(context);
  if (proto !== null && Object.getPrototypeOf(proto) === null) {
    // Node's global object inherits through an object of its own that holds only
    // `constructor`, so its listing shows that name in a group apart.
    groups.push(['constructor']);
  }
  while (proto !== null) {
    groups.push(ownNames(proto));
    proto = Object.getPrototypeOf(proto);
  }
  const own = ownNames(context);
  if (context !== globalThis) {
    // The context's own built-ins (Object, Array, ...) live on its realm's global.
    try {
      const vm = require('vm');
      const names = vm.runInContext('Object.getOwnPropertyNames(globalThis)', context);
      Array.prototype.push.apply(own,
        names.filter((k) => kIdentifier.test(k) && !isRuntimeGlobal(k)));
    } catch {
      // Not a vm context.
    }
  }
  groups.push(own);
  return groups;
}

// Whether the line ends in a name of the code (not in a string, a comment or a regular
// expression's flags).
function endsInName(line) {
  const { tokenize } = require('internal/repl/utils');
  const tokens = tokenize(line);
  const last = tokens[tokens.length - 1];
  return last !== undefined && last.type === 'word' && last.end === line.length;
}

// Whether reading the chain `a.b.c` would go through a proxy or a getter (code that may
// change things, now that completion runs on every key for the preview): as in Node,
// each object of the chain is read and checked for the next name.
function reachesGetterOrProxy(repl, chain) {
  const bits = chain.split('.');
  if (!bits.every((b, i) => i === bits.length - 1 || /^[A-Za-z_$][\w$]*$/.test(b))) return false;
  const { isProxy } = require('internal/util/types');
  let current = '';
  for (let i = 0; i < bits.length - 1; i++) {
    current += `${i === 0 ? '' : '.'}${bits[i]}`;
    const value = evaluateQuietly(repl, current);
    if (typeof value !== 'object' || value === null) return false;
    // process.env is the runtime's own proxy over the environment, with no code of the
    // program's behind it; Node reads it as the plain object it is there.
    if (isProxy(value) && value !== process.env) return true;
    try {
      if (typeof Object.getOwnPropertyDescriptor(value, bits[i + 1])?.get === 'function') return true;
    } catch {
      return true;
    }
  }
  return false;
}

const AsyncFunction = (async function() {}).constructor;

// Whether the text parses as code (a module's top level allows await).
function parses(code) {
  try {
    new (require('vm').Script)(code, { filename: 'completion' });
    return true;
  } catch {
    // Not a script; maybe with await.
  }
  if (!code.includes('await')) return false;
  try {
    new AsyncFunction(code);
    return true;
  } catch {
    return false;
  }
}

const kUnaryWords = new Set(['typeof', 'void', 'delete']);
const kNotCallee = new Set(['if', 'for', 'while', 'switch', 'catch', 'function', 'with',
  'return', 'typeof', 'void', 'delete', 'in', 'of', 'instanceof', 'new', 'await', 'yield',
  'throw', 'case', 'else', 'do']);
const kBinaryChars = new Set(['=', '+', '-', '*', '/', '%', '&', '|', '^', '<', '>']);

// Whether a token ends an operand (so an operator after it is a binary one).
function endsOperand(tok) {
  if (tok === undefined) return false;
  if (tok.type === 'punct') return tok.value === ')' || tok.value === ']' || tok.value === '}';
  if (tok.type === 'word') return !kNotCallee.has(tok.value) || tok.value === 'this';
  return true;
}

// The part of the input completion works on, as Node finds it: input that does not parse
// is retried from its last space; in code that parses, the last statement's right-hand
// side, initializer, unary operand or `new` callee; nothing for a block, a declaration
// without initializer, or code with calls, assignments or updates (reading it could
// change things). null when there is nothing to complete.
function completeTarget(code) {
  if (!code) return null;
  if (code.endsWith('?.')) {
    const r = completeTarget(code.slice(0, -2));
    return r ? `${r}?.` : r;
  }
  if (code.endsWith('.')) {
    const r = completeTarget(code.slice(0, -1));
    return r ? `${r}.` : r;
  }
  if (!parses(code)) {
    const at = code.lastIndexOf(' ');
    return at === -1 ? null : completeTarget(code.slice(at + 1));
  }
  const { splitTopLevel } = require('internal/repl/utils');
  const statements = splitTopLevel(code);
  let stmt = statements[statements.length - 1];
  if (stmt === undefined) return null;
  if (stmt[stmt.length - 1].value === ';') stmt = stmt.slice(0, -1);
  if (stmt.length === 0) return null;
  const first = stmt[0];
  const base = first.depth;
  const end = stmt[stmt.length - 1].end;
  if (first.type === 'punct' && first.value === '{') return null;
  const top = (t) => t.depth === base;
  if (first.type === 'word' && (first.value === 'let' || first.value === 'const' ||
      first.value === 'var')) {
    let eq = -1;
    for (let k = 1; k < stmt.length; k++) {
      const t = stmt[k];
      if (!top(t)) continue;
      if (t.value === ',') eq = -1;
      else if (t.value === '=' && eq === -1) eq = k;
    }
    if (eq === -1) return null;
    return completeTarget(code.slice(stmt[eq].end, end).trimStart());
  }
  // The right side of the last binary or assignment operator at the top level; a
  // conditional after the last assignment is not looked into.
  let opEnd = -1;
  let conditional = false;
  for (let k = 1; k < stmt.length; k++) {
    const t = stmt[k];
    if (!top(t)) continue;
    const isOp = (t.type === 'punct' && (kBinaryChars.has(t.value) ||
      (t.value === '?' && stmt[k + 1]?.value === '?' && stmt[k + 1].start === t.end))) ||
      (t.type === 'word' && (t.value === 'in' || t.value === 'instanceof'));
    if (t.type === 'punct' && t.value === '?' && !isOp && stmt[k - 1]?.value !== '?') {
      conditional = true;
      continue;
    }
    if (!isOp || !endsOperand(stmt[k - 1])) continue;
    // The whole operator (`===`, `>>>=`, `??`, `&&=`).
    let j = k;
    while (j + 1 < stmt.length && stmt[j + 1].type === 'punct' &&
           stmt[j + 1].start === stmt[j].end &&
           (kBinaryChars.has(stmt[j + 1].value) || stmt[j + 1].value === '?' ||
            stmt[j + 1].value === '!')) {
      j++;
    }
    const op = code.slice(t.start, stmt[j].end);
    const assignment = op.endsWith('=') && !/^(?:[=!]==?|[<>]=)$/.test(op);
    if (assignment) conditional = false;
    opEnd = stmt[j].end;
    k = j;
  }
  if (conditional) return null;
  if (opEnd !== -1) return completeTarget(code.slice(opEnd, end).trimStart());
  if ((first.type === 'word' && kUnaryWords.has(first.value)) ||
      (first.type === 'punct' && (first.value === '!' || first.value === '~' ||
       ((first.value === '-' || first.value === '+') && stmt[1]?.value !== first.value)))) {
    return completeTarget(code.slice(first.end, end).trimStart());
  }
  if (first.type === 'word' && first.value === 'new' &&
      !stmt.some((t) => t.type === 'punct' && t.value === '(')) {
    return completeTarget(code.slice(first.end, end).trimStart());
  }
  for (let k = 0; k < stmt.length; k++) {
    const t = stmt[k];
    if (t.type === 'word' && t.value === 'for') return null;
    if (t.type !== 'punct') continue;
    const next = stmt[k + 1];
    if ((t.value === '+' || t.value === '-') && next !== undefined && next.value === t.value &&
        next.start === t.end) {
      return null;
    }
    if (t.value === '=' && !(next !== undefined && next.value === '=' && next.start === t.end) &&
        !(k > 0 && /^[=!<>]$/.test(stmt[k - 1].value) && stmt[k - 1].end === t.start)) {
      return null;
    }
    if (t.value === '(' && k > 0) {
      const prev = stmt[k - 1];
      const called = prev.type === 'template' || (prev.type === 'punct' ?
        prev.value === ')' || prev.value === ']' : prev.type === 'word' && !kNotCallee.has(prev.value));
      // `new X(...)` constructs rather than calls.
      const constructed = k >= 2 && stmt.slice(0, k).some((u) => u.type === 'word' && u.value === 'new');
      if (called && !constructed) return null;
    }
  }
  return code.slice(first.start, end);
}

function complete(repl, line, callback) {
  // Leading whitespace changes nothing: a line of blanks completes as an empty one.
  line = line.trimStart();
  // REPL commands.
  if (/^\s*\.[\w$]*$/.test(line)) {
    const partial = line.trim().slice(1);
    const names = Object.keys(repl.commands).filter((n) => n.startsWith(partial)).sort();
    callback(null, [names, partial]);
    return;
  }
  let match = kRequire.exec(line);
  if (match !== null) {
    callback(null, completeModule(repl, match, false));
    return;
  }
  match = kImport.exec(line);
  if (match !== null) {
    callback(null, completeModule(repl, match, true));
    return;
  }
  match = repl.allowBlockingCompletions ? kFsPath.exec(line) : null;
  if (match !== null) {
    callback(null, completeFsPath(match));
    return;
  }
  // Node looks at the end of the input only when it ends in a name, a dot or a `$`.
  if (line.length !== 0 && !/[\w.$]$/.test(line)) {
    callback(null, [[], undefined]);
    return;
  }
  const target = line.length === 0 ? '' : completeTarget(line.trimStart());
  if (target === null) {
    callback(null, [[], undefined]);
    return;
  }
  line = target;
  const member = kMemberChain.exec(line);
  if (member !== null) {
    // `new Map().ha`: the chain starts at the `new` (read only by the side-effect-free
    // evaluator below, as it has parentheses).
    const newPrefix = member[0].startsWith('(') ?
      /\bnew\s+[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/.exec(line.slice(0, member.index)) : null;
    // Otherwise parentheses right after a name or a bracket are a call's arguments: a call
    // is not completed.
    if (newPrefix === null && member[0].startsWith('(') &&
        /[\w$)\]]\s*$/.test(line.slice(0, member.index))) {
      callback(null, [[], member[0]]);
      return;
    }
    // Only the whole target is completed (`if (x) Math.ma` offers nothing).
    if ((newPrefix === null ? member.index : newPrefix.index) !== 0) {
      callback(null, [[], undefined]);
      return;
    }
    const text = newPrefix === null ? member[0] : `${newPrefix[0]}${member[0]}`;
    const filterPart = member[1] || '';
    let expr = text.slice(0, text.length - filterPart.length);
    let chaining = '.';
    if (expr.endsWith('?.')) {
      chaining = '?.';
      expr = expr.slice(0, -2);
    } else {
      expr = expr.slice(0, -1);
    }
    // Calls, parentheses and assignments could change state: only the preview's
    // side-effect-free evaluator reads them (`({ a: 1 }).`, `[1, 2].map((x) => x).`), as
    // Node completes them only when V8 finds no side effect.
    if (/[()=]/.test(expr.replace(/(["'`])(?:(?!\1).)*\1/g, '""'))) {
      // Node leaves out chains with an arrow function in them.
      const r = expr.includes('=>') ? undefined : previewValue(repl, expr);
      const groups = r === undefined ? [] :
        memberGroups(r.value).map((g) => g.map((m) => `${expr}${chaining}${m}`));
      callback(null, [groups.length === 0 ? [] :
        mergeGroups(groups, `${expr}${chaining}${filterPart}`), text]);
      return;
    }
    if (reachesGetterOrProxy(repl, `${expr}.${filterPart}`)) {
      callback(null, [[], text]);
      return;
    }
    const value = evaluateQuietly(repl, expr);
    const groups = memberGroups(value).map((g) => g.map((m) => `${expr}${chaining}${m}`));
    if (groups.length === 0) {
      callback(null, [[], text]);
      return;
    }
    callback(null, [mergeGroups(groups, `${expr}${chaining}${filterPart}`), text]);
    return;
  }
  const word = kLastWord.exec(line);
  const filter = word === null ? '' : word[0];
  if (word !== null && word.index !== 0) {
    callback(null, [[], undefined]);
    return;
  }
  if ((filter === '' && line.trim() !== '') || (filter !== '' && !endsInName(line))) {
    callback(null, [[], '']);
    return;
  }
  const groups = globalGroups(repl);
  if (filter !== '') groups.push(kKeywords.slice());
  callback(null, [mergeGroups(groups, filter), filter]);
}

module.exports = { complete };
