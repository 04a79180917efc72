// Port of nodejs/node test/parallel/test-fs-promises-watch.js (rewritten for minirt).
'use strict';

// fs.promises.watch: an async iterator of {eventType, filename} for a directory and for a
// file; after a break the iterator is finished; its options are validated on the first
// next(); an abort ends it with AbortError; maxQueue/overflow: 'error' rejects with
// ERR_FS_WATCH_QUEUE_OVERFLOW.

const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { watch } = require('fs/promises');
const path = require('path');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();

async function firstEvent(dirName, fileName, watchTheDir) {
  const dir = tmpdir.resolve(dirName);
  const file = path.join(dir, fileName);
  fs.mkdirSync(dir);
  fs.writeFileSync(file, 'one '.repeat(1000));
  const timer = setInterval(() => {
    fs.writeFileSync(file, '');
    fs.writeFileSync(file, 'TWO '.repeat(1000));
  }, 50);
  const iterator = watch(watchTheDir ? dir : file);
  for await (const { eventType, filename } of iterator) {
    clearInterval(timer);
    assert.ok(eventType === 'rename' || eventType === 'change');
    assert.strictEqual(filename, fileName);
    break;
  }
  // The iterator is done after the break.
  for await (const unexpected of iterator) assert.fail(`got ${unexpected}`);
}

firstEvent('dir-case', 'foo', true).then(common.mustCall());
firstEvent('file-case', 'bar', false).then(common.mustCall());

const invalid = [
  [1, undefined, 'ERR_INVALID_ARG_TYPE'],
  [__filename, 1, 'ERR_INVALID_ARG_TYPE'],
  ['', { persistent: 1 }, 'ERR_INVALID_ARG_TYPE'],
  ['', { recursive: 1 }, 'ERR_INVALID_ARG_TYPE'],
  ['', { encoding: 1 }, 'ERR_INVALID_ARG_VALUE'],
  ['', { signal: 1 }, 'ERR_INVALID_ARG_TYPE'],
  ['', { maxQueue: 'lots' }, 'ERR_INVALID_ARG_TYPE'],
  ['', { overflow: 1 }, 'ERR_INVALID_ARG_VALUE'],
  ['', { overflow: 'explode' }, 'ERR_INVALID_ARG_VALUE'],
];
for (const [file, options, code] of invalid) {
  const iterator = watch(file, options);
  assert.rejects(iterator.next(), { code }).then(common.mustCall());
}

(async () => {
  const ac = new AbortController();
  setImmediate(() => ac.abort());
  await assert.rejects(async () => {
    for await (const event of watch(__filename, { signal: ac.signal })) assert.fail(event);
  }, { name: 'AbortError' });
})().then(common.mustCall());

(async () => {
  await assert.rejects(watch(__filename, { signal: AbortSignal.abort() }).next(),
                       { name: 'AbortError' });
})().then(common.mustCall());

(async () => {
  const dir = tmpdir.resolve('overflow');
  fs.mkdirSync(dir);
  const iterator = watch(dir, { maxQueue: 1, overflow: 'error' });
  const pending = iterator.next();
  setImmediate(() => fs.writeFileSync(path.join(dir, 'first'), 'x'));
  assert.strictEqual((await pending).done, false);
  // While nobody pulls, events pile up past maxQueue; the next pull reports the overflow.
  for (let i = 0; i < 5; i++) fs.writeFileSync(path.join(dir, `f${i}`), 'x');
  await new Promise((resolve) => setTimeout(resolve, common.platformTimeout(100)));
  await assert.rejects(iterator.next(), { code: 'ERR_FS_WATCH_QUEUE_OVERFLOW' });
})().then(common.mustCall());
