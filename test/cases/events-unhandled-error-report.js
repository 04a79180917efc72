// The uncaught report of an unhandled 'error' event: the events throw-site header, the
// error's stack and the "Emitted 'error' event at:" section (frames of the runtime's own
// files are left out, as they differ between runtimes).
'use strict';
const { spawnSync } = require('child_process');

const programs = [
  "const E = require('events'); function go() { new E().emit('error', new Error('boom')); } go();",
  "const E = require('events'); class Pump extends E {}\nconst p = new Pump();" +
    " const er = new Error('late'); process.nextTick(function tick() { p.emit('error', er); });",
  "const E = require('events'); new E().emit('error', { reason: 42 });",
  "const E = require('events'); const e = new E(); const er = new Error('caught');" +
    " try { e.emit('error', er); } catch (x) {" +
    " console.log(x === er, Object.getOwnPropertySymbols(x).map(String)); }",
];
for (const code of programs) {
  const r = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
  console.log('status', r.status, 'stdout', JSON.stringify(r.stdout));
  const kept = r.stderr.split('\n').filter((line) =>
    !/^ {4}at /.test(line) || (!line.includes('node:') && !line.includes('[eval]-wrapper')));
  console.log(kept.join('\n').replace(/Node\.js v[\d.]+/, 'Node.js vX'));
}
