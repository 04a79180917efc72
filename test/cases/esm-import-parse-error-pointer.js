// An ES module that does not parse, reached through import(), --import or a static import:
// the error has V8's message and the pointer lines at the top of its stack, as the entry's
// own parse errors do.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esm-parse-'));
fs.writeFileSync(path.join(dir, 'bad.mjs'), 'export const = 1;\n');
fs.writeFileSync(path.join(dir, 'main.mjs'), 'import "./bad.mjs";\n');
const forms = [
  ['-e', "import('./bad.mjs').catch((e) => { console.log(e.stack.split('\\n').slice(0, 1).join('\\n')); })"],
  ['-e', "import('./bad.mjs')"],
  ['--import', './bad.mjs', '-e', '1'],
  ['main.mjs'],
];
for (const args of forms) {
  const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  const out = (r.stdout + r.stderr).split(dir).join('<dir>').split('\n').slice(0, 5);
  console.log(args[0], r.status);
  console.log(out.join('\n'));
}
fs.rmSync(dir, { recursive: true });
