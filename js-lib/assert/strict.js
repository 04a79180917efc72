'use strict';
// assert/strict: the strict-mode assert object (same object as require('assert').strict).

module.exports = require('assert').strict;
