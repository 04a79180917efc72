// What an uncaught module link error and a lexer error look like: a named import that
// nothing exports (Node's words and the import line as the pointer, no blank line under
// it), in JavaScript and in TypeScript, and a decorator's `@` in a CommonJS file
// ('Invalid or unexpected token'). A link error has no JS frames in minirt, so the error
// line comes in brackets (as Node prints any error without frames); they are dropped here.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esm-link-'));
fs.writeFileSync(path.join(dir, 'lib.mjs'), 'export const a = 1;\n');
fs.writeFileSync(path.join(dir, 'main.mjs'),
  "import fs from 'fs';\nimport { a, b } from './lib.mjs';\nconsole.log(a, b);\n");
fs.writeFileSync(path.join(dir, 'types.ts'), 'export interface Shape { x: number }\n');
fs.writeFileSync(path.join(dir, 'main.mts'),
  "import { Shape } from './types.ts';\nconst s: Shape = { x: 1 };\nconsole.log(s);\n");
fs.writeFileSync(path.join(dir, 'deco.cjs'),
  'function sealed(c) { return c; }\n@sealed\nclass A {}\n');

for (const file of ['main.mjs', 'main.mts', 'deco.cjs']) {
  const r = spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
  const err = r.stderr.split('\n')
    .filter((l) => !/^\s+at /.test(l) && !/^Node\.js v/.test(l) && !/^\(node:/.test(l) &&
      !/^\(Use `/.test(l))
    .map((l) => l.replaceAll(dir, '<dir>').replace(/^\[(.*)\]$/, '$1'));
  console.log(`$ ${file} -> status ${r.status}, stdout ${JSON.stringify(r.stdout)}`);
  for (const l of err) console.log(`  | ${l}`);
}
fs.rmSync(dir, { recursive: true, force: true });
