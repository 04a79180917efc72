// AsyncLocalStorage follows its store through await, promise reactions, timers,
// immediates, nextTick, queueMicrotask and fs callbacks; AsyncResource and the static
// bind/snapshot helpers run code in a captured context.
'use strict';

const { AsyncLocalStorage, AsyncResource, executionAsyncId } = require('async_hooks');
const fs = require('fs');
const EventEmitter = require('events');

const als = new AsyncLocalStorage();
const other = new AsyncLocalStorage({ name: 'other', defaultValue: 'dflt' });
const log = [];
const note = (label) => log.push(`${label}=${als.getStore()}/${other.getStore()}`);

async function steps(id) {
  note(`${id}:start`);
  await null;
  note(`${id}:after-await`);
  await new Promise((resolve) => setTimeout(resolve, 1));
  note(`${id}:after-timer-await`);
  const text = await fs.promises.readFile(__filename, 'latin1');
  note(`${id}:after-fs-promise(${text.length > 0})`);
}

const emitter = new EventEmitter();
emitter.on('ping', () => note('listener'));

const all = [];
als.run('A', () => {
  other.run('X', () => {
    all.push(steps('A'));
    setTimeout(() => note('A:timeout'), 2);
    setImmediate(() => note('A:immediate'));
    process.nextTick(() => note('A:tick'));
    process.nextTick((x) => note(`A:tick-arg${x}`), 1);
    queueMicrotask(() => note('A:microtask'));
    Promise.resolve().then(() => note('A:then'));
    fs.stat(__filename, () => note('A:fs.stat'));
    fs.readFile(__filename, () => note('A:fs.readFile'));
  });
});
als.run('B', () => {
  all.push(steps('B'));
  setTimeout(() => {
    note('B:timeout');
    emitter.emit('ping');
  }, 3);
});
note('top');
setTimeout(() => note('top:timeout'), 1);

Promise.all(all).then(() => new Promise((resolve) => setTimeout(resolve, 10))).then(() => {
  for (const line of log.sort()) console.log(line);

  // enterWith, exit, disable.
  als.run('R', () => {
    als.enterWith('E');
    console.log('enterWith', als.getStore());
    console.log('exit', als.exit(() => als.getStore()), als.getStore());
  });
  console.log('after run', als.getStore());
  als.enterWith('top-level');
  console.log('top-level enterWith', als.getStore());
  als.disable();
  console.log('disabled', als.getStore(), 'name', JSON.stringify(als.name), other.name);

  // bind and snapshot capture the context they were made in.
  const bound = als.run('bound', () => AsyncLocalStorage.bind(() => als.getStore()));
  const snap = als.run('snap', () => AsyncLocalStorage.snapshot());
  console.log('bind', bound(), 'snapshot', snap(() => als.getStore()), 'outside', als.getStore());
  console.log('run returns', als.run(1, (a, b) => a + b + als.getStore(), 2, 3));
  try {
    als.run('T', () => { throw new Error('thrown'); });
  } catch (e) {
    console.log('after throw', e.message, als.getStore());
  }

  // AsyncResource.
  const resource = als.run('res', () => new AsyncResource('Thing'));
  console.log('resource', resource.runInAsyncScope(function (x) { return `${als.getStore()}:${this.t}:${x}`; }, { t: 'this' }, 'arg'));
  console.log('ids', typeof resource.asyncId(), resource.asyncId() > 1, typeof resource.triggerAsyncId(), typeof executionAsyncId());
  const rb = als.run('rb', () => AsyncResource.bind(function f(a) { return `${als.getStore()}${a}`; }));
  console.log('AsyncResource.bind', rb('!'), rb.length, typeof rb.asyncResource);
  for (const bad of [undefined, 5]) {
    try {
      new AsyncResource(bad);
    } catch (e) {
      console.log(e.code, e.message);
    }
  }
  try {
    new AsyncLocalStorage(5);
  } catch (e) {
    console.log(e.code, e.message);
  }
});
