// Ecosystem check: json5 parses JSON5 files (comments, trailing commas, hex, Infinity) and stringifies.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const JSON5 = require('json5');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-json5-'));
try {
  fs.writeFileSync(path.join(dir, 'config.json5'), `// comments
{
  unquoted: 'and you can quote me on that',
  singleQuotes: 'I can use "double quotes" here',
  lineBreaks: "Look, Mom! \\
No \\\\n's!",
  hexadecimal: 0xdecaf,
  leadingDecimalPoint: .8675309, andTrailing: 8675309.,
  positiveSign: +1,
  trailingComma: 'in objects', andIn: ['arrays',],
  "backwardsCompatible": "with JSON",
  infinity: Infinity, nan: NaN, /* block */ negZero: -0,
}
`);
  const obj = JSON5.parse(fs.readFileSync(path.join(dir, 'config.json5'), 'utf8'));
  console.log('parse', JSON.stringify(obj));
  console.log('specials', obj.infinity, Number.isNaN(obj.nan), Object.is(obj.negZero, -0));
  console.log('reviver', JSON.stringify(JSON5.parse('{a: 1, b: [2, 3]}', (k, v) => (typeof v === 'number' ? v * 10 : v))));
  console.log('stringify', JSON5.stringify({ a: 1, 'b-c': [1, 'x', Infinity], d: { e: null } }));
  console.log('stringify spaced', JSON5.stringify({ a: [1, { b: 'q"\'' }] }, null, 2));
  console.log('quote', JSON5.stringify({ s: "it's" }, { quote: '"' }));
  try {
    JSON5.parse('{a: 1,, }');
  } catch (e) {
    console.log('error', e.name, e.message, e.lineNumber, e.columnNumber);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
