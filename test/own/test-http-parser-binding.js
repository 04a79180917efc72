// minirt's own test: internalBinding('http_parser') as Node's tests use it, checked against
// Node 26. It holds the parser class and the method list, and _http_common takes the class
// from it when it first loads, so a class put there before then is the one its pool makes.
// Flags: --expose-internals --no-warnings
'use strict';

require('../common');
const assert = require('assert');
const { internalBinding } = require('internal/test/binding');

const binding = internalBinding('http_parser');
assert.strictEqual(typeof binding.HTTPParser, 'function');
assert.strictEqual(binding.methods[1], 'GET');
assert.strictEqual(typeof binding.HTTPParser.kOnHeadersComplete, 'number');

class StandIn {
  initialize(type) {
    this.type = type;
  }
}
binding.HTTPParser = StandIn;
const { parsers, HTTPParser } = require('_http_common');
assert.strictEqual(HTTPParser, StandIn);
const parser = parsers.alloc();
assert.ok(parser instanceof StandIn);
parser.initialize('request');
assert.strictEqual(parser.type, 'request');
