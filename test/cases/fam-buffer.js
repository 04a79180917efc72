// Cases behind Node's buffer/events/abort/readline test families: built-in modules as
// globals of -e/-p code, node:internal/ ids under --expose-internals, the exit code of an ES
// entry stuck in a top-level await, util.aborted()'s weak listener, and transferable
// AbortSignals in structuredClone/postMessage transfer lists.
'use strict';
const { spawnSync } = require('child_process');
const { transferableAbortSignal, transferableAbortController } = require('util');

function child(args, input) {
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', input });
  return `status ${r.status}: ${r.stdout.trim()}`;
}

// -e/-p see `fs`, `vm`, ... (lazily, assignable); code from stdin does not.
console.log(child(['-p', 'typeof vm + " " + typeof fs + " " + ' +
  'JSON.stringify(Object.getOwnPropertyDescriptor(globalThis, "os").enumerable)']));
console.log(child(['-e', 'fs = 1; const d = Object.getOwnPropertyDescriptor(globalThis, "fs");' +
  'console.log(d.value, d.enumerable, d.writable)']));
console.log(child(['--input-type=module', '-e', 'console.log(typeof path)']));
console.log(child(['-'], 'console.log(typeof fs, typeof require)'));

// --expose-internals: internal ids import from ESM, with or without the node: scheme.
console.log(child(['--expose-internals', '--input-type=module', '-e',
  "import u from 'internal/readline/utils'; const m = await import('node:internal/readline/utils');" +
  'console.log(typeof u.CSI, m.default === u)']));

// An ES entry whose top-level await never settles exits with 13 unless a code was set; the
// 'exit' listeners already see it.
console.log(child(['--no-warnings', '--input-type=module', '-e',
  'process.on("exit", (c) => console.log("exit", c)); await new Promise(() => {})']));
console.log(child(['--no-warnings', '--input-type=module', '-e',
  'process.exitCode = 5; await new Promise(() => {})']));
console.log(child(['--no-warnings', '--input-type=module', '-e',
  'await new Promise((r) => setTimeout(r, 5)); console.log("settled")']));

// util.aborted(): the listener lives as long as the resource does.
console.log(child(['--expose-gc', '-e', `
  const { aborted } = require('util');
  const { inspect } = require('util');
  const ac = new AbortController();
  const kept = {};
  const dropped = aborted(ac.signal, {});
  const held = aborted(ac.signal, kept);
  setImmediate(() => {
    globalThis.gc();
    ac.abort();
    held.then((v) => console.log(inspect(dropped), v.type, typeof kept));
  });`]));

// Transferable signals: listed in the transfer list they arrive as a new signal that follows
// the source; found but not listed, or a plain signal listed, they are refused.
function attempt(label, fn) {
  try {
    fn();
    console.log(label, 'ok');
  } catch (e) {
    console.log(label, e.name, e.message);
  }
}
const plain = new AbortController();
const tac = transferableAbortController();
attempt('plain listed', () => structuredClone(plain.signal, { transfer: [plain.signal] }));
attempt('not listed', () => structuredClone({ s: tac.signal }));
attempt('listed twice', () => structuredClone(tac.signal, { transfer: [tac.signal, tac.signal] }));
const copy = structuredClone({ a: tac.signal, b: [tac.signal] }, { transfer: [tac.signal] });
console.log('copy', copy.a === copy.b[0], copy.a instanceof AbortSignal, copy.a !== tac.signal,
  copy.a.aborted);
const again = structuredClone(copy.a, { transfer: [copy.a] });
const done = transferableAbortSignal(AbortSignal.abort({ why: 'early' }));
const early = structuredClone(done, { transfer: [done] });
console.log('early', early.aborted, early.reason, early.reason !== done.reason);
attempt('bad arg', () => transferableAbortSignal({}));

const mc = new MessageChannel();
attempt('post not listed', () => mc.port1.postMessage(tac.signal));
attempt('post plain', () => mc.port1.postMessage(plain.signal, [plain.signal]));
mc.port2.onmessage = ({ data }) => {
  console.log('received', data.s instanceof AbortSignal, data.s.aborted);
  tac.signal.onabort = () => console.log('source aborted', tac.signal.aborted, copy.a.aborted);
  tac.abort('boom');
  // The stand-ins hear of it through their channels, a turn or more later: wait for each
  // one's 'abort' event rather than for a time.
  const standIns = [copy.a, again, data.s];
  const heard = (s) => (s.aborted ? Promise.resolve() :
    new Promise((resolve) => s.addEventListener('abort', resolve, { once: true })));
  Promise.all(standIns.map(heard)).then(() => {
    for (const s of standIns) console.log('stand-in', s.aborted, s.reason);
    mc.port2.close();
  });
};
mc.port1.postMessage({ s: tac.signal }, [tac.signal]);
