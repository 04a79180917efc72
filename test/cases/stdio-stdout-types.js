// What process.stdout/stderr are for each kind of fd: a net.Socket over a pipe
// (asynchronous in Node), a synchronous writer for a file.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const net = require('net');
  const stream = require('stream');
  const out = process.stdout;
  const err = process.stderr;
  const info = (s) => [s._type, s.fd, s.isTTY, s instanceof net.Socket,
    s instanceof stream.Writable, s.writable, s._isStdio].join(' ');
  out.write(`stdout ${info(out)}\n`);
  out.write(`stderr ${info(err)}\n`);
  out.write(`same object ${process.stdout === out}\n`);
  out.write(Buffer.from('buffer write\n'));
  out.write('hex write\n'.split('').map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join(''), 'hex');
  out.write('callback write\n', () => out.write('after callback\n'));
  return;
}

const viaPipe = spawnSync(process.execPath, [__filename, 'child'], { encoding: 'utf8' });
console.log('--- pipe');
process.stdout.write(viaPipe.stdout);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stdio-types-'));
const file = path.join(dir, 'out.txt');
const fd = fs.openSync(file, 'w');
const { spawn } = require('child_process');
const child = spawn(process.execPath, [__filename, 'child'], { stdio: ['pipe', fd, fd] });
fs.closeSync(fd);
child.on('close', (status) => {
  console.log('--- file', status);
  process.stdout.write(fs.readFileSync(file, 'utf8'));
  fs.rmSync(dir, { recursive: true });
});
