// minirt's own test: timers keep firing while zlib compresses a large input.
// zlib's callback and stream forms run on the thread pool (a Sync call would block them).
'use strict';
const common = require('../common');
const assert = require('assert');
const zlib = require('zlib');

// Random bytes (made natively: a JS fill loop over 16 MiB takes longer than the test's time
// limit on a slow machine) keep deflate busy for a while.
const input = require('crypto').randomBytes(16 << 20);

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
