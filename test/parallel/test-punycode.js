// Port of nodejs/node test/parallel/test-punycode.js (rewritten for minirt).
'use strict';

// Encoding and decoding single labels (including astral code points), the three
// RangeErrors, the RFC 3492 section 7.1 samples through encode/decode/toASCII/toUnicode,
// the UCS-2 helpers with lone surrogates, and e-mail style domains. Loading the module
// warns DEP0040.
const common = require('../common');
const assert = require('assert');

common.expectWarning('DeprecationWarning',
  'The `punycode` module is deprecated. Please use a userland alternative instead.',
  'DEP0040');
const punycode = require('punycode');

const pairs = [
  ['ü', 'tda'],
  ['Goethe', 'Goethe-'],
  ['Bücher', 'Bcher-kva'],
  ['Willst du die Blüthe des frühen, die Früchte des späteren Jahres',
   'Willst du die Blthe des frhen, die Frchte des spteren Jahres-x9e96lkal'],
  ['日本語', 'wgv71a119e'],
  ['\u{29E3D}', 'x73l'],
];
for (const [plain, coded] of pairs) {
  assert.strictEqual(punycode.encode(plain), coded);
  assert.strictEqual(punycode.decode(coded), plain);
}

assert.throws(() => punycode.decode(' '), { name: 'RangeError', message: 'Invalid input' });
assert.throws(() => punycode.decode('\u03B1-'), {
  name: 'RangeError', message: 'Illegal input >= 0x80 (not a basic code point)',
});
// A non-ASCII character is not a digit (Node 26's punycode 2.1.0 says so rather than
// reporting an overflow); a digit run too large for 32 bits overflows.
assert.throws(() => punycode.decode('\u3042'), { name: 'RangeError', message: 'Invalid input' });
assert.throws(() => punycode.decode('99999999999'), {
  name: 'RangeError', message: 'Overflow: input needs wider integers to process',
});

// RFC 3492 section 7.1, samples A to S (decoded form as code point lists).
const cp = (...points) => String.fromCodePoint(...points);
const samples = {
  'egbpdaj6bu4bxfgehfvwxn': cp(0x644, 0x64A, 0x647, 0x645, 0x627, 0x628, 0x62A, 0x643, 0x644,
    0x645, 0x648, 0x634, 0x639, 0x631, 0x628, 0x64A, 0x61F),
  'ihqwcrb4cv8a8dqg056pqjye': cp(0x4ED6, 0x4EEC, 0x4E3A, 0x4EC0, 0x4E48, 0x4E0D, 0x8BF4,
    0x4E2D, 0x6587),
  'ihqwctvzc91f659drss3x8bo0yb': cp(0x4ED6, 0x5011, 0x7232, 0x4EC0, 0x9EBD, 0x4E0D, 0x8AAA,
    0x4E2D, 0x6587),
  'Proprostnemluvesky-uyb24dma41a': 'Pro\u010Dprost\u011Bnemluv\u00ED\u010Desky',
  '4dbcagdahymbxekheh6e0a7fei0b': cp(0x5DC, 0x5DE, 0x5D4, 0x5D4, 0x5DD, 0x5E4, 0x5E9, 0x5D5,
    0x5D8, 0x5DC, 0x5D0, 0x5DE, 0x5D3, 0x5D1, 0x5E8, 0x5D9, 0x5DD, 0x5E2, 0x5D1, 0x5E8, 0x5D9,
    0x5EA),
  'i1baa7eci9glrd9b2ae1bj0hfcgg6iyaf8o0a1dig0cd': cp(0x92F, 0x939, 0x932, 0x94B, 0x917, 0x939,
    0x93F, 0x928, 0x94D, 0x926, 0x940, 0x915, 0x94D, 0x92F, 0x94B, 0x902, 0x928, 0x939, 0x940,
    0x902, 0x92C, 0x94B, 0x932, 0x938, 0x915, 0x924, 0x947, 0x939, 0x948, 0x902),
  'n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa': cp(0x306A, 0x305C, 0x307F, 0x3093, 0x306A, 0x65E5,
    0x672C, 0x8A9E, 0x3092, 0x8A71, 0x3057, 0x3066, 0x304F, 0x308C, 0x306A, 0x3044, 0x306E,
    0x304B),
  '989aomsvi5e83db1d2a355cv1e0vak1dwrv93d5xbh15a0dt30a5jpsd879ccm6fea98c': cp(0xC138,
    0xACC4, 0xC758, 0xBAA8, 0xB4E0, 0xC0AC, 0xB78C, 0xB4E4, 0xC774, 0xD55C, 0xAD6D, 0xC5B4,
    0xB97C, 0xC774, 0xD574, 0xD55C, 0xB2E4, 0xBA74, 0xC5BC, 0xB9C8, 0xB098, 0xC88B, 0xC744,
    0xAE4C),
  'b1abfaaepdrnnbgefbadotcwatmq2g4l': cp(0x43F, 0x43E, 0x447, 0x435, 0x43C, 0x443, 0x436,
    0x435, 0x43E, 0x43D, 0x438, 0x43D, 0x435, 0x433, 0x43E, 0x432, 0x43E, 0x440, 0x44F, 0x442,
    0x43F, 0x43E, 0x440, 0x443, 0x441, 0x441, 0x43A, 0x438),
  'PorqunopuedensimplementehablarenEspaol-fmd56a':
    'Porqu\u00E9nopuedensimplementehablarenEspa\u00F1ol',
  'TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g':
    'T\u1EA1isaoh\u1ECDkh\u00F4ngth\u1EC3ch\u1EC9n\u00F3iti\u1EBFngVi\u1EC7t',
  '3B-ww4c5e180e575a65lsy2b': '3\u5E74B\u7D44\u91D1\u516B\u5148\u751F',
  '-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n': '\u5B89\u5BA4\u5948\u7F8E\u6075-with-SUPER-MONKEYS',
  'Hello-Another-Way--fc4qua05auwb3674vfr0b': 'Hello-Another-Way-\u305D\u308C\u305E\u308C\u306E\u5834\u6240',
  '2-u9tlzr9756bt3uc0v': '\u3072\u3068\u3064\u5C4B\u6839\u306E\u4E0B2',
  'MajiKoi5-783gue6qz075azm5e': 'Maji\u3067Koi\u3059\u308B5\u79D2\u524D',
  'de-jg4avhby1noc0d': '\u30D1\u30D5\u30A3\u30FCde\u30EB\u30F3\u30D0',
  'd9juau41awczczp': '\u305D\u306E\u30B9\u30D4\u30FC\u30C9\u3067',
  '-> $1.00 <--': '-> $1.00 <-',
};
const nonASCII = /[^\x20-\x7E]/;
for (const [coded, plain] of Object.entries(samples)) {
  assert.strictEqual(punycode.encode(plain), coded);
  assert.strictEqual(punycode.decode(coded), plain);
  if (nonASCII.test(plain)) {
    assert.strictEqual(punycode.toASCII(plain), `xn--${coded}`);
    // toUnicode lower-cases the ACE label before decoding it.
    assert.strictEqual(punycode.toUnicode(`xn--${coded}`), plain.toLowerCase());
  } else {
    assert.strictEqual(punycode.toASCII(plain), plain);
    assert.strictEqual(punycode.toUnicode(plain), plain);
  }
}

assert.strictEqual(punycode.ucs2.encode([0x61]), 'a');
assert.strictEqual(punycode.ucs2.encode([0x1D306]), '\uD834\uDF06');
assert.strictEqual(punycode.ucs2.encode([0xD800]), '\uD800');
assert.strictEqual(punycode.ucs2.encode([0xD800, 0x61, 0x62]), '\uD800ab');
assert.strictEqual(punycode.ucs2.encode([0xDC00]), '\uDC00');
assert.strictEqual(punycode.ucs2.encode([0xDC00, 0x61, 0x62]), '\uDC00ab');
assert.deepStrictEqual(punycode.ucs2.decode('\uD834\uDF06\uD800ab\uDC00'),
  [0x1D306, 0xD800, 0x61, 0x62, 0xDC00]);

// Only the part after '@' is a domain.
assert.strictEqual(punycode.toASCII('Bücher@日本語.com'), 'Bücher@xn--wgv71a119e.com');
assert.strictEqual(punycode.toUnicode('Bücher@xn--wgv71a119e.com'), 'Bücher@日本語.com');
