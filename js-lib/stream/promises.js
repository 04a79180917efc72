'use strict';
// stream/promises: promise forms of pipeline() (with { signal, end } as an optional last
// argument) and finished().

const { pipelineImpl } = require('internal/streams/pipeline');
const { finished } = require('internal/streams/end-of-stream');
const { isIterable, isNodeStream } = require('internal/streams/utils');

function pipeline(...streams) {
  return new Promise((resolve, reject) => {
    let signal;
    let end;
    const last = streams[streams.length - 1];
    if (last && typeof last === 'object' && !isNodeStream(last) && !isIterable(last)) {
      const options = streams.pop();
      signal = options.signal;
      end = options.end;
    }
    pipelineImpl(streams, (err, value) => {
      if (err) reject(err);
      else resolve(value);
    }, { signal, end });
  });
}

module.exports = { finished, pipeline };
