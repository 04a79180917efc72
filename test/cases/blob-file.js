// Blob and File: construction from every kind of part, type and endings options, slicing,
// reading as text/bytes/ArrayBuffer/stream, util.inspect, object URLs, argument errors.
'use strict';

const { Blob: BufferBlob, File: BufferFile, resolveObjectURL } = require('buffer');
const { inspect } = require('util');

const log = (...args) => console.log(...args);
const check = (label, fn) => {
  try {
    log(label, fn());
  } catch (e) {
    log(label, 'throws', e.name, e.code, e.message);
  }
};

async function main() {
  log(BufferBlob === Blob, BufferFile === File, Object.keys(require('buffer')).slice(-3));
  const parts = new Blob([
    'héllo ',
    new Uint8Array([0x77, 0x6f]),
    new Uint16Array([0x6c72]).buffer,
    new DataView(new Uint8Array([0x64]).buffer),
    new Blob([' !']),
    42,
  ], { type: 'Text/Plain;Charset=UTF-8' });
  log(parts, parts.size, parts.type);
  log(await parts.text());
  log(await parts.bytes());
  log(await parts.arrayBuffer());
  log(await parts.slice(1, 3).text(), await parts.slice(-3).text(), parts.slice(2, 1).size);
  log(parts.slice(0, 5, 'X/Y'), parts.slice(0.4, 2.6).size);
  log(await new Blob(['a\r\nb\nc\r'], { endings: 'native' }).text() === 'a\nb\nc\n');
  log(JSON.stringify(await new Blob(['a\r\nb'], { endings: 'transparent' }).text()));
  log(new Blob([], { type: 'a\u00e9' }).type === '', new Blob([], { type: 'A B' }).type);

  const chunks = [];
  for await (const chunk of new Blob(['ab', 'cd', new Uint8Array(0), 'e']).stream()) chunks.push(chunk);
  log('stream chunks', chunks);
  log(new Blob(['x']).stream());
  const texts = [];
  for await (const text of new Blob(['t', 'e', 'x', 't']).textStream()) texts.push(text);
  log('text stream', texts);

  const file = new File(['file body'], 'name.txt', { type: 'TEXT/plain', lastModified: 1234 });
  log(file, file.name, file.lastModified, file.size, file.type, file instanceof Blob);
  log(Object.prototype.toString.call(file), Object.prototype.toString.call(new Blob()));
  log(file.slice(5), await file.slice(5).text());
  log(new File([], 'x', { lastModified: 'soon' }).lastModified);
  log(inspect({ nested: { deeper: { blob: new Blob(['z']), file } } }, { depth: 1 }));

  const url = URL.createObjectURL(file);
  log(url.slice(0, 14), url.length);
  const resolved = resolveObjectURL(url);
  log(resolved, resolved === file, await resolved.text());
  URL.revokeObjectURL(url);
  log(resolveObjectURL(url), resolveObjectURL('blob:nodedata:missing'), resolveObjectURL(''));

  check('string parts', () => new Blob('abc'));
  check('null parts', () => new Blob(null));
  check('symbol part', () => new Blob([Symbol('s')]));
  check('options', () => new Blob([], 5));
  check('endings', () => new Blob([], { endings: 'lf' }));
  check('File()', () => new File());
  check('File(parts)', () => new File([]));
  check('size this', () => Reflect.get(Blob.prototype, 'size', {}));
  check('name this', () => Reflect.get(File.prototype, 'name', new Blob()));
  check('createObjectURL', () => URL.createObjectURL({}));
  await Blob.prototype.text.call({}).catch((e) => log('text this', e.code, e.message));
}

main().then(() => log('done'));
