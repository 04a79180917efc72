// minirt's own test: edge cases of path.matchesGlob, url.pathToFileURL/fileURLToPath,
// url.format's unicode option, url.domainToASCII/domainToUnicode, querystring.parse and the
// net family-autoselection default. Every expectation here is what Node 26.10 gives.
'use strict';
require('../common');
const assert = require('assert');
const path = require('path');
const url = require('url');
const querystring = require('querystring');
const net = require('net');

// path.matchesGlob: a leading "//" (or "\\") on win32 names a UNC server.
{
  const cases = [
    ['win32', '//x', '*', false],
    ['win32', '//x', '//*', true],
    ['win32', '//x/y', '//*/*', true],
    ['win32', '//x/', '//*/*', false],
    ['win32', '///x', '*', false],
    ['win32', '\\\\server\\share\\x', '\\\\server\\share\\*', true],
    ['win32', '\\\\server\\share\\x', '//server/share/*', true],
    ['win32', '\\\\server\\share\\x', '//server/**', true],
    ['win32', '\\\\server\\share\\x', '*', false],
    ['win32', '\\\\server\\share\\x', '**', true],
    ['win32', '\\\\server\\share', '//*/*', true],
    ['win32', '//server/share/x', '\\\\*\\*\\*', true],
    ['win32', 'C:\\x', 'c:/*', true],
    ['win32', '\\\\?\\c:\\x', '//?/C:/*', true],
    ['posix', '//x', '*', false],
    ['posix', '//x', '/*', true],
    ['posix', '//x/y', '//*/*', true],
    ['posix', '\\\\server\\share\\x', '*', true],
    ['posix', 'x//y', '*/*', true],
  ];
  for (const [flavour, file, pattern, expected] of cases) {
    assert.strictEqual(path[flavour].matchesGlob(file, pattern), expected,
                       `${flavour}.matchesGlob(${file}, ${pattern})`);
  }
}

// url.pathToFileURL with { windows: true }: rooted paths get no extra slash, UNC server
// names go through the hostname setter's rules.
{
  const win = (p) => url.pathToFileURL(p, { windows: true }).href;
  assert.strictEqual(win('/x/'), 'file:///x/');
  assert.strictEqual(win('/x'), 'file:///x');
  assert.strictEqual(win('\\x\\'), 'file:///x/');
  assert.strictEqual(win('/a b/c#?%'), 'file:///a%20b/c%23%3F%25');
  assert.strictEqual(win('/ü€𝄞'), 'file:///%C3%BC%E2%82%AC%F0%9D%84%9E');
  assert.strictEqual(win('/x/../y/./z'), 'file:///y/z');
  assert.strictEqual(win('C:\\a\\b'), 'file:///C:/a/b');
  assert.strictEqual(win('C:\\a\\'), 'file:///C:/a/');
  assert.strictEqual(win('c:/x/'), 'file:///c:/x/');
  assert.strictEqual(win('C:\\%2F'), 'file:///C:/%252F');
  if (path.sep === '/') {
    // The trailing-separator check compares with the host's separator.
    assert.strictEqual(win('C:\\'), 'file:///C://');
  }
  assert.strictEqual(win('\\\\server\\share\\x y'), 'file://server/share/x%20y');
  assert.strictEqual(win('\\\\SERVER\\Share'), 'file://server/Share');
  assert.strictEqual(win('\\\\bücher\\x'), 'file://xn--bcher-kva/x');
  assert.strictEqual(win('\\\\1.2.3\\x'), 'file://1.2.0.3/x');
  assert.strictEqual(win('\\\\localhost\\x'), 'file:///x');
  assert.strictEqual(win('\\\\a#b\\x'), 'file://a/x');
  assert.strictEqual(win('\\\\?\\C:\\x'), 'file:///C:/x');
  assert.strictEqual(win('\\\\?\\UNC\\server\\share\\x'), 'file://server/share/x');
  assert.strictEqual(win('\\\\.\\C:\\x'), 'file://./C:/x');
  for (const bad of ['\\\\a b\\x', '\\\\a:1\\x', '\\\\a@b\\x', '\\\\4294967296\\x']) {
    assert.throws(() => win(bad), (err) => {
      assert.strictEqual(err.code, 'ERR_INVALID_URL');
      assert.strictEqual(err.input, '\\x');
      assert.strictEqual(err.base, bad.slice(2, -2));
      return true;
    }, bad);
  }
  assert.throws(() => win('\\\\?\\UNC\\server'), {
    code: 'ERR_INVALID_ARG_VALUE',
    message: "The argument 'path' Missing UNC resource path. Received '\\\\\\\\?\\\\UNC\\\\server'",
  });
  assert.throws(() => win('\\\\\\x'),
                { code: 'ERR_INVALID_ARG_VALUE', message: /Empty UNC servername/ });

  const posix = (p) => url.pathToFileURL(p, { windows: false }).href;
  assert.strictEqual(posix('/x/'), 'file:///x/');
  assert.strictEqual(posix('/a\\b'), 'file:///a%5Cb');
  assert.strictEqual(posix('/a?b#c'), 'file:///a%3Fb%23c');
}

// url.fileURLToPath both ways.
{
  assert.strictEqual(url.fileURLToPath('file:///C:/x', { windows: true }), 'C:\\x');
  assert.strictEqual(url.fileURLToPath('file:///C|/x', { windows: true }), 'C:\\x');
  assert.strictEqual(url.fileURLToPath('file://server/share/x', { windows: true }),
                     '\\\\server\\share\\x');
  assert.strictEqual(url.fileURLToPath('file://xn--bcher-kva/x', { windows: true }),
                     '\\\\bücher\\x');
  assert.throws(() => url.fileURLToPath('file:///x%5Cy', { windows: true }),
                { code: 'ERR_INVALID_FILE_URL_PATH' });
  assert.throws(() => url.fileURLToPath('file:///x/', { windows: true }),
                { code: 'ERR_INVALID_FILE_URL_PATH', message: 'File URL path must be absolute' });
  assert.strictEqual(url.fileURLToPath('file:///x%5Cy', { windows: false }), '/x\\y');
  assert.strictEqual(url.fileURLToPath('file:///%C3%BC%20', { windows: false }), '/ü ');
  assert.throws(() => url.fileURLToPath('file:///x%2Fy', { windows: false }),
                { code: 'ERR_INVALID_FILE_URL_PATH' });
  assert.throws(() => url.fileURLToPath('file://server/x', { windows: false }),
                { code: 'ERR_INVALID_FILE_URL_HOST' });
}

// url.format(URL, { unicode: true }) runs every host through ToUnicode as it stands: opaque
// hosts are not re-parsed as domains, and only lower-case "xn--" labels are decoded.
{
  const fmt = (u) => url.format(new URL(u), { unicode: true });
  assert.strictEqual(fmt('foo://1.2.3/x'), 'foo://1.2.3/x');
  assert.strictEqual(fmt('urn://4294967296/x'), 'urn://4294967296/x');
  assert.strictEqual(fmt('foo://faß.de/x'), 'foo://fa%C3%9F.de/x');
  assert.strictEqual(fmt('foo://a%41/x'), 'foo://a%41/x');
  assert.strictEqual(fmt('foo://XN--ZCA/x'), 'foo://XN--ZCA/x');
  assert.strictEqual(fmt('foo://xn--/x'), 'foo://xn--/x');
  assert.strictEqual(fmt('foo://xn--nxasmq6b.com/x'), 'foo://βόλοσ.com/x');
  assert.strictEqual(fmt('http://xn--nxasmq6b.com/x'), 'http://βόλοσ.com/x');
  assert.strictEqual(fmt('http://1.2.3/x'), 'http://1.2.0.3/x');
  assert.strictEqual(fmt('foo://[::1]/x'), 'foo://[::1]/x');
  assert.strictEqual(fmt('foo://u:p@xn--zca:81/x?q#h'), 'foo://u:p@ß:81/x?q#h');
  assert.strictEqual(fmt('file://xn--nxasmq6b/x'), 'file://βόλοσ/x');
}

// domainToASCII / domainToUnicode / the URL host parser: ASCII hosts are only lower-cased
// ("xn--" labels in them are not validated), IPv6 literals come back canonical, and
// ToUnicode keeps labels that do not decode to a valid label.
{
  const same = ['xn--', 'xn--a', 'xn--zz-zz', 'xn--a.com', 'a.xn--', 'xn--abc-', 'xn--a-ecp.ru',
                'xn--1ug', 'xn--9hb'];
  for (const d of same) {
    assert.strictEqual(url.domainToASCII(d), d);
    assert.strictEqual(url.domainToUnicode(d), d);
    assert.strictEqual(new URL(`http://${d}/`).hostname, d);
  }
  assert.strictEqual(url.domainToASCII('XN--A'), 'xn--a');
  assert.strictEqual(url.domainToASCII('%78n--a'), 'xn--a');
  assert.strictEqual(url.domainToUnicode('xn--zca.xn--'), 'ß.xn--');
  assert.strictEqual(url.domainToUnicode('XN--ZCA'), 'ß');
  assert.strictEqual(url.domainToUnicode('[0:0::0:1]'), '[::1]');
  assert.strictEqual(url.domainToUnicode('[::ffff:1.2.3.4]'), '[::ffff:102:304]');
  assert.strictEqual(url.domainToUnicode('0x7f.1'), '127.0.0.1');
  assert.strictEqual(url.domainToUnicode('xn--mgbh0fb.xn--kgbechtv'), 'مثال.إختبار');
  assert.strictEqual(new URL('http://xn--/').href, 'http://xn--/');
  // A non-ASCII host still has its "xn--" labels checked.
  for (const d of ['ß.xn--a', 'xn--a.ß', 'xn--a\u3002b']) {
    assert.strictEqual(url.domainToASCII(d), '');
    assert.throws(() => new URL(`http://${d}/`), { code: 'ERR_INVALID_URL' });
  }
  // Bidi rule per label, leading combining marks, and characters whose compatibility form
  // holds a full stop.
  for (const d of ['\u0661', '\u0661.a', 'a\u0661', '\u05d0-', '\u05d0\u03c2', '\u0627_',
                   '\u05d01\u0661', '\u0300a', '\u2488', 'a\u33c2b', 'a\ufe19b']) {
    assert.strictEqual(url.domainToASCII(d), '', JSON.stringify(d));
  }
  assert.strictEqual(url.domainToASCII('\u05d0.1a'), 'xn--4db.1a');
  assert.strictEqual(url.domainToASCII('\u05d0.-a'), 'xn--4db.-a');
  assert.strictEqual(url.domainToASCII('\u05d01'), 'xn--1-zhc');
  assert.strictEqual(url.domainToASCII('\u0627\u0660'), 'xn--mgb8i');
  // The legacy parser uses the same ToASCII.
  const { parse } = url;
  const quiet = process.noDeprecation;
  process.noDeprecation = true;
  assert.strictEqual(parse('http://XN--A/').hostname, 'xn--a');
  process.noDeprecation = quiet;
}

// querystring.parse follows Node's single-pass scan.
{
  const qs = (...args) => JSON.stringify(querystring.parse(...args));
  assert.strictEqual(qs('x&y&&z', '&&', '&'), '{"x&y":"","z":""}');
  assert.strictEqual(qs('aab', 'ab'), '{"aab":""}');
  assert.strictEqual(qs('a&&b', '&&'), '{"a":"","b":""}');
  assert.strictEqual(qs('a=b&', '&&'), '{"a":"b&"}');
  assert.strictEqual(qs('%4=1', '&', '=='), '{"%4=1":""}');
  assert.strictEqual(qs('%C3%A4=%€'), '{"ä":"%\uFFFD"}');
  assert.strictEqual(qs('%C3%A4=%€&b=%€'), '{"ä":"%\uFFFD","b":"%€"}');
  assert.strictEqual(qs('%41=%€'), '{"A":"%€"}');
  assert.strictEqual(qs('%C3=1'), '{"\uFFFD":"1"}');
  assert.strictEqual(qs('%%41=1'), '{"%A":"1"}');
  assert.strictEqual(qs('%41+=+'), '{"A ":" "}');
  assert.strictEqual(qs('+'), '{" ":""}');
  assert.strictEqual(qs('&&&'), '{}');
  assert.strictEqual(qs('a=1&b=2&c=3', null, null, { maxKeys: 1.5 }), '{"a":"1","b":"2","c":"3"}');
  assert.strictEqual(qs('&a=1&b=2', null, null, { maxKeys: 2 }), '{"a":"1"}');
  assert.strictEqual(qs('a+b=%41', null, null, { decodeURIComponent: (s) => `<${s}>` }),
                     '{"<a%20b>":"<%41>"}');
  assert.strictEqual(qs('a%41=b', null, null, { decodeURIComponent: () => { throw new Error(); } }),
                     '{"aA":"b"}');
}

// net: the per-address wait before trying the other family.
assert.strictEqual(net.getDefaultAutoSelectFamilyAttemptTimeout(), 500);
