// Console and util behaviour that Node's test-console-*/test-util-* files rely on: per-stream
// inspectOptions given as a Map, inspectOptions validation, 'auto' colour under FORCE_COLOR,
// write errors swallowed without probing for stack overflow, promisified exec named 'exec',
// and the internal helpers (internal/util sleep, internal/util/debuglog formatTime).
'use strict';
const { Console } = require('console');
const { PassThrough, Writable } = require('stream');
const { promisify } = require('util');
const childProcess = require('child_process');

const sink = () => new PassThrough().setEncoding('utf8');
function attempt(label, fn) {
  try {
    fn();
    console.log(label, 'ok');
  } catch (e) {
    console.log(label, e.name, e.code, e.message);
  }
}

{
  const stdout = sink();
  const stderr = sink();
  const c = new Console({
    stdout,
    stderr,
    inspectOptions: new Map([[stdout, { colors: true }], [stderr, { depth: 0 }]]),
  });
  c.log('n', 42);
  c.warn({ a: { b: 1 } });
  c.dir({ a: { b: 1 } });
  console.log(JSON.stringify(stdout.read()), JSON.stringify(stderr.read()));
}

{
  // Options a stream gets are written back with the colour decision.
  const stdout = sink();
  const shared = {};
  const c = new Console({ stdout, colorMode: true, inspectOptions: new Map([[stdout, shared]]) });
  c.log(1);
  console.log(JSON.stringify(stdout.read()), shared);
}

{
  const stdout = sink();
  attempt('map color + colorMode', () => new Console({
    stdout, colorMode: false, inspectOptions: new Map([[stdout, { colors: true }]]),
  }));
  attempt('map of primitives', () => new Console({ stdout, inspectOptions: new Map([[stdout, 5]]) }));
  attempt('array', () => new Console({ stdout, inspectOptions: [] }));
  attempt('null', () => new Console({ stdout, inspectOptions: null }));
  attempt('number', () => new Console({ stdout, inspectOptions: 1 }));
}

{
  // Errors thrown by the stream (even non-Error values) are swallowed.
  for (const thrown of [null, new Error('boom'), new RangeError('not an overflow')]) {
    const out = new Writable({ write() { throw thrown; } });
    attempt(`throws ${thrown}`, () => new Console(out, out, true).log('x'));
  }
  const out = new Writable({ write(chunk, enc, cb) { cb(new Error('async')); } });
  attempt('callback error', () => new Console(out, out, true).warn('x'));
}

{
  const f = promisify(childProcess.exec);
  const g = promisify(childProcess.execFile);
  console.log(f.name, g.name, f.length, typeof f.prototype);
}

function child(args, env) {
  return childProcess.execFileSync(process.execPath, args, {
    env: { ...process.env, ...env }, encoding: 'utf8',
  });
}

process.stdout.write(child(['-e', `
  const { Console } = require('console');
  const { PassThrough } = require('stream');
  const out = new PassThrough().setEncoding('utf8');
  new Console({ stdout: out }).log('c', 1);
  console.log(JSON.stringify(out.read()));
`], { FORCE_COLOR: '1' }));

process.stdout.write(child(['--expose-internals', '-e', `
  const { sleep } = require('internal/util');
  const { formatTime } = require('internal/util/debuglog');
  for (const v of [undefined, '1', -1, 1.5, 2 ** 32]) {
    try { sleep(v); } catch (e) { console.log(e.code, e.message); }
  }
  const start = Date.now();
  sleep(20);
  console.log('slept', Date.now() - start >= 20);
  for (const ms of [0, 0.5, 12.3456, 999.9999, 1500.04, 60300.3, 3599999.9999, 4000457.4]) {
    console.log(ms, formatTime(ms));
  }
`], {}));
