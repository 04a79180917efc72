'use strict';
// The promise-API counterpart of _cases.js: the same error catalogue for
// fs.promises.readFile/writeFile/appendFile, plus cases only the promise API has: closed
// FileHandles (method and function forms), aborts during FileHandle reads and between the
// chunks of a FileHandle write, and a check that no argument error is ever thrown
// synchronously (a THROW line in the output would be a bug: every failure must reject).
const fs = require('fs');
const fsp = require('fs/promises');
const { run, p } = require('./_harness');

function settle(promise, done, after) {
  promise.then((v) => done(null, after ? after(v) : v), (e) => done(e));
}

function size(name) {
  return () => `size=${fs.statSync(p(name)).size}`;
}

function cases(name) {
  const isWrite = name !== 'readFile';
  const fn = fsp[name];
  const call = (path, options, done, after) => {
    const args = isWrite ? [path, 'x'] : [path];
    if (options !== undefined) args.push(options);
    settle(fn(...args), done, after);
  };
  const list = [
    ['ENOENT', (done) => call(isWrite ? p('nodir/x') : p('nope'), undefined, done)],
    ['EISDIR', (done) => call(p('dir'), undefined, done)],
    ['ENOTDIR', (done) => call(p('small.txt/x'), undefined, done)],
    ['EEXIST wx', (done) => call(p('small.txt'), { flag: 'wx' }, done)],
    ['EBADF wrong flag', (done) => {
      fs.writeFileSync(p('victim'), 'hello');
      call(p('victim'), { flag: isWrite ? 'r' : 'w' }, done);
    }],
    ['ENAMETOOLONG', (done) => call(p('a'.repeat(300)), undefined, done)],
    ['null byte', (done) => call(p('a\u0000b'), undefined, done)],
    ['bad path type', (done) => call(true, undefined, done)],
    ['number path', (done) => call(0, undefined, done)],
    ['bad encoding', (done) => call(p('small.txt'), 'bogus', done)],
    ['bad flag', (done) => call(p('small.txt'), { flag: 'z' }, done)],
    ['numeric flag out of range', (done) => call(p('o1'), { flag: 1.5 }, done)],
    ['bad mode', (done) => call(p('m1'), { mode: 'abc' }, done)],
    ['bad signal', (done) => call(p('small.txt'), { signal: 'nope' }, done)],
    ['bad options type', (done) => call(p('small.txt'), 5, done)],
    ['AbortError before', (done) => {
      const ac = new AbortController();
      ac.abort();
      call(p('small.txt'), { signal: ac.signal }, done);
    }],
    ['AbortError before, bad path', (done) => {
      const ac = new AbortController();
      ac.abort('why');
      call(null, { signal: ac.signal }, done);
    }],
    ['AbortError in flight', (done) => {
      const ac = new AbortController();
      call(p('inflight'), { signal: ac.signal }, done);
      ac.abort();
    }],
    ['file URL with host', (done) => call(new URL('file://host/x'), undefined, done)],
    ['non-file URL', (done) => call(new URL('http://x/y'), undefined, done)],
    ['closed handle, method form', async (done) => {
      const fh = await fsp.open(p('small.txt'), 'r+');
      await fh.close();
      settle(isWrite ? fh[name]('x') : fh.readFile(), done);
    }],
    ['closed handle, function form', async (done) => {
      const fh = await fsp.open(p('small.txt'), 'r+');
      await fh.close();
      call(fh, undefined, done);
    }],
    ['handle, bad mode', async (done) => {
      const fh = await fsp.open(p('small.txt'), 'r+');
      const args = isWrite ? ['x', { mode: 'bad' }] : [{ encoding: 'bogus' }];
      settle(fh[name](...args).finally(() => fh.close()), done);
    }],
    ['handle, aborted signal', async (done) => {
      const fh = await fsp.open(p('small.txt'), 'r+');
      const ac = new AbortController();
      ac.abort();
      const args = isWrite ? ['x', { signal: ac.signal }] : [{ signal: ac.signal }];
      settle(fh[name](...args).finally(() => fh.close()), done);
    }],
  ];
  if (isWrite) {
    list.push(
      ['bad data', (done) => settle(fn(p('d1'), 123), done)],
      ['bad iterable item', (done) => settle(fn(p('d2'), [1, 2]), done, size('d2'))],
      ['abort between chunks (async iterable)', (done) => {
        const ac = new AbortController();
        async function* gen() {
          yield 'first';
          ac.abort();
          yield 'second';
        }
        settle(fn(p('chunks'), gen(), { signal: ac.signal }), done);
      }],
      ['file after abort between chunks', (done) => done(null, fs.readFileSync(p('chunks'), 'latin1'))],
      ['abort after the call, 2 MiB', (done) => {
        const ac = new AbortController();
        settle(fn(p('big'), Buffer.alloc(2 * 1024 * 1024, 97), { signal: ac.signal }), done);
        ac.abort();
      }],
      ['file after abort, 2 MiB', (done) => done(null, size('big')())],
      ['bad flush', (done) => call(p('fl'), { flush: 'yes' }, done)],
    );
  } else {
    fs.writeFileSync(p('big.bin'), Buffer.alloc(2 * 1024 * 1024, 98));
    list.push(
      ['abort during handle read, 2 MiB', async (done) => {
        const fh = await fsp.open(p('big.bin'));
        const ac = new AbortController();
        settle(fh.readFile({ signal: ac.signal }).finally(() => fh.close()), done);
        ac.abort();
      }],
      ['abort after the call, 2 MiB path', (done) => {
        const ac = new AbortController();
        call(p('big.bin'), { signal: ac.signal }, done);
        ac.abort();
      }],
      ['user buffer too small', (done) => call(p('small.txt'), { buffer: Buffer.alloc(2) }, done)],
      ['bad user buffer', (done) => call(p('small.txt'), { buffer: 'no' }, done)],
    );
  }
  return list;
}

module.exports = { main: (name) => run(cases(name)) };
