// The first lines of the report of an uncaught error out of require() of an ES module:
// a require() cycle back into an ES module still evaluating is reported from the
// CommonJS loader's own throw; an error the module's evaluation threw is pointed at where
// it was made (Node rethrows it), not at the `throw`. A --require preload's parent has no
// file name, and the message says so.
'use strict';
const { spawnSync } = require('child_process');
const path = require('path');

const dir = path.join(__dirname, 'mod17-fixtures', 'cycle');
function run(args) {
  const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  console.log(`$ ${args.join(' ')} -> exit ${r.status}`);
  const lines = r.stderr.split(dir).join('<dir>').split('\n');
  const end = lines.findIndex((line) => line.startsWith('    at '));
  for (const line of lines.slice(0, end === -1 ? 6 : end)) console.log(`  ${line}`);
}
run(['require-a.js']);
run(['require-throws.js', './throws.mjs']);
run(['require-throws.js', './throws-in-function.mjs']);
run(['-e', "Promise.resolve().then(() => require('./a.mjs'))"]);
run(['--require', './a.mjs', '-e', '0']);
try {
  require('./mod17-fixtures/cycle/a.mjs');
} catch (err) {
  console.log(err.code, err.message.split(__dirname).join('<cases>'));
}
