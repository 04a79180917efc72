// `internal/test/binding` (reachable with --expose-internals, as in Node): hands tests the
// runtime's internalBinding, e.g. internalBinding('uv').UV_ENOENT.
'use strict';

process.emitWarning('These APIs are for internal testing only. Do not use them.', 'internal/test/binding');

module.exports = { internalBinding, primordials: {} };
