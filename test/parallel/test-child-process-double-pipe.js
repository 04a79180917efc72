// Port of nodejs/node test/parallel/test-child-process-double-pipe.js (rewritten for minirt).
'use strict';
// Data pumped by hand from one child to the next (echo -> grep -> sed), honouring
// backpressure with pause/resume and 'drain', comes out complete at the end.
const common = require('../common');
const assert = require('assert');
const { spawn } = require('child_process');

if (common.isWindows) common.skip('POSIX tools');

const source = spawn('printf', ['alpha\\nbeta\\ngamma\\ndelta\\n']);
const filter = spawn('grep', ['a$']);
const edit = spawn('sed', ['s/a$/A/']);

function pump(from, to) {
  from.stdout.on('data', common.mustCallAtLeast((chunk) => {
    if (!to.stdin.write(chunk)) from.stdout.pause();
  }));
  to.stdin.on('drain', () => from.stdout.resume());
  from.stdout.on('end', common.mustCall(() => to.stdin.end()));
}
pump(source, filter);
pump(filter, edit);

for (const child of [source, filter, edit]) {
  child.on('exit', common.mustCall((code) => assert.strictEqual(code, 0)));
}
let result = '';
edit.stdout.on('data', (chunk) => { result += chunk.toString('utf8'); });
edit.stdout.on('end', common.mustCall(() => {
  assert.strictEqual(result, 'alphA\nbetA\ngammA\ndeltA\n');
}));
