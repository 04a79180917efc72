// fs.Utf8Stream against a device that is always full (/dev/full) and a regular file:
// which events a failed write, end() and destroy() report, how writes are grouped into
// 'write' events (a single large write goes out whole), one 'drain' a tick in sync mode,
// a reopen() asked for during a write taking effect once that write is done, and fsync
// errors of a device that cannot be synced.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault17-u8-'));

function watch(stream, ev) {
  stream.on('ready', () => ev.push('ready'));
  stream.on('write', (n) => ev.push('w' + n));
  stream.on('drain', () => ev.push('drain'));
  stream.on('drop', (d) => ev.push('drop' + d.length));
  stream.on('error', (e) => ev.push('error:' + e.code));
  stream.on('finish', () => ev.push('finish'));
}

function untilClose(label, opts, body, after = () => '') {
  return new Promise((resolve) => {
    const ev = [];
    const stream = new fs.Utf8Stream(opts);
    watch(stream, ev);
    stream.on('close', () => {
      ev.push('close');
      setImmediate(() => {
        console.log(label, ev.join(' '), after());
        resolve();
      });
    });
    body(stream, ev);
  });
}

const size = (f) => () => fs.statSync(f).size;

(async () => {
  if (!fs.existsSync('/dev/full')) {
    console.log('skipped');
    return;
  }
  for (const sync of [false, true]) {
    const tag = sync ? 'sync' : 'async';
    await untilClose(`${tag} full write+destroy`, { dest: '/dev/full', sync }, (s, ev) => {
      s.once('error', () => s.destroy());
      s.on('ready', () => s.write('abc'));
    });
    await untilClose(`${tag} full end+destroy`, { dest: '/dev/full', sync }, (s) => {
      s.once('error', () => setImmediate(() => s.destroy()));
      s.on('ready', () => {
        s.write('ab');
        s.end();
      });
    });
    await untilClose(`${tag} full flush`, { dest: '/dev/full', sync, minLength: 4 }, (s, ev) => {
      s.on('ready', () => {
        s.write('ab');
        s.flush((e) => {
          ev.push('flushcb:' + (e && e.code));
          setImmediate(() => s.destroy());
        });
      });
    });
    const big = path.join(dir, `big-${tag}`);
    await untilClose(`${tag} grouping`, { dest: big, sync, append: false }, (s) => {
      s.on('ready', () => {
        s.write('a'.repeat(40000));
        s.write('b'.repeat(10000));
        s.write('\u00e9'.repeat(10000));
        s.write('c'.repeat(5));
        s.end();
      });
    }, size(big));
    const buf = path.join(dir, `buf-${tag}`);
    await untilClose(`${tag} buffer groups`, { dest: buf, sync, append: false, contentMode: 'buffer', maxWrite: 8 }, (s) => {
      s.on('ready', () => {
        for (const x of ['abcde', 'fgh', 'ijklmnopqrs', 't']) s.write(Buffer.from(x));
        s.end();
      });
    }, () => fs.readFileSync(buf, 'latin1'));
    const first = path.join(dir, `first-${tag}`);
    const second = path.join(dir, `second-${tag}`);
    await untilClose(`${tag} reopen`, { dest: first, sync, append: false }, (s) => {
      s.once('ready', () => {
        s.write('one');
        s.reopen(second);
        s.write('two');
        s.once('ready', () => setImmediate(() => s.end()));
      });
    }, () => fs.readFileSync(first, 'latin1') + '|' + fs.readFileSync(second, 'latin1'));
  }
  // A device that cannot be synced: the write is reported, then the fsync's EINVAL.
  await untilClose('sync fsync /dev/null', { dest: '/dev/null', sync: true, fsync: true }, (s) => {
    s.once('error', () => setImmediate(() => s.destroy()));
    s.on('ready', () => s.write('abc'));
  });
  // A stream whose file cannot be opened is never closed by destroy().
  await new Promise((resolve) => {
    const ev = [];
    const stream = new fs.Utf8Stream({ dest: path.join(dir, 'missing', 'x') });
    watch(stream, ev);
    stream.on('close', () => ev.push('close'));
    stream.once('error', () => {
      stream.destroy();
      setTimeout(() => {
        console.log('missing dir', ev.join(' '));
        resolve();
      }, 50);
    });
  });
  fs.rmSync(dir, { recursive: true, force: true });
})();
