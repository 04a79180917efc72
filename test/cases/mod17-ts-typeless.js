// A TypeScript file that is a module only by its syntax, under a package.json with no
// "type": as the entry and when imported, Node warns (MODULE_TYPELESS_PACKAGE_JSON) as it
// does for a .js file; a .mts never, nor a .ts a require() loads.
'use strict';
const { spawnSync } = require('child_process');
const path = require('path');

const dir = path.join(__dirname, 'mod17-fixtures', 'typeless');
function firstLines(text) {
  return text.split(dir).join('<dir>').split('\n').slice(0, 3)
    .map((line) => line.replace(/^\(node:\d+\)/, '(node:PID)'));
}
function run(args) {
  const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  console.log(`$ ${args.join(' ')} -> exit ${r.status}`);
  console.log(`  stdout: ${JSON.stringify(r.stdout)}`);
  for (const line of firstLines(r.stderr)) if (line !== '') console.log(`  stderr: ${line}`);
}
run(['entry.ts']);
run(['entry-cjs.ts']);
run(['--input-type=module', '-e', "await import('./esm.ts'); await import('./module.mts');"]);
run(['-e', "import('./esm.ts').then((m) => console.log(m.value))"]);
run(['-e', "console.log(require('./esm.ts').value, require('./cjs.ts'))"]);
run(['-e', "import('./module.mts').then((m) => console.log(m.value))"]);
