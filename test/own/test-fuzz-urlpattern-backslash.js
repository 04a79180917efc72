// minirt's own test: URLPattern canonicalizes a pathname with the spec's scheme-less (so
// not special) dummy URL, so an escaped backslash stays a backslash in the pattern and in
// what it matches instead of turning into a slash (js-lib/internal/url_pattern.js). Found by
// differential fuzzing; expected values are Node 26.10's.
'use strict';
require('../common');
const assert = require('assert');

const cases = [
  [{ pathname: '/a\\\\b' }, '/a\\\\b'],
  [{ pathname: '/a\\\\b', protocol: 'https' }, '/a\\\\b'],
  [{ pathname: '/a\\\\b', protocol: 'foo' }, '/a\\\\b'],
  ['https://x.com/a\\\\b', '/a\\\\b'],
  [{ pathname: '/a\\\\:x' }, '/a\\\\:x'],
  [{ pathname: '/\\\\:x' }, '/\\\\:x'],
  [{ pathname: '\\\\' }, '\\\\'],
  [{ pathname: 'a\\\\b' }, 'a\\\\b'],
  [{ pathname: '/a\\\\.\\\\b' }, '/a\\\\.\\\\b'],
  [{ pathname: '/a\\\\|b' }, '/a\\\\|b'],
  // Unchanged: dot segments, percent-encoding.
  [{ pathname: '/a/./b/../c' }, '/a/c'],
  [{ pathname: '/%2e%2E/x' }, '/x'],
  [{ pathname: '/a b/ü/\\^' }, '/a%20b/%C3%BC/%5E'],
];
for (const [init, pathname] of cases) {
  assert.strictEqual(new URLPattern(init).pathname, pathname, JSON.stringify(init));
}

const p = new URLPattern({ pathname: '/a\\\\b' });
assert.strictEqual(p.test({ pathname: '/a\\b' }), true);
assert.strictEqual(p.test({ pathname: '/a/b' }), false);
// A special URL's parser turns the input's backslash into a slash.
assert.strictEqual(p.test('https://x.com/a\\b'), false);
assert.deepStrictEqual(
  { ...new URLPattern({ pathname: '/a\\\\:x' }).exec({ pathname: '/a\\q' }).pathname.groups },
  { x: 'q' });
