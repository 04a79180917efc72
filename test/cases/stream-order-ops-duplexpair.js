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
// duplexPair(): two joined Duplex ends.
const { duplexPair } = stream;
function watch(s, tag) {
  for (const ev of ['finish', 'end', 'close', 'error']) {
    s.on(ev, (x) => log(`  ${tag} ${ev}${ev === 'error' ? ' ' + desc(x) : ''}`));
  }
  s.on('data', (d) => log(`  ${tag} data ${d}`));
  return s;
}
series([
  ['shape', () => {
    const [a, b] = duplexPair();
    log('  ', a instanceof Duplex, b instanceof Duplex, a !== b, a.constructor === b.constructor, duplexPair.length);
  }],
  ['write both ways', () => {
    const [a, b] = duplexPair();
    watch(a, 'a');
    watch(b, 'b');
    a.write('hello', () => log('  a write cb'));
    b.write('world', () => log('  b write cb'));
  }],
  ['end one side', () => {
    const [a, b] = duplexPair();
    watch(a, 'a');
    watch(b, 'b');
    a.end('bye', () => log('  a end cb'));
  }],
  ['end both', () => {
    const [a, b] = duplexPair();
    watch(a, 'a');
    watch(b, 'b');
    a.end('1');
    b.end('2');
  }],
  ['back-pressure: write cb waits for read', () => {
    const [a, b] = duplexPair();
    a.write('x', () => log('  cb x'));
    a.write('y', () => log('  cb y'));
    setImmediate(() => {
      log('  b.read', String(b.read()));
      setImmediate(() => log('  b.read', String(b.read())));
    });
  }],
  ['empty write', () => {
    const [a, b] = duplexPair();
    watch(b, 'b');
    a.write('', () => log('  empty cb'));
  }],
  ['destroy without error', () => {
    const [a, b] = duplexPair();
    watch(a, 'a');
    watch(b, 'b');
    a.destroy();
  }],
  ['destroy with error', () => {
    const [a, b] = duplexPair();
    watch(a, 'a');
    watch(b, 'b');
    a.destroy(new Error('pair'));
  }],
  ['objectMode option', () => {
    const [a, b] = duplexPair({ objectMode: true });
    watch(b, 'b');
    a.write({ k: 1 });
    b.once('data', (d) => log('  obj', JSON.stringify(d)));
    log('  ', a.readableObjectMode, b.writableObjectMode);
  }],
]);
