// `util/types`: the same object as require('util').types.
'use strict';

module.exports = require('util').types;
