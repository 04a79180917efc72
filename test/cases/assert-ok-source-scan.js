// assert.ok quotes the failing call the way Node's token scan of the source line does:
// keyword members and `this` break the member chain, keyed and keyword calls start at
// their argument list, a `;` among the arguments leaves no message, and a string,
// template or comment running past the line is a SyntaxError. An argument list that starts
// its line is quoted from the callee's line.
'use strict';
const assert = require('assert');
const o = { default: assert.ok, new: assert.ok, of: assert.ok, class: { ok: assert.ok } };
function t(f) {
  try {
    f();
    console.log('pass');
  } catch (e) {
    console.log(e.name, e.code, JSON.stringify(e.message), e.pos, e.raisedAt);
  }
}
t(() => o.default(0));
t(() => o.new(0));
t(() => o.of(0));
t(() => o.class.ok(0));
t(() => o.class['ok'](0));
t(() => o['default'](0));
t(() => [assert.ok][0](0));
t(function() { this.ok(0); }.bind(assert));
t(function() { this.a.ok(0); }.bind({ a: assert }));
t(() => assert.ok((() => { return 0; })()));
t(() => assert.ok(`a
b` === 'x'));
t(() => assert.ok(1 + "a\
b" === 'x'));
t(() => assert.ok(0 /* c
*/));
t(() => { assert.ok(0); `
` === 1; });
t(() => assert.ok(`a${(() => ')')()}b` === 'x'));
t(() => assert.ok(/\)/.test('x') && 1 / 2 > 1));
t(() => assert.ok
  (0));
t(() => assert
  .ok(0));
