// Node's words and pointer for imports nothing exports: a CommonJS module's missing names (the smallest local name, with the default-import hint only when the entry imports it), conflicting star exports, a built-in's missing name, and require(esm) of such graphs.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');

const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mod7-missing-export-')));
function write(files) {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}
const clean = (s) => String(s).split(pathToFileURL(dir).href).join('URL').split(dir).join('DIR');
// stderr without stack frames, the version line, the warning hint or PIDs.
function report(label, args) {
  const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  const err = clean(r.stderr).split('\n').filter((l) => !/^ {4}at |^Node\.js v|^\(Use `/.test(l))
    .join('\n').replace(/\(node:\d+\)/g, '(node:PID)').trim();
  console.log(`== ${label} exit=${r.status}\n${clean(r.stdout).trim()}\n${err}`);
}

write({
  'c.cjs': 'exports.a = 1; exports.b = 2;',
  'e.mjs': 'export const a = 1;',
  's1.mjs': 'export const x = 1;',
  's2.mjs': 'export const x = 2;',
  'star.mjs': "export * from './s1.mjs'; export * from './s2.mjs';",
  'direct.mjs': "import { a, zz, q as y, b } from './c.cjs';\n",
  'multiline.mjs': "import {\n  a,\n  nope,\n} from './c.cjs';\n",
  'nested.mjs': "import './nested-dep.mjs';\n",
  'nested-dep.mjs': "import { a, x } from './c.cjs';\n",
  'esm.mjs': "import { a, b } from './e.mjs';\n",
  'ambiguous.mjs': "import { x } from './star.mjs';\n",
  'same-line.mjs': "const k = 1; import { x } from './star.mjs'; console.log(k);\n",
  'builtin.mjs': "import { readFile, nope } from 'fs';\n",
  'req.js': `for (const f of ['./nested-dep.mjs', './esm.mjs', './ambiguous.mjs']) {
  try { require(f); } catch (e) { console.log(f, e.name, e.message); }
}
`,
});
for (const f of ['direct.mjs', 'multiline.mjs', 'nested.mjs', 'esm.mjs', 'ambiguous.mjs',
  'same-line.mjs', 'builtin.mjs', 'req.js']) {
  report(f, [f]);
}
fs.rmSync(dir, { recursive: true, force: true });
