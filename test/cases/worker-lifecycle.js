// A worker's life as the parent sees it: an uncaught error arrives as 'error' (class, code
// and own properties kept) and the exit code is 1; a thrown primitive arrives as itself;
// stdout/stderr/stdin options give streams; terminate() resolves with 1 and a second call
// with undefined; process.exitCode and the worker's own 'exit' event; a private env copy
// versus SHARE_ENV; a worker starting a worker; after all that no thread or fd is left; an
// unref'd worker does not keep the parent alive.
'use strict';
const { Worker, SHARE_ENV } = require('worker_threads');
const fs = require('fs');

const threads = () => fs.readdirSync('/proc/self/task').length;
const fds = () => fs.readdirSync('/proc/self/fd').length;

function run(code, options, onWorker) {
  return new Promise((resolve) => {
    const w = new Worker(code, { eval: true, ...options });
    if (onWorker) onWorker(w);
    w.on('exit', (c) => setImmediate(() => {
      console.log('exit', c);
      resolve();
    }));
  });
}

async function main() {
  const t0 = threads();
  const f0 = fds();
  await run('const e = new RangeError("boom"); e.code = "X1"; e.extra = { a: 1 }; throw e;', {},
    (w) => w.on('error', (e) => console.log('error:', e instanceof RangeError, e.name,
      e.message, e.code, e.extra, e.stack.includes('boom'))));
  await run('throw 42', {}, (w) => w.on('error', (e) => console.log('error:', e)));
  await run('console.log("to parent"); console.error("err line"); process.stdout.write("partial")',
    { stdout: true, stderr: true }, (w) => {
      let out = '';
      let err = '';
      w.stdout.on('data', (d) => { out += d; });
      w.stderr.on('data', (d) => { err += d; });
      w.on('exit', () => console.log(JSON.stringify(out), JSON.stringify(err)));
    });
  await run(`let s = '';
    process.stdin.on('data', (d) => { s += d; });
    process.stdin.on('end', () => require('worker_threads').parentPort.postMessage(s));`,
  { stdin: true }, (w) => {
    w.stdin.write('abc');
    w.stdin.end('def');
    w.on('message', (m) => console.log('stdin echo', m));
  });
  {
    const w = new Worker('setInterval(() => {}, 1000)', { eval: true });
    await new Promise((r) => w.once('online', r));
    console.log('terminated', await w.terminate(), w.threadId);
    console.log('again', await w.terminate());
  }
  await run('process.on("exit", (c) => console.log("worker exit event", c)); process.exitCode = 5');
  process.env.MINIRT_SHARED_X = 'before';
  await run('process.env.MINIRT_SHARED_X = "private"');
  console.log('private env', process.env.MINIRT_SHARED_X);
  await run('process.env.MINIRT_SHARED_X = "from worker"', { env: SHARE_ENV });
  console.log('shared env', process.env.MINIRT_SHARED_X);
  await run(`const { Worker, parentPort, threadId } = require('worker_threads');
    const inner = new Worker('const w = require("worker_threads"); w.parentPort.postMessage(w.isMainThread)',
      { eval: true });
    inner.on('message', (m) => parentPort.postMessage('inner isMainThread ' + m));`, {},
  (w) => w.on('message', (m) => console.log(m)));
  console.log('threads left', threads() - t0 <= 0, 'fds left', fds() - f0 <= 0);
  const w = new Worker('setTimeout(() => {}, 100000)', { eval: true });
  w.unref();
}
main();
