// `path/win32`: the Windows path functions (the same object as require('path').win32).
'use strict';

module.exports = require('path').win32;
