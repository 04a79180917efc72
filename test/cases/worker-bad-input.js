// Values and options a Worker refuses, as Node refuses them: uncloneable messages
// (symbols, functions, proxies, getters that throw, weak maps, promises, the global, class
// instances with private fields) and transfer lists that are not iterables or hold other
// things; Worker options of the wrong type. What is posted fine comes back unchanged, and
// the worker ends normally.
'use strict';
const { Worker, MessageChannel } = require('worker_threads');

const values = [Symbol('s'), () => 1, new Proxy({}, {}),
  { get x() { throw new Error('getter'); } }, new WeakMap(), Promise.resolve(), globalThis,
  { a: Object.assign(new Error('e'), { stack: 'Error: e\n    at here' }) }, [1, , 3], new Date(NaN), /x/y, 10n ** 30n, new Map([[{}, new Set([1])]]),
  new Float64Array([NaN, -0]), Object.create(null), new (class K { #p = 1; q = 2; })()];
const w = new Worker(`const { parentPort } = require('worker_threads');
  parentPort.on('message', (m) => parentPort.postMessage(m));`, { eval: true });
let posted = 0;
values.forEach((v, i) => {
  try {
    w.postMessage(v);
    posted++;
    console.log(i, 'posted');
  } catch (e) {
    console.log(i, e.name, e.message);
  }
});
for (const list of [[1], ['x'], [new ArrayBuffer(1), 'y'], null, 5, { transfer: 5 },
  { transfer: [new MessageChannel().port1] }]) {
  try {
    w.postMessage(1, list);
    posted++;
    console.log('transfer list accepted');
  } catch (e) {
    console.log('transfer list', e.name, e.code, e.message);
  }
}
const echoed = [];
w.on('message', (m) => {
  echoed.push(m);
  if (echoed.length === posted) {
    console.log('echoed', require('util').inspect(echoed, { depth: 3 }));
    w.terminate().then((code) => console.log('exit', code));
  }
});
for (const args of [[{}, {}], ['x', { eval: true, workerData: () => 1 }],
  ['x', { eval: true, transferList: [new ArrayBuffer(1), 1] }],
  ['x', { eval: true, env: { A: Symbol('a') } }],
  ['x', { eval: true, argv: [{ toString() { throw new Error('toString'); } }] }],
  ['x', { eval: true, name: 5 }], ['x', { eval: true, execArgv: ['--no-such-flag'] }]]) {
  try {
    new Worker(...args);
    console.log('created');
  } catch (e) {
    console.log('new Worker', e.name, e.code, e.message);
  }
}
