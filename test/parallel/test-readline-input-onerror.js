// Port of nodejs/node test/parallel/test-readline-input-onerror.js (rewritten for minirt).
'use strict';
// An error on the input (a missing file) reaches both the async iterator of the interface
// and its 'error' event.
const common = require('../common');
const fs = require('fs');
const path = require('path');
const readline = require('readline');

const missing = path.join(__dirname, 'no-such-file-for-readline.txt');
const expected = {
  code: 'ENOENT',
  message: `ENOENT: no such file or directory, open '${missing}'`,
};

async function iterate() {
  const rl = readline.createInterface({ input: fs.createReadStream(missing), crlfDelay: Infinity });
  // eslint-disable-next-line no-unused-vars
  for await (const line of rl) {
    // Never reached.
  }
}
iterate().catch(common.expectsError(expected));

const rl = readline.createInterface({ input: fs.createReadStream(missing), crlfDelay: Infinity });
rl.on('error', common.expectsError(expected));
