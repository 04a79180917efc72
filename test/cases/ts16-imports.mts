// How TypeScript files reach each other: imports name the .ts file with its extension (no
// extension, or .js for a .ts file, is ERR_MODULE_NOT_FOUND as for any ES module import);
// type-only imports and specifiers mixed with values vanish, importing a type as a value
// is a missing export; require() takes .ts, .cts and .mts files named with their
// extension; files under node_modules are refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts16-imports-'));
const write = (name: string, text: string): void => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
};
write('package.json', '{"name":"ts16-imports"}');
write('lib.ts', [
  'export interface Shape { area(): number }',
  'export type Id = string;',
  'export const PI: number = 3;',
  'export default function hello(name: string): string { return `hi ${name}`; }',
  'export class Circle implements Shape { r: number; constructor(r: number) { this.r = r; }',
  '  area(): number { return PI * this.r ** 2; } }',
].join('\n'));
write('mixed.ts', [
  'import hello, { PI, type Shape, Circle } from "./lib.ts";',
  'import type { Id } from "./lib.ts";',
  'export type { Shape };',
  'export { type Id, PI };',
  'const s: Shape = new Circle(1);',
  'const id: Id = "x";',
  'export const summary = [hello("ts"), PI, s.area(), id].join(" ");',
].join('\n'));
write('reexport.mts', 'export * from "./lib.ts";\nexport * as all from "./lib.ts";\n');
write('no-ext.ts', 'import { PI } from "./lib";\n');
write('js-ext.ts', 'import { PI } from "./lib.js";\n');
write('type-as-value.ts', 'import { Shape } from "./lib.ts";\nconsole.log(Shape);\n');
write('common.cts', 'const n: number = 7;\nmodule.exports = { n, file: __filename.endsWith(".cts") };\n');
write('plain.ts', 'const t: string = "typeless";\nmodule.exports = t;\n');
write('node_modules/dep/package.json', '{"name":"dep","main":"index.ts"}');
write('node_modules/dep/index.ts', 'export const dep: number = 1;\n');

const url = (name: string): string => pathToFileURL(path.join(dir, name)).href;
const clean = (text: string): string => text.split(dir).join('DIR');

const mixed = await import(url('mixed.ts'));
console.log(mixed.summary, Object.keys(mixed).sort());
const re = await import(url('reexport.mts'));
console.log(Object.keys(re).sort(), Object.keys(re.all).sort());
for (const name of ['no-ext.ts', 'js-ext.ts', 'type-as-value.ts', 'node_modules/dep/index.ts']) {
  try {
    await import(url(name));
    console.log(name, 'loaded');
  } catch (e: any) {
    // Engines word a missing export differently; its name is in the message.
    const text = e.code === undefined ? `${e.name} names Shape: ${/\bShape\b/.test(e.message)}` :
      `${e.code} ${clean(e.message)}`;
    console.log(name, text);
  }
}

const require = createRequire(path.join(dir, 'main.cjs'));
console.log(require('./common.cts'), require('./plain.ts'));
// Without an extension require() finds no TypeScript file.
for (const bare of ['./plain', './common', './reexport']) {
  try {
    require(bare);
  } catch (e: any) {
    console.log(bare, e.code);
  }
}
console.log(require('./lib.ts').PI, require('./lib.ts').default('req'));
const m = require('./reexport.mts');
console.log(m.PI, m[Symbol.toStringTag]);
try {
  require('dep');
} catch (e: any) {
  console.log(e.code, clean(e.message));
}
fs.rmSync(dir, { recursive: true, force: true });
