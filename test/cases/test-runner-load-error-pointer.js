// A test file that throws while loading, after its first test() call: the runner rethrows
// the error before it has started, and the report points at that rethrow in the harness
// (as Node's does), both when the file runs directly and under --test.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-runner-load-error-'));
const file = path.join(dir, 'load-error.test.js');
fs.writeFileSync(file, [
  "const { test } = require('node:test');",
  "test('never reported', () => {});",
  "throw new RangeError('failed while loading');",
  '',
].join('\n'));

for (const args of [[file], ['--test', file]]) {
  const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  const out = r.stdout.split(dir).join('<dir>');
  console.log(`--- ${args[0] === '--test' ? '--test' : 'direct'}: exit ${r.status}`);
  // Under --test the child's stderr is part of the report on stdout.
  const text = args[0] === '--test' ? out : r.stderr.split(dir).join('<dir>');
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith('RangeError'));
  console.log(lines.slice(0, at + 1).join('\n'));
  if (args[0] === '--test') {
    console.log(lines.filter((l) => /^(✖|ℹ (tests|pass|fail))/.test(l))
      .map((l) => l.replace(/\(\d+(\.\d+)?ms\)/, '(*ms)')).join('\n'));
  }
}
fs.rmSync(dir, { recursive: true, force: true });
