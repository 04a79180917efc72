'use strict';
const stream = require('stream');
const { Readable, Writable, Duplex, Transform, PassThrough } = stream;
const log = (...a) => console.log(...a);
const desc = (e) => (e ? `${e.name}${e.code ? ' ' + e.code : ''}: ${e.message}` : String(e));
// Lets pending ticks, microtasks and immediates drain: n rounds of setImmediate.
const settle = (n = 6) => new Promise((resolve) => {
  let k = 0;
  const step = () => (++k < n ? setImmediate(step) : resolve());
  setImmediate(step);
});
// A promise that resolves after `n` microtask hops, for deterministic "async" work.
const hops = async (n) => { for (let i = 0; i < n; i++) await null; };
// Waits n event-loop turns; used where only macrotask order should matter.
const turns = (n) => new Promise((resolve) => {
  let k = 0;
  const step = () => (++k >= n ? resolve() : setImmediate(step));
  setImmediate(step);
});
async function series(list) {
  for (const [name, fn] of list) {
    log(`== ${name}`);
    try {
      const v = await fn();
      if (v !== undefined) log('  result', JSON.stringify(v));
    } catch (e) {
      log('  threw', desc(e));
    }
    await settle();
  }
}
// Transform: event order around _transform/_flush, sync and async, with errors.
function watch(s, tag) {
  for (const ev of ['prefinish', 'finish', 'end', 'close', 'error']) {
    s.on(ev, (x) => log(`  ${tag} ${ev}${ev === 'error' ? ' ' + desc(x) : ''}`));
  }
  s.on('data', (d) => log(`  ${tag} data ${d}`));
  return s;
}
const tick = () => process.nextTick(() => log('  ~tick'));
series([
  ['sync transform, sync flush', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { log(`  transform ${c}`); cb(null, String(c).toUpperCase()); },
      flush(cb) { log('  flush'); cb(null, 'TAIL'); },
    }), 't');
    t.write('a', () => log('  write cb a'));
    t.end('b', () => log('  end cb'));
    tick();
  }],
  ['async transform, async flush', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { log(`  transform ${c}`); setImmediate(() => cb(null, c)); },
      flush(cb) { log('  flush'); setImmediate(() => { this.push('x'); cb(); }); },
    }), 't');
    t.write('a');
    t.end('b');
    tick();
  }],
  ['transform pushes twice then cb()', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { this.push(c); this.push(c); cb(); },
    }), 't');
    t.end('z');
  }],
  ['no flush', () => {
    const t = watch(new Transform({ transform(c, e, cb) { cb(null, c); } }), 't');
    t.end('q');
    tick();
  }],
  ['transform error', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { cb(new Error('tx')); },
    }), 't');
    t.write('a', (err) => log('  write cb', desc(err)));
    tick();
  }],
  ['flush error', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { cb(null, c); },
      flush(cb) { cb(new Error('fl')); },
    }), 't');
    t.end('a', (err) => log('  end cb', desc(err)));
    tick();
  }],
  ['flush throws', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { cb(null, c); },
      flush(cb) { throw new Error('thrown in flush'); },
    }), 't');
    process.once('uncaughtException', (e) => log('  uncaught', desc(e)));
    t.end('a');
  }],
  ['destroy before flush', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { setImmediate(cb); },
      flush(cb) { log('  flush called'); cb(); },
    }), 't');
    t.resume();
    t.end('a');
    t.destroy();
  }],
  ['missing _transform', () => {
    const t = watch(new Transform(), 't');
    t.write('a', (err) => log('  write cb', desc(err)));
  }],
  ['_final overridden', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { cb(null, c); },
      flush(cb) { log('  flush'); cb(null, 'F'); },
      final(cb) { log('  final'); cb(); },
    }), 't');
    t.end('a');
    setImmediate(() => setImmediate(() => log('  readableEnded', t.readableEnded)));
  }],
  ['push(null) inside transform then write', () => {
    const t = watch(new Transform({
      transform(c, e, cb) { this.push(c); this.push(null); cb(); },
    }), 't');
    t.write('a', (err) => log('  cb a', desc(err)));
    t.write('b', (err) => log('  cb b', desc(err)));
  }],
  ['callable without new', () => {
    const t = Transform({ transform(c, e, cb) { cb(null, c); } });
    const p = PassThrough();
    log('  ', t instanceof Transform, p instanceof PassThrough, p instanceof Transform, t instanceof Duplex);
  }],
]);
