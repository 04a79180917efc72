// Entries and loader errors reported uncaught: a "type": "module" scope runs any entry with the ES module loader (unknown extensions and JSON refused), the typeless-package.json warning for module syntax detected by the ES module loader only, and the loader line Node quotes over require() errors (unknown built-in, JSON that does not parse, undefined #import).
'use strict';
const fs = require('fs');

const { dir, write, clean, report } = require('./modules/spawn-tree.js')
  .makeTree('mod7-entry-loader-', { dropLoaderLine: true });

write({
  'typed/package.json': '{"type":"module"}',
  'typed/x.foo': 'console.log("ran x.foo");\n',
  'typed/x.json': '{"a": 1}\n',
  'typed/plain': 'console.log("ran extensionless", typeof require);\n',
  'typeless/package.json': '{"name":"typeless"}',
  'typeless/esm.js': 'export const v = 1; console.log("esm.js ran");\n',
  'typeless/esm2.js': 'export const w = 2;\n',
  'typeless/main.mjs': "import './esm.js'; import './esm2.js';\n",
  'typeless/req.cjs': "require('./esm.js'); console.log('required');\n",
  'typeless/node_modules/dep/package.json': '{}',
  'typeless/node_modules/dep/i.js': 'export default 1;\n',
  'typeless/dep.mjs': "import 'dep/i.js'; console.log('dep ok');\n",
  'package.json': '{"imports": {"#a": "./a.js"}}',
  'bad.json': '{"a": 1,}',
  'builtin.js': "require('node:nope');\n",
  'json.js': "require('./bad.json');\n",
  'imports.js': "require('#b');\n",
});
report('x.foo', ['typed/x.foo']);
report('x.json', ['typed/x.json']);
report('extensionless', ['typed/plain']);
report('typeless main.mjs', ['typeless/main.mjs']);
report('typeless entry', ['typeless/esm.js']);
report('typeless require', ['typeless/req.cjs']);
report('typeless dependency', ['typeless/dep.mjs']);
report('unknown built-in', ['builtin.js']);
report('bad JSON', ['json.js']);
report('undefined #import', ['imports.js']);
fs.rmSync(dir, { recursive: true, force: true });
