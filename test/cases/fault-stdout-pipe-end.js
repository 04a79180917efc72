// process.stdout on a pipe, ended by the program: end() shuts the pipe's write side, so the
// writes made after its 'finish' and 'close' (the stream takes writes again, as Node's stdout
// does) fail with EPIPE: write() answers false, the callback and an 'error' hear of it, a
// 'close' follows, and nothing more reaches the reader. console.log after it is silent.
// The child's stdout is a pipe; it reports on stderr.
'use strict';
const { spawnSync } = require('child_process');

const code = `
  const so = process.stdout;
  const log = (...a) => console.error(...a);
  so.on('error', (e) => log('error', e.code, e.syscall, so.destroyed, so.writable));
  so.on('close', () => log('close', so.destroyed, so.writable));
  so.on('finish', () => log('finish'));
  so.end('last line\\n', () => log('end callback'));
  setTimeout(() => {
    log('before write', so.writable, so.writableEnded, so.destroyed);
    log('write returns', so.write('after end\\n', (e) => log('write callback', e && e.code)));
    console.log('console.log after end');
    log('after write', so.writable, so.destroyed);
    setTimeout(() => {
      log('again returns', so.write('again\\n', (e) => log('again callback', e && e.code)));
    }, 10);
  }, 10);
`;
const r = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
console.log('stdout', JSON.stringify(r.stdout));
console.log('status', r.status, r.signal);
process.stdout.write(r.stderr);
