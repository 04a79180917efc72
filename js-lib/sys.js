// `sys`: the pre-1.0 name of `util`, kept for old programs. It is the util module itself;
// loading it warns DEP0025 once (the module is cached afterwards), as Node 26 does.
'use strict';

module.exports = require('util');
process.emitWarning('sys is deprecated. Use `node:util` instead.', 'DeprecationWarning', 'DEP0025');
