// process.stdin redirected from a file is an fs.ReadStream-like Readable that reads the
// whole file and ends.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const chunks = [];
  process.stdin.on('data', (c) => chunks.push(c));
  process.stdin.on('end', () => {
    const all = Buffer.concat(chunks);
    console.log('fd', process.stdin.fd, 'bytes', all.length, 'text', JSON.stringify(all.toString().slice(0, 20)));
    console.log('is fs.ReadStream', process.stdin instanceof fs.ReadStream);
  });
  return;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stdin-file-'));
const file = path.join(dir, 'in.txt');
fs.writeFileSync(file, 'from a file\n'.repeat(5000));
const fd = fs.openSync(file, 'r');
const { spawn } = require('child_process');
const child = spawn(process.execPath, [__filename, 'child'], { stdio: [fd, 'pipe', 'pipe'] });
fs.closeSync(fd);
let out = '';
let err = '';
child.stdout.setEncoding('utf8').on('data', (d) => { out += d; });
child.stderr.setEncoding('utf8').on('data', (d) => { err += d; });
child.on('close', (status) => {
  process.stdout.write(out);
  console.log('status', status, JSON.stringify(err));
  fs.rmSync(dir, { recursive: true });
});
