'use strict';
// Error snapshot of cases beyond the per-API scripts (docs/FS-SEMANTICS.md): validation
// order, fd inputs, flag/mode/data edge cases, options.buffer, encodings, promise rejections.
const fs = require('fs');
const fsp = fs.promises;
const { run, p } = require('./_harness');

const rej = (promise, done) => promise.then((v) => done(null, v), done);

run([
  ['readFileSync dir utf8', (done) => done(null, fs.readFileSync(p('dir'), 'utf8'))],
  ['readFile fd of dir', (done) => fs.readFile(fs.openSync(p('dir')), done)],
  ['readFileSync 1.5', (done) => done(null, fs.readFileSync(1.5))],
  ['readFileSync {a:1}', (done) => done(null, fs.readFileSync({ a: 1 }))],
  ['readFileSync -1', (done) => done(null, fs.readFileSync(-1))],
  ['readFileSync 123456', (done) => done(null, fs.readFileSync(123456))],
  ['readFile no cb', () => fs.readFile(p('small.txt'))],
  ['readFileSync options 5', (done) => done(null, fs.readFileSync(p('small.txt'), 5))],
  ['readFileSync buffer enc', (done) => done(null, fs.readFileSync(p('small.txt'), 'buffer'))],
  ['readFile buffer enc', (done) => fs.readFile(p('small.txt'), 'buffer', done)],
  ['readFile flag 1.5', (done) => fs.readFile(p('o1'), { flag: 1.5 }, done)],
  ['writeFile flag 1.5', (done) => fs.writeFile(p('o1'), 'x', { flag: 1.5 }, done)],
  ['writeFileSync flag 2**40', (done) => done(null, fs.writeFileSync(p('o1'), 'x', { flag: 2 ** 40 }))],
  ['writeFileSync null bad flag', (done) => done(null, fs.writeFileSync(null, 'x', { flag: 'bad' }))],
  ['writeFile null bad flag', (done) => fs.writeFile(null, 'x', { flag: 'bad' }, done)],
  ['readFile null bad flag', (done) => fs.readFile(null, { flag: 'bad' }, done)],
  ['writeFile mode -5 data 123', (done) => fs.writeFile(p('o1'), 123, { mode: -5 }, done)],
  ['writeFileSync flush 1', (done) => done(null, fs.writeFileSync(p('w1'), 'x', { flush: 1 }))],
  ['writeFileSync data symbol', (done) => done(null, fs.writeFileSync(p('w1'), Symbol('q')))],
  ['writeFileSync data String', (done) => done(null, fs.writeFileSync(p('w1'), new String('a')))],
  ['readFileSync signal string', (done) => done(null, fs.readFileSync(p('small.txt'), { signal: 's'.repeat(40) }))],
  ['readFileSync buffer bytes', (done) => done(null, fs.readFileSync(p('small.txt'), 'latin1'))],
  ['readFileSync URL %2F', (done) => done(null, fs.readFileSync(new URL('file:///tmp/a%2Fb')))],
  ['readFileSync string URL', (done) => done(null, fs.readFileSync('http://x/y'))],
  ['readFile aborted null path', (done) => {
    const ac = new AbortController();
    ac.abort();
    fs.readFile(null, { signal: ac.signal }, done);
  }],
  ['readFile aborted fd', (done) => {
    const ac = new AbortController();
    ac.abort();
    fs.readFile(fs.openSync(p('small.txt')), { signal: ac.signal }, done);
  }],
  ['readFileSync flag empty', (done) => done(null, fs.readFileSync(p('small.txt'), { flag: '' }))],
  ['writeFileSync EBADF buffer', (done) => done(null, fs.writeFileSync(p('small.txt'), Buffer.from('x'), { flag: 'r' }))],
  ['writeFileSync EBADF {}', (done) => done(null, fs.writeFileSync(p('small.txt'), 'x', { flag: 'r' }))],
  ['writeFileSync /proc/version', (done) => done(null, fs.writeFileSync('/proc/version', 'x'))],
  ['readFile /proc/self/mem', (done) => fs.readFile('/proc/self/mem', done)],
  ['readFileSync flag w utf8', (done) => done(null, fs.readFileSync(p('small.txt'), { flag: 'w', encoding: 'utf8' }))],
  ['readFileSync user buffer small', (done) => done(null, fs.readFileSync(p('small.txt'), { buffer: Buffer.alloc(2) }))],
  ['readFile options.buffer bad', (done) => fs.readFile(p('small.txt'), { buffer: 5 }, done)],
  ['fsp.readFile 0', (done) => rej(fsp.readFile(0), done)],
  ['fsp.readFile flag 1.5', (done) => rej(fsp.readFile(p('o1'), { flag: 1.5 }), done)],
  ['fsp.writeFile [1,2]', (done) => rej(fsp.writeFile(p('i5'), [1, 2]), done)],
  ['fsp.writeFile aborted 123', (done) => {
    const ac = new AbortController();
    ac.abort();
    rej(fsp.writeFile(p('pe'), 123, { signal: ac.signal }), done);
  }],
  ['fsp.readFile aborted null', (done) => {
    const ac = new AbortController();
    ac.abort();
    rej(fsp.readFile(null, { signal: ac.signal }), done);
  }],
  ['fsp.readFile missing', (done) => rej(fsp.readFile(p('nope')), done)],
  ['fs.writeFile array', (done) => fs.writeFile(p('i6'), ['a', 'b'], done)],
]);
