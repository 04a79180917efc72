// Covers the cases of nodejs/node test/parallel/test-crypto-domain.js and
// test-crypto-domains.js (rewritten for minirt), extended to fs callbacks and to the
// scheduling globals keeping their identity when `domain` loads.
'use strict';

// A callback of a native job (fs, crypto) started inside a domain runs inside that domain:
// process.domain is set while it runs, an error it throws reaches the domain's 'error'
// listener, and jobs it starts carry the domain on.
const common = require('../common');
const assert = require('assert');

const globalsBefore = [setTimeout, setInterval, setImmediate, queueMicrotask, process.nextTick];
const domain = require('domain');
const crypto = require('crypto');
const fs = require('fs');

// Loading `domain` leaves the scheduling functions as they were (Node's leak check in
// test/common compares them by identity).
assert.deepStrictEqual(
  [setTimeout, setInterval, setImmediate, queueMicrotask, process.nextTick], globalsBefore);
assert.strictEqual(require('timers').setTimeout, setTimeout);

const d = domain.create();
const expected = ['readFile', 'pbkdf2', 'randomBytes', 'scrypt'];
d.on('error', common.mustCall((err) => {
  assert.strictEqual(err.message, expected.shift());
  assert.strictEqual(err.domain, d);
  assert.strictEqual(err.domainThrown, true);
  // The handler runs outside the domain.
  assert.strictEqual(process.domain, undefined);
}, 4));

d.run(() => {
  fs.readFile(__filename, common.mustCall((err, data) => {
    assert.ifError(err);
    assert.ok(data.length > 0);
    assert.strictEqual(process.domain, d);
    crypto.pbkdf2('a', 'b', 1, 8, 'sha1', common.mustCall(() => {
      assert.strictEqual(process.domain, d);
      // Started from inside a job's callback: still in the domain.
      crypto.randomBytes(4, common.mustCall(() => {
        assert.strictEqual(process.domain, d);
        crypto.scrypt('p', 's', 16, common.mustCall(() => {
          throw new Error('scrypt');
        }));
        throw new Error('randomBytes');
      }));
      throw new Error('pbkdf2');
    }));
    throw new Error('readFile');
  }));
});

// A job started outside any domain runs its callback outside one, even after a domain ran.
assert.strictEqual(process.domain, undefined);
fs.stat(__filename, common.mustCall((err) => {
  assert.ifError(err);
  assert.ok(!process.domain);
}));

// A callback that returns normally leaves the domain again.
const quiet = domain.create();
quiet.on('error', common.mustNotCall());
quiet.run(() => {
  crypto.randomFill(Buffer.alloc(8), common.mustCall((err) => {
    assert.ifError(err);
    assert.strictEqual(process.domain, quiet);
    setImmediate(common.mustCall(() => {
      assert.strictEqual(process.domain, quiet);
      process.nextTick(common.mustCall(() => {
        assert.strictEqual(process.domain, quiet);
      }));
    }));
  }));
});
