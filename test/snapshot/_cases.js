'use strict';
// The error cases every snapshot script runs, for one API given as
// call(path, options, done): the same inputs for readFile/writeFile/appendFile and their
// Sync forms, so the snapshots line up side by side.
const fs = require('fs');
const { run, p } = require('./_harness');

function cases(call, { isSync, isWrite }) {
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
    ['bad encoding', (done) => call(p('small.txt'), 'bogus', done)],
    ['bad flag', (done) => call(p('small.txt'), { flag: 'z' }, done)],
    ['bad mode', (done) => call(p('m1'), { mode: 'abc' }, done)],
    ['AbortError before', (done) => {
      const ac = new AbortController();
      ac.abort();
      call(p('small.txt'), { signal: ac.signal }, done);
    }],
    ['AbortError in flight', (done) => {
      const ac = new AbortController();
      call(p('inflight'), { signal: ac.signal }, done);
      ac.abort();
    }],
    ['file URL with host', (done) => call(new URL('file://host/x'), undefined, done)],
    ['non-file URL', (done) => call(new URL('http://x/y'), undefined, done)],
  ];
  if (!isSync) list.push(['non-function callback', () => call(p('small.txt'), {}, 'notfn')]);
  return list;
}

// Adapters: (fs function, kind) → call(path, options, done).
function callbackApi(fn, isWrite) {
  return (path, options, done) => {
    const args = isWrite ? [path, 'x'] : [path];
    if (options !== undefined) args.push(options);
    args.push(done);
    fn(...args);
  };
}

function syncApi(fn, isWrite) {
  return (path, options, done) => {
    const args = isWrite ? [path, 'x'] : [path];
    if (options !== undefined) args.push(options);
    const v = fn(...args);
    done(null, v);
  };
}

function main(name) {
  const isSync = name.endsWith('Sync');
  const isWrite = !name.startsWith('read');
  const fn = fs[name];
  const call = isSync ? syncApi(fn, isWrite) : callbackApi(fn, isWrite);
  run(cases((path, options, done) => {
    if (typeof done !== 'function') {
      // The non-function-callback case passes its own third argument.
      const args = isWrite ? [path, 'x', options, done] : [path, options, done];
      return fn(...args);
    }
    return call(path, options, done);
  }, { isSync, isWrite }));
}

module.exports = { main };
