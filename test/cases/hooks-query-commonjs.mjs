// module.register(): a resolve hook that tags file URLs with a search (as quibble does) and a
// load hook that passes the untagged URL on. The CommonJS file behind each tagged URL is its
// own CommonJS module: named exports from the lexer, run once for every tag.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'node:module';

process.noDeprecation = true;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hooks-query-cjs-'));
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
fs.writeFileSync(path.join(dir, 'hooks.mjs'), `
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (result.url.includes('/dep')) return { ...result, url: result.url + '?tag=' + specifier.length };
  return result;
}
export async function load(url, context, next) {
  return next(url.replace(/\\?.*/, ''), context);
}
`);
fs.writeFileSync(path.join(dir, 'dep.js'),
  'globalThis.depRuns = (globalThis.depRuns || 0) + 1;\n' +
  'exports.answer = 42;\nexports.hello = function hello() { return "hi"; };\n');
fs.writeFileSync(path.join(dir, 'dep2.cjs'), 'module.exports = { two: 2 };\n');
register(new URL(`file://${dir}/hooks.mjs`));

const a = await import(`${dir}/dep.js`);
console.log(Object.keys(a), a.answer, a.hello());
const b = await import(`${dir}/./dep.js`);
console.log(Object.keys(b), b.answer, b.default === a.default, globalThis.depRuns);
const c = await import(`${dir}/dep2.cjs`);
console.log(Object.keys(c), c.two, c['module.exports'] === c.default);
