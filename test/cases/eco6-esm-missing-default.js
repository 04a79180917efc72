// A default import of a module with no default export gets Node's message and pointer.
const { spawnSync } = require('child_process');
const fs = require('fs'), os = require('os'), path = require('path');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco6-esm-'));
fs.writeFileSync(path.join(dir, 'lib.mjs'), 'export const named = 1;\n');
const mains = {
  'plain.mjs': "import value from './lib.mjs';\nconsole.log(value);\n",
  'mixed.mjs': "import { named } from './lib.mjs';\nimport def, { named as n2 } from './lib.mjs';\nconsole.log(def, n2);\n",
  'inline.mjs': "import * as ns from './lib.mjs'; import dd, * as n2 from './lib.mjs'; console.log(ns, dd);\n",
  'reexport.mjs': "import x from './again.mjs';\nconsole.log(x);\n",
};
fs.writeFileSync(path.join(dir, 'again.mjs'), "export { default } from './lib.mjs';\n");
for (const [name, text] of Object.entries(mains)) {
  fs.writeFileSync(path.join(dir, name), text);
  const r = spawnSync(process.execPath, [path.join(dir, name)], { encoding: 'utf8' });
  const lines = r.stderr.split('\n').slice(0, 4).map((l) => l.split(dir).join('<dir>'));
  console.log(name, r.status);
  console.log(lines.join('\n').replace(/^\[(.*)\]$/m, '$1'));
}
fs.rmSync(dir, { recursive: true });
