'use strict';
// _stream_writable: legacy alias of require('stream').Writable.

module.exports = require('stream').Writable;
