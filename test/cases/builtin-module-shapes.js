// Every built-in in require('module').builtinModules (and the node:-only ones) loads, with
// and without the node: prefix where Node allows it, and exports Node 26.10's names with
// Node's typeof. The modules listed in `checked` are compared name by name.
// stderr: [DEP0025] DeprecationWarning: sys is deprecated. Use `node:util` instead.
// stderr: [DEP0192] DeprecationWarning: The _tls_common module is deprecated. Use `node:tls` instead.
// stderr: [DEP0192] DeprecationWarning: The _tls_wrap module is deprecated. Use `node:tls` instead.
// stderr: ExperimentalWarning: WASI is an experimental feature and might change at any time
// stderr: ExperimentalWarning: FFI is an experimental feature and might change at any time
'use strict';
const { builtinModules } = require('module');

const checked = ['constants', 'sys', 'punycode', 'diagnostics_channel', 'domain', 'trace_events',
  'http', 'https', 'http2', '_http_agent', '_http_client', '_http_common', '_http_incoming',
  '_http_outgoing', '_http_server', 'tls', '_tls_common', '_tls_wrap', 'dgram', 'dns',
  'dns/promises', 'inspector', 'inspector/promises', 'wasi', 'node:sqlite', 'node:sea',
  'node:ffi'];

for (const id of checked) {
  const mod = require(id);
  const shape = Object.keys(mod).sort().map((k) => `${k}:${typeof mod[k]}`);
  // sys is util itself; its own shape belongs to the util module.
  console.log(id, typeof mod, id === 'sys' ? mod === require('util') : shape.join(' '));
  if (!id.startsWith('node:')) console.log('  same with node:', require(`node:${id}`) === mod);
}

// sqlite and sea exist only with the prefix.
for (const id of ['sqlite', 'sea']) {
  try {
    require(id);
    console.log(id, 'bare name resolved');
  } catch (e) {
    console.log(id, 'bare name:', e.code);
  }
}
const missing = checked.filter((id) => !id.startsWith('node:') && !builtinModules.includes(id));
console.log('listed', missing.length === 0 ? 'all' : missing.join());
