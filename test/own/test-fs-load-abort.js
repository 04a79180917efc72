// minirt's own test: fs calls under load with AbortSignals aborted at random moments.
'use strict';
// Load: 5,000 fs calls with AbortSignals aborted at random moments (before the call, right
// after it, a tick or an immediate later, or never). Every call must settle exactly once,
// with its result or with an AbortError, and no rejection may go unhandled.
const common = require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');
const fsp = require('fs/promises');

tmpdir.refresh();
const src = tmpdir.resolve('src.txt');
const content = 'abcdefghij'.repeat(200);
fs.writeFileSync(src, content);

process.on('unhandledRejection', (e) => {
  assert.fail(`unhandled rejection: ${e && e.stack}`);
});

// A seeded PRNG keeps a failure reproducible.
let seed = 12345;
function rand(n) {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return (seed >>> 8) % n;
}

const TOTAL = 5000;
const WAVE = 250;
let settled = 0;
let aborted = 0;
let succeeded = 0;

function checkAbort(err, i) {
  assert.strictEqual(err.name, 'AbortError', `call ${i}: ${err && err.stack}`);
  assert.strictEqual(err.code, 'ABORT_ERR');
  aborted++;
}

const ops = [
  (signal, done) => fs.readFile(src, { signal, encoding: 'utf8' }, (err, data) => {
    if (err) return done(err);
    assert.strictEqual(data, content);
    done(null);
  }),
  (signal, done, i) => fs.writeFile(tmpdir.resolve(`w${i % 50}`), content, { signal }, (err) => done(err)),
  (signal, done) => fsp.readFile(src, { signal }).then((b) => {
    assert.strictEqual(b.length, content.length);
    done(null);
  }, done),
  (signal, done, i) => fsp.writeFile(tmpdir.resolve(`p${i % 50}`), content, { signal }).then(() => done(null), done),
  (signal, done, i) => fsp.appendFile(tmpdir.resolve(`a${i % 50}`), 'x', { signal }).then(() => done(null), done),
  (signal, done) => fsp.open(src).then((fh) => fh.readFile({ signal, encoding: 'utf8' }).then((t) => {
    assert.strictEqual(t, content);
    return fh.close().then(() => done(null));
  }, (err) => fh.close().then(() => done(err))), done),
];

function one(i, next) {
  const ac = new AbortController();
  const when = rand(5);
  let calls = 0;
  const done = (err) => {
    calls++;
    assert.strictEqual(calls, 1, `call ${i} settled ${calls} times`);
    if (err) checkAbort(err, i);
    else succeeded++;
    settled++;
    // A later second settlement would show up on the next turns.
    setImmediate(next);
  };
  if (when === 0) ac.abort();
  ops[i % ops.length](ac.signal, done, i);
  if (when === 1) ac.abort();
  else if (when === 2) process.nextTick(() => ac.abort());
  else if (when === 3) setImmediate(() => ac.abort());
}

let started = 0;
function wave() {
  const end = Math.min(started + WAVE, TOTAL);
  let left = end - started;
  for (; started < end; started++) {
    one(started, () => {
      if (--left === 0) {
        if (started < TOTAL) wave();
      }
    });
  }
}
wave();

process.on('exit', (code) => {
  if (code !== 0) return;
  assert.strictEqual(settled, TOTAL);
  assert.strictEqual(aborted + succeeded, TOTAL);
  // Calls aborted before they start always fail; those never aborted always succeed.
  assert.ok(aborted >= TOTAL / 5, `only ${aborted} aborted`);
  assert.ok(succeeded >= TOTAL / 5, `only ${succeeded} succeeded`);
});
