// MockTimers (node:test's mock.timers) as Node keeps it: a binary heap whose last slot
// runAll() advances to, callbacks that run while their timer is still queued, Timeout
// objects with close() and Symbol.dispose, AbortSignal.timeout among the mockable APIs,
// and scheduler.wait() left bound to the mock after reset.
'use strict';
const { mock } = require('node:test');
const timersPromises = require('timers/promises');

function section(name, fn) {
  try {
    fn();
  } catch (err) {
    console.log(`${name} threw`, err.code, err.message);
  } finally {
    mock.timers.reset();
  }
}

section('runAll', () => {
  mock.timers.enable({ apis: ['setTimeout', 'setImmediate', 'Date'] });
  const out = [];
  setTimeout(() => out.push('t1000'), 1000);
  setTimeout(() => out.push('t10'), 10);
  setImmediate(() => out.push('imm'));
  // The heap's last slot holds the 10 ms timer, so the clock stops there.
  mock.timers.runAll();
  console.log('runAll', out.join(), Date.now());
  mock.timers.runAll();
  console.log('runAll again', out.join(), Date.now());
});

section('runAll order', () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  const out = [];
  for (const d of [50, 5, 500, 30, 1, 100]) setTimeout(() => out.push(d), d);
  mock.timers.runAll();
  console.log('runAll order', out.join());
});

section('timeout object', () => {
  mock.timers.enable({ apis: ['setTimeout', 'setInterval'] });
  let n = 0;
  const a = setTimeout(() => n++, 10);
  console.log('keys', Object.keys(a).join());
  console.log('close returns itself', a.close() === a, 'position', a.priorityQueuePosition);
  const b = setInterval(() => n++, 10);
  b[Symbol.dispose]();
  mock.timers.tick(50);
  console.log('fired', n);
});

section('interval cleared by itself', () => {
  mock.timers.enable({ apis: ['setInterval'] });
  let n = 0;
  const iv = setInterval(() => {
    n++;
    clearInterval(iv);
  }, 10);
  mock.timers.tick(100);
  console.log('interval ran', n, 'interval now', iv.interval);
});

section('throwing callback', () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  let calls = 0;
  setTimeout(() => {
    calls++;
    throw new Error('boom');
  }, 5);
  try {
    mock.timers.tick(5);
  } catch (err) {
    console.log('tick threw', err.message);
  }
  // Still queued: the next tick runs it again.
  try {
    mock.timers.tick(1);
  } catch (err) {
    console.log('tick threw again', err.message, calls);
  }
});

section('AbortSignal.timeout', () => {
  mock.timers.enable({ apis: ['AbortSignal.timeout'] });
  const signal = AbortSignal.timeout(100);
  mock.timers.tick(99);
  console.log('aborted at 99', signal.aborted);
  mock.timers.tick(1);
  console.log('aborted at 100', signal.aborted, signal.reason.name);
  try {
    AbortSignal.timeout(-1);
  } catch (err) {
    console.log(err.code);
  }
});

section('default apis', () => {
  mock.timers.enable();
  const signal = AbortSignal.timeout(10);
  mock.timers.tick(10);
  console.log('default mocks AbortSignal.timeout', signal.aborted);
});
console.log('real AbortSignal.timeout back', AbortSignal.timeout(1000).aborted);

section('scheduler.wait', () => {
  mock.timers.enable({ apis: ['scheduler.wait'] });
});
console.log('own wait', Object.getOwnPropertyNames(timersPromises.scheduler).join());
try {
  timersPromises.scheduler.wait(1);
  console.log('wait accepted');
} catch (err) {
  console.log('wait threw', err.code, err.message);
}
