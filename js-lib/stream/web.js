'use strict';
// stream/web: the public `stream/web` module, the WHATWG stream classes (the same objects as
// the globals) plus Node's ReadableStreamTee(stream, cloneForBranch2) helper.

const {
  ReadableStream,
  ReadableStreamDefaultReader,
  ReadableStreamBYOBReader,
  ReadableStreamBYOBRequest,
  ReadableByteStreamController,
  ReadableStreamDefaultController,
  isReadableStream,
  readableStreamTee,
} = require('internal/webstreams/readablestream');
const {
  WritableStream,
  WritableStreamDefaultWriter,
  WritableStreamDefaultController,
} = require('internal/webstreams/writablestream');
const {
  TransformStream,
  TransformStreamDefaultController,
} = require('internal/webstreams/transformstream');
const {
  ByteLengthQueuingStrategy,
  CountQueuingStrategy,
} = require('internal/webstreams/queuingstrategies');
const { TextEncoderStream, TextDecoderStream } = require('internal/webstreams/encoding');
const { CompressionStream, DecompressionStream } = require('internal/webstreams/compression');
const { codes } = require('internal/errors_lazy');
const { validateBoolean } = require('internal/validators');

function ReadableStreamTee(stream, cloneForBranch2 = false) {
  if (!isReadableStream(stream)) {
    throw new codes.ERR_INVALID_ARG_TYPE('stream', 'ReadableStream', stream);
  }
  validateBoolean(cloneForBranch2, 'cloneForBranch2');
  return readableStreamTee(stream, cloneForBranch2);
}

module.exports = {
  ReadableStream,
  ReadableStreamTee,
  ReadableStreamDefaultReader,
  ReadableStreamBYOBReader,
  ReadableStreamBYOBRequest,
  ReadableByteStreamController,
  ReadableStreamDefaultController,
  TransformStream,
  TransformStreamDefaultController,
  WritableStream,
  WritableStreamDefaultWriter,
  WritableStreamDefaultController,
  ByteLengthQueuingStrategy,
  CountQueuingStrategy,
  TextEncoderStream,
  TextDecoderStream,
  CompressionStream,
  DecompressionStream,
};
