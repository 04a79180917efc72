'use strict';
// internal/test_runner/reporter/v8-serializer: what a test file run by `--test` or run()
// writes to its stdout: each event as v8 header, 4-byte big-endian length, then the
// v8-serialized { type, data } (errors through error_serdes). The parent tells these frames
// apart from the file's own output by the header bytes.

const { DefaultSerializer } = require('v8');
const { Buffer } = require('buffer');
const { serializeError } = require('internal/test_runner/error_serdes');

module.exports = async function* v8Reporter(source) {
  const headerSerializer = new DefaultSerializer();
  headerSerializer.writeHeader();
  const headerLength = headerSerializer.releaseBuffer().length;

  for await (const item of source) {
    const serializer = new DefaultSerializer();
    const originalError = item.data.details?.error;
    // The error travels serialized; the event keeps its own error afterwards.
    if (originalError) item.data.details.error = serializeError(originalError);
    serializer.writeHeader();
    serializer.writeRawBytes(Buffer.allocUnsafe(4));
    serializer.writeHeader();
    serializer.writeValue(item);
    if (originalError) item.data.details.error = originalError;

    const message = serializer.releaseBuffer();
    const length = message.length - (4 + headerLength);
    message.set([
      (length >> 24) & 0xFF, (length >> 16) & 0xFF, (length >> 8) & 0xFF, length & 0xFF,
    ], headerLength);
    yield message;
  }
};
