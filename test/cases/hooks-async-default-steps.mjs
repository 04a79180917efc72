// module.register(): what the default steps give asynchronous hooks. Resolve gives the format
// a file has before loading (for imports, import.meta.resolve and register() itself); load
// leaves CommonJS without source (undefined when the format was known, null when the file
// told it), which registerHooks() hooks then see too. CommonJS a hook makes, even of an ES
// module file or a file that is not there, has the lexer's named exports; a relative
// register() with no parent URL fails as in Node.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register, registerHooks } from 'node:module';

process.noDeprecation = true;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hooks-default-steps-'));
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
const write = (file, text) => fs.writeFileSync(path.join(dir, file), text);
write('hooks.mjs', `
import { writeSync } from 'node:fs';
const show = (s) => s === null ? 'null' : s === undefined ? 'undefined' : s.constructor.name;
export async function resolve(specifier, context, next) {
  if (specifier === 'virtual:cjs') {
    return { url: new URL('./not-there.cjs', context.parentURL).href, shortCircuit: true };
  }
  const result = await next(specifier, context);
  if (specifier.startsWith('./')) writeSync(1, 'resolve ' + specifier + ' ' + result.format + '\\n');
  return result;
}
export async function load(url, context, next) {
  if (url.endsWith('not-there.cjs')) {
    return { format: 'commonjs', source: 'exports.a = 1; exports.b = typeof require;', shortCircuit: true };
  }
  if (url.endsWith('to-cjs.mjs')) {
    return { format: 'commonjs', source: 'exports.made = "cjs"; exports.n = 2;', shortCircuit: true };
  }
  const result = await next(url, context);
  if (!url.endsWith('hooks.mjs')) {
    writeSync(1, 'load ' + url.split('/').pop() + ' ' + context.format + ' ' + result.format + ' ' + show(result.source) + '\\n');
  }
  return result;
}
`);
write('plain.cjs', 'exports.plain = true;\n');
fs.mkdirSync(path.join(dir, 'typeless'));
write('typeless/package.json', '{}');
write('typeless/lib.js', 'exports.typeless = true;\n');
write('esm.mjs', 'export const esm = true;\n');
write('to-cjs.mjs', 'export const never = true;\n');

registerHooks({
  load(url, context, next) {
    const result = next(url, context);
    if (url.endsWith('.cjs') || url.endsWith('lib.js')) {
      console.log('sync load', url.split('/').pop(), result.source === undefined ? 'undefined' :
        result.source === null ? 'null' : 'has source');
    }
    return result;
  },
});
register('./hooks.mjs', new URL(`file://${dir}/`));
try {
  register('./hooks.mjs');
} catch (err) {
  console.log(err.name, err.code, err.message);
}

const show = (ns) => JSON.stringify(Object.keys(ns).map((k) => [k, typeof ns[k]]));
console.log(show(await import(`${dir}/plain.cjs`)));
console.log(show(await import(`${dir}/typeless/lib.js`)));
console.log(show(await import(`${dir}/esm.mjs`)));
console.log(show(await import(`${dir}/to-cjs.mjs`)));
const virtual = await import('virtual:cjs');
console.log(show(virtual), virtual.b);
console.log(path.basename(import.meta.resolve('./hooks-async-default-steps.mjs')));
