// ES modules: built-ins with named exports, CommonJS default + named exports, package
// "exports" with the import condition, "type": "module" packages, import.meta,
// dynamic import(), top-level await, createRequire.
import assert from 'node:assert';
import { strictEqual } from 'assert';
import path, { join } from 'path';
import { createRequire } from 'node:module';
import cjs, { fn, extra } from './modules/lib.cjs';
import data from './modules/data.json' with { type: 'json' };
import esmDefault, { value } from './modules/esm-lib.mjs';
import pkgExports, { kind } from 'pkg-exports';
import pkgEsmDefault, { hello } from 'pkg-esm';
import conditional from 'pkg-exports/conditional';

strictEqual(join('a', 'b'), path.join('a', 'b'));
strictEqual(cjs.cjs, true);
strictEqual(fn(), 'named fn');
strictEqual(extra, 1);
strictEqual(data.answer, 42);
strictEqual(esmDefault, 'esm default');
strictEqual(value, 'esm value');
strictEqual(pkgExports, 'pkg-exports via import');
strictEqual(kind, 'esm');
strictEqual(hello, 'from pkg-esm');
strictEqual(pkgEsmDefault(), 'default fn');
strictEqual(conditional, 'node+default');
assert.ok(import.meta.url.startsWith('file:///'));
strictEqual(import.meta.filename, new URL(import.meta.url).pathname);
strictEqual(import.meta.dirname, path.dirname(import.meta.filename));
const require = createRequire(import.meta.url);
strictEqual(require('pkg-exports'), 'pkg-exports via require');
const dyn = await import('./modules/esm-lib2.mjs');
strictEqual(dyn.fromPlain, true);
const osNs = await import('node:os');
strictEqual(typeof osNs.default, 'object');
strictEqual(osNs.EOL, '\n');
await new Promise((r) => setTimeout(r, 5));
await assert.rejects(import('./modules/missing.mjs'), { code: 'ERR_MODULE_NOT_FOUND' });
console.log('ok');
