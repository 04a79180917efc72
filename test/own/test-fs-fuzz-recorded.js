// minirt's own test: the differential fs fuzzer against outcomes recorded from Node 26.10.
// timeout: 180
'use strict';
// The differential fs fuzzer (tools/fuzz-fs) in check mode against lines recorded from
// Node 26.10 (test/fixtures/fuzz-fs/seed-*.txt): every fs function in every form, hostile
// arguments and short call sequences, each outcome normalised to one line. Any line that
// differs, and is not in tools/fuzz-fs/allow.txt, fails the test.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');

const fuzzer = path.join(__dirname, '..', '..', 'tools', 'fuzz-fs', 'fuzz.js');
const allow = path.join(__dirname, '..', '..', 'tools', 'fuzz-fs', 'allow.txt');
const dir = path.join(__dirname, '..', 'fixtures', 'fuzz-fs');
const files = fs.readdirSync(dir).filter((f) => /^seed-\d+\.txt$/.test(f)).sort();
assert.ok(files.length >= 2, 'recorded seeds are missing');

// The recordings were made as root: as another user the read-only fixture file refuses
// writes, which changes many lines.
const header = fs.readFileSync(path.join(dir, files[0]), 'utf8').split('\n', 1)[0];
const recordedAsRoot = / uid=root\b/.test(header);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (recordedAsRoot !== isRoot) {
  common.skip(`recorded ${recordedAsRoot ? 'as root' : 'as a user'}, running ${isRoot ? 'as root' : 'as a user'}`);
}

for (const file of files) {
  const child = spawn(process.execPath, [fuzzer, 'check', '--file', path.join(dir, file), '--allow', allow],
                      { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (d) => { out += d; });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d) => { err += d; });
  child.on('close', common.mustCall((code, signal) => {
    const summary = out.trim().split('\n').pop();
    assert.match(summary, /^seed \d+: identical \d+\/\d+/,
                 `${file}: no summary (exit ${code}, signal ${signal})\n${out}\nstderr:\n${err.slice(-4000)}`);
    assert.strictEqual(code, 0, `${file}: lines differ from Node 26.10\n${out}`);
  }));
}
