// module.registerHooks(): a module a load hook makes under a URL of another scheme has
// Node's import.meta (its url, no filename or dirname) and resolves relative specifiers
// against that URL; a CommonJS file an import loads is resolved once, by the import, not
// again by require()'s hooks when it runs.
import { registerHooks } from 'node:module';

const seen = [];
const source = 'export default import.meta;\n' +
  'export const resolved = (() => { try { return import.meta.resolve("./x.js"); } ' +
  'catch (e) { return e.code; } })();\n';
const hooks = registerHooks({
  resolve(specifier, context, nextResolve) {
    if (/^(virtual|https):/.test(specifier)) return { url: specifier, shortCircuit: true };
    seen.push(`resolve ${specifier.startsWith('/') ? '<absolute path>' : specifier}`);
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (/^(virtual|https):/.test(url)) return { format: 'module', source, shortCircuit: true };
    seen.push(`load ${url.slice(url.lastIndexOf('/') + 1)}`);
    return nextLoad(url, context);
  },
});
for (const specifier of ['virtual:one', 'https://example.org/lib/two.mjs']) {
  const ns = await import(specifier);
  const meta = ns.default;
  console.log(specifier, meta.url, Object.keys(meta).sort().join(','), meta.filename,
    meta.dirname, meta.main, ns.resolved);
}
const dep = await import('./mod17-fixtures/hooks/dep.cjs');
console.log(dep.default);
console.log(seen.join('\n'));
hooks.deregister();
