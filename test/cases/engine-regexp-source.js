// RegExp.prototype.source escapes `/` only where a regex literal needs it, as V8 does, so
// patterns rebuilt from .source keep matching.
'use strict';

const patterns = [
  /a\/b[^/]/, /[/]/, /\//, /\\\//, /a\\/, /x/g, /(?:)/, /[\]/]/, /\[\/\]/,
  new RegExp('a/b'), new RegExp('[/]/'), new RegExp('\\/'), new RegExp(''),
  new RegExp('\n'), new RegExp('a\\nb'), new RegExp('\u2028'), new RegExp('/', 'g'),
];
for (const re of patterns) console.log(JSON.stringify(re.source), String(re));

// Rebuilding from .source must give an equivalent pattern.
const url = /https?:\/\/[^/\s]+\/[\w/]*/;
const rebuilt = new RegExp(url.source.replace('https?', 'ftp|https?'));
console.log(rebuilt.test('ftp://host/a/b'), rebuilt.test('https://host/x'), rebuilt.source === `(?:ftp|https?)`);
console.log(new RegExp(/[/]x/.source).test('/x'), eval(`/${/a\/b[/]/.source}/`).test('a/b/'));
console.log(Object.getOwnPropertyDescriptor(RegExp.prototype, 'source').get.name, RegExp.prototype.source);
try {
  Object.getOwnPropertyDescriptor(RegExp.prototype, 'source').get.call({});
} catch (e) {
  console.log(e.name);
}
