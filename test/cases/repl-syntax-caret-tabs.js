// A REPL syntax error's caret line keeps the tabs of the source line before the column, as V8 prints it.
'use strict';
const { spawnSync } = require('child_process');
const input = '\tlet x = ;\nlet\ty = ;\nif (\t\t1 +* 2) {}\n';
const r = spawnSync(process.execPath, ['-i'], { input, encoding: 'utf8' });
console.log(JSON.stringify(r.stdout.split('\n').slice(2)));
