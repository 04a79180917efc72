// internal/process/stdio: the objects behind process.stdout, process.stderr and
// process.stdin, made on first read (internal/process/object defines the getters).
// stdout and stderr are synchronous writers: Node's stdio is synchronous for files and pipes.
'use strict';

const binding = internalBinding('process');
const EventEmitter = require('events');

function makeStdio(fd) {
  const stream = new EventEmitter();
  stream.fd = fd;
  stream.isTTY = binding.isatty(fd) || undefined;
  stream.writable = true;
  stream._isStdio = true;
  stream.columns = stream.isTTY ? 80 : undefined;
  stream.write = function write(chunk, encoding, cb) {
    if (typeof encoding === 'function') {
      cb = encoding;
      encoding = undefined;
    }
    let r;
    if (typeof chunk === 'string') {
      r = encoding && encoding !== 'utf8' && encoding !== 'utf-8'
        ? binding.writeBytes(fd, require('buffer').Buffer.from(chunk, encoding))
        : binding.writeString(fd, chunk);
    } else if (chunk instanceof Uint8Array) {
      r = binding.writeBytes(fd, chunk);
    } else {
      const { codes } = require('internal/errors');
      throw new codes.ERR_INVALID_ARG_TYPE('chunk', ['string', 'Buffer', 'TypedArray', 'DataView'], chunk);
    }
    if (r < 0 && r !== -32) {
      const err = require('internal/errors').uvException({ errno: r, syscall: 'write' });
      process.nextTick(() => stream.emit('error', err));
    }
    if (typeof cb === 'function') process.nextTick(cb);
    return true;
  };
  stream.end = function end(chunk, encoding, cb) {
    if (typeof chunk === 'function') {
      cb = chunk;
      chunk = undefined;
    }
    if (chunk !== undefined && chunk !== null) stream.write(chunk, encoding);
    if (typeof cb === 'function') process.nextTick(cb);
    return stream;
  };
  stream.cork = () => {};
  stream.uncork = () => {};
  stream.setDefaultEncoding = () => stream;
  stream.getColorDepth = () => (stream.isTTY ? 8 : 1);
  stream.hasColors = () => Boolean(stream.isTTY);
  stream.destroy = () => stream;
  stream.writableLength = 0;
  stream.writableHighWaterMark = 16384;
  return stream;
}

function makeStdin() {
  const stdin = new EventEmitter();
  stdin.fd = 0;
  stdin.isTTY = binding.isatty(0) || undefined;
  stdin.setEncoding = () => stdin;
  stdin.resume = () => stdin;
  stdin.pause = () => stdin;
  stdin.setRawMode = () => stdin;
  return stdin;
}

module.exports = { makeStdio, makeStdin };
