// Three write-side edges, each checked against the file's bytes and the error a bad fd gives:
// - writev/writevSync/FileHandle.writev of a list of empty views still make their call
//   (a bad fd fails with EBADF), while an empty list makes none (success, 0 bytes);
// - a position that is not a safe integer >= 0 (Infinity, NaN, a fraction, 2**53, a
//   negative number, a bigint) means "the current position" for writeSync, fs.write,
//   writev(Sync), readv(Sync) and FileHandle.write/writev/readv, never EINVAL;
// - fs.writeFile/appendFile on an fd with empty data call back on a later tick, and an
//   empty write to a bad fd fails.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-write-edges-'));
const file = path.join(dir, 'data');
const badFd = 999;
const E = Buffer.alloc(0);

function sync(label, fn) {
  try {
    console.log(label, 'ok', fn());
  } catch (e) {
    console.log(label, e.code, e.syscall, e.message);
  }
}
function settle(label, promise) {
  return promise.then((v) => console.log(label, 'ok', v.bytesWritten ?? v.bytesRead ?? v),
    (e) => console.log(label, e.code, e.syscall, e.message));
}
function callback(label, start) {
  return new Promise((resolve) => {
    start(function(err, n) {
      console.log(label, arguments.length, err && err.code, err && err.syscall, n);
      resolve();
    });
  });
}

(async () => {
  console.log('-- empty views');
  sync('writevSync(bad, [])', () => fs.writevSync(badFd, []));
  sync('writevSync(bad, [E])', () => fs.writevSync(badFd, [E]));
  sync('writevSync(bad, [E, E], 0)', () => fs.writevSync(badFd, [E, E], 0));
  sync('readvSync(bad, [E])', () => fs.readvSync(badFd, [E]));
  await callback('writev(bad, [])', (cb) => fs.writev(badFd, [], cb));
  await callback('writev(bad, [E])', (cb) => fs.writev(badFd, [E], cb));
  const ro = fs.openSync(file, 'w');
  fs.closeSync(ro);
  const roFd = fs.openSync(file, 'r');
  sync('writevSync(readOnly, [E])', () => fs.writevSync(roFd, [E]));
  sync('writevSync(readOnly, [])', () => fs.writevSync(roFd, []));
  fs.closeSync(roFd);
  {
    const fh = await fs.promises.open(file, 'r');
    await settle('fh.writev([E]) read-only', fh.writev([E]));
    await settle('fh.writev([]) read-only', fh.writev([]));
    await fh.close();
  }

  console.log('-- positions that are not safe integers >= 0');
  const positions = [Infinity, -Infinity, NaN, 1.5, 2 ** 53, 2 ** 63, -2, 3n, '1', true];
  for (const pos of positions) {
    const label = typeof pos === 'bigint' ? `${pos}n` : typeof pos === 'string' ? `'${pos}'` : `${pos}`;
    fs.writeFileSync(file, 'abcdef');
    const fd = fs.openSync(file, 'r+');
    fs.readSync(fd, Buffer.alloc(2), 0, 2, null);
    const parts = [];
    const step = (name, fn) => {
      try {
        parts.push(`${name}=${JSON.stringify(fn())}`);
      } catch (e) {
        parts.push(`${name}=${e.code}`);
      }
    };
    step('writeSync', () => fs.writeSync(fd, Buffer.from('XY'), 0, 2, pos));
    step('writeSync(str)', () => fs.writeSync(fd, 'Z', pos));
    step('readvSync', () => {
      const b = Buffer.alloc(1);
      return [fs.readvSync(fd, [b], pos), b.toString()];
    });
    step('writevSync', () => fs.writevSync(fd, [Buffer.from('W')], pos));
    await new Promise((resolve) => fs.write(fd, Buffer.from('Q'), 0, 1, pos, (err, n) => {
      parts.push(`write=${err ? err.code : n}`);
      resolve();
    }));
    await new Promise((resolve) => fs.write(fd, 'R', pos, (err, n) => {
      parts.push(`write(str)=${err ? err.code : n}`);
      resolve();
    }));
    await new Promise((resolve) => fs.writev(fd, [Buffer.from('V')], pos, (err, n) => {
      parts.push(`writev=${err ? err.code : n}`);
      resolve();
    }));
    fs.closeSync(fd);
    const readFd = fs.openSync(file, 'r');
    fs.readSync(readFd, Buffer.alloc(3), 0, 3, null);
    await new Promise((resolve) => {
      const b = Buffer.alloc(2);
      fs.readv(readFd, [b], pos, (err, n) => {
        parts.push(`readv=${err ? err.code : JSON.stringify([n, b.toString()])}`);
        resolve();
      });
    });
    fs.closeSync(readFd);
    console.log(label, parts.join(' '), JSON.stringify(fs.readFileSync(file, 'latin1')));

    fs.writeFileSync(file, 'abcdef');
    const fh = await fs.promises.open(file, 'r+');
    await fh.read(Buffer.alloc(2), 0, 2, null);
    const fhParts = [];
    const fhStep = async (name, fn) => {
      try {
        const r = await fn();
        fhParts.push(`${name}=${r.bytesWritten ?? JSON.stringify([r.bytesRead, `${r.buffers[0]}`])}`);
      } catch (e) {
        fhParts.push(`${name}=${e.code}`);
      }
    };
    await fhStep('fh.write', () => fh.write(Buffer.from('XY'), 0, 2, pos));
    await fhStep('fh.write(str)', () => fh.write('Z', pos));
    await fhStep('fh.readv', () => fh.readv([Buffer.alloc(1)], pos));
    await fhStep('fh.writev', () => fh.writev([Buffer.from('W')], pos));
    await fh.close();
    console.log(label, fhParts.join(' '), JSON.stringify(fs.readFileSync(file, 'latin1')));
  }

  console.log('-- writeFile on an fd with empty data');
  const order = [];
  const fd = fs.openSync(file, 'w');
  const done = [];
  const watch = (label) => new Promise((resolve) => done.push([label, resolve]));
  const report = (label) => function(err) {
    order.push(`${label}:${arguments.length}:${err ? err.code : err}`);
    done.find(([l]) => l === label)[1]();
  };
  const all = [
    watch('writeFile(fd, "")'), watch('writeFile(fd, E)'), watch('appendFile(fd, "")'),
    watch('writeFile(bad, "")'), watch('appendFile(bad, "")'),
  ];
  fs.writeFile(fd, '', report('writeFile(fd, "")'));
  fs.writeFile(fd, E, report('writeFile(fd, E)'));
  fs.appendFile(fd, '', report('appendFile(fd, "")'));
  fs.writeFile(badFd, '', report('writeFile(bad, "")'));
  fs.appendFile(badFd, '', report('appendFile(bad, "")'));
  console.log('called back synchronously:', order.length);
  await Promise.all(all);
  console.log(order.sort().join('\n'));
  fs.closeSync(fd);

  fs.rmSync(dir, { recursive: true });
})();
