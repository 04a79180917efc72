// RegExp.prototype[Symbol.split] (what `text.split(/\r?\n/)` runs), linear in the text.
// ECMA-402's algorithm tries a sticky copy of the regexp at every position of the text, one
// `exec` each; Boa 0.22 runs each try as a search to the next match, so a split costs the text's
// length in exec calls (0.6 s for 680 KB of short lines) and, on a long line with few matches,
// time quadratic in the line's length. For a plain RegExp (own property lastIndex alone, the
// built-in exec, constructor and species) this searches with a global copy instead, one exec
// per match: a search from position q finds the match a sticky try at each later position
// would find first, so the pieces, captures and limit are the algorithm's. Anything else
// (subclasses, a replaced exec or species) runs the engine's own.
'use strict';

const {
  apply: ReflectApply,
  getPrototypeOf: ReflectGetPrototypeOf,
  ownKeys: ReflectOwnKeys,
} = Reflect;
const RegExpCtor = RegExp;
const RegExpPrototype = RegExp.prototype;
const { charCodeAt: StringCharCodeAt, slice: StringSlice, includes: StringIncludes,
        replace: StringReplace } = String.prototype;
const StringCtor = String;
const { min: MathMin } = Math;
const SymbolSpecies = Symbol.species;
const sourceGetter = Object.getOwnPropertyDescriptor(RegExp.prototype, 'source').get;

let engineSplit;
let builtinExec;
// The engine's method and the exec it was installed with, taken by internal/bootstrap/node.js
// before this file replaced it.
function setEngine(split, exec) {
  engineSplit = split;
  builtinExec = exec;
}

function isPlainRegExp(rx) {
  if (rx === null || typeof rx !== 'object') return false;
  // A regexp's own slot, read without running a proxy's traps (V8's split runs none before
  // it reads `constructor`).
  try {
    ReflectApply(sourceGetter, rx, []);
  } catch {
    return false;
  }
  if (ReflectGetPrototypeOf(rx) !== RegExpPrototype) return false;
  if (RegExpPrototype.exec !== builtinExec || rx.constructor !== RegExpCtor ||
      RegExpCtor[SymbolSpecies] !== RegExpCtor) {
    return false;
  }
  const keys = ReflectOwnKeys(rx);
  return keys.length === 1 && keys[0] === 'lastIndex';
}

function advance(text, index, unicode) {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const lead = ReflectApply(StringCharCodeAt, text, [index]);
  if (lead < 0xd800 || lead > 0xdbff) return index + 1;
  const trail = ReflectApply(StringCharCodeAt, text, [index + 1]);
  return trail >= 0xdc00 && trail <= 0xdfff ? index + 2 : index + 1;
}

function split(string, limit) {
  const rx = this;
  if (!isPlainRegExp(rx)) return ReflectApply(engineSplit, rx, [string, limit]);
  const text = StringCtor(string);
  const flags = StringCtor(rx.flags);
  const unicode = ReflectApply(StringIncludes, flags, ['u']) ||
    ReflectApply(StringIncludes, flags, ['v']);
  let searchFlags = ReflectApply(StringReplace, flags, ['y', '']);
  if (!ReflectApply(StringIncludes, searchFlags, ['g'])) searchFlags += 'g';
  const splitter = new RegExpCtor(rx, searchFlags);
  const lim = limit === undefined ? 2 ** 32 - 1 : limit >>> 0;
  const pieces = [];
  if (lim === 0) return pieces;
  const size = text.length;
  if (size === 0) {
    splitter.lastIndex = 0;
    const z = ReflectApply(builtinExec, splitter, [text]);
    if (z === null) pieces[0] = text;
    return pieces;
  }
  let p = 0;
  let q = 0;
  while (q < size) {
    splitter.lastIndex = q;
    const z = ReflectApply(builtinExec, splitter, [text]);
    if (z === null) break;
    const start = z.index;
    if (start >= size) break;
    const end = MathMin(splitter.lastIndex, size);
    if (end === p) {
      q = advance(text, start, unicode);
      continue;
    }
    pieces[pieces.length] = ReflectApply(StringSlice, text, [p, start]);
    if (pieces.length === lim) return pieces;
    p = end;
    for (let i = 1; i < z.length; i++) {
      pieces[pieces.length] = z[i];
      if (pieces.length === lim) return pieces;
    }
    q = p;
  }
  pieces[pieces.length] = ReflectApply(StringSlice, text, [p, size]);
  return pieces;
}

module.exports = { setEngine, split };
