// Port of nodejs/node test/parallel/test-repl-require.js (rewritten for minirt).
'use strict';
// The REPL's require() belongs to a module with no file, '<repl>': bare names are looked
// up in node_modules folders from the working directory up, relative names resolve from
// the working directory itself (never from node_modules), a failed lookup names '<repl>'
// as the requiring module, and a package can require itself by name from its folder.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');

if (!require('worker_threads').isMainThread) common.skip('process.chdir is not available in Workers');

tmpdir.refresh();
const root = tmpdir.resolve('repl-require');
fs.mkdirSync(path.join(root, 'node_modules', 'named'), { recursive: true });
fs.writeFileSync(path.join(root, 'node_modules', 'named', 'index.js'),
                 "module.exports = 'from node_modules';");
// Only reachable through node_modules: a relative request must not find it.
fs.writeFileSync(path.join(root, 'node_modules', 'hidden.js'), "module.exports = 'hidden';");
fs.writeFileSync(path.join(root, 'local.js'), "module.exports = 'from the folder';");
fs.writeFileSync(path.join(root, 'package.json'),
                 JSON.stringify({ name: 'selfish', exports: './local.js' }));

const { LineInput, TextOutput } = require('../common/repl_streams');

const cwd = process.cwd();
process.chdir(root);
try {
  // Loaded from the folder: the REPL's module paths start at the working directory.
  const repl = require('repl');
  const input = new LineInput();
  const output = new TextOutput();
  input.readable = true;
  output.writable = true;
  const server = repl.start({ prompt: '', input, output, terminal: false, useColors: false });
  input.run([
    'require("named")',
    'require("./local")',
    'require("selfish")',
    'module.id',
    'module.filename',
  ]);
  assert.strictEqual(output.text,
                     "'from node_modules'\n'from the folder'\n'from the folder'\n" +
                     "'<repl>'\nnull\n");
  output.text = '';
  input.run(['require("./hidden")']);
  assert.match(output.text, /^Uncaught Error: Cannot find module '\.\/hidden'\nRequire stack:\n- <repl>\n/);
  assert.match(output.text, /code: 'MODULE_NOT_FOUND'/);
  assert.match(output.text, /requireStack: \[ '<repl>' \]/);
  server.close();
} finally {
  process.chdir(cwd);
}
