// punycode: RFC 3492 section 7.1 sample strings both ways, the domain helpers (separators,
// e-mail addresses, ACE prefix case), UCS-2 helpers and the RangeErrors for bad input.
// stderr: [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.
'use strict';
const punycode = require('punycode');

const samples = [
  ['A Arabic', '\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F', 'egbpdaj6bu4bxfgehfvwxn'],
  ['B Chinese (simplified)', '\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587', 'ihqwcrb4cv8a8dqg056pqjye'],
  ['C Chinese (traditional)', '\u4ED6\u5011\u7232\u4EC0\u9EBD\u4E0D\u8AAA\u4E2D\u6587', 'ihqwctvzc91f659drss3x8bo0yb'],
  ['D Czech', 'Pro\u010Dprost\u011Bnemluv\u00ED\u010Desky', 'Proprostnemluvesky-uyb24dma41a'],
  ['E Hebrew', '\u05DC\u05DE\u05D4\u05D4\u05DD\u05E4\u05E9\u05D5\u05D8\u05DC\u05D0\u05DE\u05D3\u05D1\u05E8\u05D9\u05DD\u05E2\u05D1\u05E8\u05D9\u05EA', '4dbcagdahymbxekheh6e0a7fei0b'],
  ['F Hindi', '\u092F\u0939\u0932\u094B\u0917\u0939\u093F\u0928\u094D\u0926\u0940\u0915\u094D\u092F\u094B\u0902\u0928\u0939\u0940\u0902\u092C\u094B\u0932\u0938\u0915\u0924\u0947\u0939\u0948\u0902', 'i1baa7eci9glrd9b2ae1bj0hfcgg6iyaf8o0a1dig0cd'],
  ['G Japanese', '\u306A\u305C\u307F\u3093\u306A\u65E5\u672C\u8A9E\u3092\u8A71\u3057\u3066\u304F\u308C\u306A\u3044\u306E\u304B', 'n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa'],
  ['H Korean', '\uC138\uACC4\uC758\uBAA8\uB4E0\uC0AC\uB78C\uB4E4\uC774\uD55C\uAD6D\uC5B4\uB97C\uC774\uD574\uD55C\uB2E4\uBA74\uC5BC\uB9C8\uB098\uC88B\uC744\uAE4C', '989aomsvi5e83db1d2a355cv1e0vak1dwrv93d5xbh15a0dt30a5jpsd879ccm6fea98c'],
  ['I Russian', '\u043F\u043E\u0447\u0435\u043C\u0443\u0436\u0435\u043E\u043D\u0438\u043D\u0435\u0433\u043E\u0432\u043E\u0440\u044F\u0442\u043F\u043E\u0440\u0443\u0441\u0441\u043A\u0438', 'b1abfaaepdrnnbgefbadotcwatmq2g4l'],
  ['J Spanish', 'Porqu\u00E9nopuedensimplementehablarenEspa\u00F1ol', 'PorqunopuedensimplementehablarenEspaol-fmd56a'],
  ['K Vietnamese', 'T\u1EA1isaoh\u1ECDkh\u00F4ngth\u1EC3ch\u1EC9n\u00F3iti\u1EBFngVi\u1EC7t', 'TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g'],
  ['L', '3\u5E74B\u7D44\u91D1\u516B\u5148\u751F', '3B-ww4c5e180e575a65lsy2b'],
  ['M', '\u5B89\u5BA4\u5948\u7F8E\u6075-with-SUPER-MONKEYS', '-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n'],
  ['N', 'Hello-Another-Way-\u305D\u308C\u305E\u308C\u306E\u5834\u6240', 'Hello-Another-Way--fc4qua05auwb3674vfr0b'],
  ['O', '\u3072\u3068\u3064\u5C4B\u6839\u306E\u4E0B2', '2-u9tlzr9756bt3uc0v'],
  ['P', 'Maji\u3067Koi\u3059\u308B5\u79D2\u524D', 'MajiKoi5-783gue6qz075azm5e'],
  ['Q', '\u30D1\u30D5\u30A3\u30FCde\u30EB\u30F3\u30D0', 'de-jg4avhby1noc0d'],
  ['R', '\u305D\u306E\u30B9\u30D4\u30FC\u30C9\u3067', 'd9juau41awczczp'],
  ['S', '-> $1.00 <-', '-> $1.00 <--'],
];
for (const [name, unicode, ascii] of samples) {
  const encoded = punycode.encode(unicode);
  console.log(name, encoded, encoded === ascii, punycode.decode(ascii) === unicode);
}
// Decoding accepts upper-case digits (the RFC's mixed-case annotation of sample I).
console.log(punycode.decode('b1abfaaepdrnnbgefbaDotcwatmq2g4l') === samples[8][1]);
console.log(punycode.encode('\u{1F600}x'), punycode.decode(punycode.encode('\u{1F600}x')) === '\u{1F600}x');

for (const s of ['', '-', 'a-', 'ABC-', 'xn--', 'zzzzzzzzzzzzzzzz-']) {
  console.log(JSON.stringify(s), JSON.stringify(punycode.encode(s)));
}
for (const s of ['-', 'a-b-c', '-a', '99999999999', 'a-\u00FC', '\u00FC', 'mana-hqa', 'bcher-kva']) {
  try {
    console.log(JSON.stringify(s), JSON.stringify(punycode.decode(s)));
  } catch (e) {
    console.log(JSON.stringify(s), e.name, e.message);
  }
}
for (const s of ['ma\u00F1ana.com', 'user@ma\u00F1ana.com', 'a\u3002b\uFF0E\u00FC\uFF61c',
  'xn--maana-pta.com', 'XN--MAANA-PTA.com', '\u00FC@\u00FC@\u00FC', '', 'a.b..c.']) {
  console.log(JSON.stringify(s), JSON.stringify(punycode.toASCII(s)),
    JSON.stringify(punycode.toUnicode(s)));
}
console.log(punycode.ucs2.decode('\uD834\uDF06a\uD800'),
  JSON.stringify(punycode.ucs2.encode([0x1D306, 97, 0xD800])));
try {
  punycode.ucs2.encode([0x110000]);
} catch (e) {
  console.log(e.name);
}
console.log(punycode.version, Object.keys(punycode), require('node:punycode') === punycode);
