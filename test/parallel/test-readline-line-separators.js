// Port of nodejs/node test/parallel/test-readline-line-separators.js (rewritten for minirt).
'use strict';
// \n, \r, \r\n, U+2028 and U+2029 all end a line; the text after the last one is a line
// of its own at the end of input.
const common = require('../common');
const assert = require('assert');
const readline = require('readline');
const { Readable } = require('stream');

const text = 'one\ntwo\rthree\r\nfour\u2028five\u2029six';
const rl = new readline.Interface({ input: Readable.from(text) });
const lines = [];
rl.on('line', (line) => lines.push(line));
rl.on('close', common.mustCall(() => {
  assert.deepStrictEqual(lines, ['one', 'two', 'three', 'four', 'five', 'six']);
}));
