'use strict';
// Error snapshot of fs.readFile (see _cases.js for the cases, _harness.js for the format).
require('./_cases').main('readFile');
