// Touching process.stdin (or pausing it again) does not keep a process alive while the
// other end of its pipe stays open.
'use strict';
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const s = process.stdin;
  if (process.argv[3] === 'resume-pause') {
    s.resume();
    s.pause();
  }
  console.log('child done', typeof s.on);
  return;
}

for (const mode of ['touch', 'resume-pause']) {
  // The child's stdin is a pipe whose writer (a sleep) stays open far longer than the
  // child should live; a child kept alive by stdin is killed by the timeout instead.
  const r = spawnSync('bash', ['-c', 'exec "$0" "$1" child "$2" < <(sleep 10 >/dev/null 2>&1)',
    process.execPath, __filename, mode], {
    encoding: 'utf8',
    timeout: 8000,
  });
  console.log(mode, JSON.stringify(r.stdout), r.status, r.signal);
}
