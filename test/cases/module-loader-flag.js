// --loader / --experimental-loader register a hooks module as module.register() would,
// from the working directory, before the entry point, which they resolve and load too.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-loader-flag-'));
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
fs.writeFileSync(path.join(dir, 'hooks.mjs'), `
import { writeSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  writeSync(1, 'resolve ' + specifier.split('/').pop() + (context.parentURL ? ' from ' + context.parentURL.split('/').pop() : '') + '\\n');
  return r;
}
export async function load(url, context, next) {
  const r = await next(url, context);
  if (url.endsWith('dep.mjs')) return { ...r, source: String(r.source).replace('"dep"', '"dep, changed by the loader"') };
  return r;
}
`);
fs.writeFileSync(path.join(dir, 'dep.mjs'), 'export default "dep";\n');
fs.writeFileSync(path.join(dir, 'entry.mjs'), 'import dep from "./dep.mjs";\nconsole.log(dep);\n');

for (const flag of ['--loader', '--experimental-loader']) {
  const r = spawnSync(process.execPath, [flag, './hooks.mjs', 'entry.mjs'], { cwd: dir, encoding: 'utf8' });
  console.log(flag, 'status', r.status);
  console.log(r.stdout.trim());
  const warning = r.stderr.split('\n').find((l) => l.includes('ExperimentalWarning'));
  console.log(warning.replace(/^\(\w+:\d+\) /, ''));
}
const quiet = spawnSync(process.execPath, ['--no-warnings', '--loader=./hooks.mjs', 'entry.mjs'], { cwd: dir, encoding: 'utf8' });
console.log('--no-warnings stderr', JSON.stringify(quiet.stderr));
