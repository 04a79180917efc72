'use strict';
// internal/streams/compose: stream.compose(...streams), one Duplex that writes into the first
// stage and reads from the last one, the stages joined by pipeline(). Stages may be Node
// streams, functions (async generators over the previous stage; the first and last go
// through Duplex.from's conversion), and web streams (ReadableStream, WritableStream,
// TransformStream), which are bridged to Node streams in object mode so chunks pass through
// unchanged.

const { codes, lazyErrors } = require('internal/errors_lazy');
const { pipeline } = require('internal/streams/pipeline');
const Duplex = require('internal/streams/duplex');
const Readable = require('internal/streams/readable');
const Writable = require('internal/streams/writable');
const { destroyer } = require('internal/streams/destroy');
const eos = require('internal/streams/end-of-stream');
const {
  isNodeStream,
  isReadable,
  isWritable,
  isWebStream,
  isTransformStream,
  isWritableStream,
  isReadableStream,
} = require('internal/streams/utils');
const duplexify = require('internal/streams/duplexify');

function toNodeStage(stage) {
  if (isNodeStream(stage)) return stage;
  if (isReadableStream(stage)) return Readable.fromWeb(stage, { objectMode: true });
  if (isWritableStream(stage)) return Writable.fromWeb(stage, { objectMode: true });
  if (isTransformStream(stage)) return Duplex.fromWeb(stage, { objectMode: true });
  return stage;
}

function compose(...streams) {
  if (streams.length === 0) throw new codes.ERR_MISSING_ARGS('streams');
  if (streams.length === 1) return duplexify(streams[0], 'body');

  const orgStreams = streams.slice();
  if (typeof streams[0] === 'function') streams[0] = duplexify(streams[0], 'body');
  const last = streams.length - 1;
  if (typeof streams[last] === 'function') streams[last] = duplexify(streams[last], 'body');

  for (let n = 0; n < streams.length; ++n) {
    const stream = streams[n];
    if (!isNodeStream(stream) && !isWebStream(stream)) continue;
    if (n < last &&
        !(isReadable(stream) || isReadableStream(stream) || isTransformStream(stream))) {
      throw new codes.ERR_INVALID_ARG_VALUE(`streams[${n}]`, orgStreams[n], 'must be readable');
    }
    if (n > 0 &&
        !(isWritable(stream) || isWritableStream(stream) || isTransformStream(stream))) {
      throw new codes.ERR_INVALID_ARG_VALUE(`streams[${n}]`, orgStreams[n], 'must be writable');
    }
  }

  const first = streams[0];
  const writable = !!(isWritable(first) || isWritableStream(first) || isTransformStream(first));
  const writableObjectMode = !!first?.writableObjectMode;
  const lastStream = streams[last];
  let readableObjectMode = !!lastStream?.readableObjectMode;

  let ondrain;
  let onfinish;
  let onclose;
  let d;
  let readable;

  function onfinished(err) {
    const cb = onclose;
    onclose = null;
    if (cb) cb(err);
    else if (err) d.destroy(err);
    else if (!readable && !writable) d.destroy();
  }

  const stages = streams.map(toNodeStage);
  const head = stages[0];
  const tail = pipeline(stages, onfinished);
  // A last stage that is no stream (an iterable, a string) becomes pipeline()'s object-mode
  // Duplex; the composed stream reads in that stream's mode.
  if (!isNodeStream(lastStream) && !isWebStream(lastStream)) {
    readableObjectMode = !!tail?.readableObjectMode;
  }
  readable = !!(isReadable(tail) || isReadableStream(lastStream) || isTransformStream(lastStream));

  d = new Duplex({ writableObjectMode, readableObjectMode, writable, readable });

  if (writable) {
    d._write = function(chunk, encoding, callback) {
      if (head.write(chunk, encoding)) callback();
      else ondrain = callback;
    };
    d._final = function(callback) {
      head.end();
      onfinish = callback;
    };
    head.on('drain', () => {
      if (ondrain) {
        const cb = ondrain;
        ondrain = null;
        cb();
      }
    });
    eos(tail, () => {
      if (onfinish) {
        const cb = onfinish;
        onfinish = null;
        cb();
      }
    });
  }

  if (readable) {
    d._read = function() {
      tail.resume();
    };
    // A Node stream at the end flows into the composed stream's buffer from the start, as
    // in Node; a web stream at the end (bridged here) is read only when the composed stream
    // is, so a TransformStream there keeps its backpressure until then.
    if (!isNodeStream(lastStream)) tail.pause();
    tail.on('data', (chunk) => {
      if (!d.push(chunk)) tail.pause();
    });
    tail.on('end', () => {
      d.push(null);
    });
  }

  d._destroy = function(err, callback) {
    if (!err && onclose !== null) err = new (lazyErrors().AbortError)();
    ondrain = null;
    onfinish = null;
    // As in Node, a web stream at the end is left alone: the composed stream's own error then
    // waits for the pipeline, which a web stream that never settles does not finish.
    if (!isWebStream(lastStream) && isNodeStream(tail)) destroyer(tail, err);
    if (onclose === null) callback(err);
    else onclose = callback;
  };

  return d;
}

module.exports = compose;
