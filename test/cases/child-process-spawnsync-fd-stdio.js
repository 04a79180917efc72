// spawnSync with one of this process's fds as a child's stdio: the child gets the file itself (stdout and stdin), and a bad fd fails to start with EBADF.
const { spawnSync } = require('child_process');
const fs = require('fs');
const f = require('os').tmpdir() + '/minirt-ssfd-' + process.pid + '.txt';
const fd = fs.openSync(f, 'w');
const r = spawnSync(process.execPath, ['-e', 'console.log("to file", require("fs").fstatSync(1).isFile())'], { stdio: ['ignore', fd, 'pipe'] });
fs.closeSync(fd);
console.log(r.status, JSON.stringify(fs.readFileSync(f, 'utf8')), r.stdout, String(r.stderr));
const inFd = fs.openSync(f, 'r');
const r2 = spawnSync('cat', [], { stdio: [inFd, 'pipe', 'pipe'] });
fs.closeSync(inFd);
console.log(r2.status, JSON.stringify(String(r2.stdout)));
const r3 = spawnSync('cat', [], { stdio: [12345, 'pipe', 'pipe'] });
console.log(r3.error && r3.error.code, r3.status);
fs.unlinkSync(f);
