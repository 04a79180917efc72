// Port of nodejs/node test/parallel/test-fs-write-stream-eagain.mjs (rewritten for minirt).
// A WriteStream whose fs.write fails once with EAGAIN retries the write instead of failing;
// a stream already destroyed when it finishes rejects `finished`. Uses node:test and its
// mock.fn / mock.getter.
import * as common from '../common/index.mjs';
import tmpdir from '../common/tmpdir.js';
import assert from 'node:assert';
import fs from 'node:fs';
import { describe, it, mock } from 'node:test';
import { finished } from 'node:stream/promises';

tmpdir.refresh();
const target = tmpdir.resolve('eagain.txt');

function failWithEAGAIN(fd, buffer, offset, length, position, callback) {
  const err = new Error('try again');
  err.code = 'EAGAIN';
  callback(err, 0, buffer);
}

describe('WriteStream and EAGAIN', () => {
  it('retries the write that failed with EAGAIN', async () => {
    const write = mock.fn(fs.write);
    write.mock.mockImplementationOnce(failWithEAGAIN);
    const stream = fs.createWriteStream(target, {
      fs: { open: common.mustCall(fs.open), write, close: common.mustCall(fs.close) },
    });
    stream.on('error', common.mustNotCall());
    stream.on('close', common.mustCall());
    stream.end('data');
    await finished(stream);
    assert.strictEqual(write.mock.callCount(), 2);
    assert.strictEqual(write.mock.calls[0].error, undefined);
    assert.strictEqual(fs.readFileSync(target, 'utf8'), 'data');
  });

  it('a stream reported destroyed makes finished() reject', async () => {
    const stream = fs.createWriteStream(target);
    const destroyed = mock.getter(stream, 'destroyed', () => true);
    stream.end('data');
    await assert.rejects(finished(stream));
    assert.ok(destroyed.mock.callCount() > 0);
  });
});
