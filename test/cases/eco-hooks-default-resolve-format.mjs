// The format module.registerHooks() resolve hooks get from the default step: null for a
// file only its syntax can classify (typeless .js/.ts/extensionless), "<type>-typescript"
// for TypeScript, "builtin" for a bare built-in id. Loaders such as tsx pick their own
// format when it is null; a load hook in the chain must not stop types being stripped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-hooks-format-'));
const write = (rel, text) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};
write('package.json', '{"name":"typeless"}');
write('plain.js', 'export default "plain.js";\n');
write('typed.ts', 'const v: string = "typed.ts";\nexport default v;\n');
write('noext', 'export default "noext";\n');
write('m.mts', 'const v: string = "m.mts";\nexport default v;\n');
write('c.cts', 'const v: string = "c.cts";\nmodule.exports = v;\n');
write('mod/package.json', '{"type":"module"}');
write('mod/a.ts', 'const v: number = 1;\nexport default `mod/a.ts ${v}`;\n');
write('mod/b.js', 'export default "mod/b.js";\n');
write('cjs/package.json', '{"type":"commonjs"}');
write('cjs/a.js', 'module.exports = "cjs/a.js";\n');

const seen = [];
const hooks = registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    if (!specifier.startsWith('.') && !specifier.startsWith('file:') && !/^(node:)?fs$/.test(specifier)) {
      return result;
    }
    seen.push(`resolve ${specifier.replace(/^.*\//, '')}: ${result.format}`);
    return result;
  },
  load(url, context, nextLoad) {
    const result = nextLoad(url, context);
    if (url.startsWith('file:')) seen.push(`load ${url.replace(/^.*\//, '')}: ${result.format}`);
    return result;
  },
});

try {
  for (const rel of ['plain.js', 'typed.ts', 'noext', 'm.mts', 'c.cts', 'mod/a.ts', 'mod/b.js', 'cjs/a.js']) {
    const ns = await import(pathToFileURL(path.join(dir, rel)).href);
    seen.push(`value ${ns.default}`);
  }
  await import('fs');
  await import('node:fs');
} finally {
  hooks.deregister();
  fs.rmSync(dir, { recursive: true, force: true });
}
const keep = seen.filter((line) => !line.startsWith('load ') ||
  /(typed\.ts|m\.mts|a\.ts|b\.js|plain\.js|noext): /.test(line));
console.log(keep.join('\n'));
