// What module.registerHooks() load hooks see: an import of a CommonJS file runs them with the
// format the resolve hooks chose, the import conditions and empty import attributes; the
// default step of an import reports where the bytes came from (responseURL, which tsx checks
// before compiling a file to CommonJS), require()'s does not; and a hook gets the next hook's
// result object itself, extra properties and all.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire, registerHooks } from 'node:module';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco12-hooks-ctx-'));
fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"typeless"}');
fs.writeFileSync(path.join(dir, 'plain.cjs'), 'module.exports = "plain";\n');
fs.writeFileSync(path.join(dir, 'esm.mjs'), 'export default "esm";\n');
fs.writeFileSync(path.join(dir, 'data.txt'), 'module.exports = "as text";\n');
fs.writeFileSync(path.join(dir, 'req.cjs'), 'module.exports = "required";\n');

const log = [];
const describe = (r) => ({
  keys: Object.keys(r).join(','),
  nullProto: Object.getPrototypeOf(r) === null,
  source: Buffer.isBuffer(r.source) ? 'Buffer' : typeof r.source,
  responseURL: r.responseURL === undefined ? undefined : path.basename(r.responseURL),
});
const inner = registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    if (specifier.endsWith('data.txt')) return { ...result, format: 'commonjs' };
    return result;
  },
  load(url, context, nextLoad) {
    const result = nextLoad(url, context);
    if (url.startsWith('file:') && url.includes('eco12-hooks-ctx-')) {
      log.push([path.basename(url), context.format, context.conditions.includes('import') ?
        'import' : 'require', context.importAttributes === undefined ? 'no attributes' :
        JSON.stringify(context.importAttributes), describe(result)]);
      return { ...result, extra: 'kept' };
    }
    return result;
  },
});
const outer = registerHooks({
  load(url, context, nextLoad) {
    const result = nextLoad(url, context);
    if (url.includes('eco12-hooks-ctx-')) log.push([path.basename(url), 'outer sees', result.extra]);
    return result;
  },
});

try {
  console.log((await import(path.join(dir, 'plain.cjs'))).default);
  console.log((await import(path.join(dir, 'esm.mjs'))).default);
  console.log((await import(path.join(dir, 'data.txt'))).default);
  console.log(createRequire(import.meta.url)(path.join(dir, 'req.cjs')));
  for (const entry of log) console.log(entry);
} finally {
  outer.deregister();
  inner.deregister();
  fs.rmSync(dir, { recursive: true, force: true });
}
