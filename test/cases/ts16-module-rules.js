// Which loader runs a TypeScript file: .mts is always an ES module, .cts always CommonJS,
// .ts follows package.json "type" and, with none, its syntax once types are stripped.
// Each file runs as its own entry; shown are the exit code, stdout and the error line.
// timeout: 180
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ts16-module-rules-'));
const files = {
  'plain.ts': 'const n: number = 1;\nconsole.log(typeof require, typeof module, n);\n',
  'imports.ts': 'import { sep } from "node:path";\nconst s: string = sep;\n' +
    'console.log(typeof require, s);\n',
  'tla.ts': 'const v: number = await Promise.resolve(2);\nconsole.log(v, typeof require);\n',
  'meta.ts': 'const u: string = import.meta.url;\nconsole.log(u.endsWith("meta.ts"));\n',
  'esm.mts': 'const x: number = 3;\nconsole.log(typeof require, x);\n',
  'cjs.cts': 'const x: number = 4;\nconsole.log(typeof require, x, this === module.exports);\n',
  'import-in.cts': 'import { sep } from "node:path";\nconsole.log(sep);\n',
  'require-in.mts': 'const fs = require("fs");\nconsole.log(typeof fs);\n',
  'require-ts.cts': 'const m = require("./imports.ts");\nconsole.log(Object.keys(m));\n',
  'require-mts.cts': 'const m = require("./exports.mts");\n' +
    'console.log(m.value, m[Symbol.toStringTag], Object.keys(m));\n',
  'exports.mts': 'export const value: number = 5;\nexport type Hidden = string;\n',
  'mixed.ts': 'const fs = require("fs");\nexport const y: number = 2;\nconsole.log(typeof fs);\n',
};
const dirs = { typed_esm: 'module', typed_cjs: 'commonjs', typeless: undefined };
for (const [dir, type] of Object.entries(dirs)) {
  fs.mkdirSync(path.join(root, dir));
  fs.writeFileSync(path.join(root, dir, 'package.json'),
    JSON.stringify(type === undefined ? { name: dir } : { name: dir, type }));
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(root, dir, name), text);
  }
}

for (const dir of Object.keys(dirs)) {
  for (const name of Object.keys(files)) {
    // Top-level await in CommonJS is a plain JavaScript parse error, not at stake here.
    if (dir === 'typed_cjs' && name === 'tla.ts') continue;
    const r = spawnSync(process.execPath, [name], { cwd: path.join(root, dir), encoding: 'utf8' });
    const error = r.stderr.split('\n').find((l) => /^[A-Za-z]*Error\b/.test(l));
    const out = r.stdout.trimEnd().split('\n').join(' | ');
    console.log(`${dir}/${name}: exit ${r.status}${out ? ` out: ${out}` : ''}` +
      `${error ? ` err: ${error}` : ''}`);
  }
}
fs.rmSync(root, { recursive: true, force: true });
