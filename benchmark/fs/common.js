// Shared harness of the fs benchmarks (benchmark/fs/*.js): a small stand-in for Node's
// benchmark/common.js createBenchmark() that runs one configuration per process, on any
// runtime (minirt, Node, Bun, Deno). Each script declares its parameters with defaults;
// argv `key=value` (or env `BENCH_<KEY>`) overrides them. The script's phase function runs the
// workload until a deadline; the harness does an untimed warm-up phase first, then a timed
// one, and prints ONE JSON line: {op, ...params, ops_per_s, ops, secs, runtime}.
// Uses only: process.argv/env/versions, performance.now or process.hrtime, setTimeout,
// console.log, JSON, process.exit.
'use strict';

const now = (typeof performance !== 'undefined' && typeof performance.now === 'function') ?
  () => performance.now() :
  () => Number(process.hrtime.bigint()) / 1e6;

function runtimeName() {
  try {
    if (process.versions && typeof process.versions.minirt === 'string') {
      return 'minirt-' + process.versions.minirt;
    }
    if (typeof Bun !== 'undefined') return 'bun-' + Bun.version;
    if (typeof Deno !== 'undefined') return 'deno-' + Deno.version.deno;
    return 'node-' + process.version;
  } catch (e) {
    return 'unknown';
  }
}

// Defaults < env BENCH_KEY < argv key=value. Numbers stay numbers.
function parseParams(defaults) {
  const o = Object.assign({}, defaults);
  const set = (k, v) => {
    o[k] = typeof defaults[k] === 'number' ? Number(v) : v;
  };
  const env = process.env || {};
  for (const k of Object.keys(defaults)) {
    const e = env['BENCH_' + k.toUpperCase()];
    if (e !== undefined && e !== '') set(k, e);
  }
  for (const a of process.argv.slice(2)) {
    const i = a.indexOf('=');
    if (i > 0) set(a.slice(0, i), a.slice(i + 1));
  }
  return o;
}

// A private fixture directory: tmpfs (/dev/shm) when present, so that a shared machine's
// journalled disk does not hide the runtime's own costs.
function fixtureDir(fs, tag, given) {
  if (given) return given;
  let base = '/tmp';
  try {
    if (fs.statSync('/dev/shm').isDirectory()) base = '/dev/shm';
  } catch (e) { /* no tmpfs: fall back to /tmp */ }
  return base + '/minirt-bench-' + tag + '-' + process.pid + '-' + Math.floor(Math.random() * 1e9);
}

// `count` files of `len` bytes ('a' * len) named f0, f1, ... in a fresh fixture directory.
function makeFiles(fs, dir, count, len) {
  fs.mkdirSync(dir, { recursive: true });
  const content = Buffer.alloc(len, 97);
  const paths = [];
  for (let i = 0; i < count; i++) {
    const f = dir + '/f' + i;
    fs.writeFileSync(f, content);
    paths.push(f);
  }
  return paths;
}

// Removes the files a benchmark made, then its directory (left alone if it was given and
// holds other files).
function removeFixture(fs, dir, files) {
  for (const f of files) { try { fs.unlinkSync(f); } catch (e) { /* gone */ } }
  try { fs.rmdirSync(dir); } catch (e) { /* not ours or not empty */ }
}

function fail(e) {
  console.log(JSON.stringify({ error: String((e && e.stack) || e) }));
  process.exit(1);
}

// createBenchmark(op, defaults, setup) - `setup(params)` returns
// { phase(secs, done(ops, elapsedMs, extra)), cleanup(), report?: object }.
// Common parameters: duration (s, timed part), warmup (s), dir, runtime (label override).
function createBenchmark(op, defaults, setup) {
  const p = parseParams(Object.assign({ duration: 2, warmup: 0.25, dir: '', runtime: '' }, defaults));
  let b;
  try {
    b = setup(p);
  } catch (e) {
    fail(e);
  }
  const finish = (ops, ms, extra) => {
    try { b.cleanup(); } catch (e) { /* best effort */ }
    const out = { op };
    for (const k of Object.keys(defaults)) out[k] = p[k];
    out.ops_per_s = Math.round(ops / (ms / 1000) * 10) / 10;
    out.ops = ops;
    out.secs = Math.round(ms) / 1000;
    if (extra) Object.assign(out, extra);
    out.runtime = p.runtime || runtimeName();
    console.log(JSON.stringify(out));
    process.exit(0);
  };
  const guard = (f) => {
    try { f(); } catch (e) {
      try { b.cleanup(); } catch (e2) { /* ignore */ }
      fail(e);
    }
  };
  guard(() => b.phase(p.warmup, () => {
    // A timer between the phases lets the warm-up's last completions settle.
    setTimeout(() => guard(() => b.phase(p.duration, finish)), 1);
  }));
}

// A function returning the next of `paths` on each call, round robin.
function cycle(paths) {
  let next = 0;
  return () => {
    const f = paths[next];
    next = (next + 1) % paths.length;
    return f;
  };
}

// The end of a timed phase for the asynchronous drivers: a timer clears `open`, and the
// drivers stop issuing when they see it cleared. Node's own benchmarks end their timed runs
// the same way; a clock read per completion would add harness work to every operation, and on
// an interpreter that is a visible share of a small read.
function deadline(secs) {
  const timer = { open: true };
  setTimeout(() => { timer.open = false; }, secs * 1000);
  return timer;
}

// Drives `concurrent` callback-style ops: issue(cb) starts one op and calls cb(err) when
// done. Stops issuing at the deadline and waits for in-flight ops (the drain is timed).
function runCallbacks(secs, concurrent, issue, done) {
  const t0 = now();
  const timer = deadline(secs);
  let n = 0;
  let outstanding = 0;
  const after = (err) => {
    if (err) return fail(err);
    n++;
    outstanding--;
    if (timer.open) start();
    else if (outstanding === 0) done(n, now() - t0);
  };
  const start = () => {
    outstanding++;
    issue(after);
  };
  for (let i = 0; i < concurrent; i++) start();
}

// `concurrent` async workers each awaiting op() in a loop until the deadline; `check`
// (optional) sees every result.
function runPromises(secs, concurrent, op, done, check) {
  const t0 = now();
  const timer = deadline(secs);
  let n = 0;
  const worker = async () => {
    while (timer.open) {
      const r = await op();
      if (check) check(r);
      n++;
    }
  };
  const ws = [];
  for (let i = 0; i < concurrent; i++) ws.push(worker());
  Promise.all(ws).then(() => done(n, now() - t0), fail);
}

// A synchronous loop until the deadline. A timer cannot fire inside it, so the clock is read
// once per kSyncBatch operations (Node's sync benchmarks time a fixed count instead).
const kSyncBatch = 8;
function runSync(secs, op, done) {
  const t0 = now();
  const end = t0 + secs * 1000;
  let n = 0;
  do {
    for (let i = 0; i < kSyncBatch; i++) op();
    n += kSyncBatch;
  } while (now() < end);
  done(n, now() - t0);
}

// The same loop for a `batch` function that does kSyncBatch operations itself, with the
// call written out inside its own loop: as in Node's own readFileSync benchmark, where a
// closure or two around each call would weigh on an engine without a JIT (one JS call
// costs Boa ~0.3 us, a sizeable share of a 2 us read) and time the harness, not the call.
function runSyncBatches(secs, batch, done) {
  const t0 = now();
  const end = t0 + secs * 1000;
  let n = 0;
  do {
    batch();
    n += kSyncBatch;
  } while (now() < end);
  done(n, now() - t0);
}

module.exports = {
  now, runtimeName, parseParams, fixtureDir, makeFiles, removeFixture, fail, createBenchmark, cycle,
  deadline, runCallbacks, runPromises, runSync, runSyncBatches, kSyncBatch,
};
