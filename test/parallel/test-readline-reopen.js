// Port of nodejs/node test/parallel/test-readline-reopen.js (rewritten for minirt).
'use strict';
// A character split between two terminal interfaces on the same input (the first closed
// after its first line) is put together by the second.
const common = require('../common');
const assert = require('assert');
const readline = require('readline');
const { PassThrough } = require('stream');

const input = new PassThrough();
const output = new PassThrough();
const first = readline.createInterface({ input, output, terminal: true });
first.on('line', common.mustCall((line) => {
  assert.strictEqual(line, 'one');
  first.close();
  const second = readline.createInterface({ input, output, terminal: true });
  second.on('line', common.mustCall((rest) => {
    assert.strictEqual(rest, '\u00e9two');
    second.close();
  }));
  input.write(Buffer.from([0xa9])); // second byte of U+00E9
  input.write('two\n');
}));
input.write(Buffer.concat([Buffer.from('one\n'), Buffer.from([0xc3])]));
