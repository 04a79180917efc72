// test/common/small_tmpfs: a tmpfs of a given size inside the test's tmpdir, for full-disk
// (ENOSPC) tests. Skips the test when not root or when the mount fails; unmounts at exit.
'use strict';
const common = require('./index');
const fs = require('fs');
const { spawnSync } = require('child_process');

// Refreshes tmpdir, mounts a tmpfs of `size` (mount's syntax: '64k', '1m') at
// `<tmpdir>/small` and returns that path.
function mountSmallTmpfs(size) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    common.skip('needs root to mount a tmpfs');
  }
  const tmpdir = require('./tmpdir');
  // Registered before tmpdir's own clean-up so that the tmpfs is gone when that runs.
  let mnt = null;
  process.on('exit', () => {
    if (mnt === null) return;
    process.chdir(tmpdir.path);
    spawnSync('umount', [mnt]);
  });
  tmpdir.refresh();
  const mountPoint = tmpdir.resolve('small');
  fs.mkdirSync(mountPoint);
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', mountPoint],
                            { encoding: 'utf8' });
  if (mounted.error || mounted.status !== 0) {
    common.skip(`cannot mount a tmpfs: ${mounted.error ? mounted.error.message : mounted.stderr.trim()}`);
  }
  mnt = mountPoint;
  return mnt;
}

module.exports = { mountSmallTmpfs };
