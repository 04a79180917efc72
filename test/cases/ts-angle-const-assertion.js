// `<const>expr`, the angle-bracket const assertion: Node 26.10's stripper leaves it in the
// code (types around it are still blanked), so a file with it fails as JavaScript on the
// `<`, while `<T>expr` for any other type is refused as unsupported TypeScript.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { stripTypeScriptTypes } = require('module');

process.on('warning', () => {});

for (const code of [
  'let b: number = <const>["x"];\nlet c = < const >{ a: 1 as number };\nfoo(<const>1);',
  'let a: string = "<const>";\nlet b = <const>x;',
  'let b = <const>[<number>x];',
  'let b = <number>x;',
]) {
  try {
    console.log(JSON.stringify(stripTypeScriptTypes(code)));
  } catch (err) {
    console.log(err.code, err.message);
    console.log(err.stack.split('\n').slice(0, 3).join('\n'));
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-angle-const-'));
const file = path.join(dir, 'angle.ts');
fs.writeFileSync(file, 'const n: number = 1;\nlet b = <const>["x", n];\nconsole.log(b);\n');
const r = spawnSync(process.execPath, [file], { encoding: 'utf8' });
console.log('exit', r.status);
const lines = r.stderr.split(dir).join('<dir>').split('\n');
console.log(lines.slice(0, lines.findIndex((l) => l.startsWith('SyntaxError')) + 1).join('\n'));
fs.rmSync(dir, { recursive: true, force: true });
