// Node's words and pointer for imports nothing exports: a CommonJS module's missing names (the smallest local name, with the default-import hint only when the entry imports it), conflicting star exports, a built-in's missing name, and require(esm) of such graphs.
'use strict';
const fs = require('fs');

const { dir, write, clean, report } = require('./modules/spawn-tree.js')
  .makeTree('mod7-missing-export-');

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
