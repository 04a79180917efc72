// Port of nodejs/node test/parallel/test-stream-readable-to-web.mjs (rewritten for minirt).
// An endless Readable turned into a ReadableStream must not be drained into memory: before
// anyone reads, and while a consumer reads, only about a high-water mark is buffered.
'use strict';

const common = require('../common');
const assert = require('assert');
const { Readable } = require('stream');
const { setTimeout: sleep } = require('timers/promises');

const chunkSize = 1024;
let produced = 0;
const endless = new Readable({
  highWaterMark: 4 * chunkSize,
  read(size) {
    setImmediate(() => {
      produced++;
      this.push(Buffer.alloc(Math.min(size, chunkSize), produced & 0xff));
    });
  },
});

(async () => {
  await sleep(20);
  // Nothing reads yet: the stream fills its own buffer and stops.
  const beforeConversion = produced;
  assert(beforeConversion <= 8, `read ${beforeConversion} chunks before conversion`);

  const web = Readable.toWeb(endless);
  await sleep(20);
  // The web stream pulls only up to its own high-water mark (the Readable's).
  const afterConversion = produced;
  assert(afterConversion - beforeConversion <= 8,
         `read ${afterConversion - beforeConversion} chunks after conversion`);

  let consumed = 0;
  let bytes = 0;
  for await (const chunk of web) {
    assert(chunk instanceof Uint8Array);
    bytes += chunk.byteLength;
    if (++consumed === 200) break;
  }
  assert.strictEqual(bytes, 200 * chunkSize);
  // Production follows consumption instead of running ahead of it.
  assert(produced - consumed <= 16, `${produced - consumed} chunks produced ahead of the reader`);
  // Leaving the loop cancelled the web stream, which destroys the Readable.
  await sleep(5);
  assert.strictEqual(endless.destroyed, true);
})().then(common.mustCall());
