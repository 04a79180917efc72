'use strict';
// _stream_transform: legacy alias of require('stream').Transform.

module.exports = require('stream').Transform;
