'use strict';
// --run NAME: the nearest package.json's script runs through /bin/sh in that file's
// directory, with node_modules/.bin directories first on PATH, NODE_RUN_* set and the
// arguments after `--` appended (quoted); a failing script exits 1; a missing script,
// "scripts" field or package.json is reported with Node's words.
require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const root = tmpdir.resolve('project');
const deep = path.join(root, 'a', 'b');
fs.mkdirSync(deep, { recursive: true });
fs.mkdirSync(path.join(root, 'node_modules', '.bin'), { recursive: true });
fs.writeFileSync(path.join(root, 'node_modules', '.bin', 'say-hi'), '#!/bin/sh\necho hi "$@"\n',
                 { mode: 0o755 });
const pkg = path.join(root, 'package.json');
fs.writeFileSync(pkg, JSON.stringify({
  scripts: {
    where: 'pwd; echo "$NODE_RUN_SCRIPT_NAME $NODE_RUN_PACKAGE_JSON_PATH"',
    bin: 'say-hi',
    args: 'printf "[%s]"',
    fail: 'exit 5',
    notString: 1,
  },
}));
const run = (cwd, ...args) => spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });

{
  const r = run(deep, '--run', 'where');
  assert.strictEqual(r.status, 0, r.stderr);
  assert.strictEqual(r.stdout, `${root}\nwhere ${pkg}\n`);
}
{
  const r = run(deep, '--run', 'bin', '--', 'there');
  assert.strictEqual(r.stdout, 'hi there\n');
}
{
  // Only the arguments after `--` are passed; each is quoted for the shell.
  const r = run(root, '--run', 'args', '--', 'a b', "it's", '$HOME', '');
  assert.strictEqual(r.status, 0, r.stderr);
  assert.strictEqual(r.stdout, "[a b][it's][$HOME][]");
  assert.strictEqual(run(root, '--run', 'args', 'ignored').stdout, '[]');
  assert.strictEqual(run(root, '--run', 'args', '--', "a'b'c", "''x").stdout, "[a'b'c][''x]");
}
{
  const r = run(root, '--run', 'fail');
  assert.strictEqual(r.status, 1);
}
{
  const r = run(root, '--run', 'nope');
  assert.strictEqual(r.status, 1);
  assert.strictEqual(r.stderr, `Missing script: "nope" for ${pkg}\n\nAvailable scripts are:\n` +
    '  where: pwd; echo "$NODE_RUN_SCRIPT_NAME $NODE_RUN_PACKAGE_JSON_PATH"\n' +
    '  bin: say-hi\n  args: printf "[%s]"\n  fail: exit 5\n');
}
{
  const r = run(root, '--run', 'notString');
  assert.strictEqual(r.status, 1);
  assert.strictEqual(r.stderr, `Script "notString" is unexpectedly not a string for ${pkg}\n\n`);
}
{
  const other = tmpdir.resolve('no-scripts');
  fs.mkdirSync(other);
  fs.writeFileSync(path.join(other, 'package.json'), '{}');
  const r = run(other, '--run', 'x');
  assert.strictEqual(r.status, 1);
  assert.strictEqual(r.stderr,
                     `Can't find "scripts" field in ${path.join(other, 'package.json')}\n`);
}
