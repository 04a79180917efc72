// fs.Utf8Stream: option checks, sync writes held back until minLength, the string-only
// utf8 content mode, destroy(), an async stream's ready/write/finish/close events,
// maxLength dropping writes, and append: false truncating the file.
'use strict';
const fs = require('fs');
const U = fs.Utf8Stream;
const t = (l, f) => { try { const r = f(); console.log(l, 'ok', r); } catch (e) { console.log(l, e.name, e.code, e.message); } };
console.log(U.length, Object.getPrototypeOf(U.prototype).constructor.name, Object.getOwnPropertyNames(U.prototype).join());
t('no args', () => new U());
t('bad minLength', () => new U({ fd: 1, minLength: -1 }));
t('bad contentMode', () => new U({ fd: 1, contentMode: 'x' }));
const file = require('path').join(require('os').tmpdir(), `minirt-utf8-stream-${process.pid}.txt`);
try { fs.unlinkSync(file); } catch {}
const d = new U({ dest: file, sync: true, minLength: 4 });
console.log(typeof d.fd, d.file === file, d.sync, d.minLength, d.maxLength, d.append, d.contentMode, d.mkdir, d.periodicFlush, Object.keys(d));
t('d write', () => d.write('ab'));
console.log(fs.readFileSync(file, 'utf8') === '' ? 'buffered' : 'written');
t('d write more', () => d.write('cdé'));
console.log(JSON.stringify(fs.readFileSync(file, 'utf8')));
t('d write buffer', () => d.write(Buffer.from('x')));
t('d flushSync', () => d.flushSync());
d.destroy();
t('write destroyed', () => d.write('z'));
t('flushSync destroyed', () => d.flushSync());
d.on('close', () => {
  console.log('d close');
  const w = new U({ dest: file, sync: false });
  const events = [];
  w.on('ready', () => events.push('ready'));
  w.on('write', (n) => events.push(`write ${n}`));
  w.on('finish', () => events.push('finish'));
  w.on('close', () => {
    events.push('close');
    console.log(events.join(','), JSON.stringify(fs.readFileSync(file, 'utf8')));
    const m = new U({ dest: file, sync: true, maxLength: 3, minLength: 2, append: false });
    m.on('drop', (data) => console.log('drop', JSON.stringify(data)));
    console.log(m.write('a'), m.write('bbbb'), m.write('c'));
    m.flushSync();
    m.end();
    m.on('close', () => {
      console.log(JSON.stringify(fs.readFileSync(file, 'utf8')));
      fs.unlinkSync(file);
    });
  });
  console.log(w.write('hello '), w.write('world'));
  w.end();
});
