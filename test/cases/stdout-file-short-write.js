// A file stdout takes each chunk with one write(2), as Node's SyncWriteStream: a short
// count (the file size limit, a full disk) drops the rest without an error, and only a
// write that writes nothing fails. The child runs under `prlimit --fsize=100000` with its
// stdout on a file.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const log = [];
  process.stdout.write('a'.repeat(60000), (e) => log.push(`first ${e ? e.code : null}`));
  process.stdout.write('b'.repeat(60000), (e) => {
    log.push(`second ${e ? e.code : null}`);
    process.stdout.write('c', (e2) => {
      log.push(`third ${e2 ? e2.code : null}`);
      fs.writeSync(2, `${log.join('\n')}\n`);
    });
  });
  process.stdout.on('error', (e) => fs.writeSync(2, `error event ${e.code}\n`));
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stdout-short-'));
  const out = path.join(dir, 'out');
  try {
    const fd = fs.openSync(out, 'w');
    const r = spawnSync('prlimit', ['--fsize=100000', process.execPath, __filename, 'child'],
      { stdio: ['ignore', fd, 'pipe'], encoding: 'utf8' });
    fs.closeSync(fd);
    if (r.error) {
      console.log('prlimit could not run:', r.error.code);
    } else {
      process.stdout.write(r.stderr.split('\n').filter((l) => !l.startsWith('    at ')).join('\n'));
      console.log('status', r.status, 'signal', r.signal, 'file size', fs.statSync(out).size);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
