// `_http_common`: what the HTTP client and server share: the method list, the RFC 7230
// token and header-value checks, the parser pool, lenient-parsing flags, and the parser
// callbacks that turn a parsed head into an IncomingMessage (internal/http_parser parses).
'use strict';

const { binding: { HTTPParser }, methodTable, allMethodTable } = require('internal/http_parser');

// llhttp's method list in its numbering: the index the parser hands to kOnHeadersComplete
// (http.METHODS is the sorted copy).
const methods = methodTable.slice();

const parserConstants = [
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

const kOnHeaders = HTTPParser.kOnHeaders;
const kOnHeadersComplete = HTTPParser.kOnHeadersComplete;
const kOnBody = HTTPParser.kOnBody;
const kOnMessageComplete = HTTPParser.kOnMessageComplete;

// Trailers (and heads too big for one callback, which this parser never splits).
function parserOnHeaders(headers, url) {
  this._headers = this._headers.concat(headers);
  this._url += url;
}

// The head is parsed: build the IncomingMessage and hand it to the server or client.
function parserOnHeadersComplete(versionMajor, versionMinor, headers, method, url,
                                 statusCode, statusMessage, upgrade, shouldKeepAlive) {
  const parser = this;
  const { socket } = parser;
  if (headers === undefined) {
    headers = parser._headers;
    parser._headers = [];
  }
  if (url === undefined) {
    url = parser._url;
    parser._url = '';
  }
  // Client side: only a request that asked for it (upgrade/CONNECT) can be upgraded.
  if (upgrade && parser.outgoing !== null && !parser.outgoing.upgradeOrConnect &&
      !requestedUpgrade(parser.outgoing)) {
    upgrade = false;
  }
  const ParserIncomingMessage = (socket && socket.server && socket.server[kIncomingMessage]) ||
    require('_http_incoming').IncomingMessage;
  const incoming = parser.incoming = new ParserIncomingMessage(socket);
  incoming.httpVersionMajor = versionMajor;
  incoming.httpVersionMinor = versionMinor;
  incoming.httpVersion = `${versionMajor}.${versionMinor}`;
  incoming.joinDuplicateHeaders = socket?.server?.joinDuplicateHeaders ||
    parser.joinDuplicateHeaders;
  incoming.url = url;
  incoming.upgrade = upgrade;

  let n = headers.length;
  if (parser.maxHeaderPairs > 0) {
    n = Math.min(n, parser.maxHeaderPairs);
    // Node's parser hands over more than 32 fields in batches and keeps no more raw
    // fields than the limit; a head of 32 or fewer reaches rawHeaders whole.
    if (headers.length > 64 && headers.length > n) headers = headers.slice(0, n);
  }
  incoming._addHeaderLines(headers, n);

  if (typeof method === 'number') {
    incoming.method = allMethodTable[method];
  } else {
    incoming.statusCode = statusCode;
    incoming.statusMessage = statusMessage;
  }
  return parser.onIncoming(incoming, shouldKeepAlive);
}

// A request can be upgraded when it is CONNECT or sent `Connection: upgrade` with `Upgrade`.
// (Made once: Boa compiles a regular expression literal each time it is evaluated.)
const upgradeHeaderRe = /\r\nupgrade:/i;
const connectionUpgradeRe = /\r\nconnection:[^\r]*\bupgrade\b/i;
function requestedUpgrade(req) {
  if (req.method === 'CONNECT') return true;
  const head = req._header;
  if (typeof head !== 'string') return false;
  return upgradeHeaderRe.test(head) && connectionUpgradeRe.test(head);
}

function parserOnBody(b) {
  const stream = this.incoming;
  if (stream === null) return;
  // Body after the reader went away is dropped.
  if (!stream._dumped) {
    const ret = stream.push(b);
    if (!ret) readStop(this.socket);
  }
}

function parserOnMessageComplete() {
  const parser = this;
  const stream = parser.incoming;
  if (stream !== null) {
    stream.complete = true;
    const headers = parser._headers;
    if (headers.length) {
      stream._addHeaderLines(headers, headers.length);
      parser._headers = [];
      parser._url = '';
    }
    stream.push(null);
  }
  readStart(parser.socket);
}

function readStart(socket) {
  if (socket && !socket._paused && socket.readable) socket.resume();
}

function readStop(socket) {
  if (socket) socket.pause();
}

const parsers = new FreeList('parsers', 1000, function parsersCb() {
  const parser = new HTTPParser();
  cleanParser(parser);
  parser[kOnHeaders] = parserOnHeaders;
  parser[kOnHeadersComplete] = parserOnHeadersComplete;
  parser[kOnBody] = parserOnBody;
  parser[kOnMessageComplete] = parserOnMessageComplete;
  return parser;
});

function cleanParser(parser) {
  parser._headers = [];
  parser._url = '';
  parser.socket = null;
  parser.incoming = null;
  parser.outgoing = null;
  parser.maxHeaderPairs = 2000;
  parser._consumed = false;
  parser.onIncoming = null;
  parser.joinDuplicateHeaders = null;
  // A pooled parser must not keep the last connection's server and socket alive.
  parser[HTTPParser.kOnTimeout] = null;
}

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
const insecureHTTPParser = require('internal/natives').execArgv.includes('--insecure-http-parser');
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
  if (parser) {
    if (parser._consumed) parser.unconsume();
    cleanParser(parser);
    parser.remove();
    if (parsers.free(parser) === false) parser.close();
    else parser.free();
  }
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
