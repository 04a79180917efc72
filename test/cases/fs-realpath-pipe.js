// fs.realpath('/dev/stdin') with stdin on a pipe: Node's walk stops at the pipe's
// /proc/PID/fd/pipe:[N] (or socket:[N]) name, which cannot be lstat-ed, instead of failing
// with ENOENT.
'use strict';
const { spawnSync } = require('child_process');

const code = `
  const fs = require('fs');
  const shape = (p) => /^\\/proc\\/\\d+\\/fd\\/(pipe|socket):\\[\\d+\\]$/.test(p);
  console.log('sync', shape(fs.realpathSync('/dev/stdin')));
  fs.realpath('/dev/stdin', (err, p) => console.log('callback', err, shape(p)));
`;
const r = spawnSync(process.execPath, ['-e', code], { input: 'x', encoding: 'utf8' });
process.stdout.write(r.stdout);
console.log('status', r.status, r.stderr === '' ? 'no stderr' : r.stderr);
