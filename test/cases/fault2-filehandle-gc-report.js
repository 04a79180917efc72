// A FileHandle collected while open ends the program with Node's uncaught ERR_INVALID_STATE
// error, which Node raises from C++: the report points into no script and shows the error
// without stack frames.
'use strict';
const { spawnSync } = require('child_process');

const code = 'const fs = require("fs"); ' +
  '(async () => { await fs.promises.open(process.execPath); })()' +
  '.then(() => setTimeout(() => globalThis.gc(), 1));';
const r = spawnSync(process.execPath, ['--expose-gc', '-e', code], { encoding: 'utf8' });
console.log('exit', r.status);
console.log(r.stderr.replace(/File descriptor: \d+ \(.*\)/, 'File descriptor: N (<binary>)')
  .replace(/Node\.js v.*\n/, ''));
