// `internal/test/binding` (reachable with --expose-internals, as in Node): hands tests the
// runtime's internalBinding, e.g. internalBinding('uv').UV_ENOENT.
'use strict';

process.emitWarning('These APIs are for internal testing only. Do not use them.', 'internal/test/binding');

// Node's names for members minirt's bindings have under another name.
const nodeNames = {
  __proto__: null,
  timers: { getLibuvNow: 'now' },
};

function testInternalBinding(name) {
  const binding = internalBinding(name);
  const aliases = nodeNames[name];
  if (aliases !== undefined) {
    for (const nodeName of Object.keys(aliases)) {
      if (!(nodeName in binding)) {
        Object.defineProperty(binding, nodeName, {
          __proto__: null, value: binding[aliases[nodeName]], writable: true, configurable: true,
        });
      }
    }
  }
  return binding;
}

module.exports = { internalBinding: testInternalBinding, primordials: {} };
