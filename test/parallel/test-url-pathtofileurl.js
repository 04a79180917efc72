// Port of nodejs/node test/parallel/test-url-pathtofileurl.js (rewritten for minirt).
'use strict';

// url.pathToFileURL(): resolution against the cwd, trailing separators, which characters
// are percent-encoded (POSIX and { windows: true }), UNC paths and argument checks.
require('../common');
const assert = require('assert');
const url = require('url');

{
  const href = url.pathToFileURL('test/').href;
  assert.ok(href.startsWith('file:///'));
  assert.ok(href.endsWith('/'));
  assert.strictEqual(url.pathToFileURL('rel').href,
                     new URL(`file://${process.cwd()}/rel`).href);
}

// On POSIX a backslash is an ordinary file-name character.
assert.match(url.pathToFileURL('test\\').href, /%5C$/);
assert.match(url.pathToFileURL('\\\\nas\\share\\path.txt').href,
             /file:\/\/.+%5C%5Cnas%5Cshare%5Cpath\.txt$/);
assert.ok(url.pathToFileURL('test/%').href.includes('%25'));

const alphabet = 'abcdefghijklmnopqrstuvwxyz';
const posixCases = [
  ['/foo', 'file:///foo'],
  ['/FOO', 'file:///FOO'],
  ['/dir/foo', 'file:///dir/foo'],
  ['/dir/', 'file:///dir/'],
  ['/foo.mjs', 'file:///foo.mjs'],
  ['/foo bar', 'file:///foo%20bar'],
  ['/foo?bar', 'file:///foo%3Fbar'],
  ['/foo#bar', 'file:///foo%23bar'],
  ['/foo&bar', 'file:///foo&bar'],
  ['/foo=bar', 'file:///foo=bar'],
  ['/foo:bar', 'file:///foo:bar'],
  ['/foo;bar', 'file:///foo;bar'],
  ['/foo%bar', 'file:///foo%25bar'],
  ['/foo\\bar', 'file:///foo%5Cbar'],
  ['/foo\bbar', 'file:///foo%08bar'],
  ['/foo\tbar', 'file:///foo%09bar'],
  ['/foo\nbar', 'file:///foo%0Abar'],
  ['/foo\rbar', 'file:///foo%0Dbar'],
  ['/fóóbàr', 'file:///f%C3%B3%C3%B3b%C3%A0r'],
  ['/€', 'file:///%E2%82%AC'],
  ['/🚀', 'file:///%F0%9F%9A%80'],
  ['/\u{1F303}', 'file:///%F0%9F%8C%83'],
  ['/a/..', 'file:///'],
  ['/foo\r\n\t<>"#%{}|^[\\~]`?bar',
   'file:///foo%0D%0A%09%3C%3E%22%23%25%7B%7D%7C%5E%5B%5C%7E%5D%60%3Fbar'],
];

// Every ASCII character: which ones stay literal.
{
  let path = '/';
  for (let c = 1; c < 0x80; c++) path += String.fromCharCode(c);
  const hex = (c) => `%${c.toString(16).toUpperCase().padStart(2, '0')}`;
  let expected = 'file:///';
  for (let c = 1; c <= 0x20; c++) expected += hex(c);
  expected += `!%22%23$%25&'()*+,-./0123456789:;%3C=%3E%3F@${alphabet.toUpperCase()}` +
    `%5B%5C%5D%5E_%60${alphabet}%7B%7C%7D%7E%7F`;
  posixCases.push([path, expected]);
}

for (const [path, expected] of posixCases) {
  assert.strictEqual(url.pathToFileURL(path).href, expected);
  assert.strictEqual(url.pathToFileURL(path, { windows: false }).href, expected);
}
assert.strictEqual(url.pathToFileURL(posixCases[0][0], null).href, posixCases[0][1]);

const windowsCases = [
  ['C:\\foo', 'file:///C:/foo'],
  ['C:\\FOO', 'file:///C:/FOO'],
  ['C:\\dir\\foo', 'file:///C:/dir/foo'],
  ['C:\\dir\\', 'file:///C:/dir/'],
  ['C:\\foo.mjs', 'file:///C:/foo.mjs'],
  ['C:\\foo bar', 'file:///C:/foo%20bar'],
  ['C:\\foo?bar', 'file:///C:/foo%3Fbar'],
  ['C:\\foo#bar', 'file:///C:/foo%23bar'],
  ['C:\\foo&bar', 'file:///C:/foo&bar'],
  ['C:\\foo;bar', 'file:///C:/foo;bar'],
  ['C:\\foo%bar', 'file:///C:/foo%25bar'],
  ['C:\\foo\\bar', 'file:///C:/foo/bar'],
  ['C:\\foo\bbar', 'file:///C:/foo%08bar'],
  ['C:\\foo\tbar', 'file:///C:/foo%09bar'],
  ['C:\\fóóbàr', 'file:///C:/f%C3%B3%C3%B3b%C3%A0r'],
  ['C:\\🚀', 'file:///C:/%F0%9F%9A%80'],
  ['C:\\foo^bar', 'file:///C:/foo%5Ebar'],
  ['C:\\foo[bar', 'file:///C:/foo%5Bbar'],
  ['C:\\foo]bar', 'file:///C:/foo%5Dbar'],
  ['\\\\?\\C:\\path\\to\\file.txt', 'file:///C:/path/to/file.txt'],
  ['\\\\nas\\My Docs\\File.doc', 'file://nas/My%20Docs/File.doc'],
  ['\\\\?\\UNC\\server\\share\\folder\\file.txt', 'file://server/share/folder/file.txt'],
];
for (const [path, expected] of windowsCases) {
  assert.strictEqual(url.pathToFileURL(path, { windows: true }).href, expected);
}
assert.throws(() => url.pathToFileURL('\\\\\\no-server', { windows: true }), {
  code: 'ERR_INVALID_ARG_VALUE',
});
assert.throws(() => url.pathToFileURL('\\\\host', { windows: true }), {
  code: 'ERR_INVALID_ARG_VALUE',
});

for (const bad of [undefined, null, true, 42, 42n, Symbol('42'), NaN, {}, [], () => {},
  new Date(), new String('notPrimitive'), { toString() { return 'x'; } }]) {
  assert.throws(() => url.pathToFileURL(bad), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: /^The "path" argument must be of type string\./,
  });
}
