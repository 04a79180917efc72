// Every write path of fs against a device that is always full (/dev/full): the ENOSPC
// error each sync, callback and promise form reports (its own keys, in order), the byte
// counts write callbacks get, what fsync/ftruncate say of a device, the events of a
// write stream that fails, and no descriptor left open afterwards.
'use strict';
const fs = require('fs');

const F = '/dev/full';
const show = (tag, e) => console.log(tag, e ?
  JSON.stringify([e.name, e.code, e.errno, e.syscall, e.path, e.dest, e.message,
                  Object.keys(e).join(',')]) : 'ok');
const fdCount = () => fs.readdirSync('/proc/self/fd').length;

async function main() {
  // Node's event loop and stdout open descriptors of their own on first use; count after.
  console.log('-- start');
  await fs.promises.readFile(__filename);
  await new Promise((r) => fs.createWriteStream('/dev/null').end('x').on('close', r));
  const before = fdCount();
  for (const data of ['abc', Buffer.alloc(10), Buffer.alloc(1 << 20), new Uint8Array(3)]) {
    const kind = typeof data === 'string' ? 'string' : `${data.constructor.name}(${data.length})`;
    console.log('--', kind);
    try { fs.writeFileSync(F, data); show('writeFileSync'); } catch (e) { show('writeFileSync', e); }
    try { fs.appendFileSync(F, data); show('appendFileSync'); } catch (e) { show('appendFileSync', e); }
    await new Promise((r) => fs.writeFile(F, data, (e) => { show('writeFile', e); r(); }));
    await new Promise((r) => fs.appendFile(F, data, (e) => { show('appendFile', e); r(); }));
    await fs.promises.writeFile(F, data).then(() => show('promises.writeFile'),
                                              (e) => show('promises.writeFile', e));
    await fs.promises.appendFile(F, data).then(() => show('promises.appendFile'),
                                               (e) => show('promises.appendFile', e));
  }
  console.log('-- fd');
  const fd = fs.openSync(F, 'w');
  try { fs.writeSync(fd, 'abc'); show('writeSync'); } catch (e) { show('writeSync', e); }
  try { fs.writeSync(fd, Buffer.from('abc'), 0, 3, 0); show('writeSync at'); } catch (e) { show('writeSync at', e); }
  try { fs.writevSync(fd, [Buffer.from('a')]); show('writevSync'); } catch (e) { show('writevSync', e); }
  try { fs.writevSync(fd, [Buffer.from('a')], 5); show('writevSync at'); } catch (e) { show('writevSync at', e); }
  try { fs.fsyncSync(fd); show('fsyncSync'); } catch (e) { show('fsyncSync', e); }
  try { fs.ftruncateSync(fd, 0); show('ftruncateSync'); } catch (e) { show('ftruncateSync', e); }
  await new Promise((r) => fs.write(fd, 'abc', 0, 'utf8', (e, n, s) => { show('write string', e); console.log(n, s); r(); }));
  await new Promise((r) => fs.write(fd, Buffer.from('abc'), (e, n, b) => { show('write buffer', e); console.log(n, b); r(); }));
  await new Promise((r) => fs.writev(fd, [Buffer.from('abc')], (e, n, b) => { show('writev', e); console.log(n, b); r(); }));
  fs.closeSync(fd);
  console.log('-- FileHandle');
  const fh = await fs.promises.open(F, 'a');
  const tries = [
    ['write', () => fh.write('abc')],
    ['write at', () => fh.write(Buffer.from('abc'), 0, 3, 7)],
    ['writev', () => fh.writev([Buffer.from('abc')])],
    ['writeFile', () => fh.writeFile('abc')],
    ['appendFile', () => fh.appendFile('abc')],
    ['sync', () => fh.sync()],
    ['truncate', () => fh.truncate(0)],
  ];
  for (const [name, f] of tries) await f().then(() => show(name), (e) => show(name, e));
  await fh.close();
  console.log('-- streams');
  await new Promise((r) => {
    const ws = fs.createWriteStream(F);
    const ev = [];
    ws.on('error', (e) => { ev.push('error'); show('stream', e); });
    ws.on('finish', () => ev.push('finish'));
    ws.on('close', () => {
      ev.push('close');
      console.log(ev.join(','), ws.bytesWritten, ws.closed, ws.destroyed, ws.errored.code);
      r();
    });
    ws.write('a', (e) => ev.push('cb1:' + (e && e.code)));
    ws.write('b', (e) => ev.push('cb2:' + (e && e.code)));
    ws.end('c');
  });
  await require('stream/promises').pipeline(
    require('stream').Readable.from(['x', 'y']), fs.createWriteStream(F))
    .then(() => show('pipeline'), (e) => show('pipeline', e));
  await new Promise((r) => {
    const ws = fs.createWriteStream(F, { autoClose: false });
    ws.on('error', (e) => {
      show('autoClose false', e);
      console.log(typeof ws.fd, ws.closed, ws.destroyed);
      fs.closeSync(ws.fd);
      r();
    });
    ws.end('x');
  });
  console.log('leaked fds', fdCount() - before);
}

if (fs.existsSync(F)) main();
else console.log('skipped');
