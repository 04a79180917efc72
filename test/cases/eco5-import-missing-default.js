// A graph whose entry default-imports a module without a default export, after loading
// modules that default-import fine: the report names the import that failed to link
// (the engine's message does not say which module it was), with its line and underline.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco5-missing-default-'));
const write = (name, text) => fs.writeFileSync(path.join(dir, name), text);
write('q.mjs', 'export default 41;\n');
write('lib.mjs', "import q from './q.mjs';\nexport default q + 1;\n");
write('named.mjs', 'export const n = 1;\nexport function helper() {}\n');
write('renamed.mjs', 'const v = 2;\nexport { v as default };\n');
write('cjs.cjs', 'module.exports = { c: 3 };\n');
write('forward.mjs', "export { default } from './q.mjs';\n");
write('main.mjs', [
  "import lib from './lib.mjs';",
  "import renamed from './renamed.mjs';",
  "import cjs from './cjs.cjs';",
  "import forward from './forward.mjs';",
  "import fsDefault from 'node:fs';",
  "import named, { n } from './named.mjs';",
  'console.log(lib, renamed, cjs, forward, typeof fsDefault, named, n);',
  '',
].join('\n'));
// The same graph without the bad import runs.
write('ok.mjs', [
  "import lib from './lib.mjs';",
  "import renamed from './renamed.mjs';",
  "import forward from './forward.mjs';",
  "import { n } from './named.mjs';",
  'console.log(lib, renamed, forward, n);',
  '',
].join('\n'));

for (const entry of ['ok.mjs', 'main.mjs']) {
  const r = spawnSync(process.execPath, [path.join(dir, entry)], { encoding: 'utf8' });
  console.log(entry, 'exit', r.status);
  console.log(r.stdout.trimEnd());
  const lines = r.stderr.split('\n');
  console.log(lines.slice(0, 4).join('\n').replaceAll(dir, '<dir>'));
}
fs.rmSync(dir, { recursive: true });
