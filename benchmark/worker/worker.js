// benchmark/worker/worker.js: worker_threads, one workload per process run, printing ONE
// JSON line {op, ...params, ops_per_s, ops, secs, ms_per_op, runtime}.
//   op=startup     start a Worker that posts one message back, wait for its 'exit', one at a
//                  time (ms per worker: thread, isolate, bootstrap, script, teardown)
//   op=roundtrip   a small object posted to a worker and echoed back, one at a time
// Runs unchanged on minirt and Node (node:worker_threads only).
'use strict';

const { Worker } = require('worker_threads');

const params = { op: 'roundtrip', duration: 2 };
for (const a of process.argv.slice(2)) {
  const i = a.indexOf('=');
  if (i > 0) params[a.slice(0, i)] = Number.isNaN(Number(a.slice(i + 1))) ? a.slice(i + 1) : Number(a.slice(i + 1));
}
const runtime = process.versions.minirt ? `minirt-${process.versions.minirt}` : `node-${process.version}`;
const now = () => performance.now();

function report(ops, ms) {
  console.log(JSON.stringify({
    ...params, ops_per_s: Math.round(ops / (ms / 1000)), ops, secs: Number((ms / 1000).toFixed(3)),
    ms_per_op: Number((ms / ops).toFixed(3)), runtime,
  }));
}

function startup() {
  const t0 = now();
  let ops = 0;
  const one = () => {
    const w = new Worker('require("worker_threads").parentPort.postMessage(1)', { eval: true });
    let got = false;
    w.on('message', () => { got = true; });
    w.on('exit', () => {
      if (!got) throw new Error('the worker posted nothing');
      ops++;
      if (now() - t0 < params.duration * 1000) one();
      else report(ops, now() - t0);
    });
  };
  one();
}

function roundtrip() {
  const w = new Worker(`const { parentPort } = require('worker_threads');
    parentPort.on('message', (m) => { if (m === null) parentPort.close(); else parentPort.postMessage(m); });`,
  { eval: true });
  const message = { id: 0, name: 'item', tags: ['a', 'b'], n: 1.5 };
  let ops = 0;
  let t0 = 0;
  let done = false;
  setTimeout(() => { done = true; }, params.duration * 1000);
  w.on('message', () => {
    if (ops++ === 0) t0 = now();
    if (!done) {
      message.id = ops;
      w.postMessage(message);
    } else {
      report(ops - 1, now() - t0);
      w.postMessage(null);
    }
  });
  w.postMessage(message);
}

if (params.op === 'startup') startup();
else roundtrip();
