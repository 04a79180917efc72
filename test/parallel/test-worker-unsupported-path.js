// Port of test/parallel/test-worker-unsupported-path.js: string filenames that are neither absolute nor ./ or ../ relative throw ERR_WORKER_PATH (with a hint to wrap file: and data: URLs in new URL), and a URL object of another scheme throws ERR_INVALID_URL_SCHEME.
'use strict';
require('../common');
const assert = require('assert');
const path = require('path');
const { Worker } = require('worker_threads');

const pathError = { name: 'TypeError', code: 'ERR_WORKER_PATH' };

// A relative path to a file that exists is still refused without a leading ./ or ../.
const relativeNoDot = path.relative('.', __filename);
assert.ok(!relativeNoDot.startsWith('.'));
for (const name of [relativeNoDot, 'relative_no_dot', 'file:///file_url',
                    'https://www.url.com']) {
  assert.throws(() => new Worker(name), pathError, name);
}

assert.throws(() => new Worker('file:///file_url'), /Wrap file:\/\/ URLs with `new URL`/);
assert.throws(() => new Worker('data:text/javascript,'), /Wrap data: URLs with `new URL`/);
// A plain relative name gets no URL hint.
assert.throws(() => new Worker('relative_no_dot'), (err) => {
  assert.strictEqual(err.code, 'ERR_WORKER_PATH');
  assert.doesNotMatch(err.message, /Wrap/);
  return true;
});

assert.throws(() => new Worker(new URL('https://www.url.com')), {
  name: 'TypeError',
  code: 'ERR_INVALID_URL_SCHEME',
});
