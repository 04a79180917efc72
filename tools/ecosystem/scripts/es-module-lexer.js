// Ecosystem check: es-module-lexer (a WebAssembly lexer) lists the imports and exports of module files.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { init, parse } = require('es-module-lexer');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-es-module-lexer-'));
(async () => {
  await init;
  fs.writeFileSync(path.join(dir, 'a.mjs'), [
    "import fs, { readFile } from 'node:fs';",
    "import * as ns from './b.mjs';",
    "export const x = 1, y = 2;",
    "export default function main() { return import('./lazy.mjs'); }",
    "export { readFile as rf };",
    "const meta = import.meta.url;",
  ].join('\n'));
  const source = fs.readFileSync(path.join(dir, 'a.mjs'), 'utf8');
  const [imports, exports, facade, hasModuleSyntax] = parse(source, 'a.mjs');
  for (const i of imports) {
    console.log('import', JSON.stringify(i.n), 'dynamic:', i.d, 'text:', source.slice(i.ss, i.se).split('\n')[0]);
  }
  for (const e of exports) console.log('export', e.n, 'local:', e.ln);
  console.log('facade:', facade, 'module syntax:', hasModuleSyntax);
  try {
    parse('export { a as };');
  } catch (err) {
    console.log('error at', err.idx);
  }
})().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
