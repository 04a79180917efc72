// A file imported with a ?query or #fragment is a module of its own, as in Node: evaluated
// again, with the query in import.meta.url but not in import.meta.filename; the same URL
// twice gives the same instance, and a CommonJS file stays one module whatever the query.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esm-url-query-'));
try {
  fs.writeFileSync(path.join(dir, 'counter.mjs'),
    'globalThis.evaluations = (globalThis.evaluations ?? 0) + 1;\n' +
    'export const n = globalThis.evaluations;\n' +
    'export const url = import.meta.url;\n' +
    'export const filename = import.meta.filename;\n');
  fs.writeFileSync(path.join(dir, 'plain.cjs'),
    'globalThis.cjsEvaluations = (globalThis.cjsEvaluations ?? 0) + 1;\n' +
    'module.exports = { n: globalThis.cjsEvaluations };\n');
  const base = pathToFileURL(path.join(dir, 'counter.mjs')).href;
  const rel = (u) => u.slice(pathToFileURL(dir).href.length);
  const a = await import(base);
  const b = await import(base + '?v=1');
  const c = await import(base + '?v=1');
  const d = await import(base + '#frag');
  const e = await import(base + '?v=2#frag');
  for (const [name, m] of Object.entries({ a, b, c, d, e })) {
    console.log(name, m.n, rel(m.url), path.basename(m.filename));
  }
  console.log('b === c', b === c, 'a === b', a === b, 'evaluations', globalThis.evaluations);
  const cjsBase = pathToFileURL(path.join(dir, 'plain.cjs')).href;
  const p1 = await import(cjsBase);
  const p2 = await import(cjsBase + '?x=1');
  console.log('cjs', p1.default.n, p2.default.n, 'evaluations', globalThis.cjsEvaluations);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
