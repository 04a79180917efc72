// Port of nodejs/node test/parallel/test-process-get-builtin.mjs (rewritten for minirt).
import { hasCrypto, hasIntl, hasInspector, hasSQLite } from '../common/index.mjs';
import assert from 'node:assert';
import { builtinModules } from 'node:module';

for (const bad of [1, undefined, null, false, [], {}, () => {}, Symbol('x')]) {
  assert.throws(() => process.getBuiltinModule(bad), { code: 'ERR_INVALID_ARG_TYPE' });
}

// Unknown ids, scheme-only modules without their scheme, and internals give undefined.
for (const id of ['invalid', 'test', 'sea', 'test/reporter', 'internal/bootstrap/realm',
  'internal/deps/undici/undici', 'internal/util', 'node:internal/util', 'node:invalid']) {
  assert.strictEqual(process.getBuiltinModule(id), undefined);
}

const require = process.getBuiltinModule('module').createRequire(import.meta.url);
const ids = new Set(builtinModules);
if (!hasCrypto) {
  for (const id of ['crypto', 'tls', '_tls_common', '_tls_wrap', 'http2', 'https', 'inspector',
    'inspector/promises']) {
    ids.delete(id);
  }
}
if (!hasIntl) {
  ids.delete('inspector');
  ids.delete('trace_events');
}
ids.delete('node:quic');
if (!hasInspector) {
  ids.delete('inspector');
  ids.delete('inspector/promises');
}
if (!hasSQLite) ids.delete('node:sqlite');

// The same object as require(id) and as the default export of import(id), with or
// without the node: scheme.
for (const id of ids) {
  const mod = process.getBuiltinModule(id);
  assert.notStrictEqual(mod, undefined, id);
  assert.strictEqual(mod, require(id), id);
}
for (const id of ids) {
  if (id.startsWith('node:')) continue;
  const imported = await import(`node:${id}`);
  assert.strictEqual(process.getBuiltinModule(id), imported.default, id);
  assert.strictEqual(process.getBuiltinModule(`node:${id}`), imported.default, id);
}

// node:test exists only with its scheme; whatever import gives, getBuiltinModule gives.
let testModule;
try {
  testModule = (await import('node:test')).default;
} catch {
  testModule = undefined;
}
assert.strictEqual(process.getBuiltinModule('node:test'), testModule);
