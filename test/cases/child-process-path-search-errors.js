// The PATH search goes on past entries that do not exist (ENOENT, ENOTDIR) or may not be
// searched (EACCES), as execvp's does; any other failure, such as a symlink loop (ELOOP) or
// an entry with a too-long name (ENAMETOOLONG), ends it, and spawn throws that errno at
// once. A candidate longer than PATH_MAX as a whole is skipped.
'use strict';
const cp = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'path-search-'));
const loop = path.join(dir, 'loopA');
fs.symlinkSync(path.join(dir, 'loopB'), loop);
fs.symlinkSync(loop, path.join(dir, 'loopB'));
const longName = '/tmp/' + 'a'.repeat(300);
const tooLong = '/tmp' + ('/' + 'b'.repeat(200)).repeat(25);
const show = (tag, e) => console.log(tag, e ? [e.code, e.errno, e.syscall, e.path].join(' ') : 'no error');
const cases = [
  ['loop', `${path.join(dir, 'missing')}:${loop}:/bin`],
  ['long name', `${longName}:/bin`],
  ['longer than PATH_MAX', `${tooLong}:/bin`],
  ['missing then found', `${path.join(dir, 'missing')}:/bin:/usr/bin`],
];
(async () => {
  for (const [tag, PATH] of cases) {
    await new Promise((resolve) => {
      let child;
      try {
        child = cp.spawn('true', [], { env: { PATH } });
      } catch (e) {
        show(`${tag} spawn threw`, e);
        return resolve();
      }
      child.on('error', (e) => show(`${tag} spawn error`, e));
      child.on('close', (code) => { console.log(tag, 'close', code); resolve(); });
    });
    show(`${tag} spawnSync`, cp.spawnSync('true', [], { env: { PATH } }).error);
  }
  fs.rmSync(dir, { recursive: true, force: true });
})();
