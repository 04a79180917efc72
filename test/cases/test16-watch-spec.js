// The spec reporter in watch mode: every run ends with its summary and that run's failing
// tests, and a rerun starts with a "Restarted at" line.
// timeout: 60
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { run } = require('node:test');
const { spec } = require('node:test/reporters');
const { normalize } = require('../fixtures/test-runner/run-fixture.js');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test16-watch-spec-'));
const file = path.join(dir, 'x.test.js');
// The failures are located relative to the working directory.
const home = process.cwd();
process.chdir(dir);
fs.writeFileSync(file, "require('node:test')('first', () => { throw new Error('no'); });\n");

const ac = new AbortController();
const stream = run({ watch: true, signal: ac.signal, cwd: dir, files: [file] });
let drained = 0;
stream.on('test:watch:drained', () => {
  drained++;
  if (drained === 1) {
    fs.writeFileSync(file, "require('node:test')('second', () => {});\n");
  } else {
    ac.abort();
  }
});
let out = '';
stream.compose(spec).on('data', (chunk) => { out += chunk; }).on('end', () => {
  process.stdout.write(normalize(out, dir).replace(/Restarted at .*/g, 'Restarted at *'));
  process.chdir(home);
  fs.rmSync(dir, { recursive: true });
});
