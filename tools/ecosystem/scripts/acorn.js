// Ecosystem check: acorn parses a file, tokenizes and reports a syntax error with its position.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const acorn = require('acorn');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-acorn-'));
try {
  const file = path.join(dir, 'input.js');
  fs.writeFileSync(file, [
    'import { readFile } from "node:fs/promises";',
    'export const answer = 6 * 7;',
    'export default async function main(a = 1, ...rest) {',
    '  for await (const x of rest) console.log(x?.y ?? `t${a}`);',
    '  return class extends Object { #p = 1; static s() { return 2n ** 3n; } };',
    '}',
  ].join('\n'));
  const ast = acorn.parse(fs.readFileSync(file, 'utf8'), { ecmaVersion: 2022, sourceType: 'module', locations: true });
  console.log('program', ast.type, ast.sourceType, ast.start, ast.end, ast.loc.end.line);
  for (const node of ast.body) console.log('top', node.type, node.start, node.end);
  const counts = {};
  (function walk(node) {
    if (!node || typeof node.type !== 'string') return;
    counts[node.type] = (counts[node.type] || 0) + 1;
    for (const key of Object.keys(node)) {
      const v = node[key];
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') walk(v);
    }
  })(ast);
  console.log('node types', JSON.stringify(Object.keys(counts).sort().map((k) => k + ':' + counts[k])));
  const tokens = [...acorn.tokenizer('let x = a => x + 1 /* c */ // d', { ecmaVersion: 2020 })];
  console.log('tokens', tokens.map((t) => t.type.label + (t.value !== undefined ? '=' + t.value : '')).join(' '));
  try {
    acorn.parse('let = ;\nfoo(', { ecmaVersion: 2020 });
  } catch (e) {
    console.log('error', e.name, e.message, e.pos, JSON.stringify(e.loc));
  }
  console.log('version', acorn.version);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
