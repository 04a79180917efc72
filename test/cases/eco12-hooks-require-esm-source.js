// require() of a file that a module.registerHooks() load hook turns into an ES module: the
// module is built from the source the hook gave require(), and the hooks run once for it
// (tsx compiles a required .ts file to ESM this way; asking the hooks again gave no format,
// and the fallback read the raw file).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { registerHooks } = require('node:module');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco12-hooks-esm-'));
fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"typeless"}');
// Not JavaScript at all: only the hook's source can run.
fs.writeFileSync(path.join(dir, 'target.ts'), 'enum Color { Red, Green }\nexport = Color;\n');

const calls = [];
const hooks = registerHooks({
  load(url, context, nextLoad) {
    if (!url.endsWith('/target.ts')) return nextLoad(url, context);
    calls.push(context.format);
    if (context.format !== 'commonjs') return nextLoad(url, context);
    return {
      format: 'module',
      source: `export const n = ${calls.length};\nexport default 'compiled by the hook';\n`,
      shortCircuit: true,
    };
  },
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    if (specifier.endsWith('target.ts')) return { ...result, format: 'commonjs' };
    return result;
  },
});

try {
  const ns = require(path.join(dir, 'target.ts'));
  console.log(ns.n, ns.default, calls);
} catch (err) {
  console.log('threw', err.code, calls);
} finally {
  hooks.deregister();
  fs.rmSync(dir, { recursive: true, force: true });
}
