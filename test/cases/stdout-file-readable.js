// process.stdout/stderr on a file (Node's SyncWriteStream): a Writable that says it is not
// readable. The child writes what it sees into the file its stdout points at.
'use strict';
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

if (process.argv[2] === 'child') {
  const { Writable } = require('stream');
  console.log(JSON.stringify([process.stdout, process.stderr].map((s) => ({
    writable: s instanceof Writable,
    readable: s.readable,
    isWritable: s.writable,
  }))));
  return;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stdout-file-'));
const file = path.join(dir, 'out');
const fd = fs.openSync(file, 'w');
spawn(process.execPath, [__filename, 'child'], { stdio: ['ignore', fd, fd] }).on('close', (code) => {
  fs.closeSync(fd);
  console.log('status', code);
  console.log(fs.readFileSync(file, 'utf8').trim());
  fs.rmSync(dir, { recursive: true });
});
