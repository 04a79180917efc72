// Port of nodejs/node test/parallel/test-readline-interface-no-trailing-newline.js (rewritten for minirt).
'use strict';
// In terminal mode, text written without a final newline is echoed as typed (the line
// end in the middle submits the first line).
const common = require('../common');
const assert = require('assert');
const readline = require('readline');
const { PassThrough } = require('stream');

if (process.env.TERM === 'dumb') common.skip('dumb terminal');

const output = new PassThrough();
let echoed = '';
output.write = (data) => {
  echoed += data.replace('\r', '');
  return true;
};
const rl = new readline.Interface({ terminal: true, input: new PassThrough(), output });
const lines = [];
rl.on('line', (line) => lines.push(line));
rl.write('[\n]');
assert.strictEqual(echoed, '[\n]');
assert.deepStrictEqual(lines, ['[']);
assert.strictEqual(rl.line, ']');
rl.close();
