'use strict';
// ReadStream errors: missing file, reading a directory, and argument validation.
const fs = require('fs');
const os = require('os');

function show(label, fn) {
  try {
    fn();
    console.log(label, 'no throw');
  } catch (e) {
    console.log(label, e.name, e.code, e.message);
  }
}

show('start>end', () => fs.createReadStream(__filename, { start: 5, end: 2 }));
show('start str', () => fs.createReadStream(__filename, { start: '1' }));
show('start neg', () => fs.createReadStream(__filename, { start: -1 }));
show('end neg', () => fs.createReadStream(__filename, { end: -1 }));
show('end float', () => fs.createReadStream(__filename, { end: 1.5 }));
show('fd str', () => fs.createReadStream(null, { fd: '3' }));
show('fd neg', () => fs.createReadStream(null, { fd: -1 }));
show('fd float', () => fs.createReadStream(null, { fd: 1.5 }));
show('path num', () => fs.createReadStream(5));
show('path nul', () => fs.createReadStream('a\0b'));
show('bad encoding', () => fs.createReadStream(__filename, { encoding: 'nope' }));
show('options str', () => fs.createReadStream(__filename, 'nope'));
show('options num', () => fs.createReadStream(__filename, 5));
show('fs.open bad', () => fs.createReadStream(__filename, { fs: { open: 1 } }));
show('fs.read bad', () => fs.createReadStream(__filename, { fs: { open() {}, read: 1 } }));
show('fs.close bad', () => fs.createReadStream(__filename, { fs: { open() {}, read() {}, close: 1 } }));
show('autoClose getter on proto', () => fs.ReadStream.prototype.autoClose);

const missing = fs.createReadStream(os.tmpdir() + `/fsrl-missing-${process.pid}/x`);
missing.on('open', () => console.log('missing open'));
missing.on('error', (e) => console.log('missing error', e.code, e.syscall, typeof e.errno, 'pending', missing.pending));
missing.on('close', () => {
  console.log('missing close', missing.destroyed);
  const dir = fs.createReadStream(os.tmpdir());
  dir.on('open', () => console.log('dir open'));
  dir.on('ready', () => console.log('dir ready'));
  dir.on('data', () => console.log('dir data'));
  dir.on('error', (e) => console.log('dir error', e.code, e.syscall, 'bytesRead', dir.bytesRead));
  dir.on('close', () => console.log('dir close', dir.fd));
});
