'use strict';
// _stream_passthrough: legacy alias of require('stream').PassThrough.

module.exports = require('stream').PassThrough;
