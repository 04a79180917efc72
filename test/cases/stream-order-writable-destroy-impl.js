// _destroy() variants, errorOrDestroy paths, async dispose, abort signals, _undestroy.
'use strict';
const { Writable, Duplex } = require('stream');
const { log, desc, watch, series, cb } = require('../fixtures/stream-order-harness.js').writable;
series([
  ['_destroy replaces the error', () => {
    const w = watch(new Writable({
      write(c, e, d) { d(); },
      destroy(err, done) { log(`  _destroy ${desc(err)}`); done(new Error('replaced')); },
    }), 'w');
    w.destroy(new Error('orig'), cb('destroy'));
  }],
  ['_destroy swallows the error', () => {
    const w = watch(new Writable({
      write(c, e, d) { d(); },
      destroy(err, done) { log(`  _destroy ${desc(err)}`); done(); },
    }), 'w');
    w.destroy(new Error('orig'), cb('destroy'));
    log('errored', desc(w.errored));
  }],
  ['_destroy throws', () => {
    const w = watch(new Writable({
      write(c, e, d) { d(); },
      destroy() { throw new Error('destroy thrown'); },
    }), 'w');
    w.destroy(null, cb('destroy'));
  }],
  ['_destroy calls back twice', () => {
    const w = watch(new Writable({
      write(c, e, d) { d(); },
      destroy(err, done) { done(); done(new Error('second')); },
    }), 'w');
    w.destroy();
  }],
  ['error listener destroys again', () => {
    const w = new Writable({ write(c, e, d) { d(new Error('w-fail')); } });
    w.on('error', (e) => { log('error', desc(e)); w.destroy(new Error('again'), cb('inner destroy')); });
    w.on('close', () => log('close'));
    w.write('x');
  }],
  ['abort signal', () => {
    const ac = new AbortController();
    const w = watch(new Writable({ signal: ac.signal, write(c, e, d) { setImmediate(d); } }), 'w');
    w.write('x', cb('x'));
    ac.abort();
    log('destroyed', w.destroyed);
  }],
  ['already aborted signal', () => {
    const w = watch(new Writable({ signal: AbortSignal.abort(), write(c, e, d) { d(); } }), 'w');
    log('destroyed', w.destroyed);
  }],
  ['asyncDispose before finish', () => {
    const w = watch(new Writable({ write(c, e, d) { d(); } }), 'w');
    w[Symbol.asyncDispose]().then((v) => log('disposed', v), (e) => log('dispose rejected', desc(e)));
  }],
  ['asyncDispose after finish', () => {
    const w = watch(new Writable({ write(c, e, d) { d(); }, autoDestroy: false }), 'w');
    w.end();
    w.on('finish', () => {
      w[Symbol.asyncDispose]().then((v) => log('disposed', v), (e) => log('dispose rejected', desc(e)));
    });
  }],
  ['_undestroy and reuse', () => {
    const w = watch(new Writable({ write(c, e, d) { log(`  _write ${c}`); d(); } }), 'w');
    w.destroy();
    setImmediate(() => {
      w._undestroy();
      const s = w._writableState;
      log('after undestroy', s.destroyed, s.closed, s.ended, s.finished, s.errorEmitted);
      w.end('again', cb('end'));
    });
  }],
  ['pipe into a Writable', () => {
    const w = watch(new Writable({ write(c, e, d) { d(); } }), 'w');
    w.pipe(new Writable());
  }],
]);
