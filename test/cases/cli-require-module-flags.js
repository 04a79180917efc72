// --require-module and --no-require-module (Node 26's names for the experimental pair) are
// accepted and turn require(esm) on and off, the last flag winning.
'use strict';
const { spawnSync } = require('child_process');

for (const flags of [
  ['--no-require-module'],
  ['--require-module'],
  ['--no-experimental-require-module', '--require-module'],
  ['--require-module', '--no-experimental-require-module'],
]) {
  const r = spawnSync(process.execPath, [...flags, '-p', 'process.features.require_module'],
                      { encoding: 'utf8' });
  console.log(flags.join(' '), r.status, r.stdout.trim(), r.stderr.trim());
}
