// Error shapes and argument names Node 26.10 gives where they are easy to get wrong:
// opendir (the async forms name the path, the sync one does not), readlink (`path`, but
// `oldPath` for fsPromises.readlink), glob (`cb`; objects must be string arrays), rmdir
// (options must be an object), rm of a directory (a SystemError whose constructor reads as
// SystemError), recursive mkdir (which path and code each form reports), mkdtemp (the
// async forms name the last name tried) and the mkdtempDisposable results.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const util = require('util');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-error-shapes-'));
process.chdir(dir);
fs.writeFileSync('file', 'x');
fs.symlinkSync('nowhere', 'dangling');
fs.symlinkSync('nowhere/deeper', 'dangling2');
fs.symlinkSync('loop1', 'loop2');
fs.symlinkSync('loop2', 'loop1');
fs.mkdirSync('adir');

// Async mkdtemp errors name a random last try instead of the template: show which it is.
const masked = (s) => (typeof s === 'string' ?
  s.replace(/-(?!XXXXXX\b)[A-Za-z0-9]{6}\b/g, '-<6 random>') : s);
function describe(e) {
  if (!(e instanceof Error)) return `no error (${typeof e})`;
  return [e.name, e.code, masked(e.message), e.syscall, masked(e.path), e.errno,
    `[${Object.keys(e)}]`].join(' | ');
}
function sync(label, fn) {
  try {
    const r = fn();
    console.log(label, '=> ok', typeof r === 'string' ? masked(r) : r);
  } catch (e) {
    console.log(label, '=>', describe(e));
  }
}
const viaCallback = (label, start) => new Promise((resolve) => {
  try {
    start((err, value) => {
      console.log(label, '=>', err ? describe(err) : `ok ${masked(value)}`);
      resolve();
    });
  } catch (e) {
    console.log(label, 'threw', describe(e));
    resolve();
  }
});
const viaPromise = (label, make) => Promise.resolve().then(make).then(
  (v) => console.log(label, '=> ok', masked(v)),
  (e) => console.log(label, '=>', describe(e)));

(async () => {
  console.log('-- opendir');
  sync('opendirSync(dangling)', () => fs.opendirSync('dangling'));
  sync('opendirSync(file)', () => fs.opendirSync('file'));
  await viaCallback('opendir(dangling)', (cb) => fs.opendir('dangling', cb));
  await viaCallback('opendir(file)', (cb) => fs.opendir('file', cb));
  await viaPromise('promises.opendir(dangling)', () => fs.promises.opendir('dangling'));
  await viaPromise('promises.opendir(nx/y)', () => fs.promises.opendir('nx/y'));

  console.log('-- readlink argument names');
  sync('readlinkSync(1)', () => fs.readlinkSync(1));
  sync('readlinkSync(nul)', () => fs.readlinkSync('a\0b'));
  sync('readlink({}, cb)', () => fs.readlink({}, () => {}));
  await viaPromise('promises.readlink(5)', () => fs.promises.readlink(5));

  console.log('-- glob');
  sync('glob(*)', () => fs.glob('*'));
  sync('glob(*, {}, 5)', () => fs.glob('*', {}, 5));
  for (const [label, pattern] of [['[*, 5]', ['*', 5]], ['5', 5], ['null', null],
    ['{}', {}], ['new String', new String('x')], ['undefined', undefined]]) {
    sync(`globSync(${label})`, () => fs.globSync(pattern));
    await viaPromise(`promises.glob(${label})`, async () => {
      for await (const entry of fs.promises.glob(pattern)) void entry;
    });
  }

  console.log('-- rmdir options');
  for (const [label, options] of [["'abc'", 'abc'], ['5', 5], ['null', null], ['true', true],
    ['[]', []], ['{}', {}], ['undefined', undefined], ['{recursive: false}', { recursive: false }]]) {
    sync(`rmdirSync(nx, ${label})`, () => fs.rmdirSync('nx', options));
  }
  sync('rmdir(nx, "abc", 5)', () => fs.rmdir('nx', 'abc', 5));
  sync('rmdir(5, "abc", cb)', () => fs.rmdir(5, 'abc', () => {}));
  await viaCallback('rmdir(nx, null, cb)', (cb) => fs.rmdir('nx', null, cb));
  await viaPromise('promises.rmdir(nx, "abc")', () => fs.promises.rmdir('nx', 'abc'));

  console.log('-- rm of a directory');
  const show = (e) => {
    console.log(' ', describe(e));
    console.log('  constructor', e.constructor.name, 'instanceof Error', e instanceof Error);
    console.log('  info', util.inspect(e.info, { breakLength: Infinity }));
    console.log('  inspect', util.inspect(e).split('\n').filter((l) => !l.includes(' at '))
      .join(' ').replace(/^\[|\](?= \{)/g, ''));
  };
  try {
    fs.rmSync('adir');
  } catch (e) {
    console.log('rmSync(adir)');
    show(e);
  }
  await new Promise((resolve) => fs.rm('adir', (e) => {
    console.log('rm(adir, cb)');
    show(e);
    resolve();
  }));
  await fs.promises.rm('adir').catch((e) => {
    console.log('promises.rm(adir)');
    show(e);
  });

  console.log('-- recursive mkdir');
  for (const p of ['dangling/x', 'dangling', 'dangling/x/y', 'dangling2/x', 'loop1', 'file/a/b',
    'file', 'file/', 'dangling/', 'adir/new/../other']) {
    sync(`mkdirSync(${p})`, () => fs.mkdirSync(p, { recursive: true }));
    await viaCallback(`mkdir(${p})`, (cb) => fs.mkdir(p, { recursive: true }, cb));
    await viaPromise(`promises.mkdir(${p})`, () => fs.promises.mkdir(p, { recursive: true }));
  }

  console.log('-- mkdtemp errors');
  sync('mkdtempSync(nx/a-)', () => fs.mkdtempSync('nx/a-'));
  sync('mkdtempSync(file/a-)', () => fs.mkdtempSync('file/a-'));
  await viaCallback('mkdtemp(nx/c-)', (cb) => fs.mkdtemp('nx/c-', cb));
  await viaCallback('mkdtemp(nx/c-, buffer)', (cb) => fs.mkdtemp('nx/c-', 'buffer', cb));
  await viaPromise('promises.mkdtemp(nx/d-)', () => fs.promises.mkdtemp('nx/d-'));
  await viaPromise('promises.mkdtempDisposable(nx/e-)',
    () => fs.promises.mkdtempDisposable('nx/e-'));
  sync('mkdtempDisposableSync(nx/f-)', () => fs.mkdtempDisposableSync('nx/f-'));

  console.log('-- mkdtempDisposable results');
  const syncResult = fs.mkdtempDisposableSync('s-');
  console.log('sync proto is Object.prototype', Object.getPrototypeOf(syncResult) === Object.prototype,
    Reflect.ownKeys(syncResult).map(String), util.inspect(syncResult.remove),
    util.inspect(syncResult[Symbol.dispose]));
  syncResult.remove();
  const asyncResult = await fs.promises.mkdtempDisposable('a-');
  console.log('async proto is null', Object.getPrototypeOf(asyncResult) === null,
    Reflect.ownKeys(asyncResult).map(String), util.inspect(asyncResult.remove),
    util.inspect(asyncResult[Symbol.asyncDispose]));
  console.log('remove() resolves to', await asyncResult.remove(), fs.existsSync(asyncResult.path));

  process.chdir(os.tmpdir());
  fs.rmSync(dir, { recursive: true });
})();
