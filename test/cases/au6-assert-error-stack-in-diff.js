// assert: an Error shown in a generated diff keeps its stack frames, and keeps them afterwards.
'use strict';
const assert = require('assert');
const expected = new Error('boom');
try {
  assert.throws(() => { throw 'a string'; }, expected);
} catch (e) {
  const lines = e.message.split('\n');
  console.log(lines.slice(0, 6).join('\n').split(__dirname).join('.'));
  console.log(e.expected === expected, e.operator, e.generatedMessage);
}
const other = new TypeError('kept');
try {
  assert.deepStrictEqual({ err: other }, { err: 1 });
} catch (e) {
  console.log(e.message.split('\n').slice(0, 6).join('\n').split(__dirname).join('.'));
}
console.log(other.stack.split('\n').length > 1);
