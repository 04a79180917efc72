// process.stdout/stderr keep the write method their class gives them, over a pipe and over
// a file: loggers (pino) compare stdout.write with stdout.constructor.prototype.write to
// tell whether someone patched stdout, and pick their own fd writer only when not.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn, spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const { Writable } = require('stream');
  const info = (s) => [
    s.constructor.name,
    s.write === s.constructor.prototype.write,
    Object.hasOwn(s, 'write'),
    typeof s.write,
    s instanceof Writable,
  ].join(' ');
  console.log('stdout', info(process.stdout));
  console.log('stderr', info(process.stderr));
  // A patch made by user code is seen as one.
  const original = process.stdout.write;
  process.stdout.write = function patched(chunk, ...rest) {
    return original.call(this, `[patched] ${chunk}`, ...rest);
  };
  console.log('tampered', process.stdout.write !== process.stdout.constructor.prototype.write);
  delete process.stdout.write;
  console.log('restored', process.stdout.write === process.stdout.constructor.prototype.write);
  process.stdout.write('plain write\n', () => console.log('write callback'));
  return;
}

const viaPipe = spawnSync(process.execPath, [__filename, 'child'], { encoding: 'utf8' });
console.log('--- pipe');
process.stdout.write(viaPipe.stdout);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stdio-write-method-'));
const file = path.join(dir, 'out.txt');
const fd = fs.openSync(file, 'w');
const child = spawn(process.execPath, [__filename, 'child'], { stdio: ['pipe', fd, fd] });
fs.closeSync(fd);
child.on('close', (status) => {
  console.log('--- file', status);
  process.stdout.write(fs.readFileSync(file, 'utf8'));
  fs.rmSync(dir, { recursive: true });
});
