// fs.writeFileSync and appendFileSync route their work as Node's lib/fs.js does, so code that
// replaces the pieces (Node's test-fs-sync-fd-leak) sees each step: a UTF-8 string goes
// through internalBinding('fs').writeFileUtf8(path, data, flags, mode), looked up when
// called; anything else opens, writes and closes through the fs module's own openSync,
// writeSync and closeSync, closing the fd it opened when a write throws.
'use strict';
if (!process.execArgv.includes('--expose-internals')) {
  const r = require('child_process').spawnSync(process.execPath,
    ['--expose-internals', '--no-warnings', __filename], { stdio: 'inherit' });
  process.exit(r.status);
}
const fs = require('fs');
const os = require('os');
const path = require('path');
const { internalBinding } = require('internal/test/binding');
const binding = internalBinding('fs');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-wfs-routing-'));
const file = path.join(dir, 'out');
const { O_WRONLY, O_CREAT, O_TRUNC, O_APPEND } = fs.constants;

console.log('writeFileUtf8', typeof binding.writeFileUtf8);
// The binding's own member writes (flags and mode as numbers).
binding.writeFileUtf8(file, 'héllo', O_WRONLY | O_CREAT | O_TRUNC, 0o644);
console.log('member wrote', JSON.stringify(fs.readFileSync(file, 'utf8')));

const log = [];
const realOpen = fs.openSync;
const realWrite = fs.writeSync;
const realClose = fs.closeSync;
fs.openSync = function(p, flag, mode) {
  log.push(`openSync ${p === file} ${flag} ${mode}`);
  return realOpen(p, flag, mode);
};
fs.writeSync = function(fd, buf, offset, length) {
  log.push(`writeSync ${Buffer.isBuffer(buf)} ${offset} ${length}`);
  return realWrite(fd, buf, offset, length);
};
fs.closeSync = function(fd) {
  log.push('closeSync');
  return realClose(fd);
};

fs.writeFileSync(file, 'aGVsbG8=', { encoding: 'base64' });
fs.appendFileSync(file, Buffer.from('!'));
console.log(log.splice(0), JSON.stringify(fs.readFileSync(file, 'utf8')));

const realUtf8 = binding.writeFileUtf8;
binding.writeFileUtf8 = function(p, data, flags, mode) {
  log.push(`writeFileUtf8 ${p === file} ${JSON.stringify(data)} ` +
    `${flags === (O_WRONLY | O_CREAT | O_TRUNC)} ${flags === (O_WRONLY | O_CREAT | O_APPEND)} ` +
    `${mode.toString(8)}`);
  return realUtf8(p, data, flags, mode);
};
fs.writeFileSync(file, 'one');
fs.appendFileSync(file, ' two', { mode: 0o600 });
fs.writeFileSync(file, Buffer.from(' three'), { flag: 'a' });
console.log(log.splice(0), JSON.stringify(fs.readFileSync(file, 'utf8')));

// A write that throws still closes the fd writeFileSync opened.
fs.writeSync = () => {
  throw new Error('BAM');
};
try {
  fs.writeFileSync(file, 'eHg=', 'base64');
} catch (err) {
  console.log('threw', err.message);
}
binding.writeFileUtf8 = () => {
  throw new Error('BOOM');
};
try {
  fs.appendFileSync(file, 'xx');
} catch (err) {
  console.log('threw', err.message);
}
console.log(log.splice(0));

fs.openSync = realOpen;
fs.writeSync = realWrite;
fs.closeSync = realClose;
binding.writeFileUtf8 = realUtf8;
fs.writeFileSync(file, 'done');
console.log(JSON.stringify(fs.readFileSync(file, 'utf8')));
fs.rmSync(dir, { recursive: true });
