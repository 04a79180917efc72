// A resolve hook may name a module by a URL that carries a search the specifier does not
// (import-in-the-middle's `node:os?iitm=true`): that URL is a module of its own, whose source
// the load hooks give for that exact URL, and its imports see it as their parentURL.
import { registerHooks, createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// `os` through require: this module's own `import('node:os')` below must be its first ES
// import of that specifier (the engine keeps one module per specifier and importer, and a
// debug build asserts it).
const os = createRequire(import.meta.url)('node:os');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco3-hooks-url-'));
fs.writeFileSync(path.join(dir, 'dep.mjs'), 'export const who = "original";\nexport const url = import.meta.url;\n');
const depUrl = pathToFileURL(path.join(dir, 'dep.mjs')).href;
const seen = [];

registerHooks({
  resolve(specifier, context, next) {
    const parent = context.parentURL === undefined ? '-' : context.parentURL.includes('?wrap') ? 'wrapper' : 'plain';
    if (specifier === 'node:os' && parent !== 'wrapper') {
      seen.push(`resolve ${specifier} from ${parent}`);
      return { url: 'node:os?wrap=1', format: 'builtin', shortCircuit: true };
    }
    if (specifier.endsWith('dep.mjs') && parent !== 'wrapper') {
      const r = next(specifier, context);
      seen.push(`resolve dep from ${parent}`);
      return { url: `${r.url}?wrap=2`, format: 'module', shortCircuit: true };
    }
    return next(specifier, context);
  },
  load(url, context, next) {
    if (url === 'node:os?wrap=1') {
      seen.push(`load ${url}`);
      return { format: 'module', shortCircuit: true, source:
        'import * as real from "node:os";\nexport const platform = real.platform;\n' +
        'export const hostname = () => "wrapped-host";\nexport const where = import.meta.url;\n' };
    }
    if (url.endsWith('dep.mjs?wrap=2')) {
      seen.push('load dep?wrap=2');
      return { format: 'module', shortCircuit: true, source:
        `import * as real from ${JSON.stringify(depUrl)};\n` +
        'export const who = `wrapped ${real.who}`;\nexport const realUrl = real.url;\n' +
        'export const url = import.meta.url;\n' };
    }
    return next(url, context);
  },
});

const wrappedOs = await import('node:os');
console.log(wrappedOs.hostname(), wrappedOs.platform() === os.platform(), wrappedOs.where);
const again = await import('node:os');
console.log('same instance', again === wrappedOs);
const dep = await import(depUrl);
console.log(dep.who, dep.realUrl === depUrl, dep.url === `${depUrl}?wrap=2`);
console.log(seen.join('\n'));
fs.rmSync(dir, { recursive: true, force: true });
