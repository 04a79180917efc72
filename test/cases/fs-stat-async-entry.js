// fs.stat/lstat(path, callback) and fsPromises.stat/lstat(path) are native entries for a
// plain string path; other shapes go to the JS versions. Results, errors, names and
// asynchrony must be Node's. Steps run one at a time so the output order is fixed.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const util = require('util');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-stat-async-'));
const f = path.join(dir, 'file');
const link = path.join(dir, 'link');
fs.writeFileSync(f, 'xy');
fs.symlinkSync('file', link);
const clean = (v) => (typeof v === 'string' ? v.replace(dir, '<dir>') : v);
const describe = (err, st) => (err ?
  [err.code, err.errno, err.syscall, clean(err.path), clean(err.message), Object.keys(err).join()] :
  [st instanceof fs.Stats, typeof st.size, String(st.size), st.isFile(), st.isSymbolicLink()]);

console.log('names', fs.stat.name, fs.stat.length, fs.lstat.name, fs.lstat.length,
  fs.promises.stat.name, fs.promises.stat.length, fs.promises.lstat.name,
  fs.promises.lstat.length);
for (const [label, fn] of [
  ['no callback', () => fs.stat(f)],
  ['options, no callback', () => fs.stat(f, {})],
  ['number for a callback', () => fs.stat(f, 5)],
  ['NUL path', () => fs.stat('a\0b', () => {})],
  ['number path', () => fs.lstat(1, () => {})],
]) {
  try {
    fn();
    console.log(label, 'did not throw');
  } catch (e) {
    console.log(label, e.name, e.code);
  }
}

const callbackSteps = [
  ['stat', (cb) => fs.stat(f, cb)],
  ['lstat of a link', (cb) => fs.lstat(link, cb)],
  ['stat through a link', (cb) => fs.stat(link, cb)],
  ['stat missing', (cb) => fs.stat(path.join(dir, 'nope'), cb)],
  ['lstat missing', (cb) => fs.lstat(path.join(dir, 'nope'), cb)],
  ['stat under a file', (cb) => fs.stat(path.join(f, 'x'), cb)],
  ['stat with options', (cb) => fs.stat(f, {}, cb)],
  ['stat with undefined options', (cb) => fs.stat(f, undefined, cb)],
  ['stat bigint', (cb) => fs.stat(f, { bigint: true }, cb)],
  ['stat Buffer path', (cb) => fs.stat(Buffer.from(f), cb)],
  ['stat URL', (cb) => fs.stat(new URL('file://' + f), cb)],
];
const promiseSteps = [
  ['promise stat', () => fs.promises.stat(f)],
  ['promise lstat of a link', () => fs.promises.lstat(link)],
  ['promise stat missing', () => fs.promises.stat(path.join(dir, 'nope'))],
  ['promise stat bigint', () => fs.promises.stat(f, { bigint: true })],
  ['promise stat NUL', () => fs.promises.stat('a\0b')],
  ['promise lstat number', () => fs.promises.lstat(1)],
  ['promisified stat', () => util.promisify(fs.stat)(f)],
];

function runCallbacks(i) {
  if (i === callbackSteps.length) return runPromises(0);
  const [label, start] = callbackSteps[i];
  let sync = true;
  start((err, st) => {
    console.log(label, sync ? 'SYNCHRONOUS' : 'async', ...describe(err, st));
    runCallbacks(i + 1);
  });
  sync = false;
}

function runPromises(i) {
  if (i === promiseSteps.length) return finish();
  const [label, start] = promiseSteps[i];
  const p = start();
  console.log(label, 'returns a promise', p instanceof Promise);
  p.then((st) => describe(null, st), (err) => [err.name, ...describe(err)])
    .then((d) => {
      console.log(label, ...d);
      runPromises(i + 1);
    });
}

function finish() {
  const before = fs.readdirSync('/proc/self/fd').length;
  let left = 40;
  for (let i = 0; i < 40; i++) {
    fs.stat(path.join(dir, 'nope' + i), () => {
      if (--left === 0) {
        console.log('fds unchanged', fs.readdirSync('/proc/self/fd').length === before);
        fs.rmSync(dir, { recursive: true });
      }
    });
  }
}

runCallbacks(0);
