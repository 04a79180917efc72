'use strict';
// Data compressed by Node 26 (test/fixtures/zlib) decodes to the original bytes, in every
// format, through Sync, callback and stream forms; multi-member gzip and dictionaries.
const zlib = require('zlib');
const fs = require('fs');
const path = require('path');

const dir = path.join(__dirname, '..', 'fixtures', 'zlib');
const read = (name) => fs.readFileSync(path.join(dir, name));
const text = read('text.txt');
const crc = zlib.crc32(text);
console.log('crc32', crc, zlib.crc32(text.toString()), zlib.crc32(text.subarray(100), zlib.crc32(text.subarray(0, 100))) === crc);

for (const [file, fn] of [['text.txt.gz', 'gunzip'], ['text.txt.gz', 'unzip'],
  ['text.txt.zz', 'inflate'], ['text.txt.zz', 'unzip'], ['text.txt.raw', 'inflateRaw'],
  ['text.txt.br', 'brotliDecompress']]) {
  console.log(file, fn, zlib[`${fn}Sync`](read(file)).equals(text));
}
console.log('two members', JSON.stringify(zlib.gunzipSync(read('two-members.gz')).toString()));
console.log('two members unzip', JSON.stringify(zlib.unzipSync(read('two-members.gz')).toString()));
console.log('dictionary', zlib.inflateSync(read('dict.zz'), { dictionary: Buffer.from('dictionary words') }).toString());

// Streams fed a few bytes at a time.
function viaStream(stream, input, step, cb) {
  const out = [];
  stream.on('data', (c) => out.push(c));
  stream.on('end', () => cb(Buffer.concat(out)));
  let i = 0;
  (function feed() {
    if (i >= input.length) return stream.end();
    stream.write(input.subarray(i, i + step));
    i += step;
    setImmediate(feed);
  })();
}
viaStream(zlib.createGunzip(), read('two-members.gz'), 7, (out) => {
  console.log('stream two members', JSON.stringify(out.toString()));
  viaStream(zlib.createBrotliDecompress(), read('text.txt.br'), 100, (out) => {
    console.log('stream brotli', out.equals(text));
    viaStream(zlib.createUnzip(), read('text.txt.gz'), 1, (out) => {
      console.log('stream unzip bytewise', out.equals(text));
    });
  });
});
