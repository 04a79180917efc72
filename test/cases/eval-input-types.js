// -e / -p / --input-type as Node 26 runs them: the four input types, ES module syntax
// detection for code given without one, the retry with TypeScript types stripped, the
// source pointer and TypeScript message above a parse error, V8's words for module syntax
// in a script (and the warning for a main .cjs file), Node's words for require & co. in an
// ES module, and --import.
// timeout: 180
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eval-input-'));
fs.writeFileSync(path.join(dir, 'esm-syntax.cjs'), "const a = 1;\nimport fs from 'fs';\n");
fs.writeFileSync(path.join(dir, 'meta.cjs'), 'console.log(import.meta.url);\n');
fs.writeFileSync(path.join(dir, 'export.cjs'), 'const x = 1;\nexport const y = 2;\n');
fs.mkdirSync(path.join(dir, 'typed'));
fs.writeFileSync(path.join(dir, 'typed', 'package.json'), '{"type":"module"}');
fs.writeFileSync(path.join(dir, 'typed', 'uses-require.js'), "const fs = require('fs');\n");
fs.writeFileSync(path.join(dir, 'first.mjs'), "console.log('first import');\n");
fs.writeFileSync(path.join(dir, 'second.cjs'), "console.log('second import');\n");

// What Node and minirt print alike: stdout, the exit code, and stderr without stack
// frames, the version line and the engine's own wording of a generic parse error. With
// `messagesOnly`, only the error and warning lines (for errors thrown while running, whose
// source pointer is not compared here).
function run(args, messagesOnly = false) {
  const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  const err = r.stderr.split('\n')
    .filter((l) => !/^\s+at /.test(l) && !/^Node\.js v/.test(l) && l !== '' &&
      !/^\(Use `/.test(l) && !/^SyntaxError: (?!Cannot use|Unexpected token 'export')/.test(l))
    .filter((l) => !messagesOnly || /^(\w*Error\b|\(node:|This file|  code:)/.test(l))
    .map((l) => l.replace(/^\(node:\d+\)/, '(node:PID)').replaceAll(dir, '<dir>')
      .replace(/^\S+: --input-type/, '<exe>: --input-type'));
  console.log(`$ ${args.map((a) => JSON.stringify(a)).join(' ')}`);
  if (r.stdout !== '') console.log(r.stdout.trimEnd().replaceAll(dir, '<dir>'));
  for (const l of err) console.log(`  ! ${l}`);
  console.log(`  status ${r.status}`);
}

run(['-e', "import fs from 'fs'; console.log(typeof fs.readFileSync, typeof require)"]);
run(['-p', "import fs from 'fs'; 1"], true);
run(['-e', "const a: number = 1; import fs from 'fs'; console.log(a, typeof require)"]);
run(['-e', "const a: number = 2; console.log(a, typeof require)"]);
run(['-p', "let s: string = 'printed'; s"]);
run(['--input-type=module', '-e', 'console.log(typeof require, import.meta.url.endsWith("[eval1]"))']);
run(['--input-type=commonjs', '-e', "import fs from 'fs'"]);
run(['--input-type=module-typescript', '-e', 'const n: number = 3; console.log(n, typeof require)']);
run(['--input-type=commonjs-typescript', '-e', 'const n: number = 4; console.log(n, typeof require)']);
run(['--input-type=module-typescript', '-e', 'enum Foo { A }']);
run(['--input-type=module-typescript', '-e', "const fs = require('fs');"], true);
run(['--input-type=commonjs-typescript', '-e', "import util from 'node:util'"]);
run(['--input-type=module-typescript', '-p', '1'], true);
run(['--input-type=json', '-e', '1']);
run(['-e', 'enum Foo { A }']);
run(['-e', 'let x = ;']);
run(['--input-type=module', '-e', 'let x = ;']);
run(['-e', "import x from 'fs'; let y: number = 1; enum Foo {}"]);
// Valid JavaScript stays JavaScript: `foo<Number>(1)` compares, it is no generic call.
run(['-e', 'function foo() {} throw new SyntaxError(foo<Number>(1));'], true);
// A runtime SyntaxError is not a parse error: the code does not run a second time.
run(['-e', "console.log('once'); JSON.parse('{');"], true);
run(['--input-type=module', '-e', 'console.log(__dirname)'], true);
run(['typed/uses-require.js'], true);
run(['esm-syntax.cjs']);
run(['meta.cjs']);
run(['export.cjs']);
run(['--import', './first.mjs', '--import=./second.cjs', '-e', "console.log('main')"]);
run(['--import', 'node:fs', '-p', "'builtin import'"]);

fs.rmSync(dir, { recursive: true, force: true });
