'use strict';
// --env-file and --env-file-if-exists: a file's variables reach process.env before any
// code runs (preloads included) and children inherit them; the started environment wins;
// later files replace earlier ones; a missing --env-file is a usage error (exit 9), a
// missing --env-file-if-exists a note on stderr.
require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const dir = tmpdir.path;
fs.writeFileSync(path.join(dir, 'one.env'),
  'A=one\nB="two\\nlines"\nexport C=c # a comment\nSTARTED=from-file\n');
fs.writeFileSync(path.join(dir, 'two.env'), "A='two'\n");
fs.writeFileSync(path.join(dir, 'preload.js'), 'globalThis.seenByPreload = process.env.A;\n');
fs.writeFileSync(path.join(dir, 'main.js'), `
const { execFileSync } = require('child_process');
console.log(JSON.stringify([process.env.A, process.env.B, process.env.C, process.env.STARTED,
  globalThis.seenByPreload]));
console.log(execFileSync('/bin/sh', ['-c', 'echo "$C"'], { encoding: 'utf8' }).trim());
console.log(JSON.stringify(process.execArgv));
`);

const env = { ...process.env, STARTED: 'from-env' };
delete env.A;
delete env.B;
delete env.C;
const run = (args) => spawnSync(process.execPath, args, { cwd: dir, env, encoding: 'utf8' });

{
  const r = run(['--env-file=one.env', '--env-file', 'two.env', '-r', './preload.js', 'main.js']);
  assert.strictEqual(r.stderr, '');
  assert.strictEqual(r.status, 0);
  assert.deepStrictEqual(r.stdout.split('\n'), [
    JSON.stringify(['two', 'two\nlines', 'c', 'from-env', 'two']),
    'c',
    JSON.stringify(['--env-file=one.env', '--env-file', 'two.env', '-r', './preload.js']),
    '',
  ]);
}

{
  const r = run(['--env-file=missing.env', 'main.js']);
  assert.strictEqual(r.status, 9);
  assert.strictEqual(r.stdout, '');
  assert.match(r.stderr, /: missing\.env: not found\n$/);
}

{
  const r = run(['--env-file-if-exists=missing.env', '-p', 'process.env.A ?? "unset"']);
  assert.strictEqual(r.status, 0);
  assert.strictEqual(r.stdout, 'unset\n');
  assert.strictEqual(r.stderr, 'missing.env not found. Continuing without it.\n');
}

{
  const r = spawnSync(process.execPath, ['-p', '1'],
                      { cwd: dir, env: { ...env, NODE_OPTIONS: '--env-file=one.env' },
                        encoding: 'utf8' });
  assert.strictEqual(r.status, 9);
  assert.match(r.stderr, /--env-file.* is not allowed in NODE_OPTIONS/);
}
