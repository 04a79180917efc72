// Port of nodejs/node test/parallel/test-blob.js (rewritten for minirt).
'use strict';

const common = require('../common');
const assert = require('assert');
const { Blob, resolveObjectURL } = require('buffer');
const { inspect } = require('util');
const { EOL } = require('os');

{
  const b = new Blob();
  assert.strictEqual(b.size, 0);
  assert.strictEqual(b.type, '');
}

for (const sources of [false, 'hello', {}, null, 1]) {
  assert.throws(() => new Blob(sources), {
    code: 'ERR_INVALID_ARG_TYPE',
    message: 'Value cannot be converted to sequence.',
  });
}
assert.throws(() => new Blob([Symbol('s')]), {
  code: 'ERR_INVALID_ARG_TYPE',
  message: 'Value[0] is a Symbol and cannot be converted to a string.',
});

{
  const b = new Blob([]);
  assert.strictEqual(b.size, 0);
  b.arrayBuffer().then(common.mustCall((ab) => assert.deepStrictEqual(ab, new ArrayBuffer(0))));
  b.text().then(common.mustCall((text) => assert.strictEqual(text, '')));
  assert.strictEqual(b.slice().size, 0);
}

// type is stringified and lower-cased; non-printable ASCII makes it empty.
assert.strictEqual(new Blob([], { type: 1 }).type, '1');
assert.strictEqual(new Blob([], { type: false }).type, 'false');
assert.strictEqual(new Blob([], { type: {} }).type, '[object object]');
assert.strictEqual(new Blob([], { type: 'Text/HTML' }).type, 'text/html');
assert.strictEqual(new Blob(['hello'], { type: '\x01' }).type, '');
assert.strictEqual(new Blob([], { type: 'caf\u00e9' }).type, '');

function textIs(blob, expected) {
  blob.text().then(common.mustCall((text) => assert.strictEqual(text, expected)));
}

{
  const b = new Blob([Buffer.from('abc')]);
  assert.strictEqual(b.size, 3);
  textIs(b, 'abc');
}
textIs(new Blob([new ArrayBuffer(3)]), '\0\0\0');
textIs(new Blob([new Uint8Array(3)]), '\0\0\0');
textIs(new Blob([new Blob(['abc'])]), 'abc');
textIs(new Blob(['hello', Buffer.from('world')]), 'helloworld');
textIs(new Blob(['h', 'e', 'l', 'lo', Buffer.from('world')]), 'helloworld');
textIs(new Blob(['test', 42]), 'test42');
{
  const b = new Blob(['hello', new Uint8Array([0xed, 0xa0, 0x88])]);
  assert.strictEqual(b.size, 8);
  textIs(b, 'hello\ufffd\ufffd\ufffd');
}

// The Blob keeps a copy: later changes to the source do not show.
{
  const source = new Uint8Array([1, 2, 3]);
  const b = new Blob([source]);
  source[0] = 9;
  b.bytes().then(common.mustCall((bytes) => assert.deepStrictEqual(bytes, new Uint8Array([1, 2, 3]))));
}

// slice()
{
  const b = new Blob(['hello', Buffer.from('world')]);
  const c = b.slice(1, -1, 'foo');
  assert.strictEqual(c.type, 'foo');
  textIs(c, 'elloworl');
  const d = c.slice(1, -1);
  textIs(d, 'llowor');
  const e = d.slice(1, -1);
  textIs(e, 'lowo');
  const f = e.slice(1, -1);
  textIs(f, 'ow');
  const g = f.slice(1, -1);
  assert.strictEqual(g.type, '');
  textIs(g, '');
  assert.strictEqual(b.slice(-1, 1).size, 0);
  assert.strictEqual(b.slice(1, 100).size, 9);
  assert.strictEqual(b.slice(1, 2, false).type, 'false');
  assert.strictEqual(b.slice(1.7, 3.2).size, 1);
  assert.strictEqual(b.slice(NaN, Infinity).size, 10);
  assert.strictEqual(b.slice(-3).size, 3);
  assert.strictEqual(b.size, 10);
  assert.strictEqual(b.slice(0, 1).constructor, Blob);
  assert(b.slice(0, 1.5) instanceof Blob);
}

{
  const descriptor = Object.getOwnPropertyDescriptor(Blob.prototype, Symbol.toStringTag);
  assert.deepStrictEqual(descriptor, {
    configurable: true,
    enumerable: false,
    value: 'Blob',
    writable: false,
  });
  const descriptors = Object.getOwnPropertyDescriptors(Blob.prototype);
  for (const prop of ['size', 'type', 'slice', 'stream', 'text', 'arrayBuffer', 'bytes']) {
    assert.strictEqual(descriptors[prop].enumerable, true);
  }
}

{
  const b = new Blob();
  assert.strictEqual(inspect(b, { depth: null }), "Blob { size: 0, type: '' }");
  assert.strictEqual(inspect(b, { depth: 1 }), "Blob { size: 0, type: '' }");
  assert.strictEqual(inspect(b, { depth: -1 }), '[Blob]');
}

// stream(): one chunk per part, cancel, pipeTo, BYOB reads.
(async () => {
  const reader = new Blob(['hello']).stream().getReader();
  let res = await reader.read();
  assert.strictEqual(res.value.byteLength, 5);
  assert(!res.done);
  res = await reader.read();
  assert(res.done);
})().then(common.mustCall());

(async () => {
  const reader = new Blob(Array(10).fill('hello')).stream().getReader();
  const chunks = [];
  for (;;) {
    const res = await reader.read();
    if (res.done) break;
    assert.strictEqual(res.value.byteLength, 5);
    chunks.push(res.value);
  }
  assert.strictEqual(chunks.length, 10);
})().then(common.mustCall());

(async () => {
  const reader = new Blob(Array(10).fill('hello')).stream().getReader();
  let count = 0;
  for (;;) {
    const res = await reader.read();
    if (count === 5) {
      reader.cancel('boom');
      break;
    }
    if (res.done) break;
    count++;
  }
  assert.strictEqual(count, 5);
  await reader.closed;
})().then(common.mustCall());

(async () => {
  const chunks = [];
  const decoder = new TextDecoder();
  await new Blob(['A', 'B', 'C']).stream().pipeTo(new WritableStream({
    write(chunk) { chunks.push(decoder.decode(chunk, { stream: true })); },
  }));
  assert.strictEqual(chunks.join(''), 'ABC');
})().then(common.mustCall());

(async () => {
  const stream = new Blob(['hello', 'world']).stream();
  const reader = stream.getReader({ mode: 'byob' });
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read(new Uint8Array(100));
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  assert.strictEqual(text, 'helloworld');
})().then(common.mustCall());

(async () => {
  const reader = new Blob(Array(10).fill('hello')).stream().getReader({ mode: 'byob' });
  const { value, done } = await reader.read(new Uint8Array(2));
  assert.strictEqual(value.byteLength, 2);
  assert(!done);
})().then(common.mustCall());

(async () => {
  let text = '';
  for await (const chunk of new Blob(['ab', 'cd']).textStream()) text += chunk;
  assert.strictEqual(text, 'abcd');
})().then(common.mustCall());

// endings
{
  assert.strictEqual(new Blob(['hello\n'], { endings: 'native' }).size, EOL.length + 5);
  textIs(new Blob(['a\r\nb\rc'], { endings: 'transparent' }), 'a\r\nb\rc');
  for (const endings of [1, {}, 'foo']) {
    assert.throws(() => new Blob([], { endings }), { code: 'ERR_INVALID_ARG_VALUE' });
  }
}

// Brand checks.
{
  assert.throws(() => Reflect.get(Blob.prototype, 'type', {}), { code: 'ERR_INVALID_THIS' });
  assert.throws(() => Reflect.get(Blob.prototype, 'size', {}), { code: 'ERR_INVALID_THIS' });
  assert.throws(() => Blob.prototype.slice.call({}, 0, 1), { code: 'ERR_INVALID_THIS' });
  assert.throws(() => Blob.prototype.stream.call(), { code: 'ERR_INVALID_THIS' });
}
(async () => {
  for (const name of ['arrayBuffer', 'text', 'bytes']) {
    await assert.rejects(() => Blob.prototype[name].call(), { code: 'ERR_INVALID_THIS' });
  }
})().then(common.mustCall());

// Typed arrays of every kind contribute their bytes.
assert.strictEqual(new Blob([
  new Uint8Array([0x50, 0x41, 0x53, 0x53]),
  new Int8Array([0x50, 0x41, 0x53, 0x53]),
  new Uint16Array([0x4150, 0x5353]),
  new Int16Array([0x4150, 0x5353]),
  new Uint32Array([0x53534150]),
  new Int32Array([0x53534150]),
  new Float32Array([0xD341500000]),
]).size, 28);

// Options: any object (its inherited properties too); primitives are refused.
{
  for (const options of [undefined, null, { __proto__: null }, { type: undefined },
                         { get type() {} }]) { // eslint-disable-line getter-return
    assert.strictEqual(new Blob([], options).type, '');
  }
  Reflect.defineProperty(Object.prototype, 'type', {
    __proto__: null,
    configurable: true,
    get: common.mustCall(() => 3, 7),
  });
  for (const options of [{}, [], () => {}, Number, new Number(), new String(), new Boolean()]) {
    assert.strictEqual(new Blob([], options).type, '3');
  }
  for (const options of [0, '', true, Symbol(), 0n]) {
    assert.throws(() => new Blob([], options), { code: 'ERR_INVALID_ARG_TYPE' });
  }
  delete Object.prototype.type;
}

// Many small parts.
(async () => {
  const data = Buffer.alloc(256).fill('0');
  const chunks = [];
  for (let i = 0; i < data.length; i += 2) chunks.push(data.subarray(i, i + 2));
  const ab = await new Blob(chunks).arrayBuffer();
  assert.strictEqual(ab.byteLength, 256);
})().then(common.mustCall());

// text() does not go through the (patchable) arrayBuffer method.
(async () => {
  const blob = new Blob(['hello']);
  const { arrayBuffer } = Blob.prototype;
  Blob.prototype.arrayBuffer = common.mustNotCall();
  try {
    assert.strictEqual(await blob.text(), 'hello');
  } finally {
    Blob.prototype.arrayBuffer = arrayBuffer;
  }
})().then(common.mustCall());

// Object URLs.
(async () => {
  const blob = new Blob(['<svg></svg>'], { type: 'image/svg+xml' });
  const url = URL.createObjectURL(blob);
  assert.match(url, /^blob:nodedata:[0-9a-f-]{36}$/);
  const resolved = resolveObjectURL(url);
  assert.notStrictEqual(resolved, blob);
  assert(resolved instanceof Blob);
  assert.strictEqual(resolved.size, 11);
  assert.strictEqual(resolved.type, 'image/svg+xml');
  assert.strictEqual(await resolved.text(), '<svg></svg>');
  assert.strictEqual(resolveObjectURL(`${url}x`), undefined);
  assert.strictEqual(resolveObjectURL('blob:nodedata:nothing'), undefined);
  assert.strictEqual(resolveObjectURL('not a url'), undefined);
  URL.revokeObjectURL(url);
  assert.strictEqual(resolveObjectURL(url), undefined);
  assert.throws(() => URL.createObjectURL('x'), { code: 'ERR_INVALID_ARG_TYPE' });
})().then(common.mustCall());
