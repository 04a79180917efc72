// Entries and loader errors reported uncaught: a "type": "module" scope runs any entry with the ES module loader (unknown extensions and JSON refused), the typeless-package.json warning for module syntax detected by the ES module loader only, and the loader line Node quotes over require() errors (unknown built-in, JSON that does not parse, undefined #import).
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');

const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mod7-entry-loader-')));
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
  // (The ES module loader's own source line, which Node quotes, is left out.)
  const err = clean(r.stderr).replace(/^node:internal\/modules\/esm\/.*\n.*\n *\^\n\n/, '')
    .split('\n').filter((l) => !/^ {4}at |^Node\.js v|^\(Use `/.test(l))
    .join('\n').replace(/\(node:\d+\)/g, '(node:PID)').trim();
  console.log(`== ${label} exit=${r.status}\n${clean(r.stdout).trim()}\n${err}`);
}

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
