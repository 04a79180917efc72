// A load hook may answer an import of CommonJS with no source (import-in-the-middle does, to
// have the file read natively): the file's own text runs, with its named exports. The same
// answer for require(), or for an ES module or JSON, fails as in Node.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire, register, registerHooks } from 'node:module';

process.noDeprecation = true;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hooks-null-source-'));
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
fs.writeFileSync(path.join(dir, 'sync.cjs'), 'exports.kind = "sync"; exports.n = 1;\n');
fs.writeFileSync(path.join(dir, 'async.cjs'), 'exports.kind = "async"; exports.n = 2;\n');
fs.writeFileSync(path.join(dir, 'req.cjs'), 'exports.kind = "req";\n');
fs.writeFileSync(path.join(dir, 'esm.mjs'), 'export const kind = "esm";\n');
fs.writeFileSync(path.join(dir, 'data.json'), '{"a":1}\n');
fs.writeFileSync(path.join(dir, 'hooks.mjs'), `
export async function load(url, context, next) {
  const result = await next(url, context);
  if (url.endsWith('async.cjs')) return { format: result.format, source: null, shortCircuit: true };
  return result;
}
`);

registerHooks({
  load(url, context, next) {
    const result = next(url, context);
    if (/(sync|req)\.cjs$/.test(url) && !url.endsWith('async.cjs')) {
      return { format: 'commonjs', source: undefined, shortCircuit: true };
    }
    if (url.endsWith('esm.mjs')) return { format: 'module', source: null, shortCircuit: true };
    if (url.endsWith('data.json')) return { format: 'json', shortCircuit: true };
    return result;
  },
});
register(new URL(`file://${dir}/hooks.mjs`));

const sync = await import(`${dir}/sync.cjs`);
console.log(Object.keys(sync), sync.kind, sync.n);
const asyncOne = await import(`${dir}/async.cjs`);
console.log(Object.keys(asyncOne), asyncOne.kind, asyncOne.n);
const require = createRequire(import.meta.url);
for (const [what, run] of [
  ['require', () => require(`${dir}/req.cjs`)],
  ['module', () => import(`${dir}/esm.mjs`)],
  ['json', () => import(`${dir}/data.json`, { with: { type: 'json' } })],
]) {
  try {
    await run();
    console.log(what, 'loaded');
  } catch (err) {
    console.log(what, err.name, err.code, err.message);
  }
}
