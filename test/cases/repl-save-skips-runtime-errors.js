// .save records the lines that ran or failed to compile, not those that threw while running (Node's REPL reports those through its domain); `await` rejecting with null is reported as such.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repl-save-'));
const file = path.join(dir, 'saved.js');
const input = [
  'var a = 1',
  'undefinedName.x',
  'throw null',
  'let q = ;',
  'function f() {',
  '  throw new Error("inside")',
  '}',
  'f()',
  'var b = 2',
  `.save ${file}`,
  'await Promise.reject(null)',
  '',
].join('\n');
const r = spawnSync(process.execPath, ['-i'], { input, encoding: 'utf8' });
console.log('status', r.status);
console.log(JSON.stringify(fs.readFileSync(file, 'utf8')));
console.log(r.stdout.split('\n').filter((l) => l.includes('Uncaught')).join('\n'));
fs.rmSync(dir, { recursive: true, force: true });
