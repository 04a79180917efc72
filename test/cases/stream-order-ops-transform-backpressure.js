'use strict';
const stream = require('stream');
const { Readable, Writable, Duplex, Transform, PassThrough } = stream;
const { log, series } = require('../fixtures/stream-order-harness.js').ops;
// Transform and PassThrough back-pressure: when write callbacks fire relative to reads.
series([
  ['readable hwm 2 objectMode, no reader', () => {
    const t = new Transform({
      objectMode: true,
      readableHighWaterMark: 2,
      transform(c, e, cb) { log(`  transform ${c}`); cb(null, c); },
    });
    for (let i = 1; i <= 5; i++) log(`  write ${i} ->`, t.write(i, () => log(`  cb ${i}`)));
    setImmediate(() => {
      log('  readableLength', t.readableLength, 'writableLength', t.writableLength);
      log('  read', t.read());
      setImmediate(() => {
        log('  readableLength', t.readableLength, 'writableLength', t.writableLength);
        t.resume();
      });
    });
  }],
  ['readableHighWaterMark 0', () => {
    const t = new PassThrough({ readableHighWaterMark: 0, objectMode: true });
    log('  hwm', t.readableHighWaterMark, t.writableHighWaterMark);
    for (let i = 1; i <= 3; i++) log(`  write ${i} ->`, t.write(i, () => log(`  cb ${i}`)));
    t.on('data', (d) => log('  data', d));
  }],
  ['highWaterMark 0 both', () => {
    const t = new PassThrough({ highWaterMark: 0 });
    log('  hwm', t.readableHighWaterMark, t.writableHighWaterMark);
    log('  write ->', t.write('x', () => log('  cb x')));
    t.on('data', (d) => log('  data', String(d)));
  }],
  ['passthrough bytes hwm 4', () => {
    const t = new PassThrough({ highWaterMark: 4 });
    t.on('drain', () => log('  drain'));
    log('  write abc ->', t.write('abc', () => log('  cb abc')));
    log('  write defg ->', t.write('defg', () => log('  cb defg')));
    log('  write h ->', t.write('h', () => log('  cb h')));
    setImmediate(() => {
      log('  read', String(t.read()));
      setImmediate(() => log('  read', String(t.read())));
    });
  }],
  ['passthrough encoding', () => {
    const t = new PassThrough({ encoding: 'utf8' });
    t.on('data', (d) => log('  data', typeof d, d));
    t.write(Buffer.from([0xe2, 0x82]));
    t.end(Buffer.from([0xac]));
    t.on('end', () => log('  end'));
  }],
  ['passthrough decodeStrings false', () => {
    const t = new PassThrough({ decodeStrings: false });
    const seen = [];
    t._transform = function(c, e, cb) { seen.push(`${typeof c}:${e}`); cb(null, c); };
    t.write('a');
    t.write(Buffer.from('b'));
    t.end();
    t.resume();
    t.on('end', () => log('  seen', seen.join(' ')));
  }],
  ['pipe through slow transform', () => {
    const src = Readable.from(['1', '2', '3', '4'], { objectMode: true });
    const slow = new Transform({
      objectMode: true,
      highWaterMark: 1,
      transform(c, e, cb) { log(`  t ${c}`); setImmediate(() => cb(null, `<${c}>`)); },
    });
    const sink = new Writable({
      objectMode: true,
      highWaterMark: 1,
      write(c, e, cb) { log(`  w ${c}`); setImmediate(cb); },
    });
    sink.on('finish', () => log('  sink finish'));
    src.pipe(slow).pipe(sink);
  }],
]);
