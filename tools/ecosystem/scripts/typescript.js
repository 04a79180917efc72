// Ecosystem check: typescript's transpileModule on a .ts file, diagnostics, and a parse with createSourceFile.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const ts = require('typescript');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-typescript-'));
try {
  const file = path.join(dir, 'input.ts');
  fs.writeFileSync(file, [
    'import { readFileSync } from "node:fs";',
    'export interface Point { x: number; y: number }',
    'export enum Color { Red, Green = "g", Blue = 4 }',
    'export class Box<T> {',
    '  constructor(private readonly value: T, public label?: string) {}',
    '  get(): T { return this.value; }',
    '}',
    'export const dist = (p: Point): number => Math.hypot(p.x, p.y);',
    'export default async function main(path: string): Promise<number> {',
    '  const text = readFileSync(path, "utf8") as string;',
    '  return text?.length ?? 0;',
    '}',
    'namespace NS { export const v = 1; }',
  ].join('\n'));
  const source = fs.readFileSync(file, 'utf8');
  const cjs = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2017 }, fileName: 'input.ts' });
  process.stdout.write(cjs.outputText);
  console.log('---');
  const esm = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, sourceMap: true }, fileName: 'input.ts' });
  console.log(esm.outputText);
  console.log('map', JSON.stringify(JSON.parse(esm.sourceMapText).sources));
  console.log('---');
  const bad = ts.transpileModule('let x: = 1;', { reportDiagnostics: true, fileName: 'bad.ts' });
  for (const d of bad.diagnostics) console.log('diagnostic', d.code, d.start, ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  const sf = ts.createSourceFile('input.ts', source, ts.ScriptTarget.Latest, true);
  console.log('statements', sf.statements.map((s) => ts.SyntaxKind[s.kind]).join(' '));
  const out = ts.transpile('const f = (a: number) => a * 2;', { target: ts.ScriptTarget.ES5 });
  console.log('transpile', JSON.stringify(out));
  console.log('version', ts.version);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
