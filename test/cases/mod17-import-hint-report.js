// The report of an import that failed with a "Did you mean" hint: Node rewrites the
// error's stack to show the hint, which loses where it was thrown, so the uncaught error
// is reported from Node's entry runner (a static import) or rejection machinery (an
// import()); under require() of an ES module it is still the loader's rethrow, and an
// import with no hint keeps the line that made the error.
'use strict';
const { spawnSync } = require('child_process');
const path = require('path');

const dir = path.join(__dirname, 'mod17-fixtures', 'hint');
function run(file) {
  const r = spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
  console.log(`$ ${file} -> exit ${r.status}`);
  const lines = r.stderr.split(dir).join('<dir>').split('\n');
  const end = lines.findIndex((line) => line.startsWith('    at '));
  for (const line of lines.slice(0, end === -1 ? 7 : end)) console.log(`  ${line}`);
}
run('static.mjs');
run('dynamic.js');
run('require-esm.js');
run('no-hint.mjs');
import('./mod17-fixtures/hint/dir').catch((err) => {
  console.log(err.code, err.message.split(__dirname).join('<cases>'));
});
