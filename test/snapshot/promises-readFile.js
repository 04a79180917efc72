'use strict';
// Error snapshot of fs.promises.readFile (see _promises-cases.js for the cases, _harness.js for
// the format).
require('./_promises-cases').main('readFile');
