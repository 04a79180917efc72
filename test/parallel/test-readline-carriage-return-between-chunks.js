// Port of nodejs/node test/parallel/test-readline-carriage-return-between-chunks.js (rewritten for minirt).
'use strict';
// A "\r\n" line end whose "\r" starts the second chunk (after text with a plain "\n")
// must not leave a "\r" in any line, even with crlfDelay: Infinity.
const common = require('../common');
const assert = require('assert');
const readline = require('readline');
const { Readable } = require('stream');

function* chunks() {
  yield 'first\nsecond';
  yield '\r\n';
}

const rl = readline.createInterface({ input: Readable.from(chunks()), crlfDelay: Infinity });
const lines = [];
rl.on('line', (line) => lines.push(line));
rl.on('close', common.mustCall(() => {
  assert.deepStrictEqual(lines, ['first', 'second']);
  assert.ok(lines.every((l) => !l.includes('\r')));
}));
