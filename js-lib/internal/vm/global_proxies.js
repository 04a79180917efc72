// The stand-ins vm.js hands out for a context's global object (V8's global proxy), each with
// the sandbox it reads: util.inspect shows them as the object they stand for, since V8's
// global proxy is no Proxy to it.
'use strict';

const sandboxOf = new WeakMap();

module.exports = { sandboxOf };
