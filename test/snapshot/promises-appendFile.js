'use strict';
// Error snapshot of fs.promises.appendFile (see _promises-cases.js for the cases, _harness.js for
// the format).
require('./_promises-cases').main('appendFile');
