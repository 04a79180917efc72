// Port of test/parallel/test-worker-stdio.js: with { stdin: true, stdout: true }, about a megabyte piped into worker.stdin and echoed by the worker to its process.stdout arrives on worker.stdout byte for byte.
'use strict';
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const { Writable } = require('stream');
const { Worker, isMainThread } = require('worker_threads');

// Collects everything written to it.
class Sink extends Writable {
  constructor() {
    super();
    this.parts = [];
  }
  _write(chunk, encoding, callback) {
    this.parts.push(chunk);
    callback();
  }
  get bytes() {
    return Buffer.concat(this.parts);
  }
}

if (isMainThread) {
  const sent = new Sink();
  const echoed = new Sink();
  const w = new Worker(__filename, { stdin: true, stdout: true });
  // A large binary file, so the data crosses the thread boundary in many chunks.
  const input = fs.createReadStream(process.execPath, { end: 1_000_000 });
  input.pipe(w.stdin);
  input.pipe(sent);
  w.stdout.pipe(echoed);
  echoed.on('finish', common.mustCall(() => {
    assert.strictEqual(sent.bytes.length, 1_000_001);
    assert.strictEqual(echoed.bytes.length, sent.bytes.length);
    assert.strictEqual(Buffer.compare(sent.bytes, echoed.bytes), 0);
  }));
} else {
  process.stdin.pipe(process.stdout);
}
