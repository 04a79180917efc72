// `wasi`: the WASI class. Its options are checked as in Node 26.10, but a WASI instance
// needs the native WASI syscall layer and WebAssembly, which minirt does not have: the
// constructor throws ERR_METHOD_NOT_IMPLEMENTED once the options are valid. Loading the
// module warns that WASI is experimental, as Node does.
'use strict';

const {
  codes: { ERR_INVALID_ARG_VALUE, ERR_METHOD_NOT_IMPLEMENTED },
} = require('internal/errors');
const {
  validateArray, validateBoolean, validateInt32, validateObject, validateString,
} = require('internal/validators');

process.emitWarning('WASI is an experimental feature and might change at any time',
  'ExperimentalWarning');

const kEmptyObject = Object.freeze({ __proto__: null });

class WASI {
  constructor(options = kEmptyObject) {
    validateObject(options, 'options');
    validateString(options.version, 'options.version');
    if (options.version !== 'unstable' && options.version !== 'preview1') {
      throw new ERR_INVALID_ARG_VALUE('options.version', options.version,
        'unsupported WASI version');
    }
    if (options.args !== undefined) validateArray(options.args, 'options.args');
    if (options.env !== undefined) validateObject(options.env, 'options.env');
    if (options.preopens !== undefined) validateObject(options.preopens, 'options.preopens');
    const { stdin = 0, stdout = 1, stderr = 2 } = options;
    validateInt32(stdin, 'options.stdin', 0);
    validateInt32(stdout, 'options.stdout', 0);
    validateInt32(stderr, 'options.stderr', 0);
    if (options.returnOnExit !== undefined) {
      validateBoolean(options.returnOnExit, 'options.returnOnExit');
    }
    throw new ERR_METHOD_NOT_IMPLEMENTED('wasi.WASI');
  }

  finalizeBindings() {
    throw new ERR_METHOD_NOT_IMPLEMENTED('WASI.prototype.finalizeBindings()');
  }

  start() {
    throw new ERR_METHOD_NOT_IMPLEMENTED('WASI.prototype.start()');
  }

  initialize() {
    throw new ERR_METHOD_NOT_IMPLEMENTED('WASI.prototype.initialize()');
  }

  getImportObject() {
    throw new ERR_METHOD_NOT_IMPLEMENTED('WASI.prototype.getImportObject()');
  }
}

module.exports = { WASI };
