// Port of nodejs/node test/parallel/test-file.js (rewritten for minirt).
'use strict';

const common = require('../common');
const assert = require('assert');
const { Blob, File } = require('buffer');
const { inspect } = require('util');

assert.strictEqual(Object.getPrototypeOf(File.prototype), Blob.prototype);
assert.strictEqual(File, globalThis.File);

assert.throws(() => new File(), { code: 'ERR_MISSING_ARGS', name: 'TypeError' });
assert.throws(() => new File([]), { code: 'ERR_MISSING_ARGS' });

for (const prop of ['name', 'lastModified']) {
  const desc = Object.getOwnPropertyDescriptor(File.prototype, prop);
  assert.strictEqual(desc.get?.name, `get ${prop}`);
  assert.strictEqual(desc.set, undefined);
  assert.strictEqual(desc.enumerable, true);
  assert.strictEqual(desc.configurable, true);
}

{
  const file = new File([], '');
  assert.strictEqual(file[Symbol.toStringTag], 'File');
  assert.strictEqual(File.prototype[Symbol.toStringTag], 'File');
  assert.strictEqual(Object.prototype.toString.call(file), '[object File]');
}

assert.throws(() => File.prototype.name, TypeError);
assert.throws(() => File.prototype.lastModified, TypeError);
assert.deepStrictEqual(Object.keys(File.prototype).sort(), ['lastModified', 'name']);

{
  const file = new File(['abc'], 'dummy.txt.exe', { type: 'Text/Plain' });
  assert.strictEqual(file.name, 'dummy.txt.exe');
  assert.strictEqual(file.size, 3);
  assert.strictEqual(file.type, 'text/plain');
  assert.strictEqual(typeof file.lastModified, 'number');
  assert(file.lastModified <= Date.now());
  assert(file instanceof Blob);
  file.text().then(common.mustCall((text) => assert.strictEqual(text, 'abc')));
  // A slice is a plain Blob.
  assert.strictEqual(file.slice(1).constructor, Blob);
}

// Blob methods work across the two classes.
{
  const emptyFile = new File([], 'empty.txt');
  emptyFile.text.call(new Blob(['hello world'])).then(common.mustCall((text) => {
    assert.strictEqual(text, 'hello world');
  }));
}

// The name becomes a well-formed string.
assert.strictEqual(new File([], 'a\uD800b').name, 'a\uFFFDb');
assert.strictEqual(new File([], 42).name, '42');

// lastModified: NaN-ish values give 0, undefined gives now, throwing conversions throw.
{
  const nanLike = { [Symbol.toPrimitive]() { return 'NaN'; } };
  for (const lastModified of [null, 'string', false, nanLike]) {
    assert.strictEqual(new File([], '', { lastModified }).lastModified, 0);
  }
  assert.notStrictEqual(new File([], '', { lastModified: undefined }).lastModified, 0);
  const throwing = { [Symbol.toPrimitive]() { throw new TypeError('boom'); } };
  for (const lastModified of [3n, throwing]) {
    assert.throws(() => new File([], '', { lastModified }), TypeError);
  }
  const ten = { [Symbol.toPrimitive]() { return 10; } };
  for (const lastModified of [ten, new Number(10), 10, '10']) {
    assert.strictEqual(new File([], '', { lastModified }).lastModified, 10);
  }
}

{
  const file = new File([], '', { lastModified: 5 });
  assert.strictEqual(inspect(file), "File { size: 0, type: '', name: '', lastModified: 5 }");
  assert.strictEqual(inspect([file], { depth: 0 }), '[ [File] ]');
}

// Options are read through the prototype chain, each once.
{
  function Options() {}
  Options.prototype.lastModified = 10;
  assert.strictEqual(new File([], '', new Options()).lastModified, 10);
  let reads = 0;
  new File([], '', { get lastModified() { reads++; return 10; } });
  assert.strictEqual(reads, 1);
}

{
  const getter = Object.getOwnPropertyDescriptor(File.prototype, 'name').get;
  assert.throws(() => getter.call(undefined), { code: 'ERR_INVALID_THIS' });
}
