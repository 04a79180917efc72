'use strict';
// internal/test_runner/reporter/lcov: the coverage reporter. minirt collects no coverage, so
// creating it throws ERR_METHOD_NOT_IMPLEMENTED.

const { Transform } = require('internal/streams/transform');

class LcovReporter extends Transform {
  constructor(options) {
    super({ ...options, writableObjectMode: true, __proto__: null });
    const { ERR_METHOD_NOT_IMPLEMENTED } = require('internal/errors').codes;
    throw new ERR_METHOD_NOT_IMPLEMENTED('lcov reporter (test coverage)');
  }
}

module.exports = LcovReporter;
