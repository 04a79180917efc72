// Port of nodejs/node test/parallel/test-child-process-stdio-merge-stdouts-into-cat.js (rewritten for minirt).
'use strict';
// Two children can write into a third child's stdin by being given that stream as stdout.
const common = require('../common');
const assert = require('assert');
const { spawn } = require('child_process');

const sink = spawn('cat', { stdio: ['pipe', 'pipe', 'inherit'] });
const first = spawn('cat', { stdio: ['pipe', sink.stdin, 'inherit'] });
const second = spawn('cat', { stdio: ['pipe', sink.stdin, 'inherit'] });
assert.strictEqual(first.stdout, null);
assert.strictEqual(second.stdout, null);
sink.stdout.setEncoding('utf8');

first.stdin.end('from first\n');
sink.stdout.once('data', common.mustCall((a) => {
  assert.strictEqual(a, 'from first\n');
  second.stdin.end('from second\n');
  sink.stdout.once('data', common.mustCall((b) => {
    assert.strictEqual(b, 'from second\n');
    sink.stdin.end('direct\n');
    sink.stdout.once('data', common.mustCall((c) => assert.strictEqual(c, 'direct\n')));
  }));
}));
