// minirt's own test: String.prototype.split with a regexp (RegExp.prototype[Symbol.split])
// gives the pieces, captures and limits of ECMAScript's algorithm, and the legacy RegExp
// statics after it, for empty matches, lookarounds, sticky and unicode regexps and long
// inputs; subclasses and regexps with own properties take the general path. (minirt searches
// with a global copy of a plain regexp instead of trying every position: see
// js-lib/internal/engine/regexp_split.js.) Expected values are Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');

const cases = [
  ["a,b,,c", /,/, undefined, ["a","b","","c"], ","],
  ["a,b,,c", /,/, 2, ["a","b"], ","],
  ["a1b2c3", /(\d)/, undefined, ["a","1","b","2","c","3",""], "3"],
  ["abc", /(?:)/, undefined, ["a","b","c"], ""],
  ["abc", /x*/, undefined, ["a","b","c"], ""],
  ["", /x/, undefined, [""], ""],
  ["", /(?:)/, undefined, [], ""],
  ["abc", /$/, undefined, ["abc"], ""],
  ["abc", /^/m, undefined, ["abc"], ""],
  ["a\r\nb\nc\r", /\r?\n/, undefined, ["a","b","c\r"], "\n"],
  ["test", /(t)?/, undefined, ["","t","e",undefined,"s","t",""], "t"],
  ["A<B>bold</B>and<CODE>coded</CODE>", /<(\/)?([^<>]+)>/, undefined, ["A",undefined,"B","bold","/","B","and",undefined,"CODE","coded","/","CODE",""], "</CODE>"],
  ["😀a😀", /(?:)/u, undefined, ["😀","a","😀"], ""],
  ["😀a😀", /(?:)/, undefined, ["\ud83d","\ude00","a","\ud83d","\ude00"], ""],
  ["one  two   three", /\s+/, undefined, ["one","two","three"], "   "],
  ["one  two", /(\s)+/, undefined, ["one"," ","two"], "  "],
  ["aXbxc", /x/i, undefined, ["a","b","c"], "x"],
  ["ab", /a*?/, undefined, ["a","b"], ""],
  ["ab", /a*/, undefined, ["","b"], ""],
  ["abc", /b/y, undefined, ["a","c"], "b"],
  ["abc", /b/g, undefined, ["a","c"], "b"],
  ["xxxxxy", /y|/, undefined, ["x","x","x","x","x",""], "y"],
  ["line1\nline2", /^/m, undefined, ["line1\n","line2"], ""],
  ["a-b_c", /[-_]/, 0, [], ""],
  ["a-b_c", /[-_]/, 1, ["a"], "-"],
  ["a-b_c", /[-_]/, -1, ["a","b","c"], "_"],
  ["aaa", /a/, undefined, ["","","",""], "a"],
  ["café,x", /,/, undefined, ["café","x"], ","],
  ["abcabc", /(?<=b)/, undefined, ["ab","cab","c"], ""],
  ["abcabc", /(?=b)/, undefined, ["a","bca","bc"], ""],
];
for (const [text, re, limit, pieces, lastMatch] of cases) {
  /^/.exec('');  // lastMatch '' unless the split matches.
  const got = text.split(re, limit);
  const last = RegExp.lastMatch;
  assert.deepStrictEqual(got, pieces, `${JSON.stringify(text)} ${re}`);
  assert.strictEqual(last, lastMatch, `lastMatch after ${re}`);
  assert.strictEqual(re.lastIndex, 0);
}

// Long inputs: one-byte and two-byte text, many short lines and one long line.
for (const unit of ['hello world line\n', 'h\u00e9llo w\u00f6rld\r\n', '\u4e16\u754c\n']) {
  const text = unit.repeat(5000);
  const lines = text.split(/\r?\n/);
  assert.strictEqual(lines.length, 5001);
  assert.strictEqual(lines[4999], unit.replace(/\r?\n/, ''));
  assert.strictEqual(lines[5000], '');
  assert.deepStrictEqual(text.split(/(\n)/, 4), [unit.replace(/\r?\n/, '').replace(/\r$/, '') + (unit.includes('\r') ? '\r' : ''), '\n', lines[1] + (unit.includes('\r') ? '\r' : ''), '\n']);
}
const long = 'x'.repeat(300000) + ',' + 'y'.repeat(300000);
assert.deepStrictEqual(long.split(/,/).map((s) => s.length), [300000, 300000]);
assert.deepStrictEqual(long.split(/\r?\n/).map((s) => s.length), [600001]);

// The general path: a subclass, an own property, a replaced exec.
class Sub extends RegExp {}
assert.deepStrictEqual('a,b'.split(new Sub(',')), ['a', 'b']);
const withProp = /,/;
withProp.extra = 1;
assert.deepStrictEqual('a,b'.split(withProp), ['a', 'b']);
const seen = [];
const exec = RegExp.prototype.exec;
RegExp.prototype.exec = function(s) { seen.push(this.lastIndex); return exec.call(this, s); };
let got;
try {
  got = 'ab,c'.split(/,/);
} finally {
  RegExp.prototype.exec = exec;
}
assert.deepStrictEqual(got, ['ab', 'c']);
assert.deepStrictEqual(seen, [0, 1, 2, 3]);  // ECMAScript's one try per position.
assert.strictEqual(RegExp.prototype[Symbol.split].name, '[Symbol.split]');
assert.strictEqual(RegExp.prototype[Symbol.split].length, 2);
