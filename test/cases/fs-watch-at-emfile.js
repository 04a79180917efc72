// The inotify instance outlives its watchers, as libuv's does: after a first watcher has
// been closed, a new fs.watch needs no new fd and works while the fd table is full. The
// child runs under `prlimit --nofile=64` and fills its fd table itself.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

function fillAndWatch(dir) {
  const held = [];
  for (;;) {
    try {
      held.push(fs.openSync('/dev/null', 'r'));
    } catch (e) {
      console.log('table full:', e.code);
      break;
    }
  }
  const watcher = fs.watch(dir, (event, name) => {
    console.log('event', event, name);
    watcher.close();
    while (held.length) fs.closeSync(held.pop());
  });
  console.log('watching');
  // Creating the file needs an fd: free one for it, keeping the table otherwise full.
  fs.closeSync(held.pop());
  fs.writeFileSync(path.join(dir, 'new.txt'), 'x');
}

if (process.argv[2] === 'child') {
  const dir = process.argv[3];
  fs.watch(dir).close();
  // Whatever closing the first watcher releases has been released by then.
  setTimeout(() => fillAndWatch(dir), 200);
} else {
  const { spawnSync } = require('child_process');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-emfile-'));
  try {
    const r = spawnSync('prlimit', ['--nofile=64', process.execPath, __filename, 'child', dir],
      { encoding: 'utf8', timeout: 30000 });
    if (r.error) {
      console.log('prlimit could not run:', r.error.code);
    } else {
      process.stdout.write(r.stdout);
      console.log('status', r.status, 'signal', r.signal, r.stderr.split('\n')[0]);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
