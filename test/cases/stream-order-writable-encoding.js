// Encodings: defaultEncoding, setDefaultEncoding, decodeStrings false, typed arrays.
'use strict';
const { Writable, Duplex } = require('stream');
const log = (...a) => console.log(...a);
const desc = (e) => (e ? `${e.code || e.name}: ${e.message}` : String(e));
// Every event of interest, in arrival order; 'error' also shows the error.
function watch(s, tag) {
  for (const ev of ['prefinish', 'finish', 'drain', 'close', 'error']) {
    s.on(ev, (x) => log(`${tag} ${ev}${ev === 'error' ? ' ' + desc(x) : ''}`));
  }
  return s;
}
// Marks nextTick boundaries so the output shows in which tick each emit happens.
function ticker(n = 4) {
  let i = 0;
  const step = () => {
    log(`  ~tick ${++i}`);
    if (i < n) process.nextTick(step);
  };
  process.nextTick(step);
}
// Runs scenarios one after another; each gets several immediates to settle.
function series(list) {
  let i = 0;
  const next = () => {
    if (i === list.length) return;
    const [name, fn] = list[i++];
    log(`== ${name}`);
    fn();
    ticker();
    let k = 0;
    const wait = () => (++k < 8 ? setImmediate(wait) : next());
    setImmediate(wait);
  };
  next();
}
const cb = (tag) => (err) => log(`${tag} cb ${err ? desc(err) : 'ok'}`);
function make(opts) {
  return watch(new Writable({
    ...opts,
    write(chunk, enc, done) {
      const shown = Buffer.isBuffer(chunk) ? `Buffer<${chunk.toString('hex')}>` : JSON.stringify(chunk);
      log(`  _write ${shown} ${enc}`);
      done();
    },
  }), 'w');
}
series([
  ['default utf8 decode', () => {
    const w = make();
    w.write('hé');
    w.write('aGk=', 'base64');
    w.write('6869', 'hex');
    w.write(new Uint8Array([1, 2]));
    w.write(new DataView(new ArrayBuffer(2)));
  }],
  ['decodeStrings false', () => {
    const w = make({ decodeStrings: false });
    w.write('keep');
    w.write('keep2', 'latin1');
    w.write(Buffer.from('buf'));
  }],
  ['defaultEncoding option and setDefaultEncoding', () => {
    const w = make({ decodeStrings: false, defaultEncoding: 'hex' });
    w.write('ab');
    log('ret is stream', w.setDefaultEncoding('UTF-16LE') === w, w._writableState.defaultEncoding);
    w.write('x');
    try { w.setDefaultEncoding('nope'); } catch (e) { log('caught', desc(e)); }
  }],
  ['bad encodings and chunks', () => {
    const w = make();
    for (const args of [['x', 'nope'], ['x', 'buffer'], [5], [{}], [undefined], [Symbol('s')]]) {
      try { w.write(...args); log('no throw', String(args[0])); } catch (e) { log('caught', desc(e)); }
    }
  }],
  ['bad defaultEncoding option', () => {
    try { make({ defaultEncoding: 'bogus' }); log('no throw'); } catch (e) { log('caught', desc(e)); }
  }],
  ['objectMode keeps strings', () => {
    const w = make({ objectMode: true });
    w.write('str');
    w.write('str', 'hex');
    w.write(Buffer.from('b'));
  }],
  ['write(chunk, cb) without encoding', () => {
    const w = make();
    w.write('x', cb('x'));
    w.write('y', null, cb('y'));
  }],
]);
