'use strict';
const stream = require('stream');
const { Readable, Writable, Duplex, Transform, PassThrough } = stream;
const { log, series, watcher } = require('../fixtures/stream-order-harness.js').ops;
// duplexPair(): two joined Duplex ends.
const { duplexPair } = stream;
const watch = watcher(['finish', 'end', 'close', 'error', 'data']);
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
