// domain: process.domain / domain.active and the domain stack through enter/exit/run,
// errors reaching the domain's 'error' listener with err.domain / domainThrown /
// domainEmitter / domainBound (thrown in run, in a timer, an immediate and a nextTick
// callback scheduled inside it, emitted by an EventEmitter created inside it or add()ed to
// it), a queueMicrotask callback running inside it, bind/intercept, members, and an error
// thrown synchronously by the main module inside run().
'use strict';
const domain = require('domain');
const EventEmitter = require('events');

console.log(Object.keys(domain), process.domain, domain.active);
console.log(Object.keys(process).includes('domain'));

const isEnumerable = (o, k) => Object.prototype.propertyIsEnumerable.call(o, k);
const d = domain.create();
console.log(d instanceof domain.Domain, d instanceof EventEmitter, Object.keys(d), d.members);

const caught = [];
d.on('error', (err) => {
  const e = typeof err === 'object' && err !== null ? err : { message: String(err) };
  caught.push(`${e.message} domain=${e.domain === d} thrown=${e.domainThrown}` +
    ` emitter=${e.domainEmitter ? e.domainEmitter.constructor.name : undefined}` +
    ` bound=${typeof e.domainBound} hidden=${e.domain === d ? !isEnumerable(e, 'domain') : '-'}` +
    ` active=${process.domain === d}`);
});

const steps = [
  () => {
    d.run(function(a, b) {
      console.log('run', this === d, a, b, process.domain === d, domain.active === d,
        domain._stack.length);
      const t = setTimeout(() => {
        console.log('timer in domain', process.domain === d);
        throw new Error('from timer');
      }, 1);
      console.log('timer tagged', t.domain === d, isEnumerable(t, 'domain'));
    }, 1, 2);
    console.log('after run', process.domain, domain.active, domain._stack.length);
  },
  () => d.run(() => process.nextTick(() => { throw new Error('from nextTick'); })),
  () => d.run(() => setImmediate(() => { throw new Error('from setImmediate'); })),
  () => d.run(() => queueMicrotask(() => console.log('microtask in domain', process.domain === d))),
  () => {
    let ee;
    d.run(() => { ee = new EventEmitter(); });
    console.log('emitter tagged', ee.domain === d, isEnumerable(ee, 'domain'));
    ee.emit('error', new Error('emitted'));
    ee.emit('error');
    ee.emit('error', 'a string');
    ee.on('error', (e) => console.log('own listener wins', e.message));
    ee.emit('error', new Error('handled by the emitter'));
  },
  () => {
    const ee = new EventEmitter();
    console.log('outside', ee.domain);
    d.add(ee);
    console.log('added', ee.domain === d, d.members.length);
    ee.on('ping', () => console.log('listener runs in domain', process.domain === d));
    ee.emit('ping');
    ee.emit('error', new Error('added emitter'));
    d.remove(ee);
    console.log('removed', ee.domain, d.members.length);
  },
  () => {
    const bound = d.bind(function(x) { return [this && this.t, x, process.domain === d]; });
    console.log('bind', bound.name, bound.domain === d, JSON.stringify(bound.call({ t: 1 }, 2)));
    const throwing = d.bind(() => { throw new Error('from bound'); });
    setTimeout(throwing, 1);
  },
  () => {
    function cb(a, b) { return `cb ${a} ${b} ${process.domain === d}`; }
    const icb = d.intercept(cb);
    console.log('intercept', icb.name, icb(null, 'x', 'y'));
    icb(new Error('intercepted'), 'x');
  },
  () => {
    const d2 = domain.create();
    d.enter();
    d2.enter();
    d.enter();
    console.log('stack', domain._stack.length, process.domain === d);
    d2.exit();
    console.log('exit d2', domain._stack.length, process.domain === d);
    d.exit();
    console.log('exit d', domain._stack.length, process.domain, domain.active);
  },
  () => {
    console.log(caught.join('\n'));
    // Last: the main module's own throw inside run() goes to the domain too.
    const last = domain.create();
    last.on('error', (e) => console.log('main-module throw caught', e.message, e.domainThrown));
    process.on('exit', (code) => console.log('exit', code, domain._stack.length));
    last.run(() => { throw new Error('sync in run'); });
  },
];

function next() {
  const step = steps.shift();
  if (step === undefined) return;
  step();
  setTimeout(next, 5);
}
next();
