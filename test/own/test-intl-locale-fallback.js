// minirt's own test: locale tags V8 takes and has no data for resolve to the default locale
// (en-US) in every Intl constructor, a 5-to-8-letter language subtag (`generic`) is not an
// error, malformed tags throw V8's RangeError, and String.prototype.localeCompare takes the
// same negotiation (js-lib/internal/engine/intl_locale.js, locale_compare.js). Run with
// LANG=C semantics in mind: no locale from the environment. Expected values are Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');

const constructors = ['Collator', 'PluralRules', 'NumberFormat', 'DateTimeFormat', 'ListFormat',
                      'Segmenter', 'RelativeTimeFormat'];
for (const name of constructors) {
  for (const tag of ['generic', 'abcdefgh', 'xx', 'zz-ZZ', ['xx', 'generic']]) {
    const { locale } = new Intl[name](tag).resolvedOptions();
    assert.strictEqual(locale, 'en-US', `${name}(${tag})`);
  }
  assert.strictEqual(new Intl[name](['generic', 'de']).resolvedOptions().locale.slice(0, 2), 'de');
  for (const tag of ['x-private', 'i-klingon', '123', '', 'en_US']) {
    assert.throws(() => new Intl[name](tag),
                  { name: 'RangeError', message: `Invalid language tag: ${tag}` }, `${name}(${tag})`);
  }
}
assert.strictEqual(new Intl.Collator('generic', { sensitivity: 'base' }).compare('a', 'A'), 0);

assert.strictEqual('a'.localeCompare('B', 'generic'), -1);
assert.strictEqual('a'.localeCompare('B'), -1);
assert.strictEqual('a'.localeCompare('A', undefined, { sensitivity: 'base' }), 0);
assert.strictEqual('ä'.localeCompare('z', 'de'), -1);
assert.strictEqual('ä'.localeCompare('z', 'sv'), 1);
assert.strictEqual('10'.localeCompare('9', undefined, { numeric: true }), 1);
assert.strictEqual('undefined'.localeCompare(), 0);
assert.deepStrictEqual(['b', 'a', 'C', 'ä'].sort((x, y) => x.localeCompare(y)), ['a', 'ä', 'b', 'C']);
assert.throws(() => 'a'.localeCompare('b', 'en_US'),
              { name: 'RangeError', message: 'Invalid language tag: en_US' });
assert.throws(() => String.prototype.localeCompare.call(null, 'a'),
              { name: 'TypeError', message: 'String.prototype.localeCompare called on null or undefined' });
assert.strictEqual(String.prototype.localeCompare.length, 1);
assert.strictEqual(String.prototype.localeCompare.name, 'localeCompare');
