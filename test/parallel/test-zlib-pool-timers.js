// minirt: zlib's callback and stream forms run on the thread pool, so timers keep firing
// while a large input is being compressed (a Sync call would block them).
'use strict';
const common = require('../common');
const assert = require('assert');
const zlib = require('zlib');

const input = Buffer.alloc(16 << 20);
for (let i = 0; i < input.length; i++) input[i] = (i * 7919 + (i >> 9)) & 0x7f;

let ticks = 0;
const timer = setInterval(() => { ticks++; }, 1);
const t0 = process.hrtime.bigint();
zlib.gzip(input, { level: 6 }, common.mustSucceed((packed) => {
  clearInterval(timer);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  // The job took many milliseconds; the loop was free to run the interval meanwhile.
  if (ms > 20) assert.ok(ticks >= 2, `only ${ticks} ticks in ${ms} ms`);
  assert.strictEqual(zlib.gunzipSync(packed).length, input.length);
}));
