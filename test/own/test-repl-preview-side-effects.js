// Flags: --expose-internals
// minirt's own test: the REPL's preview evaluator (internal/repl/safe_eval) never runs
// something that changes state the line itself would then see: a global or sticky
// regexp's test/exec (they move lastIndex), the program's toString through Array join, a
// getter. Safe reads still preview.
'use strict';
require('../common');
const assert = require('assert');
const { evalPreview } = require('internal/repl/safe_eval');

let converted = 0;
let got = 0;
const scope = {
  __proto__: globalThis,
  re: /a/g,
  sticky: /a/y,
  plain: /a/,
  o: { toString() { converted++; return 'o'; } },
  g: { get v() { got++; return 1; } },
};
const preview = (src) => {
  const r = evalPreview(src, scope);
  return r && r.ok ? r.value : undefined;
};

for (const src of ['re.test("aa")', 're.exec("aa")', 'sticky.test("a")', '[o].join()',
  `${'[o]'}.toString()`, 'g.v']) {
  assert.strictEqual(preview(src), undefined, src);
}
assert.strictEqual(scope.re.lastIndex, 0);
assert.strictEqual(scope.sticky.lastIndex, 0);
assert.strictEqual(converted, 0);
assert.strictEqual(got, 0);

assert.strictEqual(preview('plain.test("a")'), true);
assert.strictEqual(preview('re.toString()'), '/a/g');
assert.strictEqual(preview('[1, 2].join("-")'), '1-2');
assert.strictEqual(preview('[o].length'), 1);
