'use strict';
// _stream_readable: legacy alias of require('stream').Readable.

module.exports = require('stream').Readable;
