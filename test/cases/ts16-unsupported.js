// TypeScript that strip-only mode refuses: enums, namespaces with values, `module`
// blocks, parameter properties, `import x = require()`, `export =`, `<T>x` assertions. Each
// file fails before it runs (nothing printed, exit 1) with
// ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX and the stripper's snippet above the error; ambient
// (declare) forms and type-only namespaces are erased and run. CommonJS and ES module files.
// timeout: 180
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts16-unsupported-'));
const sources = {
  enum: 'console.log("ran");\nenum Color { Red, Green }\n',
  constEnum: 'const enum Flag { On = 1 }\nconsole.log("ran");\n',
  namespace: 'namespace NS {\n  export const value = 1;\n}\nconsole.log("ran");\n',
  dottedNamespace: 'namespace A.B { export let c = 2; }\n',
  moduleKeyword: 'module Legacy { export type T = 1; }\n',
  paramProperty: 'class P {\n  constructor(public x: number, y: string) {}\n}\n',
  readonlyParam: 'class P { constructor(readonly x: number) {} }\n',
  importEquals: 'import fs = require("fs");\nconsole.log(typeof fs);\n',
  exportEquals: 'const v = 1;\nexport = v;\n',
  angleAssertion: 'const n = <number>(1 as unknown);\n',
  ambientOnly: 'declare enum E { A }\ndeclare namespace D { const x: number; }\n' +
    'declare module "m" { export const y: 1; }\nnamespace Types { export type T = 1; }\n' +
    'import type fs = require("fs");\nconsole.log("ran");\n',
};
for (const [name, text] of Object.entries(sources)) {
  for (const ext of ['.cts', '.mts']) {
    const file = path.join(dir, name + ext);
    fs.writeFileSync(file, text);
    const r = spawnSync(process.execPath, [file], { encoding: 'utf8' });
    const lines = r.stderr.split(dir).join('DIR').split('\n');
    const at = lines.findIndex((l) => /^[A-Za-z]*Error\b/.test(l));
    // From the `file:line` header (ES modules have the loader's pointer above it).
    const from = lines.findIndex((l) => l.startsWith('file://'));
    console.log(`--- ${name}${ext}: exit ${r.status} ${r.stdout.trim()}`);
    if (at >= 0) console.log(lines.slice(from >= 0 && from < at ? from : at, at + 1).join('\n'));
    const code = /code: '(\w+)'/.exec(r.stderr);
    if (code) console.log(code[1]);
  }
}
fs.rmSync(dir, { recursive: true, force: true });
