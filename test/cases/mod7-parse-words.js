// V8's words for parse errors of loaded files (unexpected token, identifier, number, string, end of input, strict-mode and 'let' errors) in require()'s SyntaxError and in the uncaught report of CommonJS and ES module files, entry or imported.
'use strict';
const fs = require('fs');
const path = require('path');

const { dir, write, clean, report } = require('./modules/spawn-tree.js')
  .makeTree('mod7-parse-words-');

const sources = {
  'tok': 'const a = ;\n',
  'num': 'let x = 1 2;\n',
  'str': 'let x = 1 "s";\n',
  'ident': 'foo bar\n',
  'kw': 'let x = 1 if\n',
  'member': 'x.;\n',
  'obj': '({a:1)\n',
  'eof': 'function f() {\n  return 1;\n',
  'eofline': 'if (\n',
  'let': 'let let = 1;\n',
  'const': 'const z;\n',
  'strict': '"use strict";\nfunction g(arguments) {}\n',
};
const files = {};
for (const [name, text] of Object.entries(sources)) {
  files[`${name}.js`] = text;
  files[`${name}.mjs`] = text;
}
files['imp.mjs'] = "import './tok.mjs';\n";
files['imp-cjs.mjs'] = "import './num.js';\n";
write(files);
for (const name of Object.keys(sources)) {
  try {
    require(path.join(dir, `${name}.js`));
  } catch (e) {
    console.log(`require ${name}.js: ${e.name}: ${e.message}`);
  }
  try {
    require(path.join(dir, `${name}.mjs`));
  } catch (e) {
    console.log(`require ${name}.mjs: ${e.name}: ${e.message}`);
  }
}
for (const f of ['tok.js', 'eof.js', 'eofline.js', 'let.js', 'tok.mjs', 'eof.mjs', 'strict.mjs',
  'imp.mjs', 'imp-cjs.mjs']) {
  report(f, [f]);
}
fs.rmSync(dir, { recursive: true, force: true });
