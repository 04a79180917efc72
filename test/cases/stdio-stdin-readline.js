// process.stdin over a pipe read line by line with readline's async iterator; the child
// gets its input through spawnSync's `input`.
'use strict';
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  const readline = require('readline');
  (async () => {
    const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
    let n = 0;
    for await (const line of rl) console.log(`${++n}: ${JSON.stringify(line)}`);
    console.log('lines', n);
  })();
  return;
}

const r = spawnSync(process.execPath, [__filename, 'child'], {
  input: 'alpha\nbeta\r\n\ngamma without newline',
  encoding: 'utf8',
});
process.stdout.write(r.stdout);
console.log('status', r.status, 'stderr', JSON.stringify(r.stderr));
