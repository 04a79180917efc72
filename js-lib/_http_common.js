// `_http_common`: what the HTTP client and server share: the method list, the RFC 7230
// token and header-value checks, the parser pool, lenient-parsing flags. minirt has no HTTP
// parser (it comes with the socket machinery): the HTTPParser class keeps Node's constants,
// but constructing one throws ERR_METHOD_NOT_IMPLEMENTED.
'use strict';

const { codes: { ERR_METHOD_NOT_IMPLEMENTED } } = require('internal/errors');

// Node's (llhttp's) method list, sorted.
const methods = [
  'ACL', 'BIND', 'CHECKOUT', 'CONNECT', 'COPY', 'DELETE', 'GET', 'HEAD', 'LINK', 'LOCK',
  'M-SEARCH', 'MERGE', 'MKACTIVITY', 'MKCALENDAR', 'MKCOL', 'MOVE', 'NOTIFY', 'OPTIONS',
  'PATCH', 'POST', 'PROPFIND', 'PROPPATCH', 'PURGE', 'PUT', 'QUERY', 'REBIND', 'REPORT',
  'SEARCH', 'SOURCE', 'SUBSCRIBE', 'TRACE', 'UNBIND', 'UNLINK', 'UNLOCK', 'UNSUBSCRIBE',
];

function HTTPParser() {
  throw new ERR_METHOD_NOT_IMPLEMENTED('HTTPParser');
}
const parserConstants = [
  'REQUEST', 1, 'RESPONSE', 2,
  'kOnMessageBegin', 0, 'kOnHeaders', 1, 'kOnHeadersComplete', 2, 'kOnBody', 3,
  'kOnMessageComplete', 4, 'kOnExecute', 5, 'kOnTimeout', 6,
  'kLenientNone', 0, 'kLenientHeaders', 1, 'kLenientChunkedLength', 2, 'kLenientKeepAlive', 4,
  'kLenientTransferEncoding', 8, 'kLenientVersion', 16, 'kLenientDataAfterClose', 32,
  'kLenientOptionalLFAfterCR', 64, 'kLenientOptionalCRLFAfterChunk', 128,
  'kLenientOptionalCRBeforeLF', 256, 'kLenientSpacesAfterChunkSize', 512,
  'kLenientHeaderValueRelaxed', 1024, 'kLenientAll', 1023,
];
for (let i = 0; i < parserConstants.length; i += 2) {
  Object.defineProperty(HTTPParser, parserConstants[i], {
    __proto__: null, value: parserConstants[i + 1], enumerable: true, writable: true,
    configurable: true,
  });
}

// A bounded pool of reusable objects (Node's internal FreeList).
class FreeList {
  constructor(name, max, ctor) {
    this.name = name;
    this.ctor = ctor;
    this.max = max;
    this.list = [];
  }

  hasItems() {
    return this.list.length > 0;
  }

  alloc() {
    return this.list.length > 0 ? this.list.pop() : Reflect.apply(this.ctor, this, arguments);
  }

  free(obj) {
    if (this.list.length < this.max) {
      this.list.push(obj);
      return true;
    }
    return false;
  }
}

const parsers = new FreeList('parsers', 1000, function parsersCb() {
  return new HTTPParser();
});

const kIncomingMessage = Symbol('IncomingMessage');
const kSkipPendingData = Symbol('SkipPendingData');

// RFC 7230 token: short names through a table, longer ones through one regexp test.
const tokenRegExp = /^[\^_`a-zA-Z\-0-9!#$%&'*+.|~]+$/;
const tokenChars = new Uint8Array(128);
for (const c of "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") {
  tokenChars[c.charCodeAt(0)] = 1;
}

function checkIsHttpToken(val) {
  const len = val.length;
  if (len >= 10) return tokenRegExp.test(val);
  if (len === 0) return false;
  for (let i = 0; i < len; i++) {
    const c = val.charCodeAt(i);
    if (c > 127 || tokenChars[c] === 0) return false;
  }
  return true;
}

// field-vchar (RFC 7230) for strict checks; the Fetch rules (no NUL, CR, LF, nothing above
// 0xFF) for lenient ones.
const strictHeaderChar = /[^\t\x20-\x7e\x80-\xff]/;
const lenientHeaderChar = /[\x00\x0a\x0d]|[^\x00-\xff]/;

function checkInvalidHeaderChar(val, lenient = false) {
  return (lenient ? lenientHeaderChar : strictHeaderChar).test(val);
}

// Set by --insecure-http-parser, which minirt does not take.
const insecureHTTPParser = process.execArgv.includes('--insecure-http-parser');
let warnedLenient = false;
function isLenient() {
  if (insecureHTTPParser && !warnedLenient) {
    warnedLenient = true;
    process.emitWarning('Using insecure HTTP parsing');
  }
  return insecureHTTPParser;
}

function calculateLenientFlags(httpValidation, insecureHTTPParserOption) {
  if (httpValidation === 'strict') return HTTPParser.kLenientNone;
  if (httpValidation === 'relaxed') return HTTPParser.kLenientHeaderValueRelaxed;
  if (httpValidation === 'insecure') return HTTPParser.kLenientAll;
  const lenient = insecureHTTPParserOption === undefined ? isLenient() : insecureHTTPParserOption;
  return lenient ? HTTPParser.kLenientAll : HTTPParser.kLenientNone;
}

function freeParser(parser, req, socket) {
  if (parser) throw new ERR_METHOD_NOT_IMPLEMENTED('freeParser');
  if (req) req.parser = null;
  if (socket) socket.parser = null;
}

function prepareError(err, parser, rawPacket) {
  err.rawPacket = rawPacket || parser.getCurrentBuffer();
  if (typeof err.reason === 'string') err.message = `Parse Error: ${err.reason}`;
}

module.exports = {
  _checkInvalidHeaderChar: checkInvalidHeaderChar,
  _checkIsHttpToken: checkIsHttpToken,
  chunkExpression: /(?:^|\W)chunked(?:$|\W)/i,
  continueExpression: /(?:^|\W)100-continue(?:$|\W)/i,
  CRLF: '\r\n',
  freeParser,
  methods,
  parsers,
  kIncomingMessage,
  HTTPParser,
  isLenient,
  calculateLenientFlags,
  prepareError,
  kSkipPendingData,
};
