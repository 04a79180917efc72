// A require() that fails inside a promise reaction or an ES module entry is reported as a
// rejection: the pointer above the error quotes the line in Node's loader that made the
// error (the not-found Error, the unexported-subpath and unknown-built-in errors), not the
// loader's `throw`, which a synchronous failure keeps quoting.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco10-rp-'));
const pkg = path.join(dir, 'node_modules', 'only-import');
fs.mkdirSync(pkg, { recursive: true });
fs.writeFileSync(path.join(pkg, 'package.json'),
  JSON.stringify({ name: 'only-import', exports: { '.': { import: './i.mjs' } } }));
fs.writeFileSync(path.join(pkg, 'i.mjs'), 'export default 1;\n');

const runs = [
  ['reaction, missing file', 'x.js', "Promise.resolve().then(() => require('./missing-x'));"],
  ['reaction, unexported', 'x.js', "Promise.resolve().then(() => require('only-import'));"],
  ['reaction, unknown built-in', 'x.js', "Promise.resolve().then(() => require('node:nope'));"],
  ['sync, missing file', 'x.js', "require('./missing-x');"],
  ['sync, unexported', 'x.js', "require('only-import');"],
  ['module entry, missing file', 'x.mjs',
    "import { createRequire } from 'module';\ncreateRequire(import.meta.url)('./missing-x');"],
];
try {
  for (const [label, file, text] of runs) {
    fs.writeFileSync(path.join(dir, file), text);
    const r = spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
    console.log(`${label}: exit ${r.status}`);
    console.log(r.stderr.split('\n').slice(0, 3).join('\n'));
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
