// An npm command typed into the REPL (it does not parse as JavaScript) gets Node's hint
// instead of the syntax error; one that parses (`npm -v`) fails as the code it is.
'use strict';
const { spawnSync } = require('child_process');

const input = 'npm install left-pad\nnpm -v\n  npm i a b\n1 + 1\n';
const r = spawnSync(process.execPath, ['-i'], { input, encoding: 'utf8' });
console.log(`status ${r.status}`);
for (const line of r.stdout.split('\n').slice(2)) console.log(JSON.stringify(line));
