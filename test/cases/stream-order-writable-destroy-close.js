// Close/error emission after destroy(): emitClose and autoDestroy combinations.
'use strict';
const { Writable, Duplex } = require('stream');
const { log, desc, watch, series, cb } = require('../fixtures/stream-order-harness.js').writable;
function make(opts, slowDestroy) {
  return watch(new Writable({
    ...opts,
    write(chunk, enc, done) { done(); },
    destroy(err, done) {
      log(`  _destroy ${desc(err)}`);
      if (slowDestroy) setImmediate(() => { log('  destroy done'); done(err); });
      else done(err);
    },
  }), 'w');
}
const combos = [
  [{}, 'defaults'],
  [{ emitClose: false }, 'emitClose false'],
  [{ autoDestroy: false }, 'autoDestroy false'],
  [{ emitClose: false, autoDestroy: false }, 'both false'],
];
const list = [];
for (const [opts, name] of combos) {
  list.push([`${name}: end`, () => {
    const w = make(opts);
    w.end('x', cb('end'));
  }]);
  list.push([`${name}: destroy(err)`, () => {
    const w = make(opts);
    w.destroy(new Error('E'), cb('destroy'));
    log('closed', w.closed, 'destroyed', w.destroyed);
  }]);
}
list.push(['slow _destroy', () => {
  const w = make({}, true);
  w.destroy(new Error('slow'), cb('destroy'));
  w.destroy(new Error('second'), cb('destroy again'));
  log('closed', w.closed);
}]);
list.push(['destroy twice, sync _destroy', () => {
  const w = make({});
  w.destroy(null, cb('d1'));
  w.destroy(new Error('ignored'), cb('d2'));
}]);
series(list);
