// A TypeScript file under node_modules is refused (ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING);
// the report of the uncaught error points into Node's TypeScript loader, at `throw` when
// require() met the file and at `new` when the ES module loader did.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-node-modules-'));
const pkg = path.join(dir, 'node_modules', 'typed-pkg');
fs.mkdirSync(pkg, { recursive: true });
fs.writeFileSync(path.join(pkg, 'package.json'), '{"name":"typed-pkg","main":"index.ts"}');
fs.writeFileSync(path.join(pkg, 'index.ts'), 'export const answer: number = 42;\n');
fs.writeFileSync(path.join(dir, 'require.cjs'), 'require("typed-pkg");\n');
fs.writeFileSync(path.join(dir, 'import.mjs'), 'import "typed-pkg";\n');
fs.writeFileSync(path.join(dir, 'entry.ts'),
                 'import { answer } from "typed-pkg";\nconst a: number = answer;\n');

for (const entry of ['require.cjs', 'import.mjs', 'entry.ts']) {
  const r = spawnSync(process.execPath, [entry], { cwd: dir, encoding: 'utf8' });
  const lines = r.stderr.split(dir).join('<dir>').split('\n');
  console.log(`--- ${entry}: exit ${r.status}`);
  console.log(lines.slice(0, lines.findIndex((l) => l.startsWith('Error')) + 1).join('\n'));
}
fs.rmSync(dir, { recursive: true, force: true });
