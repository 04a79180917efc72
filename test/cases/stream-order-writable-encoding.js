// Encodings: defaultEncoding, setDefaultEncoding, decodeStrings false, typed arrays.
'use strict';
const { Writable, Duplex } = require('stream');
const { log, desc, watch, series, cb } = require('../fixtures/stream-order-harness.js').writable;
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
