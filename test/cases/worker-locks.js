// The Web Locks API of worker_threads: request() argument errors (as rejections), exclusive
// and shared grants in request order, ifAvailable, steal, AbortSignal withdrawal, the Lock
// object, query() snapshots, callbacks that throw (a synchronous throw keeps the lock held
// in Node 26) and the order in which a released lock passes to the next request.
'use strict';
const { locks } = require('worker_threads');

const at = async (label, f) => {
  try {
    console.log(label, 'ok', await f());
  } catch (e) {
    console.log(label, e.name, e.code, e.message);
  }
};
const id = `node-${process.pid}-0`;
const snapshot = async () => {
  const { held, pending } = await locks.query();
  const show = (list) => list.map((l) => `${l.name}:${l.mode}:${l.clientId === id}`).join(' ');
  return `held [${show(held)}] pending [${show(pending)}]`;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

(async () => {
  console.log(locks, Object.prototype.toString.call(locks),
    Object.getOwnPropertyNames(Object.getPrototypeOf(locks)));
  await at('plain', () => locks.request('a', (lock) => {
    console.log('in lock', lock, lock.name, lock.mode, Object.prototype.toString.call(lock));
    return 42;
  }));
  await at('shared', () => locks.request('a', { mode: 'shared' }, async (lock) => lock.mode));
  await at('no args', () => locks.request());
  await at('no callback', () => locks.request('a'));
  await at('options as callback', () => locks.request('a', {}));
  await at('hyphen', () => locks.request('-a', () => 1));
  await at('bad mode', () => locks.request('a', { mode: 'x' }, () => 1));
  await at('steal+ifAvailable', () => locks.request('a', { steal: true, ifAvailable: true }, () => 1));
  await at('steal+shared', () => locks.request('a', { steal: true, mode: 'shared' }, () => 1));
  await at('aborted', () => locks.request('a', { signal: AbortSignal.abort() }, () => 1));
  await at('signal not object', () => locks.request('a', { signal: 5 }, () => 1));
  await at('signal not AbortSignal', () => locks.request('a', { signal: {} }, () => 1));
  await at('signal+ifAvailable', () =>
    locks.request('a', { signal: new AbortController().signal, ifAvailable: true }, () => 1));
  await at('number name', () => locks.request(5, (lock) => lock.name));
  console.log(await snapshot());

  let calledSync = false;
  const sync = locks.request('sync', () => {
    calledSync = true;
  });
  console.log('callback ran inside request()', calledSync);
  await sync;

  const order = [];
  const p1 = locks.request('x', async () => {
    order.push('1 start');
    await sleep(10);
    order.push('1 end');
    return 1;
  });
  const p2 = locks.request('x', async () => {
    order.push('2');
    return 2;
  });
  const p3 = locks.request('x', { ifAvailable: true }, (lock) => {
    order.push(`3 ${lock}`);
    return 3;
  });
  const p4 = locks.request('y', { mode: 'shared' }, () => sleep(5).then(() => 4));
  const p5 = locks.request('y', { mode: 'shared' }, async () => {
    order.push('5 shared');
    return 5;
  });
  console.log(await snapshot());
  console.log(await Promise.all([p1, p2, p3, p4, p5]), order);

  const ac = new AbortController();
  const holder = locks.request('z', () => sleep(10));
  const waiter = locks.request('z', { signal: ac.signal }, () => 'never');
  console.log(await snapshot());
  ac.abort();
  await at('withdrawn', () => waiter);
  await holder;

  const victim = locks.request('s', () => sleep(10).then(() => 'victim done'));
  const thief = locks.request('s', { steal: true }, () => 'stolen');
  await at('victim', () => victim);
  await at('thief', () => thief);

  const handoff = [];
  const first = locks.request('w', async () => {
    handoff.push('a');
    await null;
    handoff.push('a done');
  });
  const second = locks.request('w', () => {
    handoff.push('b');
  });
  await first;
  handoff.push('first resolved');
  await second;
  console.log(handoff);

  await at('async throw', () => locks.request('e1', async () => {
    throw new Error('async boom');
  }));
  console.log(await snapshot());
  await at('sync throw', () => locks.request('e2', () => {
    throw new Error('sync boom');
  }));
  console.log(await snapshot());
  await at('still held', () => locks.request('e2', { ifAvailable: true }, (lock) => lock));
})();
