// stdout and stderr on a terminal, first touched when only one fd is left: making the
// stream watches SIGWINCH, and that watch must not stop the stream (or console) from coming
// up. Runs the checks in a child on a pseudo-terminal made by script(1), with a low fd limit.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');

if (process.argv[2] === 'child') {
  const held = [];
  for (;;) {
    try {
      held.push(fs.openSync('/dev/null', 'r'));
    } catch {
      break;
    }
  }
  fs.closeSync(held.pop());
  console.error('console.error with one fd free');
  console.log('console.log with one fd free');
  console.log('isTTY', String(process.stdout.isTTY), String(process.stderr.isTTY),
              typeof process.stdout.columns);
  process.stdout.write('write\n', (err) => {
    console.log('write callback', String(err));
    while (held.length) fs.closeSync(held.pop());
    console.log('released');
  });
} else {
  const which = spawnSync('sh', ['-c', 'command -v script'], { encoding: 'utf8' });
  if (which.status !== 0) {
    console.log('skipped: script(1) is not available');
  } else {
    const cmd = `ulimit -n 64 && exec '${process.execPath}' '${__filename}' child`;
    const r = spawnSync('script', ['-qec', cmd, '/dev/null'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SHELL: '/bin/sh', NO_COLOR: '1' },
    });
    process.stdout.write(r.stdout.replace(/\r/g, ''));
    console.log('status', r.status);
  }
}
