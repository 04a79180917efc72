// minirt's own test: the legacy static properties of RegExp (`RegExp.$1`, `lastMatch`,
// `leftContext`, ...) follow the last successful match of any regexp operation, as in
// Node 26.10; and a `super(...)` call can start a longer expression (`super().then(...)`).
'use strict';
require('../common');
const assert = require('assert');

assert.strictEqual(RegExp.$1, '');
assert.strictEqual(RegExp.lastMatch, '');

// Every operation and read first, the assertions after: assert may run regexps itself
// (as Node's own internals may), and a successful match anywhere moves the statics.
const tested = /(\d+)px/.test('width: 12px;');
const afterTest = [RegExp.$1, RegExp['$&'], RegExp.leftContext, RegExp["$'"], RegExp.input];
// A failed match leaves them; replace and split update them.
const failed = /(q)/.exec('zzz');
const afterFail = RegExp.$1;
const replaced = 'abc'.replace(/(b)/, 'X');
const afterReplace = [RegExp.$1, RegExp['$`'], RegExp.rightContext];
const split = 'a-b-c'.split(/-/);
const afterSplit = RegExp.lastMatch;
// A group that did not take part reads as ''; lastParen is the last group.
/(c)(d)?/.exec('c');
const groups = [RegExp.$1, RegExp.$2, RegExp.$9, RegExp.lastParen, RegExp['$+']];
// Only `input` can be set.
/(e)/.exec('e');
RegExp.$1 = 'no';
const afterSet = RegExp.$1;
RegExp.input = 'set';
const input = RegExp.$_;

assert.strictEqual(tested, true);
assert.deepStrictEqual(afterTest, ['12', '12px', 'width: ', ';', 'width: 12px;']);
assert.strictEqual(failed, null);
assert.strictEqual(afterFail, '12');
assert.strictEqual(replaced, 'aXc');
assert.deepStrictEqual(afterReplace, ['b', 'a', 'c']);
assert.deepStrictEqual(split, ['a', 'b', 'c']);
assert.strictEqual(afterSplit, '-');
assert.deepStrictEqual(groups, ['c', '', '', '', '']);
assert.strictEqual(afterSet, 'e');
assert.strictEqual(input, 'set');

for (const name of ['$1', '$9', 'input', '$_', 'lastMatch', '$&', 'lastParen', '$+',
                    'leftContext', '$`', 'rightContext', "$'"]) {
  const d = Object.getOwnPropertyDescriptor(RegExp, name);
  assert.strictEqual(typeof d.get, 'function', name);
  assert.strictEqual(typeof d.set, 'function', name);
  assert.strictEqual(d.enumerable, false, name);
  assert.strictEqual(d.configurable, true, name);
}
assert.strictEqual(RegExp.prototype.exec.name, 'exec');
assert.strictEqual(RegExp.prototype.exec.length, 1);
assert.strictEqual(Object.hasOwn(RegExp.prototype, 'lastIndex'), false);

// super(...) followed by a member, a call or a template.
class Thenable {
  constructor(v) { this.v = v; }
  then(f) { return f(this.v); }
}
class Derived extends Thenable {
  constructor() { return super(5).then((v) => ({ v, self: this })); }
}
const made = new Derived();
assert.strictEqual(made.v, 5);
assert.ok(made.self instanceof Derived);
class Indexed extends Array {
  constructor() { super(1, 2)[0] = 9; }
}
assert.deepStrictEqual([...new Indexed()], [9, 2]);

console.log('ok');
