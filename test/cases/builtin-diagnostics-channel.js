// diagnostics_channel: channel identity (string and symbol names), subscriber order,
// copy-on-write subscription during publish, a throwing subscriber reported as an
// uncaught exception on the next tick while the others still run, bound stores with
// transforms (one that throws is skipped and reported), tracing channels (sync, callback,
// promise) and their event order, bounded channels, and the argument errors.
// stderr: Warning: tracePromise was called with the function 'named', which returned a non-thenable.
'use strict';
const dc = require('diagnostics_channel');

const log = [];
const show = (f) => {
  try {
    console.log('ok', f());
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
};

// An AsyncLocalStorage-like store with both run() and withScope().
class Store {
  constructor() { this.value = undefined; }
  getStore() { return this.value; }
  enterWith(v) { this.value = v; }
  run(v, fn, ...args) {
    const prev = this.value;
    this.value = v;
    try {
      return fn(...args);
    } finally {
      this.value = prev;
    }
  }
  withScope(v) {
    const prev = this.value;
    this.value = v;
    return { [Symbol.dispose]: () => { this.value = prev; } };
  }
}

const a = dc.channel('a');
const sym = Symbol('s');
console.log(a === dc.channel('a'), dc.channel(sym) === dc.channel(sym), dc.channel(sym).name === sym);
console.log(a.name, a instanceof dc.Channel, a.hasSubscribers, dc.hasSubscribers('a'),
  dc.hasSubscribers('never-made'));

const err = new Error('subscriber failed');
process.on('uncaughtException', (e, origin) => {
  console.log('uncaught', e === err ? 'subscriber error' : e.message, origin);
});

function first(msg, name) { log.push(`first ${msg.n} ${name}`); }
function second(msg) {
  log.push(`second ${msg.n}`);
  // Added during a publish: not called for this message.
  a.subscribe(third);
  throw err;
}
function third(msg) { log.push(`third ${msg.n}`); }
a.subscribe(first);
dc.subscribe('a', second);
console.log(a.hasSubscribers, dc.hasSubscribers('a'), a instanceof dc.Channel);
a.publish({ n: 1 });
console.log(log.join(' | '));
process.nextTick(() => console.log('tick queued after the publish'));
log.length = 0;
console.log(a.unsubscribe(second), a.unsubscribe(second), dc.unsubscribe('a', first));
a.publish({ n: 2 });
console.log(log.join(' | '));
console.log(a.unsubscribe(third), a.hasSubscribers, a.unsubscribe(third));

// Stores: entered in binding order, data published inside them, fn innermost.
const s1 = new Store();
const s2 = new Store();
const st = dc.channel('stores');
st.bindStore(s1, (data) => ({ from: 's1', data }));
st.bindStore(s2);
st.subscribe((data) => console.log('subscriber sees', s1.getStore(), s2.getStore()));
const result = st.runStores(7, function(x, y) {
  return [this.tag, x, y, s1.getStore(), s2.getStore()];
}, { tag: 'this' }, 'x', 'y');
console.log(JSON.stringify(result), s1.getStore(), s2.getStore());
st.bindStore(s1, () => { throw new Error('transform failed'); });
console.log(JSON.stringify(st.runStores(8, () => [s1.getStore(), s2.getStore()])));
console.log(st.unbindStore(s1), st.unbindStore(s1), st.unbindStore(s2), st.hasSubscribers);
console.log(dc.channel('idle').runStores(1, (v) => v * 2, null, 21));

// Tracing channels.
const tc = dc.tracingChannel('op');
console.log(tc.start === dc.channel('tracing:op:start'), tc.asyncEnd.name, tc.error.name,
  tc.hasSubscribers, Object.keys(tc));
const events = [];
const handlers = {
  start(ctx) { events.push(`start ${ctx.id}`); },
  end(ctx) { events.push(`end ${ctx.id} ${'result' in ctx ? ctx.result : '-'}`); },
  asyncStart(ctx) { events.push(`asyncStart ${ctx.id} ${ctx.error ? ctx.error.message : ctx.result}`); },
  asyncEnd(ctx) { events.push(`asyncEnd ${ctx.id}`); },
  error(ctx) { events.push(`error ${ctx.id} ${ctx.error.message}`); },
};
tc.subscribe(handlers);
console.log(tc.hasSubscribers);
console.log(tc.traceSync(function(x) { events.push('fn'); return this.k + x; }, { id: 1 }, { k: 40 }, 2));
try {
  tc.traceSync(() => { throw new Error('sync boom'); }, { id: 2 });
} catch (e) {
  events.push(`caught ${e.message}`);
}
console.log(events.join(' | '));
events.length = 0;

tc.traceCallback(function(cb) {
  events.push('cb-fn');
  setImmediate(cb, null, 'cb-result');
}, 0, { id: 3 }, null, function(e, r) {
  events.push(`callback ${e} ${r}`);
});
tc.traceCallback((x, cb) => cb(new Error('cb failed')), 1, { id: 4 }, null, 'x', (e) => {
  events.push(`callback error ${e.message}`);
});
const p1 = tc.tracePromise(async (v) => v * 2, { id: 5 }, null, 21);
const p2 = tc.tracePromise(() => Promise.reject(new Error('rejected')), { id: 6 });
events.push('after calls');
Promise.allSettled([p1, p2]).then((r) => {
  console.log(r.map((x) => x.status + ' ' + (x.value || x.reason.message)).join(', '));
  setImmediate(() => {
    console.log(events.join(' | '));
    console.log(tc.unsubscribe(handlers), tc.hasSubscribers, tc.unsubscribe(handlers));
    // Without subscribers the function runs plainly (and a non-thenable is only warned).
    console.log(tc.traceSync((x) => x + 1, undefined, null, 1), tc.tracePromise(function named() { return 5; }));
    bounded();
  });
});

function bounded() {
  const bc = dc.boundedChannel('bc');
  console.log(bc.start.name, bc.end.name, bc.hasSubscribers, Object.getOwnPropertyNames(bc));
  const seen = [];
  const bh = { start: (c) => seen.push(`start ${c.v}`), end: (c) => seen.push(`end ${c.v}`) };
  bc.subscribe(bh);
  console.log(bc.run({ v: 1 }, (a, b) => a + b, null, 1, 2), seen.join(' | '));
  console.log(bc.unsubscribe(bh), bc.hasSubscribers);
  errors();
}

function errors() {
  show(() => dc.channel(5));
  show(() => dc.channel(null));
  show(() => dc.subscribe('x', 5));
  show(() => dc.channel('y').subscribe('nope'));
  show(() => dc.tracingChannel(5));
  show(() => dc.tracingChannel({ start: 1, end: dc.channel('e'), asyncStart: dc.channel('f'),
    asyncEnd: dc.channel('g'), error: dc.channel('h') }));
  show(() => dc.boundedChannel(true));
  const t2 = dc.tracingChannel('t2');
  t2.subscribe({ start() {} });
  show(() => t2.traceCallback(() => {}, 0, {}, null, 'not a function'));
  const custom = dc.tracingChannel({ start: dc.channel('c1'), end: dc.channel('c2'),
    asyncStart: dc.channel('c3'), asyncEnd: dc.channel('c4'), error: dc.channel('c5') });
  console.log(custom.start.name, custom.error.name, custom.hasSubscribers);
}
