// minirt's own test: every Intl constructor falls back to the same default locale, which is
// en-US (not ICU's root, `und`) when the environment names the C or POSIX locale, so that
// `new Intl.PluralRules().select(1)` is 'one' and lists get "and", as on Node; the wrapped
// constructors keep the engine's prototype, names, lengths and `new` rules.
'use strict';
require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const locales = ['Collator', 'PluralRules', 'ListFormat', 'Segmenter', 'NumberFormat',
                   'DateTimeFormat', 'RelativeTimeFormat']
    .map((name) => new Intl[name]().resolvedOptions().locale);
  console.log(JSON.stringify({
    locales,
    one: new Intl.PluralRules().select(1),
    list: new Intl.ListFormat().format(['a', 'b', 'c']),
    empty: new Intl.PluralRules([]).resolvedOptions().locale,
  }));
  return;
}

for (const LANG of ['C', 'POSIX', 'C.UTF-8']) {
  const env = { ...process.env, LANG, LC_ALL: LANG };
  delete env.LC_MESSAGES;
  const child = spawnSync(process.execPath, [__filename, 'child'], { env, encoding: 'utf8' });
  assert.strictEqual(child.status, 0, child.stderr);
  assert.deepStrictEqual(JSON.parse(child.stdout), {
    locales: Array(7).fill('en-US'),
    one: 'one',
    list: 'a, b, and c',
    empty: 'en-US',
  });
}

for (const [name, callable] of [['Collator', true], ['PluralRules', false],
                                ['ListFormat', false], ['Segmenter', false]]) {
  const C = Intl[name];
  assert.strictEqual(C.name, name);
  assert.strictEqual(C.length, 0);
  assert.strictEqual(C.prototype.constructor, C);
  assert.strictEqual(Object.getOwnPropertyDescriptor(C, 'prototype').writable, false);
  assert.ok(new C('de') instanceof C);
  assert.strictEqual(new C('de').resolvedOptions().locale, 'de');
  assert.deepStrictEqual(C.supportedLocalesOf(['de', 'en-US']), ['de', 'en-US']);
  if (callable) {
    assert.ok(C() instanceof C);
  } else {
    assert.throws(() => C(), { name: 'TypeError', message: `Constructor Intl.${name} requires 'new'` });
  }
  class Sub extends C {}
  assert.ok(new Sub('en') instanceof Sub);
}
