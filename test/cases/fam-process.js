// process object details checked against Node 26: process.env's object-like behaviour
// (prototype fall-through, symbols, defineProperty rules, inspect and structuredClone),
// the validated process.exitCode accessor, the frozen process.config, argument checks of
// cpuUsage / hrtime / setSourceMapsEnabled, and non-constructible native-style methods.
'use strict';
const util = require('util');

function attempt(label, fn, engineMessage = false) {
  try {
    console.log(label, 'ok', util.inspect(fn()));
  } catch (e) {
    // The engine's own wording is not part of what is checked.
    console.log(label, 'throws', e.name, e.code, engineMessage ? '' : e.message);
  }
}

// process.env
attempt('env.hasOwnProperty is inherited', () => process.env.hasOwnProperty === Object.prototype.hasOwnProperty);
attempt('own hasOwnProperty', () => Object.hasOwn(process.env, 'hasOwnProperty'));
process.env.hasOwnProperty = 'asdf';
attempt('env var shadows', () => process.env.hasOwnProperty);
delete process.env.hasOwnProperty;
attempt('toString in env', () => 'toString' in process.env);
attempt('symbol read', () => process.env[Symbol('s')]);
attempt('symbol in', () => Symbol.iterator in process.env);
attempt('symbol write', () => { process.env[Symbol('s')] = 1; });
attempt('symbol value', () => { process.env.FAM_SYM = Symbol('s'); });
attempt('symbol delete', () => delete process.env[Symbol('s')]);
attempt('define bare', () => Object.defineProperty(process.env, 'FAM_A', { value: 'x' }) && 1);
attempt('define accessor', () => Object.defineProperty(process.env, 'FAM_A', { get() {}, set() {} }) && 1);
attempt('define no value', () => Object.defineProperty(process.env, 'FAM_A', { configurable: true, writable: true, enumerable: true }) && 1);
attempt('define full', () => Object.defineProperty(process.env, 'FAM_A', { value: 7, configurable: true, writable: true, enumerable: true }) && process.env.FAM_A);
attempt('define symbol', () => Object.defineProperty(process.env, Symbol('x'), { value: 1 }));
attempt('define full symbol', () => Object.defineProperty(process.env, Symbol('x'), { value: 1, configurable: true, writable: true, enumerable: true }));
attempt('preventExtensions', () => Object.preventExtensions(process.env));
attempt('null value', () => { process.env.FAM_N = null; return process.env.FAM_N; });
attempt('inspect', () => util.inspect(process.env).includes("FAM_A: '7'"));
attempt('inspect nested depth', () => util.inspect({ a: { e: process.env } }, { depth: 0 }));
attempt('structuredClone', () => {
  const c = structuredClone(process.env);
  return Object.getPrototypeOf(c) === Object.prototype && c.FAM_A === '7' && c.FAM_N === 'null';
});
attempt('keys', () => Object.keys(process.env).includes('FAM_A'));

// process.exitCode
for (const v of ['', 'two', 2.1, 2n, true, {}, '0x1', '1e3', 2 ** 40, -1, '-1', ' ', '3', 4, null, undefined]) {
  attempt(`exitCode = ${util.inspect(v)}`, () => { process.exitCode = v; return process.exitCode; });
}
attempt('exitCode descriptor', () => {
  const d = Object.getOwnPropertyDescriptor(process, 'exitCode');
  return [typeof d.get, typeof d.set, d.enumerable, d.configurable];
});
process.exitCode = 0;

// process.config
attempt('config frozen', () => [Object.isFrozen(process.config), Object.isFrozen(process.config.variables)]);
attempt('config write', () => { process.config.variables = 42; }, true);
attempt('config descriptor', () => {
  const d = Object.getOwnPropertyDescriptor(process, 'config');
  return [d.writable, d.enumerable, d.configurable];
});

// argument checks
attempt('cpuUsage(1)', () => process.cpuUsage(1));
attempt('cpuUsage({})', () => process.cpuUsage({}));
attempt('cpuUsage user -1', () => process.cpuUsage({ user: -1, system: 2 }));
attempt('cpuUsage system null', () => process.cpuUsage({ user: 3, system: null }));
attempt('cpuUsage system -Infinity', () => process.cpuUsage({ user: 5, system: -Infinity }));
attempt('cpuUsage(0)', () => Object.keys(process.cpuUsage(0)));
attempt('hrtime(1)', () => process.hrtime(1));
attempt('hrtime([])', () => process.hrtime([]));
attempt('setSourceMapsEnabled(1)', () => process.setSourceMapsEnabled(1));
attempt('setSourceMapsEnabled()', () => process.setSourceMapsEnabled());
attempt('abort.prototype', () => process.abort.prototype);
attempt('new abort', () => new process.abort(), true);
attempt('reallyExit.prototype', () => process.reallyExit.prototype);

// process.kill goes through process._kill, which code may replace.
{
  const orig = process._kill;
  const calls = [];
  process._kill = (pid, sig) => { calls.push([pid, sig]); return 0; };
  process.kill('0', 'SIGHUP');
  process.kill(-1);
  process.kill(0, 0);
  process._kill = orig;
  console.log('kill via _kill', JSON.stringify(calls));
}

// process.dlopen reports what the loader refuses before loading anything.
for (const [label, f] of [['a bare name', 'foo-%s.node'], ['a missing path', '/nonexistent/x.node'],
  ['a text file', __filename], ['a directory', __dirname]]) {
  try {
    process.dlopen({ exports: {} }, f);
  } catch (e) {
    console.log('dlopen', label, e.name, e.code, e.message.replace(f, 'FILE'));
  }
}
attempt('dlopen one argument', () => process.dlopen({ exports: {} }));

// process.binding
attempt('binding(test)', () => process.binding('test'));
attempt('binding(async_wrap)', () => process.binding('async_wrap'));
attempt('binding(util) keys', () => Object.keys(process.binding('util')).sort().join());
attempt('binding(util) same functions', () => process.binding('util').isDate === util.types.isDate);

// Things seen from a child process.
{
  const { spawnSync } = require('child_process');
  const run = (args, options) => {
    const r = spawnSync(process.execPath, args, { encoding: 'utf8', ...options });
    return `status ${r.status} stdout ${JSON.stringify(r.stdout)}`;
  };
  console.log('-e builtins', run(['-e', 'console.log(typeof os, typeof zlib, os === require("os")); os = 1; console.log(os)']));
  console.log('-p builtin', run(['-p', 'path.basename("/a/b.txt")']));
  console.log('--title', run(['--title=famtitle', '-p', 'process.title']));
  console.log('reallyExit replaced', run(['-e', 'process.reallyExit = (c) => console.log("really", c); process.exit(3); console.log("after")']));
  console.log('exit(undefined) clears', run(['-e', 'process.exitCode = 5; process.exit(undefined)']));
  console.log('fatalException removed', run(['-e', 'process._fatalException = undefined; throw new Error("x")']));
  const os = require('os');
  const fs = require('fs');
  const path = require('path');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fam-process-')), 'w.txt');
  console.log('redirected warning', run(['-e', 'process.emitWarning("to the file")'],
    { env: { ...process.env, NODE_REDIRECT_WARNINGS: file } }));
  // The hint names the command as typed (argv0's last part): node, node26, minirt...
  console.log('warning file', fs.readFileSync(file, 'utf8').replace(/node:\d+/, 'node:PID')
    .replace(/\(Use `[^ `]+ /, '(Use `CMD '));
  fs.rmSync(path.dirname(file), { recursive: true });
  // The reader of stdout is gone: console.log must not crash, a plain write must.
  const sh = (code) => spawnSync('/bin/bash', ['-c', `"$0" -e '${code}' 2>/dev/null | true; echo \${PIPESTATUS[0]}`, process.execPath], { encoding: 'utf8' }).stdout.trim();
  console.log('console.log to closed pipe', sh('setTimeout(() => { console.log(1); }, 200)'));
  console.log('stdout.write to closed pipe', sh('setTimeout(() => { process.stdout.write("1"); }, 200)'));
}

// Timers, one step after another so the output order is fixed.
const steps = [
  // Delays run on whole milliseconds: 1, 1.8, 1.1 share one duration.
  (next) => {
    const order = [];
    setTimeout(() => order.push(1), 1);
    setTimeout(() => order.push(2), 1.8);
    setTimeout(() => order.push(3), 1.1);
    setTimeout(() => order.push(4), 1);
    setTimeout(() => order.push(5), 2);
    setTimeout(() => order.push(6), 0.5);
    setTimeout(() => order.push(7), 2.9);
    setTimeout(() => { console.log('non-integer order', order.join()); next(); }, 3);
    console.log('_idleTimeout kept', setTimeout(() => {}, 1.7)._idleTimeout);
  },
  // Counting of ref'd timers and immediates.
  (next) => {
    const count = (type) => process.getActiveResourcesInfo().filter((t) => t === type).length;
    console.log('before', count('Timeout'), count('Immediate'));
    const a = setTimeout(() => {
      console.log('in callback', count('Timeout'));
      a.refresh();
      console.log('refreshed in callback', count('Timeout'));
      clearTimeout(a);
      console.log('cleared', count('Timeout'));
    }, 1);
    const b = setTimeout(() => {}, 1).unref();
    console.log('one ref, one unref', count('Timeout'));
    b.ref();
    console.log('both ref', count('Timeout'));
    clearTimeout(b);
    const i = setImmediate(() => {
      console.log('immediate running', count('Immediate'));
    });
    setImmediate(() => {}).unref();
    console.log('immediates', count('Immediate'));
    let n = 0;
    const iv = setInterval(() => {
      console.log('interval', ++n, count('Timeout'));
      if (n === 2) {
        clearInterval(iv);
        console.log('after clearInterval', count('Timeout'));
        setTimeout(next, 5);
      }
    }, 1);
    void i;
  },
  // An interval stops when its _idleTimeout is set to -1 or its callback is taken away.
  (next) => {
    let runs = 0;
    const iv = setInterval(() => {
      runs++;
      iv._idleTimeout = -1;
    }, 1);
    const iv2 = setInterval(() => {
      runs++;
      iv2._onTimeout = null;
    }, 1);
    setTimeout(() => { console.log('stopped intervals ran', runs); next(); }, 20);
  },
  // After an immediate throws, the next one runs before the thrower's ticks.
  (next) => {
    const seen = [];
    process.once('uncaughtException', (err) => seen.push(`caught ${err.message}`));
    setImmediate(() => seen.push('first'));
    setImmediate(() => {
      process.nextTick(() => seen.push('tick of thrower'));
      throw new Error('boom');
    });
    setImmediate(() => seen.push('after thrower'));
    setImmediate(() => seen.push('last'));
    setTimeout(() => { console.log(seen.join(' | ')); next(); }, 5);
  },
];
(function runSteps(i) {
  if (i < steps.length) steps[i](() => runSteps(i + 1));
})(0);
