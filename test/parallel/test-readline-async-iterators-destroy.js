// Port of nodejs/node test/parallel/test-readline-async-iterators-destroy.js (rewritten for minirt).
'use strict';
// Leaving a `for await` over an interface early (break, also from a nested loop over the
// same interface) yields exactly the lines read so far, and the file stream can then be
// destroyed cleanly.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const readline = require('readline');
const { once } = require('events');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const file = tmpdir.resolve('lines.txt');
const contents = [
  '',
  '\n',
  'only line',
  'alpha\nbeta \u00e9\u00e8\u4e2d\u6587\ngamma\ntail',
  'alpha\nbeta\ngamma ends with newline\n',
];

function linesOf(text, count) {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.slice(0, count);
}

async function breakAfterFirst() {
  for (const text of contents) {
    fs.writeFileSync(file, text);
    const stream = fs.createReadStream(file);
    const rl = readline.createInterface({ input: stream, crlfDelay: Infinity });
    const got = [];
    for await (const line of rl) {
      got.push(line);
      break;
    }
    assert.deepStrictEqual(got, linesOf(text, 1));
    rl.close();
    stream.destroy();
    await once(stream, 'close');
  }
}

async function nestedBreak() {
  for (const text of contents) {
    fs.writeFileSync(file, text);
    const stream = fs.createReadStream(file);
    const rl = readline.createInterface({ input: stream, crlfDelay: Infinity });
    const got = [];
    for await (const outer of rl) {
      got.push(outer);
      for await (const inner of rl) {
        got.push(inner);
        break;
      }
      break;
    }
    assert.deepStrictEqual(got, linesOf(text, 2));
    rl.close();
    stream.destroy();
    await once(stream, 'close');
  }
}

breakAfterFirst().then(nestedBreak).then(common.mustCall());
