// The source pointer over an uncaught parse error: an ES module named by file: URL with the whole token underlined, and an early end of input pointing past the last line.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco7-syntax-'));
const files = {
  'strict.mjs': 'const x = 1;\nfunction f(arguments) {}\n',
  'ident.mjs': 'let a = 1;\nlet let = 2;\n',
  'end.mjs': 'if (x) {\n',
  'end.js': 'function f() {\n  return 1;\n',
  'endnl.js': 'let s = `abc\nd\n\n',
  'imports.mjs': "import './strict.mjs';\n",
};
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
for (const name of Object.keys(files)) {
  const r = spawnSync(process.execPath, [path.join(dir, name)], { encoding: 'utf8' });
  const head = r.stderr.split('\n').slice(0, 3).join('\n')
    .replaceAll(require('url').pathToFileURL(dir).href, 'DIRURL').replaceAll(dir, 'DIR');
  console.log(`${name} exit=${r.status}\n${head}\n--`);
}
fs.rmSync(dir, { recursive: true });
