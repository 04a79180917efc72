// NODE_OPTIONS: its options act as if given first on the command line, stay out of
// process.execArgv, and the command line's own come after them; double quotes group a value;
// code, the test runner and --expose-internals are refused there (exit 9); a word that is no
// option's value ends the options.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-options-'));
const pre = path.join(dir, 'pre.js');
fs.writeFileSync(pre, "console.log('preloaded');");
const run = (value, args) => {
  const r = spawnSync(process.execPath, args, {
    encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: value },
  });
  const err = r.stderr.replace(/^[^:\n]*: /gm, 'CMD: ').trimEnd();
  console.log(JSON.stringify(value.replace(dir, 'DIR')), 'status', r.status, JSON.stringify(r.stdout.trimEnd()), JSON.stringify(err));
};
run('--expose-gc', ['-p', '[typeof gc, process.execArgv.join(" ")]']);
run('--title "a b" --no-warnings', ['-p', 'process.title']);
run(`--require ${pre}`, ['--expose-gc', '-p', 'process.execArgv.join(" ")']);
run('--disable-warning=DEP9', ['-e', "process.emitWarning('x', 'DeprecationWarning', 'DEP9'); console.log('quiet')"]);
run('--expose-gc script.js', ['-p', 'typeof gc']);
run('script.js --expose-gc', ['-p', 'typeof gc']);
run('-e 1', ['-p', '2']);
run('--test', ['-p', '2']);
run('--expose-internals', ['-p', '2']);
run('--no-such-option', ['-p', '2']);
run('--title "a', ['-p', '2']);
run('   ', ['-p', '"empty"']);
fs.rmSync(dir, { recursive: true });
