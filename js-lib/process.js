// `require('process')`: the global process object.
'use strict';

module.exports = process;
