// Port of nodejs/node test/parallel/test-stream-writev.js (rewritten for minirt).
'use strict';

// Writes queued while corked (or while a write is in flight) reach _writev as one
// batch of {chunk, encoding}; callbacks all run, and decodeStrings:false keeps strings.
const common = require('../common');
const assert = require('assert');
const { Writable } = require('stream');

function run(decode, uncorkLater, done) {
  const w = new Writable({ decodeStrings: decode });
  let batches = 0;
  let expectChunks;
  w._writev = common.mustCall((chunks, cb) => {
    batches++;
    assert.deepStrictEqual(chunks.map((c) => [c.encoding, String(c.chunk)]), expectChunks);
    cb();
  });
  w._write = common.mustNotCall();
  const calls = [];
  const cb = (n) => () => calls.push(n);
  w.cork();
  w.write('hello, ', 'ascii', cb(1));
  w.write('world', 'utf8', cb(2));
  w.write(Buffer.from('!'), 'buffer', cb(3));
  w.write('\nand then...', 'binary', cb(4));
  w.write('dad', 'hex', cb(5));
  expectChunks = decode ? [
    ['buffer', 'hello, '], ['buffer', 'world'], ['buffer', '!'], ['buffer', '\nand then...'],
    ['buffer', Buffer.from('dad', 'hex').toString()],
  ] : [
    ['ascii', 'hello, '], ['utf8', 'world'], ['buffer', '!'], ['binary', '\nand then...'],
    ['hex', 'dad'],
  ];
  w.on('finish', common.mustCall(() => {
    assert.strictEqual(batches, 1);
    assert.deepStrictEqual(calls, [1, 2, 3, 4, 5]);
    done();
  }));
  if (uncorkLater) {
    process.nextTick(() => {
      w.uncork();
      w.end();
    });
  } else {
    w.end();
  }
}

run(true, false, () => run(false, true, () => run(true, true, common.mustCall())));

{
  // cork() nests: the data goes out after the matching number of uncork() calls.
  const w = new Writable({
    writev: common.mustCall((chunks, cb) => {
      assert.strictEqual(chunks.length, 2);
      cb();
    }),
  });
  w.cork();
  w.cork();
  w.write('a');
  w.write('b');
  assert.strictEqual(w.writableCorked, 2);
  w.uncork();
  assert.strictEqual(w.writableCorked, 1);
  assert.strictEqual(w.writableLength, 2);
  w.uncork();
  assert.strictEqual(w.writableCorked, 0);
}

{
  // Without _writev, corked chunks go to _write one by one.
  const seen = [];
  const w = new Writable({
    write(chunk, enc, cb) {
      seen.push(String(chunk));
      cb();
    },
  });
  w.cork();
  w.write('1');
  w.write('2');
  w.end('3');
  w.on('finish', common.mustCall(() => assert.deepStrictEqual(seen, ['1', '2', '3'])));
}
