// Port of nodejs/node test/parallel/test-child-process-stdin.js (rewritten for minirt).
'use strict';
// child.stdin is write-only; what is written (then ended) comes back through cat, and both
// output streams end before 'close'.
const common = require('../common');
const assert = require('assert');
const { spawn } = require('child_process');

const cat = spawn('cat');
assert.strictEqual(cat.stdin.writable, true);
assert.strictEqual(cat.stdin.readable, false);
for (const piece of ['one', ' ', 'two', ' ', 'three']) cat.stdin.write(piece);
cat.stdin.end();

let echoed = '';
cat.stdout.setEncoding('utf8');
cat.stdout.on('data', common.mustCallAtLeast((d) => { echoed += d; }));
cat.stdout.on('end', common.mustCall());
cat.stderr.on('data', common.mustNotCall());
cat.stderr.on('end', common.mustCall());
cat.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
cat.on('close', common.mustCall(() => assert.strictEqual(echoed, 'one two three')));
