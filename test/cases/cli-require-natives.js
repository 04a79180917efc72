// `-r`/`--require` preloads (order, both spellings, a missing module, a missing value); the
// native buffer fill's own range check; import attributes that a setter on Object.prototype
// cannot swallow.
'use strict';
const { spawnSync } = require('child_process');

function run(args) {
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  return { out: r.stdout.trim(), err: r.stderr, status: r.status };
}

let r = run(['-r', './preload/a.js', '--require=./preload/b.js', '-e', 'console.log("main", fromB)']);
console.log(r.out, '| exit', r.status);
r = run(['--require', './preload/b.js', './preload/a.js']);
console.log(r.out, '| exit', r.status);
r = run(['--require', './preload/missing.js', '-e', 'console.log("not reached")']);
console.log(JSON.stringify(r.out), r.err.includes("Cannot find module './preload/missing.js'"), '| exit', r.status);
r = run(['-e', '1', '-r']);
console.log('no value: exit', r.status);

r = run(['--expose-internals', '--no-warnings', '-e', `
  const { internalBinding } = require('internal/test/binding');
  const fill = internalBinding('buffer').fill;
  for (const [start, end] of [[-1, 0], [1, -2]]) {
    try { fill(Buffer.alloc(1), 1, start, end, 1); console.log('no throw'); }
    catch (e) { console.log(e.name, e.code, e.message); }
  }`]);
console.log(r.out, '| exit', r.status);

r = run(['--input-type=module', '-e', `
  Object.defineProperty(Object.prototype, 'type', { set(v) {}, get() {}, configurable: true });
  const m = await import('./modules/data.json', { with: { type: 'json' } });
  delete Object.prototype.type;
  console.log('json', typeof m.default);`]);
console.log(r.out, '| exit', r.status);
