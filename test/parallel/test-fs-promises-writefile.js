// Port of nodejs/node test/parallel/test-fs-promises-writefile.js (rewritten for minirt).
'use strict';
// fsPromises.writeFile with Buffers, sync iterables, async iterables (the Readable-like
// case: an async generator of strings), iterables of Buffers, a String object, an iterable
// yielding one 6 MiB Buffer (written in 512 KiB chunks), per-item encodings, invalid data
// and invalid items (ERR_INVALID_ARG_TYPE rejections), aborts while writing, and
// appendFile / readFile round trips. No fd stays open.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const fsp = fs.promises;
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const dest = tmpdir.resolve('tmp.txt');
const other = tmpdir.resolve('tmp-2.txt');
const abc = Buffer.from('abc'.repeat(1000));
const xyz = Buffer.from('xyz'.repeat(1000));
const openFds = () => fs.readdirSync('/proc/self/fd').length;
const fdsAtStart = openFds();

async function* strings(...items) {
  for (const item of items) yield item;
}
const oneItem = (value) => ({ *[Symbol.iterator]() { yield value; } });
const invalid = [42, 42n, {}, Symbol('42'), true, undefined, null, NaN];

(async () => {
  await fsp.writeFile(dest, abc);
  assert.deepStrictEqual(fs.readFileSync(dest), abc);

  const ac = new AbortController();
  process.nextTick(() => ac.abort());
  await assert.rejects(fsp.writeFile(other, abc, { signal: ac.signal }), { name: 'AbortError' });

  await fsp.appendFile(dest, xyz, { flag: null });
  assert.deepStrictEqual(fs.readFileSync(dest), Buffer.concat([abc, xyz]));
  assert.deepStrictEqual(await fsp.readFile(dest), fs.readFileSync(dest));
  assert.strictEqual(await fsp.readFile(dest, 'utf-8'), fs.readFileSync(dest, 'utf-8'));

  await fsp.writeFile(dest, strings('a', 'b', 'c'));
  assert.strictEqual(fs.readFileSync(dest, 'utf8'), 'abc');

  const ac2 = new AbortController();
  process.nextTick(() => ac2.abort());
  await assert.rejects(fsp.writeFile(other, strings('a', 'b', 'c'), { signal: ac2.signal }),
                       { name: 'AbortError' });

  await fsp.writeFile(dest, { *[Symbol.iterator]() { yield 'a'; yield 'b'; yield 'c'; } });
  assert.strictEqual(fs.readFileSync(dest, 'utf8'), 'abc');

  await Promise.all(invalid.map((value) =>
    assert.rejects(fsp.writeFile(dest, oneItem(value)), { code: 'ERR_INVALID_ARG_TYPE' })));

  // The encoding applies to each string item.
  await fsp.writeFile(dest, strings('ümlaut', ' ', 'sechzig'), 'latin1');
  assert.strictEqual(fs.readFileSync(dest, 'latin1'), 'ümlaut sechzig');

  await fsp.writeFile(dest, [Buffer.from('a'), Buffer.from('b'), new Uint8Array([0x63])]);
  assert.strictEqual(fs.readFileSync(dest, 'utf8'), 'abc');

  await fsp.writeFile(dest, new String('strobj'));
  assert.strictEqual(fs.readFileSync(dest, 'utf8'), 'strobj');

  const large = 'dogs running'.repeat(512 * 1024);
  await fsp.writeFile(dest, oneItem(Buffer.from(large)));
  assert.strictEqual(fs.readFileSync(dest, 'utf8'), large);
  // Data over 512 KiB, with flush: the handle path, then sync.
  await fsp.writeFile(dest, Buffer.from(large), { flush: true });
  assert.strictEqual(fs.statSync(dest).size, large.length);

  await Promise.all(invalid.map((value) =>
    assert.rejects(fsp.writeFile(dest, value), { code: 'ERR_INVALID_ARG_TYPE' })));

  assert.strictEqual(openFds(), fdsAtStart);
})().then(common.mustCall());
