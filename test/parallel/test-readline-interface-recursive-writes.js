// Port of nodejs/node test/parallel/test-readline-interface-recursive-writes.js (rewritten for minirt).
'use strict';
// A 'line' listener that writes to the interface does not make the lines of the text
// being written repeat or get lost.
const common = require('../common');
const assert = require('assert');
const readline = require('readline');
const { PassThrough } = require('stream');

if (process.env.TERM === 'dumb') common.skip('dumb terminal');

const rl = new readline.Interface({ terminal: true, input: new PassThrough() });
const text = ' \n]\n';
const expectedLines = 2;
const seen = [];
rl.on('line', (line) => {
  seen.push(line);
  if (seen.length > expectedLines) return;
  rl.write('more');
});
rl.write(text);
assert.strictEqual(seen.length, expectedLines);
assert.deepStrictEqual(seen, [' ', 'more]']);
assert.strictEqual(rl.line, 'more');
rl.close();
