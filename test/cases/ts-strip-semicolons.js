// module.stripTypeScriptTypes writes the `;` where Node 26.10's stripper does (and only
// there) and blanks erased non-ASCII text with whitespace of the same UTF-8 and UTF-16
// length: erased first statements and directives, statements that must stay (if/for/else),
// lines that could continue the previous one, labels, `as`, import declarations.
'use strict';
const { stripTypeScriptTypes } = require('module');
process.removeAllListeners('warning');
process.on('warning', () => {});

const inputs = [
  'type A = 1;',
  'interface I {}\nlet a = 1',
  '"use strict"\ntype A = 1\n"x"',
  '"use strict";\ninterface A {}\n"more"',
  'let x: number = 1\ninterface B {}\nx',
  'let x = 1\ntype T = 1\n(foo)',
  'let x = 1;\ntype T = 1\n(foo)',
  'f()\ndeclare const a: number\n[1].map(g)',
  'x = 1\ndeclare module "m" {}\n`t`',
  'g()\ntype T = 1\n// a comment\n/* another */ -1',
  'g()\ntype T = 1\n// (not code)\nh()',
  'class C { x: number\n[k]: string\nm() {} }',
  'let v = a as B\n(foo)',
  'let w = a satisfies B\n[1]',
  'function f(): void;\nfunction f() {}',
  'import type { A } from "a"\nexport type { B }\nlet q = 1',
  'export interface X {}\nexport const y = 1',
  'import * as m from "m"\ntype M = typeof m\n;(m as M).x = 1',
  'if (a) type X = 1;',
  'if (a) f(); else type X = 1;',
  'for (;;) type T = 1',
  'label: interface Q {}',
  'let y = z!\n;[1]',
  'type T = "é—😀";\nlet x = 1;',
  '/** doc — comment */\ninterface D { a: "ü" }\nlet d = 1',
];
for (const code of inputs) {
  console.log(JSON.stringify(code), '=>', JSON.stringify(stripTypeScriptTypes(code)));
}
