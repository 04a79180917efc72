// The public `module` module: the CommonJS Module class with createRequire,
// builtinModules and isBuiltin.
'use strict';

module.exports = require('internal/modules/cjs').Module;
