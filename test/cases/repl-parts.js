// The repl module without an interactive session: its export names, the REPL modes, the
// default writer and its options, Recoverable, isValidSyntax (top-level await accepted,
// return and module syntax refused) and the builtinModules/_builtinLibs list.
'use strict';
const repl = require('repl');
const util = require('util');

console.log(Object.keys(repl), Object.getOwnPropertyNames(repl).length);
console.log(repl.REPL_MODE_SLOPPY, repl.REPL_MODE_STRICT, repl.REPL_MODE_SLOPPY !== repl.REPL_MODE_STRICT);
console.log(repl.writer.options, repl.writer.length, repl.writer === util.inspect);
console.log(repl.writer({ a: 1, b: 'x', nested: { deep: { deeper: { deepest: 1 } } } }), repl.writer('str'));
repl.writer.options.depth = 0;
console.log(repl.writer({ a: { b: 1 } }));

const inner = new SyntaxError('inner');
const r = new repl.Recoverable(inner);
console.log(r instanceof SyntaxError, r instanceof repl.Recoverable, r.err === inner, r.name,
  JSON.stringify(r.message), Object.keys(r), repl.Recoverable.length,
  Object.getPrototypeOf(repl.Recoverable.prototype) === SyntaxError.prototype);

for (const src of ['1 +', 'let a = 1', 'function (', '{', 'a b', '"unterminated', '`tmpl',
  'class A {', 'await x', 'for await (const a of b) {}', 'async () => await 1', 'return 1',
  '({ a: 1 })', '', '  ', '/* c', 'x;\n// c', 'x =>', 'import x from "y"',
  'export const a = 1', 'new.target', 'super.x', 'yield 1', 'let let = 1', 'let x; let x;',
  'a = 1; }', '})(', 'arguments', 'var await = 1', 'with (a) {}', 'delete x']) {
  console.log(JSON.stringify(src), repl.isValidSyntax(src));
}
console.log(repl.isValidSyntax(), repl.isValidSyntax(5), repl.isValidSyntax.length);

const libs = repl.builtinModules;
console.log(Array.isArray(libs), libs === repl._builtinLibs, libs.includes('fs'),
  libs.includes('repl'), libs.some((id) => id.startsWith('_') || id.startsWith('node:')));
console.log(Object.getOwnPropertyDescriptor(repl, 'builtinModules').enumerable);

console.log(repl.start.length, repl.REPLServer.length);
