// Port of nodejs/node test/parallel/test-zlib-dictionary.js (rewritten for minirt).
// Preset dictionaries for zlib and raw streams, with and without reset() in between,
// given as a Buffer and as every other ArrayBufferView kind.
'use strict';
const common = require('../common');
const assert = require('assert');
const zlib = require('zlib');

const dict = Buffer.from('HTTP/1.1 200 OK\r\nServer: Content-Type: Content-Length: ' +
  'text/html; charset=utf-8\r\nConnection: keep-alive\r\nDate: Cache-Control: no-cache\0');
const message = 'HTTP/1.1 200 OK\r\nServer: minirt\r\nContent-Length: 0\r\n\r\n';

function pair(raw, dictionary, withReset) {
  const deflate = raw ? zlib.createDeflateRaw({ dictionary }) : zlib.createDeflate({ dictionary });
  const inflate = raw ? zlib.createInflateRaw({ dictionary }) : zlib.createInflate({ dictionary });
  inflate.setEncoding('utf8');
  let forward = !withReset;
  let text = '';
  deflate.on('data', (chunk) => { if (forward) inflate.write(chunk); });
  deflate.on('end', () => inflate.end());
  inflate.on('data', (chunk) => { text += chunk; });
  inflate.on('end', common.mustCall(() => assert.strictEqual(text, message)));
  deflate.write(message);
  if (!withReset) {
    deflate.end();
    return;
  }
  deflate.flush(() => {
    deflate.reset();
    forward = true;
    deflate.write(message);
    deflate.end();
  });
}

const views = [dict, new Uint8Array(dict), new DataView(dict.buffer, dict.byteOffset, dict.length)];
const aligned = Buffer.concat([dict, Buffer.alloc(8 - (dict.length % 8))]);
views.push(new Uint16Array(aligned.buffer, aligned.byteOffset, aligned.length / 2));
for (const view of views) {
  for (const raw of [false, true]) {
    pair(raw, view, false);
    pair(raw, view, true);
  }
}

// The dictionary is used: the output is smaller than without it.
assert.ok(zlib.deflateSync(message, { dictionary: dict }).length < zlib.deflateSync(message).length);
assert.throws(() => zlib.inflateSync(zlib.deflateSync(message, { dictionary: dict })),
              { code: 'Z_NEED_DICT', errno: 2, message: 'Missing dictionary' });
