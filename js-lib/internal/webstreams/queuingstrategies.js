'use strict';
// internal/webstreams/queuingstrategies: ByteLengthQueuingStrategy and CountQueuingStrategy.
// Each class hands out one shared `size` function (as the spec requires: the same function
// object for every instance), and keeps highWaterMark in a private field. A receiver that is
// not an instance fails naming the private field Node's own class reads there.

const { codes } = require('internal/errors_lazy');
const {
  customInspect, defineWebIDLMembers, privateMemberError, isObjectLike,
} = require('internal/webstreams/util');

const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');

function readInit(init) {
  if (init === null || typeof init !== 'object' || Array.isArray(init)) {
    throw new codes.ERR_INVALID_ARG_TYPE('init', 'Object', init);
  }
  const hwm = init.highWaterMark;
  if (hwm === undefined) throw new codes.ERR_MISSING_OPTION('init.highWaterMark');
  return +hwm;
}

const byteLengthSize = {
  size(chunk) {
    return chunk.byteLength;
  },
}.size;

const countSize = {
  size() {
    return 1;
  },
}.size;

class ByteLengthQueuingStrategy {
  #highWaterMark;

  constructor(init) {
    this.#highWaterMark = readInit(init);
  }

  get highWaterMark() {
    if (!isObjectLike(this) || !(#highWaterMark in this)) {
      throw privateMemberError('#state', this);
    }
    return this.#highWaterMark;
  }

  get size() {
    if (!isObjectLike(this) || !(#highWaterMark in this)) {
      throw privateMemberError('#byteSizeFunction', this);
    }
    return byteLengthSize;
  }

  [customInspectSymbol](depth, options) {
    return customInspect(depth, options, 'ByteLengthQueuingStrategy', {
      highWaterMark: this.highWaterMark,
    });
  }
}

class CountQueuingStrategy {
  #highWaterMark;

  constructor(init) {
    this.#highWaterMark = readInit(init);
  }

  get highWaterMark() {
    if (!isObjectLike(this) || !(#highWaterMark in this)) {
      throw privateMemberError('#state', this);
    }
    return this.#highWaterMark;
  }

  get size() {
    if (!isObjectLike(this) || !(#highWaterMark in this)) {
      throw privateMemberError('#countSizeFunction', this);
    }
    return countSize;
  }

  [customInspectSymbol](depth, options) {
    return customInspect(depth, options, 'CountQueuingStrategy', {
      highWaterMark: this.highWaterMark,
    });
  }
}

defineWebIDLMembers(ByteLengthQueuingStrategy.prototype, ['highWaterMark', 'size'],
  'ByteLengthQueuingStrategy');
defineWebIDLMembers(CountQueuingStrategy.prototype, ['highWaterMark', 'size'],
  'CountQueuingStrategy');

module.exports = { ByteLengthQueuingStrategy, CountQueuingStrategy };
