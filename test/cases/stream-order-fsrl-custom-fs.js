'use strict';
// fs streams over a custom options.fs: call sequence, short writes/EAGAIN, zero-byte writes,
// writev-only, fsync/close/read errors, an overriding open(), fs.read patched later, key order.
const fs = require('fs');
const { tmpFile, run, log } = require('../fixtures/stream-order-harness.js').fsrl;
const file = tmpFile('fsrl-custom-fs', 'abcdefghijklmnopqrstuvwxyz');
const steps = [
  (done) => {
    // custom fs with counting
    const calls = [];
    const myfs = {
      open(p, f, m, cb) { calls.push('open ' + f + ' ' + m.toString(8)); fs.open(p, f, m, cb); },
      read(fd, b, o, l, p, cb) { calls.push(`read ${o} ${l} ${p}`); fs.read(fd, b, o, l, p, cb); },
      close(fd, cb) { calls.push('close'); fs.close(fd, cb); },
    };
    const rs = fs.createReadStream(file, { fs: myfs, highWaterMark: 10, start: 2 });
    rs.on('data', (c) => calls.push('data ' + c));
    rs.on('close', () => { log(calls.join('\n')); done(); });
  },
  (done) => {
    const calls = [];
    const myfs = {
      open(p, f, m, cb) { calls.push('open ' + f); fs.open(p, f, m, cb); },
      write(fd, b, o, l, p, cb) { calls.push(`write ${b} ${o} ${l} ${p}`); fs.write(fd, b, o, l, p, cb); },
      writev(fd, bs, p, cb) { calls.push(`writev ${bs.length} ${p}`); fs.writev(fd, bs, p, cb); },
      fsync(fd, cb) { calls.push('fsync'); fs.fsync(fd, cb); },
      close(fd, cb) { calls.push('close'); fs.close(fd, cb); },
    };
    const ws = fs.createWriteStream(file, { fs: myfs, start: 0, flags: 'r+', flush: true });
    ws.write('AA');
    ws.write('BB');
    ws.write('CC');
    ws.end('DD');
    ws.on('close', () => { log(calls.join('\n'), fs.readFileSync(file, 'utf8'), ws.bytesWritten, ws.pos); done(); });
  },
  (done) => {
    // short writes and EAGAIN
    let n = 0;
    const myfs = {
      open: fs.open, close: fs.close,
      write(fd, b, o, l, p, cb) {
        n++;
        if (n === 1) return process.nextTick(cb, Object.assign(new Error('again'), { code: 'EAGAIN' }), 0, b);
        const take = Math.min(l, 3);
        fs.write(fd, b, o, take, p, (e, w) => cb(e, w, b));
      },
    };
    const ws = fs.createWriteStream(file, { fs: myfs });
    ws.end('0123456789', () => log('short writes', n, ws.bytesWritten, fs.readFileSync(file, 'utf8')));
    ws.on('close', done);
  },
  (done) => {
    // always 0 bytes
    const myfs = { open: fs.open, close: fs.close, write(fd, b, o, l, p, cb) { process.nextTick(cb, null, 0, b); } };
    const ws = fs.createWriteStream(file, { fs: myfs });
    ws.on('error', (e) => log('zero writes error', e.code, e.message));
    ws.write('x', (e) => log('zero cb', e && e.code));
    ws.on('close', done);
  },
  (done) => {
    // writev only
    const myfs = { open: fs.open, close: fs.close, writev(fd, bs, p, cb) { log('writev-only', bs.map(String)); fs.writev(fd, bs, p, cb); } };
    const ws = fs.createWriteStream(file, { fs: myfs });
    log('_write null', ws._write === null, ws._writev === null);
    ws.write('a'); ws.write('b'); ws.end('c');
    ws.on('close', () => { log('writev-only result', fs.readFileSync(file, 'utf8')); done(); });
  },
  (done) => {
    // flush error
    const myfs = { open: fs.open, close(fd, cb) { log('close called'); fs.close(fd, cb); }, write: fs.write, fsync(fd, cb) { process.nextTick(cb, new Error('fsync failed')); } };
    const ws = fs.createWriteStream(file, { fs: myfs, flush: true });
    ws.on('error', (e) => log('flush err', e.message));
    ws.end('q');
    ws.on('close', done);
  },
  (done) => {
    // close error
    const myfs = { open: fs.open, read: fs.read, close(fd, cb) { fs.closeSync(fd); process.nextTick(cb, new Error('close failed')); } };
    const rs = fs.createReadStream(file, { fs: myfs });
    rs.on('error', (e) => log('close err', e.message));
    rs.resume();
    rs.on('close', done);
  },
  (done) => {
    // read error
    const myfs = { open: fs.open, close: fs.close, read(fd, b, o, l, p, cb) { process.nextTick(cb, new Error('read failed')); } };
    const rs = fs.createReadStream(file, { fs: myfs });
    rs.on('error', (e) => log('read err', e.message, rs.destroyed));
    rs.resume();
    rs.on('close', done);
  },
  (done) => {
    // subclass open()
    class MyRS extends fs.ReadStream { open() { log('custom open'); fs.open(this.path, 'r', (e, fd) => { if (e) return this.emit('error', e); this.fd = fd; this.emit('open', fd); }); } }
    const rs = new MyRS(file, { highWaterMark: 100 });
    rs.on('open', () => log('open ev'));
    rs.on('ready', () => log('ready ev (unexpected?)'));
    rs.on('data', (c) => log('custom data', c.length));
    rs.on('close', () => {
      class Bad extends fs.WriteStream { open() { process.nextTick(() => this.emit('error', new Error('custom open failed'))); } }
      const ws = new Bad(file);
      ws.on('error', (e) => log('Bad error', e.message));
      ws.on('close', () => { log('Bad close'); done(); });
    });
  },
  (done) => {
    // patched fs.read after creation
    const orig = fs.read;
    const rs = fs.createReadStream(file, { highWaterMark: 5, end: 9 });
    let c = 0;
    fs.read = function(...a) { c++; return orig.apply(this, a); };
    rs.on('data', () => {});
    rs.on('close', () => { fs.read = orig; log('patched read calls', c); done(); });
  },
  (done) => {
    const rs = fs.createReadStream(file);
    log('keys', Object.keys(rs).join(','));
    const ws = fs.createWriteStream(file);
    log('keys', Object.keys(ws).join(','));
    rs.destroy(); ws.destroy();
    // Both opens are pool jobs in flight: go on (and let the harness unlink) once both closed.
    let left = 2;
    const closed = () => { if (--left === 0) done(); };
    rs.on('close', closed);
    ws.on('close', closed);
  },
  (done) => {
    const fd = fs.openSync(file, 'r');
    const rs = fs.createReadStream('ignored', { fd: -0, autoClose: false });
    log('fd -0', rs.fd, Object.is(rs.fd, -0));
    rs.destroy();
    fs.closeSync(fd);
    try { fs.createReadStream(null, { fd: {} }); } catch (e) { log(e.code, e.message); }
    try { fs.createReadStream(null, { fd: 2 ** 31 }); } catch (e) { log(e.code, e.message); }
    done();
  },
];
run(steps, file);
