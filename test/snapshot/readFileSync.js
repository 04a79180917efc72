'use strict';
// Error snapshot of fs.readFileSync (see _cases.js for the cases, _harness.js for the format).
require('./_cases').main('readFileSync');
