// REPL syntax errors in V8's words: an unterminated regular expression literal is "missing /" with the caret at its slash, a function or generator declaration without a name underlines `function` (the `*`), and in strict mode the source line shown is the typed one.
'use strict';
const { spawnSync } = require('child_process');
const run = (input, env) => {
  const r = spawnSync(process.execPath, ['-i'], {
    input: input.join('\n') + '\n', encoding: 'utf8', env: { ...process.env, ...env },
  });
  for (const line of r.stdout.split('\n').slice(2)) console.log(JSON.stringify(line));
};
run([
  '/abc',
  'x = /a[/]b',
  'let r = /x/; /y',
  'a = 1; b = /c',
  'function () {}',
  'async function () {}',
  'function* () {}',
  'async function* () {}',
  'if (1) function () {}',
  '  function   () {}',
]);
run(['with ({}) {}', 'function f() {', 'with ({}) {}', '}', '1 +* 2'], { NODE_REPL_MODE: 'strict' });
