// With --import, the entry is run through the ES module loader, as an import: the hooks
// registered there resolve and load a CommonJS entry with an import's conditions (once) and
// may make an entry of an unknown extension (in any package scope) an ES module; a CommonJS
// entry is still require.main.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hooks-cjs-entry-'));
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
fs.writeFileSync(path.join(dir, 'sync.mjs'), `
import { registerHooks } from 'node:module';
registerHooks({
  resolve(specifier, context, next) {
    const result = next(specifier, context);
    console.log('resolve', specifier.split('/').pop(), context.conditions.join(), result.format);
    return result;
  },
  load(url, context, next) {
    const result = next(url, context);
    console.log('load', url.split('/').pop(), context.conditions.join(), context.format, result.format);
    return result;
  },
});
`);
fs.writeFileSync(path.join(dir, 'async.mjs'), `
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`
export async function load(url, context, next) {
  if (!url.endsWith('.txt')) return next(url, context);
  const { source } = await next(url, { ...context, format: 'module' });
  return { format: 'module', shortCircuit: true,
           source: 'console.log(' + JSON.stringify(String(source).trim()) + ', typeof require);' };
}\`));
`);
fs.writeFileSync(path.join(dir, 'main.cjs'),
  "console.log('main', require.main === module, process.mainModule === module, " +
  "module.id === __filename, module.parent);\nrequire('./dep.cjs');\n");
fs.writeFileSync(path.join(dir, 'dep.cjs'), '');
fs.writeFileSync(path.join(dir, 'main.txt'), 'text entry\n');
fs.mkdirSync(path.join(dir, 'esm'));
fs.writeFileSync(path.join(dir, 'esm', 'package.json'), '{"type":"module"}');
fs.writeFileSync(path.join(dir, 'esm', 'main.txt'), 'text entry of a module scope\n');

for (const args of [['--import', './sync.mjs', 'main.cjs'], ['main.cjs'],
  ['--no-deprecation', '--import', './async.mjs', 'main.txt'],
  ['--no-deprecation', '--import', './async.mjs', 'esm/main.txt']]) {
  const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  console.log(`[${args.join(' ')}] exit ${r.status}`);
  process.stdout.write(r.stdout);
  if (r.status !== 0) console.log(r.stderr.split('\n').find((l) => /Error/.test(l)));
}
