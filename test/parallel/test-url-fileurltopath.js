// Port of nodejs/node test/parallel/test-url-fileurltopath.js (rewritten for minirt).
'use strict';

// url.fileURLToPath(): argument checks, the error for non-file schemes, hosts and encoded
// separators, and decoding of POSIX (and, with { windows: true }, Windows) paths.
require('../common');
const assert = require('assert');
const url = require('url');

for (const arg of [null, undefined, 1, {}, true]) {
  assert.throws(() => url.fileURLToPath(arg), {
    code: 'ERR_INVALID_ARG_TYPE',
    name: 'TypeError',
  });
}

assert.throws(() => url.fileURLToPath('https://a/b/c'), {
  code: 'ERR_INVALID_URL_SCHEME',
  message: 'The URL must be of scheme file',
});

assert.throws(() => url.fileURLToPath('not a url'), { code: 'ERR_INVALID_URL' });

// A host other than localhost is an error on POSIX; localhost is dropped by the parser.
assert.throws(() => url.fileURLToPath(new URL('file://host/a')), {
  code: 'ERR_INVALID_FILE_URL_HOST',
  message: 'File URL host must be "localhost" or empty on linux',
});
assert.strictEqual(url.fileURLToPath('file://localhost/a'), '/a');

// Percent-encoded "/" (either case) is refused; the error carries the URL as `input`.
for (const input of ['file:///a%2F/', 'file:///a%2fb']) {
  assert.throws(() => url.fileURLToPath(input), (err) => {
    assert.strictEqual(err.code, 'ERR_INVALID_FILE_URL_PATH');
    assert.strictEqual(err.message, 'File URL path must not include encoded / characters');
    assert.ok(err.input instanceof URL);
    assert.strictEqual(err.input.href, input);
    return true;
  });
}

// A percent-encoding that is not UTF-8 cannot become a string path.
assert.throws(() => url.fileURLToPath('file:///a%ffb'), URIError);

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
];

for (const [path, fileURL] of posixCases) {
  assert.strictEqual(url.fileURLToPath(fileURL), path);
  assert.strictEqual(url.fileURLToPath(new URL(fileURL)), path);
  assert.strictEqual(url.fileURLToPath(fileURL, { windows: false }), path);
}

// options may be null.
assert.strictEqual(url.fileURLToPath(new URL(posixCases[0][1]), null), posixCases[0][0]);

// Windows rules on demand: drive letters, UNC hosts, encoded "\" or "/" refused, and a
// relative path is an error.
const windowsCases = [
  ['C:\\foo', 'file:///C:/foo'],
  ['C:\\dir\\foo', 'file:///C:/dir/foo'],
  ['C:\\dir\\', 'file:///C:/dir/'],
  ['C:\\foo bar', 'file:///C:/foo%20bar'],
  ['C:\\foo%bar', 'file:///C:/foo%25bar'],
  ['C:\\fóóbàr', 'file:///C:/f%C3%B3%C3%B3b%C3%A0r'],
  ['\\\\nas\\My Docs\\File.doc', 'file://nas/My%20Docs/File.doc'],
];
for (const [path, fileURL] of windowsCases) {
  assert.strictEqual(url.fileURLToPath(fileURL, { windows: true }), path);
}
assert.throws(() => url.fileURLToPath('file:///C:/a%5C/', { windows: true }), {
  code: 'ERR_INVALID_FILE_URL_PATH',
  message: 'File URL path must not include encoded \\ or / characters',
});
assert.throws(() => url.fileURLToPath('file:///x', { windows: true }), {
  code: 'ERR_INVALID_FILE_URL_PATH',
  message: 'File URL path must be absolute',
});

// fileURLToPathBuffer keeps bytes that are not UTF-8.
assert.deepStrictEqual(url.fileURLToPathBuffer('file:///a%ffb'),
                       Buffer.from([0x2f, 0x61, 0xff, 0x62]));
