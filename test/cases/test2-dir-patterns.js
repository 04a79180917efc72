// `--test <directory>`: a directory given as it is stands for the test files under it that
// the default patterns match (node_modules left out, sorted with the other files); a glob
// that matches a directory runs the directory itself; an empty directory is no error.
// timeout: 120
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const fixture = require('../fixtures/test-runner/run-fixture.js');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test2-dir-patterns-'));
const files = {
  'proj/a.test.js': "require('node:test')('a', () => {});",
  'proj/b-test.cjs': "require('node:test')('b', () => {});",
  'proj/plain.js': "require('node:test')('plain, not a test file', () => {});",
  'proj/test.js': "require('node:test')('test.js', () => {});",
  'proj/sub/c.test.mjs': "import { test } from 'node:test'; test('c', () => {});",
  'proj/test/helper.js': "require('node:test')('under test/', () => {});",
  'proj/node_modules/m/m.test.js': "require('node:test')('in node_modules', () => {});",
  'other/o.test.js': "require('node:test')('o', () => { throw new Error('o fails'); });",
};
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), `${text}\n`);
}
fs.mkdirSync(path.join(dir, 'empty'));
const run = (...args) => {
  console.log(`=== ${args.join(' ')}`);
  fixture.run(['--test', '--test-reporter=tap', ...args], { cwd: dir, stderr: true });
};
try {
  run('proj');
  run('proj/', 'other');
  run('./proj/sub');
  run('empty');
  run('proj/test/');
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
