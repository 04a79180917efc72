// module.stripTypeScriptTypes(): the same whitespace as Node for each input, the
// sourceURL comment, Node's validation errors, and SWC's errors with their snippet.
// Inputs whose first statement is removed entirely start with `let p = 0;`: there the
// stripper minirt builds on leaves a `;` in column 0 where Node 26.10's leaves a space
// (docs/TYPESCRIPT.md, "Known differences").
'use strict';
const { stripTypeScriptTypes } = require('module');

process.on('warning', (w) => console.log('warning:', w.name, w.message));

const inputs = [
  'const a: number = 1;',
  'let x = y as unknown as string;\nlet z = {} satisfies {};',
  'function f<T>(this: Window, a?: T): asserts a is T {}',
  'let p = 0;\ntype A = 1;\ninterface B { c: string }\nlet c = 1;',
  'class A<T> implements B { declare x: number; y!: string; private z?: number; ' +
    'public static readonly w = 1; m(): void {} }',
  'let p = 0;\nfunction f(a: string): void;\nfunction f(a: any) {}',
  'let f = async <T,>(x: T): Promise<T> => x;',
  'let p = 0;\nimport type { A } from "a";\nimport { type B, c } from "b";\nexport type { C };\n' +
    'export { type D, e };',
  'let x = a!;\nlet y = b!.c;',
  'abstract class A { abstract m(): void; }',
  'let p = 0;\ndeclare enum E {}\ndeclare namespace N { const x: number }\ndeclare const g: string;',
  'let p = 0;\nnamespace Empty {}',
  'class A { accessor x = 1; @dec m() {} }',
  'const s = "a: string";\n// comment: number\nconst t = `${1 as number}`;',
  'let v = <T>(x: T) => x;',
  'const u = (a: number, b?: string, ...rest: boolean[]): void => {};',
  'for (const k of [] as string[]) {}\nlet q: typeof k | keyof T = null!;',
  'const é: string = "é";\nconst 漢字: number = 1;',
  '',
];
for (const input of inputs) {
  console.log(JSON.stringify(stripTypeScriptTypes(input)));
}
console.log(JSON.stringify(stripTypeScriptTypes('const a: number = 1;', { sourceUrl: 'a.ts' })));
console.log(JSON.stringify(stripTypeScriptTypes('const a: number = 1;', { mode: 'strip' })));

const failing = [
  'enum A { x = 1 }',
  'a;\nb;\nenum A {\n  x = 1,\n  y\n}\nd;\ne;',
  'namespace N { export const x = 1 }',
  'class A { constructor(private x: number) {} }',
  'module Foo { }',
  'declare module Foo { }',
  'import x = require("x");',
  'export = 1;',
  'let a = <any>b;',
  'const enum E { A }',
  'let x = ;',
  'let x: = 1;\nfoo;',
  'const a = <',
  'a\nb\nlet x = (;\ng\nh',
  'let x = 1;\n\n\nenum A {}\n\n\nlet y;',
  '\tenum A {}',
  'enum A {}\r\nfoo;',
  'let x = (\n',
];
for (const input of failing) {
  try {
    stripTypeScriptTypes(input, { sourceUrl: 'input.ts' });
    console.log('no error for', JSON.stringify(input));
  } catch (e) {
    console.log(e.name, e.code, JSON.stringify(e.message));
    console.log(JSON.stringify(e.stack.slice(0, e.stack.indexOf('\n    at '))));
  }
}

const bad = [
  [1],
  [undefined],
  ['a', null],
  ['a', 'strip'],
  ['a', { mode: 'transform' }],
  ['a', { mode: 'strip-only' }],
  ['a', { sourceUrl: 1 }],
  ['a', { sourceMap: true }],
  ['a', { mode: 'transform', sourceMap: true }],
];
for (const args of bad) {
  try {
    stripTypeScriptTypes(...args);
    console.log('no error for', args);
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
}
console.log(stripTypeScriptTypes.length, stripTypeScriptTypes.name);
