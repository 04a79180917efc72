'use strict';
// internal/streams/duplexpair: duplexPair(options) returns two Duplex ends wired back
// to back: a chunk written to one is pushed into the other's readable side.
// Back-pressure crosses the pair: a write completes only when the receiving end next
// asks for data (_read). end() on one side ends the other's readable side and finishes
// once that 'end' has been emitted; destroying one side ends the other (or destroys it
// when the destroy carried an error).

const Duplex = require('internal/streams/duplex');

const kOtherEnd = Symbol('kOtherEnd');
// On the receiving end: the callback of the write whose chunk it has not yet read past.
const kUnreadWrite = Symbol('kUnreadWrite');

class DuplexSide extends Duplex {
  constructor(options) {
    super(options);
    this[kOtherEnd] = null;
    this[kUnreadWrite] = null;
  }

  _read() {
    const writeDone = this[kUnreadWrite];
    if (writeDone === null) return;
    this[kUnreadWrite] = null;
    writeDone();
  }

  _write(chunk, encoding, callback) {
    if (chunk.length === 0) {
      // Nothing to hand over, so nothing to wait for.
      process.nextTick(callback);
      return;
    }
    const receiver = this[kOtherEnd];
    receiver.push(chunk);
    receiver[kUnreadWrite] = callback;
  }

  _final(callback) {
    const receiver = this[kOtherEnd];
    receiver.on('end', callback);
    receiver.push(null);
  }

  _destroy(err, callback) {
    const other = this[kOtherEnd];
    if (other !== null && !other.destroyed) {
      process.nextTick(shutDownOtherEnd, other, err);
    }
    callback(err);
  }
}

function shutDownOtherEnd(other, err) {
  if (other.destroyed) return;
  if (err) other.destroy();
  else other.push(null);
}

function duplexPair(options) {
  const first = new DuplexSide(options);
  const second = new DuplexSide(options);
  first[kOtherEnd] = second;
  second[kOtherEnd] = first;
  return [first, second];
}

module.exports = duplexPair;
