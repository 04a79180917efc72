// When the REPL's input ends while a top-level await is pending, that result is printed and the REPL exits without waiting for other pending awaits, as Node does.
'use strict';
const { spawnSync } = require('child_process');
const run = (lines) => {
  const r = spawnSync(process.execPath, ['-i'], { input: lines.join('\n') + '\n', encoding: 'utf8' });
  console.log(r.status, JSON.stringify(r.stdout.split('\n').slice(2).join('\n')));
};
run(['await new Promise((r) => setTimeout(() => r("first"), 200))', '2']);
run(['await new Promise((r) => setTimeout(() => r("slow"), 600))', '3',
  'await new Promise((r) => setTimeout(() => r("fast"), 10))']);
run(['await Promise.reject(null)']);
run(['await 1', 'await 2']);
