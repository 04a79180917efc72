'use strict';
// internal/repl/completion: the REPL's Tab completion (REPLServer.prototype.complete).
// Completes REPL commands (".he"), module names in require('...'), properties of a simple
// expression ("obj.pro", "[1, 2].fi", "'s'.toUpper") and otherwise global names,
// declared top-level bindings and keywords. Candidates come in groups, nearest last (own
// properties after inherited ones, globals after keywords) with '' between groups; the
// filter ignores case. Expressions with calls or assignments are not evaluated (they
// could have side effects); so nothing is offered for them.

const kKeywords = ['async', 'await', 'break', 'case', 'catch', 'class', 'const', 'continue',
  'debugger', 'default', 'delete', 'do', 'else', 'export', 'false', 'finally', 'for',
  'function', 'if', 'import', 'in', 'instanceof', 'let', 'new', 'null', 'return', 'super',
  'switch', 'this', 'throw', 'true', 'try', 'typeof', 'undefined', 'var', 'void', 'while',
  'with', 'yield'];

// Object.prototype's legacy accessors are never offered.
const kHiddenObjectMembers = new Set(['__defineGetter__', '__defineSetter__',
  '__lookupGetter__', '__lookupSetter__']);

const kIdentifier = /^[A-Za-z_$\u00a0-\uffff][\w$\u00a0-\uffff]*$/;
const kRequire = /\b(?:require|import)\s*\(\s*(['"`])((?:(?!\1)[^\\]|\\.)*)$/;
// The expression being completed: a chain of identifiers, literals and brackets joined by
// '.', '?.', ending in a partial name (no calls, as in Node, but for `new X()`); a number
// literal may carry its decimal point (`1..toFi`, `1.5.toFi`).
const kMemberChain =
  /(?:(?:[A-Za-z_$][\w$]*|\d+\.\d*|\d+|"[^"]*"|'[^']*'|`[^`$]*`|\[[^\][]*\]|\([^()]*\))(?:\??\.[A-Za-z_$][\w$]*|\[[^\][]*\])*)\??\.([A-Za-z_$][\w$]*)?$/;
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
  const seen = new Set(['']);
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

// Module names for require('...') and import('...'), in Node's groups: every built-in
// with the node: scheme, then the REPL's list of built-ins (repl.builtinModules, which a
// program may extend), then the packages in node_modules folders from the cwd up.
function completeRequire(partial) {
  const { builtinModules } = require('module');
  const { indexed } = require('internal/readline/utils');
  const schemed = [];
  for (const id of indexed(builtinModules)) {
    if (id.startsWith('_')) continue;
    schemed.push(id.startsWith('node:') ? id : `node:${id}`);
  }
  const plain = [];
  for (const id of indexed(require('repl').builtinModules)) plain.push(id);
  const packages = new Set();
  if (!partial.startsWith('.') && !partial.startsWith('/')) {
    const fs = require('fs');
    const path = require('path');
    let dir = process.cwd();
    for (;;) {
      try {
        for (const entry of indexed(fs.readdirSync(path.join(dir, 'node_modules')))) {
          if (!entry.startsWith('.')) packages.add(entry);
        }
      } catch {
        // No node_modules here.
      }
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  const list = [];
  const taken = new Set();
  for (const group of indexed([schemed, plain, Array.from(packages)])) {
    const matching = group.filter((n) => n.startsWith(partial) && !taken.has(n)).sort();
    if (matching.length === 0) continue;
    if (list.length > 0) list.push('');
    for (const n of indexed(matching)) {
      taken.add(n);
      list.push(n);
    }
  }
  return [list, partial];
}

function globalGroups(repl) {
  const groups = [];
  const declared = repl.lexicalNames ? [...repl.lexicalNames] : [];
  groups.push(declared);
  const context = repl.context;
  let proto = Object.getPrototypeOf(context);
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

function complete(repl, line, callback) {
  // REPL commands.
  if (/^\s*\.[\w$]*$/.test(line)) {
    const partial = line.trim().slice(1);
    const names = Object.keys(repl.commands).filter((n) => n.startsWith(partial)).sort();
    callback(null, [names, partial]);
    return;
  }
  const req = kRequire.exec(line);
  if (req !== null) {
    callback(null, completeRequire(req[2]));
    return;
  }
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
  if ((filter === '' && line.trim() !== '') || (filter !== '' && !endsInName(line))) {
    callback(null, [[], '']);
    return;
  }
  const groups = globalGroups(repl);
  if (filter !== '') groups.push(kKeywords.slice());
  callback(null, [mergeGroups(groups, filter), filter]);
}

module.exports = { complete };
