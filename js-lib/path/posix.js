// `path/posix`: the POSIX path functions (the same object as require('path').posix).
'use strict';

module.exports = require('path').posix;
