// Port of nodejs/node test/parallel/test-readline-async-iterators.js (rewritten for minirt).
'use strict';

// for await over a readline Interface yields every line (including a last line without
// a newline), ends at 'close', works over a file stream, and breaking out closes it.
const common = require('../common');
const tmpdir = require('../common/tmpdir');
const assert = require('assert');
const fs = require('fs');
const readline = require('readline');
const { Readable } = require('stream');

tmpdir.refresh();

const testContents = [
  '',
  '\n',
  'line 1',
  'line 1\nline 2 南越国是前203年至前111年存在于岭南地区的一个国家\nline 3\ntrailing',
  'line 1\nline 2\nline 3 ends with newline\n',
];

async function fromFiles() {
  const file = tmpdir.resolve('lines.txt');
  for (const contents of testContents) {
    fs.writeFileSync(file, contents);
    const rl = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
    const lines = [];
    for await (const line of rl) lines.push(line);
    const expected = contents.split('\n');
    if (expected[expected.length - 1] === '') expected.pop();
    assert.deepStrictEqual(lines, expected);
  }
}

async function breakCloses() {
  const rl = readline.createInterface({ input: Readable.from(['a\nb\nc\n']) });
  const closed = new Promise((resolve) => rl.on('close', resolve));
  for await (const line of rl) {
    assert.strictEqual(line, 'a');
    break;
  }
  await closed;
  assert.strictEqual(rl.closed, true);
}

async function manyChunks() {
  const chunks = [];
  for (let i = 0; i < 50; i++) chunks.push(`${i}\n`);
  const rl = readline.createInterface({ input: Readable.from(chunks) });
  let n = 0;
  for await (const line of rl) assert.strictEqual(line, String(n++));
  assert.strictEqual(n, 50);
}

(async () => {
  await fromFiles();
  await breakCloses();
  await manyChunks();
})().then(common.mustCall());
