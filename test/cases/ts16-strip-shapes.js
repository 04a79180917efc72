// module.stripTypeScriptTypes on the constructs whose blanking must keep the code's
// meaning and every position: return types and type parameters split over lines (the `)`
// moves down rather than the arrow), `this` parameters, `!` and `?` markers, modifiers,
// instantiation expressions, ambient and type-only declarations and exports (an empty
// namespace among them), and the refusals (enum, `module`, import/export assignments,
// parameter properties, `<T>x`).
'use strict';
const { stripTypeScriptTypes } = require('module');
process.removeAllListeners('warning');
process.on('warning', () => {});

const inputs = [
  'const f = (a: number)\n  : number => a;',
  'const f = (a: number): \n number => a;',
  'let f = ()\n  : any =>\n  1;',
  'let f = async <\nT,\n>(v: T) => v;',
  'function f() { return <T,>\n(v: T) => v }',
  'function f() { return (v: T)\n: T => v }',
  'function f(x: number)\n: void {}',
  'const v = g<number>\n(1);',
  'let x = 1 as\nnumber;',
  'let a = (1)\nas number',
  'let f = function(this: any, a: number) {};',
  'let o = { get x(this: A): number { return 1 }, set x(this: A, v) {} }',
  'function f(this: A, b?: number, ...r: number[]) {}',
  'let x!: number; let y = a?.b!.c!!; a!++; (a as any) = 1;',
  'let { a, b }: { a: 1, b: 2 } = c; let [d]: [1] = e;',
  'function f({ a }: T, [b]?: U) {}',
  'class A<T> extends B<T> implements C<T>, D {}',
  'let c = class<T> implements I {}',
  '@dec abstract class A {}',
  'class A { @dec private x = 1 }',
  'class A { private constructor() {} }',
  'class A { public static override readonly x = 1 }',
  'class A { m?() {} x?= 1; #p?: number; #q!: number }',
  'class A { get: number\n  set: number\n  static: number }',
  'class A { public accessor x = 1; abstract accessor y: number }',
  'class A { constructor(); constructor(x?: any) {} }',
  'class A { static { type T = 1 } }',
  'class A {\n  x\n  abstract y: number\n  *gen() {}\n}',
  'class A {\n  x = 1\n  private [y] = 2\n}',
  'class A {\n  x = 1\n  m(): void\n  m() {}\n  ["z"] = 2\n}',
  'let x = <T,>(y: T) => y; let z = y as const; let w = y satisfies Z;',
  'let x = <const>["a"];',
  'new A<T>; new A<T>(); f<T>?.(); a<b>\nc',
  'let x: typeof import("x") = 1; let y: import("x").Y = 2',
  'function assertIsString(val: any): asserts val is string {}',
  'for (const x of y as z[]) {}',
  'if (a) interface X {}\nelse type Y = 1',
  'while (a) type X = 1',
  'do type X = 1\nwhile (a)',
  'x = y as T\n[0]',
  'x = y satisfies T\n(0)',
  'x = y!\n[0]',
  'export type X = 1\n(f)',
  'export interface X {}\n[1]',
  'export declare const x: 1\n(f)',
  'import type X from "x"\n(f)',
  'export type * from "x"\n(f)',
  'import type X = require("x")\n(f)',
  'x\ndeclare global {}\n(f)',
  'x\ndeclare namespace N {}\n(f)',
  'x\nnamespace N { type T = 1 }\n(f)',
  'x\ndeclare enum E {}\n(f)',
  'x\nfunction f(): void\nfunction f() {}',
  'let x = 1\nimport { type X } from "x"\n[1]',
  'let x = 1\nexport { type X }\n[1]',
  'export default interface X {}\nexport abstract class A {}',
  'enum E {}',
  'const enum E {}',
  'namespace N.M {}',
  'module N {}',
  'declare module N {}',
  'import x = require("x")',
  'export import x = require("x")',
  'import x = N.M',
  'export = x',
  'class A { constructor(public x) {} }',
  'let x = <any>y;',
];
for (const code of inputs) {
  let out;
  try {
    out = JSON.stringify(stripTypeScriptTypes(code));
  } catch (e) {
    out = `${e.code}: ${e.message}`;
  }
  console.log(JSON.stringify(code), '=>', out);
}
