'use strict';
// Calls the fs whole-file entry points (and a few primitives) with random argument types;
// every call must either work or throw/deliver a JS error. The caller checks that the
// process exits normally (no panic, no hang).
const fs = require('fs');
const path = require('path');
const os = require('os');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-fuzz-'));
const file = path.join(dir, 'f');
fs.writeFileSync(file, 'hello');
// Relative names among the values land in the scratch directory.
process.chdir(dir);
const values = [
  undefined, null, true, false, 0, -1, 1.5, NaN, Infinity, 2 ** 40, 10n, '', 'utf8', 'bogus',
  'r', 'wx', file, `${file}\u0000x`, dir, path.join(dir, 'new'), Buffer.from(file),
  new Uint16Array(3), new DataView(new ArrayBuffer(4)), new ArrayBuffer(2), {}, [],
  { encoding: 'latin1' }, { flag: 'a+' }, { flag: 99 }, { mode: -1 }, { signal: 1 },
  { encoding: 'buffer' }, new URL('file:///tmp'), new URL('http://x'), Symbol('s'),
  () => {}, Object.create(null), { valueOf() { return 3; } }, new String('x'),
];
let seed = 12345;
const rnd = (n) => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
};
const fns = ['readFile', 'readFileSync', 'writeFile', 'writeFileSync', 'appendFile',
             'appendFileSync', 'openSync', 'statSync', 'existsSync', 'readdirSync', 'mkdirSync',
             'accessSync', 'readSync', 'writeSync', 'fstatSync', 'closeSync'];
// readFile/appendFile with a negative fd throw ERR_OUT_OF_RANGE from a later tick, as in
// Node; that is a JS error too. Anything else escaping is a failure.
process.on('uncaughtException', (e) => {
  if (!(e instanceof RangeError && e.code === 'ERR_OUT_OF_RANGE')) throw e;
});
let calls = 0;
for (let i = 0; i < 3000; i++) {
  const name = fns[rnd(fns.length)];
  const argc = rnd(5);
  const args = [];
  for (let j = 0; j < argc; j++) args.push(values[rnd(values.length)]);
  // Keep the process from closing its own stdio.
  if (name === 'closeSync' && typeof args[0] === 'number' && args[0] < 3) continue;
  if (rnd(2)) args.push(() => {});
  try {
    const r = fs[name](...args);
    if (r && typeof r.then === 'function') r.catch(() => {});
  } catch {
    // Any JS error is fine.
  }
  calls++;
}
setTimeout(() => {
  process.chdir(os.tmpdir());
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`ok ${calls > 0}`);
}, 100);
