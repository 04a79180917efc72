'use strict';
// stream/promises: promise-returning pipeline() and finished(). pipeline() takes an
// optional trailing options object ({ signal, end }), recognised as the last argument
// when it is an object that is neither a stream nor iterable.

const { pipelineImpl } = require('internal/streams/pipeline');
const { finished } = require('internal/streams/end-of-stream');
const { isIterable, isNodeStream } = require('internal/streams/utils');

function isOptionsBag(value) {
  return value !== null && typeof value === 'object' &&
    !isNodeStream(value) && !isIterable(value);
}

function pipeline(...streams) {
  const options = isOptionsBag(streams.at(-1)) ? streams.pop() : undefined;
  return new Promise((resolve, reject) => {
    const settle = (err, value) => (err ? reject(err) : resolve(value));
    pipelineImpl(streams, settle, { signal: options?.signal, end: options?.end });
  });
}

module.exports = { finished, pipeline };
