// --input-type=module code (from --eval or stdin) that imports a name its module lacks:
// the error is worded and pointed at in the code as for a file, named <cwd>/[eval1].
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'eco16-evalexp-')));
fs.writeFileSync(path.join(dir, 'lib.mjs'), 'export const foo = 1;\n');
fs.writeFileSync(path.join(dir, 'lib.cjs'), 'exports.foo = 1;\n');
const codes = [
  "import { foo, notfound } from './lib.mjs';",
  "import {\n  foo,\n  other\n} from './lib.mjs';\nconsole.log(foo);",
  "import { foo, zz } from './lib.cjs';",
];
for (const code of codes) {
  for (const args of [['--input-type=module', '--eval', code], ['--input-type=module']]) {
    const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8',
      input: args.length === 1 ? code : undefined });
    const lines = r.stderr.split(dir).join('DIR').split('\n')
      .filter((l) => !/^ {4}at |^Node\.js v/.test(l));
    console.log(`== ${args.length === 1 ? 'stdin' : 'eval'} exit=${r.status}`);
    console.log(lines.join('\n').trim());
  }
}
fs.rmSync(dir, { recursive: true, force: true });
