// pipeline() errors at each stage: which error the callback gets, and the order in which
// the other stages are destroyed and emit 'close'.
'use strict';
const { Readable, Writable, Transform, pipeline } = require('stream');
const { show } = require('../fixtures/stream-order-harness.js').flow;

function make(tag, where) {
  const src = new Readable({
    read() {
      if (where === 'src') this.destroy(new Error('src-fail'));
      else { this.push('a'); this.push(null); }
    },
  });
  const mid = new Transform({
    transform(c, e, cb) { if (where === 'mid') cb(new Error('mid-fail')); else cb(null, c); },
  });
  const dst = new Writable({
    write(c, e, cb) { if (where === 'dst') cb(new Error('dst-fail')); else cb(); },
    final(cb) { if (where === 'final') cb(new Error('final-fail')); else cb(); },
  });
  for (const [n, s] of [['src', src], ['mid', mid], ['dst', dst]]) {
    s.on('close', () => console.log(tag, n, 'close', s.destroyed));
    s.on('error', (e) => console.log(tag, n, 'error', e.message));
  }
  return [src, mid, dst];
}

const cases = ['src', 'mid', 'dst', 'final'];
(function run(i) {
  if (i === cases.length) return step5();
  const [src, mid, dst] = make(cases[i], cases[i]);
  pipeline(src, mid, dst, (err) => {
    console.log(cases[i], 'cb', show(err), [src, mid, dst].map((s) => s.destroyed).join());
    setImmediate(() => run(i + 1));
  });
})(0);

function step5() {
  // error after the pipeline has already finished its data flow, last stream readable
  const src = Readable.from(['z']);
  const mid = new Transform({ transform(c, e, cb) { cb(null, c); } });
  pipeline(src, mid, (err) => {
    console.log('s5 cb', show(err));
    setImmediate(step6);
  });
  mid.on('end', () => { console.log('s5 mid end'); });
  mid.resume();
}

function step6() {
  // two errors: the first one wins
  const src = new Readable({ read() {} });
  const dst = new Writable({ write(c, e, cb) { cb(); } });
  src.on('error', () => {}); dst.on('error', () => {});
  pipeline(src, dst, (err) => { console.log('s6 cb', show(err)); console.log('done'); });
  dst.destroy(new Error('dst-first'));
  src.destroy(new Error('src-second'));
}
