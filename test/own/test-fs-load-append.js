// minirt's own test: thousands of concurrent appendFile calls to one file, none torn.
'use strict';
// Load: 2,000 appendFile calls to one file in flight at once; the file must end up with
// every record exactly once, none torn, and the exact total size.
const common = require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');

tmpdir.refresh();
function appendMany() {
  const M = 2000;
  const file = tmpdir.resolve('appended');
  let done = 0;
  let expected = 0;
  const counts = new Map();
  for (let i = 0; i < M; i++) {
    // Each record is one line ending in '\n'; appends land whole (O_APPEND), in any order.
    const line = `${i}:${'x'.repeat(i % 13)}\n`;
    expected += line.length;
    fs.appendFile(file, line, common.mustSucceed(() => {
      if (++done === M) {
        const text = fs.readFileSync(file, 'latin1');
        assert.strictEqual(text.length, expected);
        for (const l of text.split('\n').slice(0, -1)) {
          const [n, xs] = l.split(':');
          assert.strictEqual(xs, 'x'.repeat(Number(n) % 13), `record ${n} is torn`);
          counts.set(n, (counts.get(n) || 0) + 1);
        }
        assert.strictEqual(counts.size, M);
        for (const c of counts.values()) assert.strictEqual(c, 1);
      }
    }));
  }
}

appendMany();
