'use strict';
// internal/file: the File class, a Blob with a name and a lastModified time (Node 26's
// argument handling: both fileBits and fileName are required; lastModified goes through
// unary plus, NaN becomes 0, the default is Date.now()).

const { Blob } = require('internal/blob');
const { codes } = require('internal/errors_lazy');

const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');
const kFileState = Symbol('kFileState');

function isFile(value) {
  return value != null && value[kFileState] !== undefined;
}

class File extends Blob {
  constructor(fileBits, fileName, options = undefined) {
    if (arguments.length < 2) throw new codes.ERR_MISSING_ARGS('fileBits', 'fileName');
    super(fileBits, options);
    let lastModified = options?.lastModified;
    if (lastModified !== undefined) {
      lastModified = +lastModified;
      if (lastModified !== lastModified) lastModified = 0;
    } else {
      lastModified = Date.now();
    }
    this[kFileState] = { name: `${fileName}`.toWellFormed(), lastModified };
  }

  get name() {
    if (!isFile(this)) throw new codes.ERR_INVALID_THIS('File');
    return this[kFileState].name;
  }

  get lastModified() {
    if (!isFile(this)) throw new codes.ERR_INVALID_THIS('File');
    return this[kFileState].lastModified;
  }

  [customInspectSymbol](depth, options) {
    if (depth < 0) return this;
    const opts = { ...options, depth: options.depth == null ? null : options.depth - 1 };
    const { inspect } = require('internal/util/inspect');
    const state = this[kFileState];
    return `File ${inspect({
      size: this.size,
      type: this.type,
      name: state.name,
      lastModified: state.lastModified,
    }, opts)}`;
  }
}

Object.defineProperties(File.prototype, {
  name: { __proto__: null, enumerable: true },
  lastModified: { __proto__: null, enumerable: true },
  [Symbol.toStringTag]: { __proto__: null, configurable: true, value: 'File' },
});

module.exports = { File, kFileState };
