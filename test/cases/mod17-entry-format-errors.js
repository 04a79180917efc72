// An entry the ES module loader refuses for its format (a .json or an unknown extension in
// a "type": "module" scope, a TypeScript file with module syntax when type stripping is
// off): the uncaught error is reported from the throw in Node's loader.
'use strict';
const { spawnSync } = require('child_process');
const path = require('path');

const fixtures = path.join(__dirname, 'mod17-fixtures');
function run(cwd, args) {
  const r = spawnSync(process.execPath, args, { cwd: path.join(fixtures, cwd), encoding: 'utf8' });
  console.log(`$ ${args.join(' ')} -> exit ${r.status}`);
  const lines = r.stderr.split(fixtures).join('<fixtures>').split('\n');
  const end = lines.findIndex((line) => line.startsWith('    at '));
  for (const line of lines.slice(0, end === -1 ? 6 : end)) console.log(`  ${line}`);
}
run('type-module', ['data.json']);
run('type-module', ['file.xyz']);
run('typeless', ['--no-experimental-strip-types', 'entry.ts']);
