// JSON.parse's SyntaxError messages are V8's, with position, line and column; a reviver's
// own errors pass through, and the text is converted to a string once.
'use strict';
const inputs = ['{bad', '', ' ', '{', '[', '[1,', '{"a":1,}', '[1,]', '{"a" 1}', '{"a":1 "b":2}', '[1 2]', 'tru', 'nul', 'undefined', '"abc', '"a\u0001b"', '"\\x"', '"\\u12"', '01', '1.', '-', '1e', '+1', '{"a":1}x', '[1] [2]', "{'a':1}", 'NaN', '{"a":tru}', '[,1]', '{,}', '"a"\n}', '{\n  "a": 1,\n  "b": x\n}', 'a'.repeat(50), '{"key": "value", "other": [1, 2, {"deep": nope}]}', '\u00e9', '[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, oops]'];
for (const s of inputs) {
  try { JSON.parse(s); console.log(JSON.stringify(s), 'ok'); } catch (e) { console.log(JSON.stringify(s), e.name, '|', e.message); }
}
let calls = 0;
const obj = { toString() { calls++; return '{"a":1,}'; } };
try { JSON.parse(obj); } catch (e) { console.log(e.message, calls); }
try { JSON.parse('{"a":1}', () => { throw new SyntaxError('from reviver'); }); } catch (e) { console.log(e.name, e.message); }
console.log(JSON.parse('{"a":[1,{"b":2}]}', (k, v) => (k === 'b' ? v * 10 : v)).a[1].b, JSON.parse.length, JSON.parse.name);
