// import() from inside a package (test/fixtures/resolve): the same requests as
// module-resolve-require.js through the ES module resolver (the "import" condition, URL
// semantics, no extension or directory lookups, Node's ESM error codes and messages and the
// "Did you mean" hint from what require() would find).
import fs from 'node:fs';
import path from 'node:path';
import { load } from '../fixtures/resolve/probe.mjs';

const specs = JSON.parse(fs.readFileSync(new URL('../fixtures/resolve/specs.json', import.meta.url)));
const here = path.dirname(new URL(import.meta.url).pathname);
const test = path.dirname(here);
// JSON modules need an import attribute (given below); built-ins are not about resolution.
const skipped = new Set(['pkg-cond/json', '#ext', 'pkg-cond/package.json', '#bare-builtin', 'fs',
  'node:fs', 'fs/promises', 'node:test', 'node:sea']);
for (const spec of specs) {
  if (skipped.has(spec)) continue;
  console.log((await load(spec)).split(here).join('<cases>').split(test).join('<test>'));
}
console.log(await load('pkg-cond/json', { with: { type: 'json' } }));
console.log(await load('#ext', { with: { type: 'json' } }));
