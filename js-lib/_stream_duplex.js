'use strict';
// _stream_duplex: legacy alias of require('stream').Duplex.

module.exports = require('stream').Duplex;
