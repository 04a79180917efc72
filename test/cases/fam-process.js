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
