// Uncaught reports Node gives a JSON module that does not parse (the JSON as an anonymous script, caret where parsing stopped or none at an early end) and require() of an ES module graph with top-level await or in a cycle (the loader line Node quotes).
'use strict';
const fs = require('fs');

const { dir, write, clean, report } = require('./modules/spawn-tree.js')
  .makeTree('mod7-json-require-esm-');

write({
  'bad1.json': '{bad',
  'bad2.json': '{"a":',
  'bad3.json': '{"a":1}x',
  'bad4.json': '\n\n[1,2]]',
  'j1.mjs': "import d from './bad1.json' with { type: 'json' };\n",
  'j2.mjs': "import d from './bad2.json' with { type: 'json' };\n",
  'j3.mjs': "import d from './bad3.json' with { type: 'json' };\n",
  'j4.mjs': "import d from './bad4.json' with { type: 'json' };\n",
  'tla.mjs': 'await 0;\n',
  'tla.js': "require('./tla.mjs');\n",
  'a.mjs': "import './b.cjs';\nexport const a = 1;\n",
  'b.cjs': "require('./a.mjs');\n",
  'cycle.mjs': "import './a.mjs';\n",
});
for (const f of ['j1.mjs', 'j2.mjs', 'j3.mjs', 'j4.mjs', 'tla.js', 'cycle.mjs']) report(f, [f]);
fs.rmSync(dir, { recursive: true, force: true });
