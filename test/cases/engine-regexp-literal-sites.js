// A regular-expression literal evaluated many times gives a new, independent RegExp object
// each time, with the literal's source, flags, prototype and lastIndex 0, as in V8, however
// minirt avoids compiling it again (runtime/src/engine/source_pass/regexp_sites.rs).
'use strict';
const vm = require('vm');

function make() { return /(?<word>[a-z]+)(\d)?/g; }
const a = make();
const b = make();
console.log('new object each time', a !== b, Object.getPrototypeOf(a) === RegExp.prototype);
console.log('source and flags', a.source, a.flags, a.global, a.sticky, String(b));
console.log('lastIndex starts at 0', a.lastIndex, Object.getOwnPropertyDescriptor(a, 'lastIndex'));
console.log('own keys', Reflect.ownKeys(a), a instanceof RegExp, require('util').types.isRegExp(a));

// State on one object does not leak into the next evaluation.
a.exec('abc1 def');
a.extra = 'mine';
const c = make();
console.log('independent state', a.lastIndex, c.lastIndex, c.extra, a.exec('abc1 def')?.groups.word);
console.log('matchAll', [...'ab1 cd2 e'.matchAll(make())].map((m) => [m[0], m.groups.word, m[2], m.index]));

// The same site used re-entrantly: each level has its own lastIndex.
function words(s, depth) {
  const re = /\w+/g;
  const out = [];
  let m;
  while ((m = re.exec(s)) !== null) {
    out.push(m[0]);
    if (depth > 0) out.push(words('x y', depth - 1).join('+'));
  }
  return out;
}
console.log('re-entrant', words('one two', 1).join(' '));

// Sticky, unicode, dotAll, case-insensitive, and a class with a slash.
function flagsCase() {
  const y = /a/y; y.lastIndex = 1;
  return [y.test('ba'), /\u{1F600}/u.test('\u{1F600}'), /a.b/s.test('a\nb'), /ABC/i.test('abc'),
    /[/]x/.test('/x'), 'a/b/c'.split(/\//).length, 'aXbXc'.replace(/x/gi, '-')];
}
console.log('flags', flagsCase().join(' '), flagsCase().join(' '));

// Per call-site caching with many evaluations (the string-width pattern).
function isEmojiLike(ch) { return /\p{Extended_Pictographic}/gu.test(ch); }
let n = 0;
for (const ch of 'ab\u{1F600}c\u{1F601}'.repeat(200)) if (isEmojiLike(ch)) n++;
console.log('many evaluations', n);

// Literals in class members, getters, arrows and vm scripts.
class K {
  static s = /static/;
  f = () => /field/.source;
  get g() { return /getter/.flags + 'x'; }
  m() { return /method/m.multiline; }
}
console.log('class members', K.s.source, new K().f(), new K().g, new K().m());
const ctx = vm.createContext({});
console.log('vm', vm.runInContext('function f() { return /in-vm/g; } const r = f(); [r !== f(), r.source, r instanceof RegExp, Object.getPrototypeOf(r) === RegExp.prototype]', ctx).join(' '));
console.log('vm realm', vm.runInContext('function f() { return /x/; } f()', ctx) instanceof RegExp);

// A bad literal is still a SyntaxError at compile time.
try {
  vm.runInThisContext('function bad() { return /(/; }');
  console.log('no error');
} catch (e) {
  console.log('bad literal', e.name);
}
