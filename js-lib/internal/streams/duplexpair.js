'use strict';
// internal/streams/duplexpair: duplexPair() gives two Duplex ends joined back to back:
// what one side writes, the other reads. A write completes when the reader asks for
// more (its _read), so back-pressure crosses the pair; ending one side ends the other's
// readable half, and destroying one ends (or, with an error, destroys) the other.

const Duplex = require('internal/streams/duplex');

const kPeer = Symbol('kPeer');
const kPendingWrite = Symbol('kPendingWrite');

class DuplexSide extends Duplex {
  constructor(options) {
    super(options);
    this[kPeer] = null;
    this[kPendingWrite] = null;
  }

  _read() {
    const done = this[kPendingWrite];
    if (done) {
      this[kPendingWrite] = null;
      done();
    }
  }

  _write(chunk, encoding, callback) {
    if (chunk.length === 0) {
      process.nextTick(callback);
      return;
    }
    const peer = this[kPeer];
    peer.push(chunk);
    peer[kPendingWrite] = callback;
  }

  _final(callback) {
    this[kPeer].on('end', callback);
    this[kPeer].push(null);
  }

  _destroy(err, callback) {
    const peer = this[kPeer];
    if (peer !== null && !peer.destroyed) {
      process.nextTick(() => {
        if (peer.destroyed) return;
        if (err) peer.destroy();
        else peer.push(null);
      });
    }
    callback(err);
  }
}

function duplexPair(options) {
  const a = new DuplexSide(options);
  const b = new DuplexSide(options);
  a[kPeer] = b;
  b[kPeer] = a;
  return [a, b];
}

module.exports = duplexPair;
