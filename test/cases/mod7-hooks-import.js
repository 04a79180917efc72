// module.registerHooks under import: the conditions in Node's order (module-sync before node-addons for import, last for require, user conditions after), a built-in resolved by default has no format until loaded, and the default load hands an ES module's source as bytes.
'use strict';
const fs = require('fs');
const path = require('path');

const { dir, write, clean, report } = require('./modules/spawn-tree.js')
  .makeTree('mod7-hooks-import-');

write({
  'a.mjs': 'export const a = 1;\n',
  'e.cjs': 'module.exports = 1;\n',
  'main.mjs': `import { registerHooks } from 'node:module';
import { createRequire } from 'node:module';
registerHooks({
  resolve(specifier, context, next) {
    const r = next(specifier, context);
    console.log('resolve', specifier, JSON.stringify(context.conditions), String(r.format));
    return r;
  },
  load(url, context, next) {
    const r = next(url, context);
    if (!url.startsWith('node:')) {
      console.log('load', url.slice(url.lastIndexOf('/') + 1), r.format, typeof r.source,
        typeof r.source === 'string' ? 'string' : r.source instanceof Uint8Array);
    }
    return r;
  },
});
await import('./a.mjs');
await import('node:path');
createRequire(import.meta.url)('./e.cjs');
`,
});
report('default', ['main.mjs']);
report('with a condition', ['--conditions=custom', 'main.mjs']);
fs.rmSync(dir, { recursive: true, force: true });
