// The HTTP/1.x message parser behind the http server and client (Node uses llhttp through a
// native binding; this is a JS state machine with the same callback interface): request and
// status lines, headers and chunk-size lines checked byte by byte as they arrive with
// llhttp's error codes, reasons and positions (and Node's header-size accounting),
// Content-Length and chunked bodies (with trailers), bodies that run to EOF, keep-alive,
// upgrade and `Connection: close` handling, and llhttp's sticky error state.
'use strict';

const { Buffer } = require('buffer');
const { getFrame, setFrame } = internalBinding('async_context');
const asyncHooks = require('internal/async_hooks');
// The parser's async id while a hook is enabled: each initialize() starts a new
// HTTPINCOMINGMESSAGE (server) or HTTPCLIENTREQUEST (client) resource, destroyed by the
// next initialize(), free() or close(), as Node's parser does.
const kAsyncId = Symbol('kAsyncId');

function endAsyncResource(parser) {
  const asyncId = parser[kAsyncId];
  if (asyncId !== undefined) {
    parser[kAsyncId] = undefined;
    asyncHooks.emitDestroy(asyncId);
  }
}

const kOnMessageBegin = 0;
const kOnHeaders = 1;
const kOnHeadersComplete = 2;
const kOnBody = 3;
const kOnMessageComplete = 4;
const kOnExecute = 5;
const kOnTimeout = 6;

const REQUEST = 1;
const RESPONSE = 2;

// llhttp's method list, in its numbering (the index handed to kOnHeadersComplete).
const methodTable = [
  'DELETE', 'GET', 'HEAD', 'POST', 'PUT', 'CONNECT', 'OPTIONS', 'TRACE', 'COPY', 'LOCK',
  'MKCOL', 'MOVE', 'PROPFIND', 'PROPPATCH', 'SEARCH', 'UNLOCK', 'BIND', 'REBIND', 'UNBIND',
  'ACL', 'REPORT', 'MKACTIVITY', 'CHECKOUT', 'MERGE', 'M-SEARCH', 'NOTIFY', 'SUBSCRIBE',
  'UNSUBSCRIBE', 'PATCH', 'PURGE', 'MKCALENDAR', 'LINK', 'UNLINK', 'SOURCE', 'QUERY',
];
const methodIndex = new Map(methodTable.map((m, i) => [m, i]));
// With the RTSP methods an RTSP/ request line may carry, numbered after the others.
const allMethodTable = methodTable.concat([
  'DESCRIBE', 'ANNOUNCE', 'SETUP', 'PLAY', 'PAUSE', 'TEARDOWN', 'GET_PARAMETER',
  'SET_PARAMETER', 'REDIRECT', 'RECORD', 'FLUSH',
]);
const allMethodIndex = new Map(allMethodTable.map((m, i) => [m, i]));

const tokenRe = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// Boa compiles a regular expression literal each time it is evaluated (tens of thousands
// of instructions, more than the rest of a head's parse), so the ones a head meets are
// made once here; none is global or sticky, so sharing them keeps no state between uses.
const requestLineRe = /^([^ ]+) +([^ ]+) +(?:HTTP|RTSP|ICE)\/(\d)\.(\d)$/;
const http09LineRe = /^([^ ]+) +([^ ]+)$/;
const statusLineRe = /^(?:HTTP|RTSP|ICE)\/(\d)\.(\d) (\d{3})(?: (.*))?$/;
const digitsRe = /^\d+$/;
const lineBreakRe = /\r?\n/;
// Plain heads (see HTTPParser#_plainHead): CONNECT's authority form and HTTP/0.9 are left to
// the byte scan, as are values that start with whitespace or hold anything but HTAB and
// visible ASCII.
const plainRequestRe = /^([A-Z][A-Z-]*) (\/[\x21-\x7e]*) HTTP\/1\.([01])$/;
const plainStatusRe = /^HTTP\/1\.([01]) ([1-5]\d\d) ([\x21-\x7e][\x20-\x7e]*)$/;
// Name, the whitespace before the value, the value without the whitespace after it.
const plainFieldRe =
  /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):([ \t]*)([\x21-\x7e](?:[\t\x20-\x7e]*[\x21-\x7e])?)[ \t]*$/;
const plainLengthRe = /^0*([1-9]\d{0,14}|0?)$/;

// Methods llhttp knows from RTSP (and PRI, HTTP/2's preface): it reads them like any other
// and refuses them only on seeing 'HTTP/'.
const foreignMethods = new Set([
  'DESCRIBE', 'ANNOUNCE', 'SETUP', 'PLAY', 'PAUSE', 'TEARDOWN', 'GET_PARAMETER',
  'SET_PARAMETER', 'REDIRECT', 'RECORD', 'FLUSH', 'PRI',
]);
// Every proper and full prefix of a method name, to refuse a bad method at its first byte.
const methodPrefixes = new Set();
for (const m of [...methodTable, ...foreignMethods]) {
  for (let n = 1; n <= m.length; n++) methodPrefixes.add(m.slice(0, n));
}

// Byte classes of llhttp's request-line and header grammar.
const isAlpha = (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDigit = (c) => c >= 48 && c <= 57;
const tokenByte = new Uint8Array(256);
for (const c of "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") {
  tokenByte[c.charCodeAt(0)] = 1;
}
// Path/query/fragment bytes: visible ASCII except '#' and '?' (no controls, no bytes >0x7f).
const urlByte = new Uint8Array(256);
for (let c = 0x21; c <= 0x7e; c++) urlByte[c] = c === 0x23 || c === 0x3f ? 0 : 1;
// Header value bytes llhttp takes without a second look: HTAB, visible ASCII, obs-text.
const valueByte = new Uint8Array(256);
for (let c = 0; c < 256; c++) valueByte[c] = c === 9 || (c >= 32 && c !== 127) ? 1 : 0;
// Authority bytes: unreserved, sub-delims, '%' and ':' (plus '[' ']' for IPv6 literals).
const serverByte = new Uint8Array(256);
for (let c = 0; c < 256; c++) serverByte[c] = isAlpha(c) || isDigit(c) ? 1 : 0;
for (const c of "-_.!~*'()%;:&=+$,[]") serverByte[c.charCodeAt(0)] = 1;

// States of the head scan (see HTTPParser#_scanHead): the request line, the status line,
// then header fields and values.
const SC_METHOD = 0;
const SC_SP_URL = 1;
const SC_URL_START = 2;
const SC_SCHEMA = 3;
const SC_DELIM1 = 4;
const SC_DELIM2 = 5;
const SC_SERVER = 6;
const SC_SERVER_AT = 7;
const SC_PATH = 8;
const SC_QUERY = 9;
const SC_FRAGMENT = 10;
const SC_SP_VERSION = 11;
const SC_PROTOCOL = 12;
const SC_MAJOR = 13;
const SC_DOT = 14;
const SC_MINOR = 15;
const SC_VERSION_END = 16;
const SC_VERSION_LF = 17;
const SC_LINE_START = 18;
const SC_NAME = 19;
const SC_VALUE = 20;
const SC_VALUE_LF = 21;
const SC_HEAD_LF = 22;
const SC_DONE = 23;
const SC_RES_PROTOCOL = 24;
const SC_RES_SLASH = 25;
const SC_RES_MAJOR = 26;
const SC_RES_DOT = 27;
const SC_RES_MINOR = 28;
const SC_RES_SP = 29;
const SC_RES_CODE = 30;
const SC_RES_CODE_END = 31;
const SC_RES_REASON = 32;
const SC_RES_LF = 33;
const SC_VALUE_WS = 34;
const SC_VALUE_WS_LF = 35;
const SC_VALUE_LWS = 36;
const SC_CL = 37;
const SC_CL_WS = 38;
const SC_NAME_SP = 39;
const SC_09_LF = 40;
const SC_PRI = 41;
// What must follow HTTP/2's "PRI * HTTP/2.0" right after its version.
const priTail = Buffer.from('\r\n\r\nSM\r\n\r\n');

// llhttp's lenient flags (Node passes all of them for insecureHTTPParser).
const kLenientHeaders = 1;
const kLenientChunkedLength = 2;
const kLenientKeepAlive = 4;
const kLenientTransferEncoding = 8;
const kLenientVersion = 16;
const kLenientDataAfterClose = 32;
const kLenientOptionalLFAfterCR = 64;
const kLenientOptionalCRLFAfterChunk = 128;
const kLenientOptionalCRBeforeLF = 256;
const kLenientSpacesAfterChunkSize = 512;

// Header names llhttp tracks while they arrive: a space before their colon is refused
// with its own reason, and their values are checked as they come.
const HN_OTHER = 0;
const HN_CONTENT_LENGTH = 1;
const HN_TRANSFER_ENCODING = 2;
const specialNames = new Set([
  'connection', 'content-length', 'proxy-connection', 'transfer-encoding', 'upgrade',
]);
const responseProtocols = ['HTTP', 'RTSP', 'ICE'];
const requestProtocols = ['HTTP/', 'RTSP/', 'ICE/'];
// What llhttp takes on an RTSP/ request line.
const rtspMethods = new Set([
  'OPTIONS', 'GET', 'POST', 'DESCRIBE', 'ANNOUNCE', 'SETUP', 'PLAY', 'PAUSE', 'TEARDOWN',
  'GET_PARAMETER', 'SET_PARAMETER', 'REDIRECT', 'RECORD', 'FLUSH',
]);
const kMaxU64 = '18446744073709551615';
const kMaxChunkExtensionsSize = 16384;

// Bytes of a chunk extension's quoted value, and those allowed after a backslash in it.
const qdText = new Uint8Array(256);
const quotedPairByte = new Uint8Array(256);
for (let c = 0; c < 256; c++) {
  qdText[c] = c === 9 || c === 32 || c === 0x21 || (c >= 0x23 && c <= 0x5b) ||
    (c >= 0x5d && c <= 0x7e) || c >= 0x80 ? 1 : 0;
  quotedPairByte[c] = c === 9 || (c >= 32 && c <= 126) || c >= 0x80 ? 1 : 0;
}

// Whether a run of decimal (or hex) digits, leading zeros dropped, exceeds u64.
function overU64(digits, hex) {
  if (hex) return digits.length > 16;
  return digits.length > 20 || (digits.length === 20 && digits > kMaxU64);
}

// The last transfer coding of a Transfer-Encoding value so far is chunked.
function isChunkedToken(token) {
  return /^[ \t]*chunked *$/i.test(token);
}

// Node's limit on a head: the bytes of its URL or status text, field names and values
// (not the method, version, separators or line ends), checked as each of those ends.
function headerOverflow(at) {
  return scanError('HPE_HEADER_OVERFLOW', 'Header overflow', at);
}

function scanError(code, reason, at) {
  const err = parseError(code, reason, 0);
  err.at = at;
  return err;
}

const badValueRe = /[\x00-\x08\x0a-\x1f\x7f]/;

const ST_HEAD = 0;
const ST_BODY_LENGTH = 1;
const ST_CHUNK_SIZE = 2;
const ST_CHUNK_DATA = 3;
const ST_CHUNK_END = 4;
const ST_TRAILERS = 5;
const ST_BODY_EOF = 6;
const ST_STOPPED = 7;
const ST_CLOSED = 8;

// States of a chunk-size line (see HTTPParser#_scanChunkSize).
const CS_START = 0;
const CS_DIGITS = 1;
const CS_OTHER = 2;
const CS_EXT = 3;
const CS_EXT_NAME = 4;
const CS_EXT_VALUE = 5;
const CS_EXT_QUOTED = 6;
const CS_EXT_QUOTED_PAIR = 7;
const CS_EXT_QUOTED_DONE = 8;
const CS_LF = 9;
const CS_END = 10;

// States inside a counted span (see headerOverflow).
const spanStates = new Uint8Array(64);
for (const st of [SC_URL_START, SC_SCHEMA, SC_DELIM1, SC_DELIM2, SC_SERVER, SC_SERVER_AT, SC_PATH,
  SC_QUERY, SC_FRAGMENT, SC_RES_REASON, SC_NAME, SC_VALUE, SC_CL, SC_CL_WS]) {
  spanStates[st] = 1;
}

function hexValue(c) {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

function parseError(code, reason, bytesParsed) {
  const err = new Error(`Parse Error: ${reason}`);
  err.bytesParsed = bytesParsed;
  err.code = code;
  err.reason = reason;
  return err;
}

// Monotonic milliseconds: wall-clock jumps must not expire (or revive) connections.
function monotonicNow() {
  const t = process.hrtime();
  return t[0] * 1e3 + t[1] / 1e6;
}

// The server's view of its connections for the headers/request timeouts and for
// closeIdleConnections (the binding's ConnectionsList in Node): every parser of the
// server, and the "active" ones, whose current message has begun and not completed.
class ConnectionsList {
  constructor() {
    this._all = new Set();
    this._active = new Set();
  }

  all() {
    return [...this._all];
  }

  // No message in progress: a fresh connection, or one whose last message completed and
  // whose next has not sent a byte (blank lines do not count). A fresh connection is idle
  // even though its headers timeout is already running.
  idle() {
    const out = [];
    for (const parser of this._all) {
      if (!parser.messageBegun) out.push(parser);
    }
    return out;
  }

  active() {
    return [...this._active];
  }

  // Parsers whose message has outlived its deadline: headersTimeout until the head is in,
  // requestTimeout for the whole message. They leave the active set, so each expires once.
  expired(headersTimeout, requestTimeout) {
    if (headersTimeout === 0 && requestTimeout === 0) return [];
    if (requestTimeout > 0 && headersTimeout > requestTimeout) {
      const t = headersTimeout;
      headersTimeout = requestTimeout;
      requestTimeout = t;
    }
    const now = monotonicNow();
    const out = [];
    for (const parser of this._active) {
      const elapsed = now - parser.lastMessageStart;
      if ((!parser.headersCompleted && headersTimeout > 0 && elapsed > headersTimeout) ||
          (requestTimeout > 0 && elapsed > requestTimeout)) {
        out.push(parser);
        this._active.delete(parser);
      }
    }
    return out;
  }

  _push(parser) {
    this._all.add(parser);
  }

  _pop(parser) {
    this._all.delete(parser);
  }

  _pushActive(parser) {
    this._active.add(parser);
  }

  _popActive(parser) {
    this._active.delete(parser);
  }
}

class HTTPParser {
  constructor() {
    this.type = REQUEST;
    this.maxHeaderSize = 16384;
    this.lenient = 0;
    this.current = null;
    this.connectionsList = null;
    this.lastMessageStart = 0;
    this.headersCompleted = false;
    this.frame = undefined;
    this.executing = false;
    this.queued = null;
    this.freed = false;
    this._reset();
  }

  initialize(type, resource, maxHeaderSize, lenient, connectionsList) {
    // Node's parser callbacks run in the async context of the resource made here (the
    // request that took the socket, or the connection): AsyncLocalStorage stores follow.
    this.frame = getFrame();
    endAsyncResource(this);
    if (asyncHooks.fields.total > 0) {
      this[kAsyncId] = asyncHooks.newAsyncId();
      const name = type === REQUEST ? 'HTTPINCOMINGMESSAGE' : 'HTTPCLIENTREQUEST';
      // The http modules pass no resource; hooks get an object of the parser's own.
      asyncHooks.emitInit(this[kAsyncId], name, null, resource ?? { type: name, parser: this });
    }
    this.type = type;
    this.maxHeaderSize = maxHeaderSize > 0 ? maxHeaderSize : 16384;
    this.lenient = lenient | 0;
    this.freed = false;
    this._reset();
    this.headersCompleted = false;
    if (connectionsList instanceof ConnectionsList) {
      this.connectionsList = connectionsList;
      // The clock runs from the connection's start, so a client that connects and sends
      // nothing still meets the headers timeout.
      this.lastMessageStart = monotonicNow();
      connectionsList._push(this);
      connectionsList._pushActive(this);
    } else {
      this.connectionsList = null;
      this.lastMessageStart = 0;
    }
  }

  _reset() {
    this.state = ST_HEAD;
    this.pending = null;
    this.remaining = 0;
    this.line = '';
    this.keepAlive = false;
    this.upgrade = false;
    this.paused = false;
    this.messageBegun = false;
    this.error = null;
    this.upgradeAfterBody = false;
    this.upgradeDeclined = false;
    this.unsafeEOF = false;
    this.chunkScan = CS_START;
    this.chunkDigits = '';
    this._resetScan(SC_METHOD);
  }

  _resetScan(state) {
    this.scanState = state;
    this.scanPos = 0;
    this.scanMethod = '';
    this.scanProtocol = 0;
    this.scanMajor = 0;
    this.scanHeaders = 0;
    this.scanProto = '';
    this.scanCode = 0;
    this.scanName = '';
    this.scanNameKind = HN_OTHER;
    this.scanPrevKind = HN_OTHER;
    this.scanCLDone = false;
    this.scanAfterValue = false;
    this.scanCL = false;
    this.scanTE = false;
    this.scanChunked = false;
    this.scanToken = '';
    this.scanDigits = '';
    this.scanTrailing = false;
    this.scanAfterUrl = false;
    this.scanSpan = 0;
  }

  // The first byte of a message (blank lines between messages do not count) restarts the
  // timeouts' clock.
  _onMessageBegin() {
    this.messageBegun = true;
    this._resetScan(this.type === REQUEST ? SC_METHOD : SC_RES_PROTOCOL);
    this.headersCompleted = false;
    this.lastMessageStart = monotonicNow();
    if (this.connectionsList !== null) {
      this.connectionsList._push(this);
      this.connectionsList._pushActive(this);
    }
  }

  getCurrentBuffer() {
    return this.current === null ? Buffer.alloc(0) : this.current;
  }

  pause() {
    this.paused = true;
  }

  resume() {
    this.paused = false;
  }

  close() {
    this.freed = true;
    endAsyncResource(this);
  }

  free() {
    this.freed = true;
    endAsyncResource(this);
  }

  remove() {
    if (this.connectionsList !== null) {
      this.connectionsList._pop(this);
      this.connectionsList._popActive(this);
      this.connectionsList = null;
    }
  }

  // Reads a stream handle directly, as Node's parser consumes a socket's handle: data goes
  // to execute() and its result to kOnExecute instead of to the socket's Readable side;
  // EOF and read errors still reach the socket.
  consume(handle) {
    if (handle === null || typeof handle !== 'object' || this.consumedHandle) return;
    const parser = this;
    const onread = handle.onread;
    this.consumedHandle = handle;
    this.consumedOnread = onread;
    handle.onread = function onParserRead(nread, buf) {
      if (nread > 0) {
        const ret = parser.execute(buf);
        const cb = parser[kOnExecute];
        if (typeof cb === 'function') cb.call(parser, ret, buf);
        return;
      }
      if (typeof onread === 'function') Reflect.apply(onread, this, arguments);
    };
    if (!handle.reading && typeof handle.readStart === 'function') {
      handle.reading = true;
      handle.readStart();
    }
  }

  unconsume() {
    const handle = this.consumedHandle;
    if (!handle) return;
    handle.onread = this.consumedOnread;
    this.consumedHandle = null;
    this.consumedOnread = null;
  }

  // Parses what it can of `data`; returns the bytes consumed, or an Error (llhttp's code
  // and reason) with `bytesParsed`. After an error the parser stays failed, as llhttp does:
  // later input fails with the same error.
  //
  // A callback may feed the parser again (a stream that pushes the next response from the
  // 'information' handler): that input waits until the current call is through and is then
  // parsed by it. A parser freed from a callback stops at once.
  execute(data) {
    if (this.error !== null) {
      this.current = data;
      if (this.upgradeDeclined) return 0;
      // llhttp measures from where it failed in the buffer it reads into, which for a
      // server is the same buffer each time: the offset repeats.
      return parseError(this.error.code, this.error.reason, this.error.bytesParsed);
    }
    if (this.executing) {
      if (this.queued === null) this.queued = [];
      this.queued.push(data);
      return data.length;
    }
    // After an upgrade request the server answered itself, the rest of that input was
    // dropped; later input is parsed again, but (as Node's parser still carries the
    // upgrade flag) its errors are not reported until a new head completes.
    if (this.state === ST_STOPPED && this.upgradeDeclined) {
      this.state = ST_HEAD;
      this.upgrade = false;
    }
    const outer = getFrame();
    if (outer !== this.frame) setFrame(this.frame);
    this.executing = true;
    try {
      let ret = this._execute(data);
      while (!(ret instanceof Error) && this.queued !== null && this.queued.length !== 0 &&
             !this.freed) {
        const more = this._execute(this.queued.shift());
        if (more instanceof Error) ret = more;
      }
      if (ret instanceof Error) {
        this.error = ret;
        if (this.upgradeDeclined) return ret.bytesParsed;
      }
      return ret;
    } finally {
      this.executing = false;
      this.queued = null;
      if (outer !== this.frame) setFrame(outer);
    }
  }

  // A head (or the trailer section) arriving in pieces: scanned byte by byte as it comes,
  // parsed whole once complete. Returns the new position in data, or an Error.
  _executeHead(data, pos, trailers) {
    const len = data.length;
    let buf = data;
    let start = pos;
    if (this.pending !== null) {
      buf = Buffer.concat([this.pending, data.subarray(pos)]);
      start = 0;
    }
    if (!trailers) {
      // Empty lines between pipelined messages are skipped.
      while (start < buf.length && (buf[start] === 13 || buf[start] === 10)) start++;
      if (!this.messageBegun && start < buf.length) this._onMessageBegin();
    }
    // Where buf's bytes sit in data: buf[k] is data[k + shift].
    const shift = buf === data ? 0 : len - buf.length;
    let end;
    if (trailers) {
      const err = this._scanHead(buf, start, buf.length);
      if (err) return this._scanFailed(err, shift);
      end = this.scanState === SC_DONE ? start + this.scanPos : -1;
    } else {
      end = -1;
      if (start < buf.length && buf === data && this.lenient === 0 && this.scanPos === 0) {
        const next = this._plainHead(buf, start);
        if (next !== -1) return next;
      }
      if (start < buf.length) {
        const err = this._scanHead(buf, start, buf.length);
        if (err) return this._scanFailed(err, shift);
        if (this.scanState === SC_DONE) {
          end = start + this.scanPos;
        }
      }
    }
    // The scan enforces maxHeaderSize on what Node counts; the bytes it does not count
    // (separators, padding) still may not grow without bound.
    const rawLimit = this.maxHeaderSize * 4 + 65536;
    if (end === -1) {
      if (buf.length - start > rawLimit) {
        return parseError('HPE_HEADER_OVERFLOW', 'Header overflow', len);
      }
      this.pending = buf.subarray(start);
      return len;
    }
    if (end - start > rawLimit) {
      return parseError('HPE_HEADER_OVERFLOW', 'Header overflow', len);
    }
    this.pending = null;
    const next = end + shift;
    if (trailers) {
      const text = buf.latin1Slice(start, end).replace(/\r?\n\r?\n?$/, '');
      if (text !== '') {
        const fields = [];
        const lines = text.split(lineBreakRe);
        const err = parseFields(lines, 0, fields, this.lenient & kLenientHeaders,
                                this.lenient === 0);
        if (err) {
          err.bytesParsed = next;
          return err;
        }
        this[kOnHeaders](fields, '');
      }
      this._complete();
      return next;
    }
    // The head without its blank line and last line end.
    let textEnd = end;
    for (let k = 0; k < 2 && textEnd > start && buf[textEnd - 1] === 10; k++) {
      textEnd--;
      if (textEnd > start && buf[textEnd - 1] === 13) textEnd--;
    }
    const err = this._onHead(buf.latin1Slice(start, textEnd));
    if (err) {
      err.bytesParsed = next;
      return err;
    }
    return next;
  }

  _scanFailed(err, shift) {
    err.bytesParsed = Math.max(0, err.at + shift);
    delete err.at;
    return err;
  }

  _startChunk() {
    this.state = ST_CHUNK_SIZE;
    this.chunkExtBytes = 0;
    this.chunkScan = CS_START;
    this.chunkDigits = '';
    this.line = '';
  }

  _execute(data) {
    this.current = data;
    let pos = 0;
    const len = data.length;
    while (pos < len) {
      switch (this.state) {
        case ST_HEAD:
        case ST_TRAILERS: {
          const next = this._executeHead(data, pos, this.state === ST_TRAILERS);
          if (typeof next !== 'number') return next;
          pos = next;
          if (this.state === ST_STOPPED) return pos;
          break;
        }
        case ST_BODY_LENGTH: {
          const n = Math.min(this.remaining, len - pos);
          this.remaining -= n;
          const chunk = data.subarray(pos, pos + n);
          pos += n;
          this[kOnBody](chunk);
          if (this.remaining === 0) this._complete();
          break;
        }
        case ST_BODY_EOF: {
          this[kOnBody](data.subarray(pos));
          pos = len;
          break;
        }
        case ST_CHUNK_SIZE: {
          const next = this._scanChunkSize(data, pos);
          if (typeof next !== 'number') return next;
          pos = next;
          if (this.chunkScan !== CS_END) return len;
          const size = this.chunkDigits === '' ? 0 : parseInt(this.chunkDigits, 16);
          if (size === 0) {
            this.state = ST_TRAILERS;
            this.pending = null;
            this._resetScan(SC_LINE_START);
            this.scanTrailing = true;
            // llhttp keeps the head's framing flags: Content-Length or another
            // Transfer-Encoding among the trailers is refused as it would be in the head.
            this.scanTE = true;
            this.scanChunked = true;
          } else {
            this.remaining = size;
            this.state = ST_CHUNK_DATA;
          }
          break;
        }
        case ST_CHUNK_DATA: {
          const n = Math.min(this.remaining, len - pos);
          this.remaining -= n;
          const chunk = data.subarray(pos, pos + n);
          pos += n;
          this[kOnBody](chunk);
          if (this.remaining === 0) {
            this.state = ST_CHUNK_END;
            this.line = '';
          }
          break;
        }
        case ST_CHUNK_END: {
          // The CRLF after a chunk's data.
          const c = data[pos];
          if (this.line === '' && c === 13) {
            this.line = '\r';
            pos++;
            break;
          }
          if (c === 10) {
            if (this.line === '' && !(this.lenient & kLenientOptionalCRBeforeLF)) {
              return parseError('HPE_CR_EXPECTED', 'Missing expected CR after chunk data',
                                pos + 1);
            }
            pos++;
          } else if (!(this.lenient & kLenientOptionalCRLFAfterChunk)) {
            return parseError('HPE_STRICT', 'Expected LF after chunk data', pos);
          }
          this._startChunk();
          break;
        }
        case ST_CLOSED: {
          // Nothing but blank lines may follow a message that closes the connection.
          while (pos < len && (data[pos] === 13 || data[pos] === 10)) pos++;
          if (pos === len || (this.lenient & kLenientDataAfterClose)) return len;
          return parseError('HPE_CLOSED_CONNECTION', 'Data after `Connection: close`', pos + 1);
        }
        case ST_STOPPED:
          return pos;
      }
      if (this.state === ST_STOPPED || this.freed) return pos;
    }
    return pos;
  }

  // A chunk-size line (size, extensions, CRLF) byte by byte, with llhttp's reasons and
  // positions. Returns the position after what it consumed, or an Error.
  _scanChunkSize(data, pos) {
    const lenient = this.lenient;
    const lenientLF = (lenient & kLenientOptionalCRBeforeLF) !== 0;
    const len = data.length;
    let cs = this.chunkScan;
    const fail = (code, reason, at) => parseError(code, reason, at);
    for (; pos < len && cs !== CS_END; pos++) {
      const c = data[pos];
      switch (cs) {
        case CS_START:
        case CS_DIGITS:
          if (hexValue(c) >= 0) {
            if (this.chunkDigits !== '' || c !== 48) this.chunkDigits += String.fromCharCode(c);
            if (overU64(this.chunkDigits, true)) {
              return fail('HPE_INVALID_CHUNK_SIZE', 'Chunk size overflow', pos + 1);
            }
            cs = CS_DIGITS;
          } else if (cs === CS_START) {
            return fail('HPE_INVALID_CHUNK_SIZE', 'Invalid character in chunk size', pos);
          } else {
            cs = CS_OTHER;
            pos--;
          }
          break;
        case CS_OTHER:
          if (c === 32 || c === 9) {
            if (!(lenient & kLenientSpacesAfterChunkSize)) {
              return fail('HPE_INVALID_CHUNK_SIZE', 'Invalid character in chunk size', pos + 1);
            }
          } else if (c === 13) {
            cs = CS_LF;
          } else if (c === 10) {
            if (!lenientLF) {
              return fail('HPE_CR_EXPECTED', 'Missing expected CR after chunk size', pos + 1);
            }
            cs = CS_END;
          } else if (c === 59) {
            cs = CS_EXT;
          } else {
            return fail('HPE_INVALID_CHUNK_SIZE', 'Invalid character in chunk size', pos);
          }
          break;
        case CS_EXT:
          if (c === 32 || c === 13) {
            return fail('HPE_STRICT', 'Invalid character in chunk extensions', pos + 1);
          }
          cs = CS_EXT_NAME;
          pos--;
          break;
        case CS_EXT_NAME:
        case CS_EXT_VALUE:
          if (tokenByte[c]) {
            this.chunkExtBytes++;
            break;
          }
          // Node caps the extensions of one chunk (names and values) at 16 KiB.
          if (this.chunkExtBytes > kMaxChunkExtensionsSize) {
            return fail('HPE_CHUNK_EXTENSIONS_OVERFLOW', 'Chunk extensions overflow', pos + 1);
          }
          if (c === 61 && cs === CS_EXT_NAME) {
            cs = CS_EXT_VALUE;
          } else if (c === 34 && cs === CS_EXT_VALUE) {
            this.chunkExtBytes++;
            cs = CS_EXT_QUOTED;
          } else if (c === 59) {
            cs = CS_EXT;
          } else if (c === 13) {
            cs = CS_LF;
          } else if (c === 10) {
            if (!lenientLF) {
              return fail('HPE_CR_EXPECTED', cs === CS_EXT_NAME ?
                'Missing expected CR after chunk extension name' :
                'Missing expected CR after chunk extension value', pos);
            }
            cs = CS_END;
          } else {
            return fail('HPE_STRICT', cs === CS_EXT_NAME ?
              'Invalid character in chunk extensions name' :
              'Invalid character in chunk extensions value', pos + 1);
          }
          break;
        case CS_EXT_QUOTED:
          this.chunkExtBytes++;
          if (c === 34) {
            if (this.chunkExtBytes > kMaxChunkExtensionsSize) {
              return fail('HPE_CHUNK_EXTENSIONS_OVERFLOW', 'Chunk extensions overflow', pos + 1);
            }
            cs = CS_EXT_QUOTED_DONE;
          } else if (c === 92) {
            cs = CS_EXT_QUOTED_PAIR;
          } else if (!qdText[c]) {
            return fail('HPE_STRICT', 'Invalid character in chunk extensions quoted value',
                        pos + 1);
          }
          break;
        case CS_EXT_QUOTED_PAIR:
          if (!quotedPairByte[c]) {
            return fail('HPE_STRICT', 'Invalid quoted-pair in chunk extensions quoted value',
                        pos + 1);
          }
          cs = CS_EXT_QUOTED;
          break;
        case CS_EXT_QUOTED_DONE:
          if (c === 59) {
            cs = CS_EXT;
          } else if (c === 13) {
            cs = CS_LF;
          } else if (c === 10) {
            if (!lenientLF) {
              return fail('HPE_CR_EXPECTED', 'Missing expected CR after chunk extension value',
                          pos);
            }
            cs = CS_END;
          } else {
            return fail('HPE_STRICT', 'Invalid character in chunk extensions quote value', pos);
          }
          break;
        case CS_LF:
          if (c !== 10) {
            if (!(lenient & kLenientOptionalLFAfterCR)) {
              return fail('HPE_STRICT', 'Expected LF after chunk size', pos);
            }
            pos--;
          }
          cs = CS_END;
          break;
      }
    }
    this.chunkScan = cs;
    if ((cs === CS_EXT_NAME || cs === CS_EXT_VALUE || cs === CS_EXT_QUOTED) &&
        this.chunkExtBytes > kMaxChunkExtensionsSize) {
      return fail('HPE_CHUNK_EXTENSIONS_OVERFLOW', 'Chunk extensions overflow', pos);
    }
    return pos;
  }

  // End of input: a body that runs to EOF is complete; a message cut short is an error.
  finish() {
    // A failed parser has nothing more to say; nor, like its errors, has one still under
    // a declined upgrade.
    if (this.error !== null || this.upgradeDeclined) return undefined;
    const outer = getFrame();
    if (outer === this.frame) return this._finish();
    setFrame(this.frame);
    try {
      return this._finish();
    } finally {
      setFrame(outer);
    }
  }

  _finish() {
    if (this.state === ST_BODY_EOF) {
      this._complete();
      return undefined;
    }
    // Blank lines after the last message do not start another.
    if (this.state === ST_HEAD && (this.pending === null || !this.messageBegun)) {
      return undefined;
    }
    if ((this.state === ST_STOPPED && !this.unsafeEOF) || this.state === ST_CLOSED) {
      return undefined;
    }
    // Unlike execute()'s errors, finish()'s keep the bare message.
    const err = parseError('HPE_INVALID_EOF_STATE', 'Invalid EOF state', 0);
    err.message = 'Parse Error';
    return err;
  }

  _complete() {
    const cb = this[kOnMessageComplete];
    if (this.upgradeAfterBody) {
      this.upgradeAfterBody = false;
      this.upgrade = true;
    }
    if (this.upgrade) {
      this.state = ST_STOPPED;
    } else if (!this.keepAlive && !(this.lenient & kLenientKeepAlive)) {
      this.state = ST_CLOSED;
    } else {
      this.state = ST_HEAD;
    }
    this.remaining = 0;
    this.messageBegun = false;
    this.lastMessageStart = 0;
    if (this.connectionsList !== null) this.connectionsList._popActive(this);
    if (typeof cb === 'function') cb.call(this);
  }

  // Checks a head byte by byte as it arrives, in llhttp's order and with its codes and
  // error positions, so that a malformed message (a bare LF, a control or non-ASCII byte
  // in the URL, a bad Content-Length, more headers than maxHeaderPairs allows...) is
  // refused at once rather than when (if ever) its blank line arrives. Resumes where the
  // previous call stopped; the full parse in _onHead still runs on the complete head.
  // Returns an Error whose `at` is the index in buf that llhttp would report, or undefined.
  _scanHead(buf, msgStart, limit) {
    const lenient = this.lenient;
    const lenientLF = (lenient & kLenientOptionalCRBeforeLF) !== 0;
    const lenientHeaders = (lenient & kLenientHeaders) !== 0;
    let st = this.scanState;
    let i = msgStart + this.scanPos;
    for (; i < limit && st !== SC_DONE; i++) {
      const c = buf[i];
      if (st >= SC_URL_START && st <= SC_FRAGMENT && (c === 9 || c === 12)) {
        return scanError('HPE_INVALID_URL', 'Invalid characters in url', i + 1);
      }
      switch (st) {
        case SC_VALUE:
          if (valueByte[c] && this.scanNameKind !== HN_TRANSFER_ENCODING) {
            let j = i + 1;
            while (j < limit && valueByte[buf[j]]) j++;
            this.scanSpan += j - i;
            i = j - 1;
            break;
          }
          if (c === 13 || c === 10) {
            if (this.scanSpan >= this.maxHeaderSize) return headerOverflow(c === 13 ? i + 1 : i);
          } else {
            this.scanSpan++;
          }
          if (c === 13) {
            st = SC_VALUE_LF;
          } else if (c === 10) {
            if (!lenientLF) {
              return scanError('HPE_CR_EXPECTED', 'Missing expected CR after header value', i);
            }
            this._headerValueDone();
            st = SC_LINE_START;
          } else if (!lenientHeaders && ((c < 32 && c !== 9) || c === 127)) {
            return scanError('HPE_INVALID_HEADER_TOKEN', 'Invalid header value char', i);
          } else if (this.scanNameKind === HN_TRANSFER_ENCODING) {
            if (c === 44) {
              // Nothing may follow chunked in a request.
              if (this.type === REQUEST && !(lenient & kLenientTransferEncoding) &&
                  isChunkedToken(this.scanToken)) {
                return scanError('HPE_INVALID_TRANSFER_ENCODING',
                                 'Invalid `Transfer-Encoding` header value', i + 1);
              }
              this.scanToken = '';
            } else if (this.scanToken.length < 64) {
              this.scanToken += String.fromCharCode(c);
            }
          }
          break;
        case SC_NAME:
          if (tokenByte[c]) {
            // The common case in one run.
            let j = i + 1;
            while (j < limit && tokenByte[buf[j]]) j++;
            this.scanSpan += j - i;
            const name = this.scanName;
            if (name.length < 20) {
              this.scanName = name + buf.latin1Slice(i, Math.min(j, i + 21 - name.length))
                .toLowerCase();
            }
            i = j - 1;
          } else if (c === 58) {
            if (this.scanSpan >= this.maxHeaderSize) return headerOverflow(i + 1);
            const err = this._headerNameDone(i);
            if (err) return err;
            st = SC_VALUE_WS;
          } else if (c === 32 && specialNames.has(this.scanName)) {
            if (!lenientHeaders) {
              return scanError('HPE_INVALID_HEADER_TOKEN', 'Invalid header field char', i + 1);
            }
            st = SC_NAME_SP;
          } else {
            return scanError('HPE_INVALID_HEADER_TOKEN', 'Invalid header token', i);
          }
          break;
        case SC_LINE_START:
          // The byte after an HTTP/0.9 request line's CRLF still gets the URL's check.
          if (this.scanAfterUrl) {
            if (c === 9 || c === 12) {
              return scanError('HPE_INVALID_URL', 'Invalid characters in url', i + 1);
            }
            this.scanAfterUrl = false;
          }
          if (c === 13) {
            st = SC_HEAD_LF;
          } else if (c === 10) {
            if (!lenientLF) {
              return scanError('HPE_INVALID_HEADER_TOKEN', 'Invalid header field char', i + 1);
            }
            st = SC_DONE;
          } else if ((c === 32 || c === 9) && this.scanAfterValue) {
            // obs-fold: a value continued on the next line.
            if (!lenientHeaders) {
              return scanError('HPE_INVALID_HEADER_TOKEN',
                               'Unexpected whitespace after header value', i);
            }
            // llhttp starts the value over, and a Content-Length already has one.
            if (this.scanPrevKind === HN_CONTENT_LENGTH) {
              return scanError('HPE_UNEXPECTED_CONTENT_LENGTH', 'Duplicate Content-Length', i);
            }
            st = SC_VALUE;
          } else if (c === 32 && this.scanHeaders === 0 && !this.scanTrailing) {
            if (!lenientHeaders) {
              return scanError('HPE_UNEXPECTED_SPACE', 'Unexpected space after start line',
                               i + 1);
            }
          } else if (tokenByte[c]) {
            let j = i + 1;
            while (j < limit && tokenByte[buf[j]]) j++;
            this.scanSpan += j - i;
            this.scanName = buf.latin1Slice(i, Math.min(j, i + 21)).toLowerCase();
            i = j - 1;
            st = SC_NAME;
          } else {
            return scanError('HPE_INVALID_HEADER_TOKEN', 'Invalid header token', i);
          }
          this.scanAfterValue = false;
          break;
        case SC_VALUE_WS:
          if (c === 32 || c === 9) break;
          if (valueByte[c] && this.scanNameKind === HN_OTHER) {
            // An ordinary value: straight into its run.
            let j = i + 1;
            while (j < limit && valueByte[buf[j]]) j++;
            this.scanSpan += j - i;
            i = j - 1;
            st = SC_VALUE;
            break;
          }
          if (c === 13) {
            st = SC_VALUE_WS_LF;
          } else if (c === 10) {
            if (!lenientLF) {
              return scanError('HPE_INVALID_HEADER_TOKEN', 'Invalid header value char', i + 1);
            }
            st = SC_VALUE_LWS;
          } else if (this.scanNameKind === HN_CONTENT_LENGTH) {
            if (this.scanCL) {
              return scanError('HPE_UNEXPECTED_CONTENT_LENGTH', 'Duplicate Content-Length', i);
            }
            this.scanDigits = '';
            st = SC_CL;
            i--;
          } else {
            if (this.scanNameKind === HN_TRANSFER_ENCODING) {
              if (this.scanChunked && this.type === REQUEST &&
                  !(lenient & kLenientTransferEncoding)) {
                return scanError('HPE_INVALID_TRANSFER_ENCODING',
                                 'Invalid `Transfer-Encoding` header value', i + 1);
              }
              this.scanTE = true;
              this.scanChunked = false;
              this.scanToken = '';
            }
            st = SC_VALUE;
            i--;
          }
          break;
        case SC_VALUE_LF:
          if (c !== 10) {
            return scanError('HPE_LF_EXPECTED', 'Missing expected LF after header value', i);
          }
          this._headerValueDone();
          st = SC_LINE_START;
          break;
        case SC_HEAD_LF:
          if (c !== 10 && !(lenient & kLenientOptionalLFAfterCR)) {
            return scanError('HPE_STRICT', 'Expected LF after headers', i);
          }
          st = SC_DONE;
          break;
        case SC_PATH:
        case SC_QUERY:
        case SC_FRAGMENT:
          if (urlByte[c]) {
            let j = i + 1;
            while (j < limit && urlByte[buf[j]]) j++;
            this.scanSpan += j - i;
            i = j - 1;
            break;
          }
          if (c === 32 || c === 13 || c === 10) {
            if (this.scanSpan >= this.maxHeaderSize) return headerOverflow(i);
          } else {
            this.scanSpan++;
          }
          if (urlByte[c] || (st !== SC_PATH && c === 63) || (st === SC_FRAGMENT && c === 35)) {
            break;
          }
          if (st === SC_PATH && c === 63) {
            st = SC_QUERY;
          } else if (c === 35) {
            st = SC_FRAGMENT;
          } else if (c === 32) {
            st = SC_SP_VERSION;
            this.scanAfterUrl = true;
          } else if (c === 13) {
            // An HTTP/0.9 request line: no version, headers may follow.
            st = SC_09_LF;
          } else if (c === 10) {
            st = SC_LINE_START;
          } else {
            const where = st === SC_PATH ? 'path' : st === SC_QUERY ? 'query' : 'fragment start';
            return scanError('HPE_INVALID_URL', `Invalid char in url ${where}`, i);
          }
          break;
        case SC_RES_REASON:
          if (c !== 13 && c !== 10) {
            let j = i + 1;
            while (j < limit && buf[j] !== 13 && buf[j] !== 10) j++;
            this.scanSpan += j - i;
            i = j - 1;
            break;
          }
          if (c !== 13 && c !== 10) {
            this.scanSpan++;
          } else if (this.scanSpan >= this.maxHeaderSize) {
            return headerOverflow(i + 1);
          }
          if (c === 13) {
            st = SC_RES_LF;
          } else if (c === 10) {
            if (!lenientLF) {
              return scanError('HPE_CR_EXPECTED', 'Missing expected CR after response line',
                               i + 1);
            }
            st = SC_LINE_START;
          }
          break;
        case SC_RES_LF:
          if (c !== 10) {
            if (!(lenient & kLenientOptionalLFAfterCR)) {
              return scanError('HPE_STRICT', 'Expected LF after CR', i);
            }
            i--;
          }
          st = SC_LINE_START;
          break;
        case SC_CL:
          if (isDigit(c)) {
            this.scanSpan++;
            if (this.scanDigits !== '' || c !== 48) this.scanDigits += String.fromCharCode(c);
            if (overU64(this.scanDigits, false)) {
              return scanError('HPE_INVALID_CONTENT_LENGTH', 'Content-Length overflow', i + 1);
            }
            break;
          }
          st = SC_CL_WS;
          i--;
          break;
        case SC_CL_WS:
          if (c === 32 || c === 9) {
            this.scanSpan++;
            break;
          }
          if (c !== 13 && c !== 10) {
            return scanError('HPE_INVALID_CONTENT_LENGTH', 'Invalid character in Content-Length',
                             i);
          }
          this.scanCL = true;
          this.scanNameKind = HN_OTHER;
          this.scanCLDone = true;
          st = SC_VALUE;
          i--;
          break;
        case SC_METHOD: {
          const method = this.scanMethod;
          if (c === 32 && (methodIndex.has(method) || foreignMethods.has(method))) {
            st = SC_SP_URL;
            break;
          }
          const next = method + String.fromCharCode(c);
          if (methodPrefixes.has(next)) {
            this.scanMethod = next;
            break;
          }
          if (methodIndex.has(method) || foreignMethods.has(method)) {
            return scanError('HPE_INVALID_METHOD', 'Expected space after method', i);
          }
          return scanError('HPE_INVALID_METHOD', 'Invalid method encountered', i);
        }
        case SC_SP_URL:
          if (c === 32) break;
          st = this.scanMethod === 'CONNECT' ? SC_SERVER : SC_URL_START;
          i--;
          break;
        case SC_URL_START:
          this.scanSpan++;
          if (c === 47 || c === 42) {
            st = SC_PATH;
          } else if (isAlpha(c)) {
            st = SC_SCHEMA;
          } else if (c === 32 || c === 13 || c === 10) {
            return scanError('HPE_INVALID_URL', 'Invalid characters in url', i + 1);
          } else {
            return scanError('HPE_INVALID_URL', 'Unexpected start char in url', i);
          }
          break;
        case SC_SCHEMA:
        case SC_DELIM1:
        case SC_DELIM2:
          this.scanSpan++;
          if (st === SC_SCHEMA && isAlpha(c)) break;
          if (st === SC_SCHEMA && c === 58) {
            st = SC_DELIM1;
          } else if (st !== SC_SCHEMA && c === 47) {
            st = st === SC_DELIM1 ? SC_DELIM2 : SC_SERVER;
          } else if (c === 32 || c === 13 || c === 10) {
            return scanError('HPE_INVALID_URL', 'Invalid characters in url', i + 1);
          } else {
            return scanError('HPE_INVALID_URL', 'Unexpected char in url schema', i);
          }
          break;
        case SC_SERVER:
        case SC_SERVER_AT:
          if (c === 32 || c === 13 || c === 10) {
            if (this.scanSpan >= this.maxHeaderSize) return headerOverflow(i);
          } else {
            this.scanSpan++;
          }
          if (c === 47) {
            st = SC_PATH;
          } else if (c === 63) {
            st = SC_QUERY;
          } else if (serverByte[c]) {
            st = SC_SERVER;
          } else if (c === 64) {
            if (st === SC_SERVER_AT) return scanError('HPE_INVALID_URL', 'Double @ in url', i + 1);
            st = SC_SERVER_AT;
          } else if (c === 32) {
            st = SC_SP_VERSION;
            this.scanAfterUrl = true;
          } else if (c === 13) {
            st = SC_09_LF;
          } else if (c === 10) {
            st = SC_LINE_START;
          } else {
            return scanError('HPE_INVALID_URL', 'Unexpected char in url server', i);
          }
          break;
        case SC_09_LF:
          if (c !== 10) return scanError('HPE_INVALID_URL', 'Expected CRLF', i);
          st = SC_LINE_START;
          this.scanAfterUrl = true;
          break;
        case SC_SP_VERSION:
          // The byte right after the URL's closing space is still checked as part of it.
          if (this.scanAfterUrl && (c === 9 || c === 12)) {
            return scanError('HPE_INVALID_URL', 'Invalid characters in url', i + 1);
          }
          this.scanAfterUrl = false;
          if (c === 32) break;
          st = SC_PROTOCOL;
          this.scanProtocol = 0;
          this.scanProto = '';
          i--;
          break;
        case SC_PROTOCOL: {
          // HTTP/, RTSP/ or ICE/, each allowing its own methods; refused at the first byte
          // that fits none of them, or at the slash.
          const next = this.scanProto + String.fromCharCode(c);
          const proto = requestProtocols.find((p) => p.startsWith(next));
          if (proto === undefined) {
            return scanError('HPE_INVALID_CONSTANT', 'Expected HTTP/, RTSP/ or ICE/', i);
          }
          this.scanProto = next;
          this.scanProtocol = next.length;
          if (next !== proto) break;
          const method = this.scanMethod;
          if (proto === 'HTTP/' && foreignMethods.has(method) && method !== 'PRI') {
            return scanError('HPE_INVALID_CONSTANT', 'Invalid method for HTTP/x.x request', i);
          }
          if (proto === 'RTSP/' && !rtspMethods.has(method)) {
            return scanError('HPE_INVALID_CONSTANT', 'Invalid method for RTSP/x.x request', i);
          }
          if (proto === 'ICE/' && method !== 'SOURCE') {
            return scanError('HPE_INVALID_CONSTANT', 'Expected SOURCE method for ICE/x.x request',
                             i);
          }
          st = SC_MAJOR;
          break;
        }
        case SC_MAJOR:
        case SC_RES_MAJOR:
          if (!isDigit(c)) return scanError('HPE_INVALID_VERSION', 'Invalid major version', i);
          this.scanMajor = c - 48;
          st = st === SC_MAJOR ? SC_DOT : SC_RES_DOT;
          break;
        case SC_DOT:
        case SC_RES_DOT:
          if (c !== 46) return scanError('HPE_INVALID_VERSION', 'Expected dot', i);
          st = st === SC_DOT ? SC_MINOR : SC_RES_MINOR;
          break;
        case SC_MINOR:
        case SC_RES_MINOR: {
          if (!isDigit(c)) return scanError('HPE_INVALID_VERSION', 'Invalid minor version', i);
          const major = this.scanMajor;
          const minor = c - 48;
          if (!(major === 1 && minor <= 1) && !(major === 0 && minor === 9) &&
              !(major === 2 && minor === 0) && !(lenient & kLenientVersion)) {
            return scanError('HPE_INVALID_VERSION', 'Invalid HTTP version', i + 1);
          }
          st = st === SC_MINOR ? SC_VERSION_END : SC_RES_SP;
          break;
        }
        case SC_VERSION_END:
          if (this.scanMethod === 'PRI') {
            st = SC_PRI;
            this.scanPri = 0;
            i--;
          } else if (c === 13) {
            st = SC_VERSION_LF;
          } else if (c === 10 && lenientLF) {
            st = SC_LINE_START;
          } else {
            return scanError('HPE_INVALID_VERSION', 'Expected CRLF after version',
                             c === 10 ? i + 1 : i);
          }
          break;
        case SC_PRI:
          // HTTP/2's connection preface: llhttp stops there, as an error the server reports.
          if (c !== priTail[this.scanPri]) {
            return scanError('HPE_INVALID_VERSION', 'Expected HTTP/2 Connection Preface', i);
          }
          if (++this.scanPri === priTail.length) {
            return scanError('HPE_PAUSED_H2_UPGRADE', 'Pause on PRI/Upgrade', i + 1);
          }
          break;
        case SC_VERSION_LF:
          if (c !== 10) {
            if (!(lenient & kLenientOptionalLFAfterCR)) {
              return scanError('HPE_STRICT', 'Expected CRLF after version', i);
            }
            i--;
          }
          st = SC_LINE_START;
          break;
        case SC_RES_PROTOCOL: {
          // "HTTP/1.1 " in one step when it is all there.
          if (c === 72 && this.scanProto === '' && i + 9 <= limit && buf[i + 1] === 84 &&
              buf[i + 2] === 84 && buf[i + 3] === 80 && buf[i + 4] === 47 &&
              buf[i + 5] === 49 && buf[i + 6] === 46 && (buf[i + 7] === 49 || buf[i + 7] === 48) &&
              buf[i + 8] === 32) {
            this.scanCode = 0;
            st = SC_RES_CODE;
            i += 8;
            break;
          }
          const next = this.scanProto + String.fromCharCode(c);
          if (!responseProtocols.some((p) => p.startsWith(next))) {
            return scanError('HPE_INVALID_CONSTANT', 'Expected HTTP/, RTSP/ or ICE/', i);
          }
          this.scanProto = next;
          if (responseProtocols.includes(next)) st = SC_RES_SLASH;
          break;
        }
        case SC_RES_SLASH:
          if (c !== 47) {
            return scanError('HPE_INVALID_CONSTANT', 'Expected HTTP/, RTSP/ or ICE/', i);
          }
          st = SC_RES_MAJOR;
          break;
        case SC_RES_SP:
          if (c !== 32) {
            return scanError('HPE_INVALID_VERSION', 'Expected space after version', i);
          }
          this.scanCode = 0;
          st = SC_RES_CODE;
          break;
        case SC_RES_CODE:
          if (!isDigit(c)) return scanError('HPE_INVALID_STATUS', 'Invalid status code', i);
          if (++this.scanCode === 3) st = SC_RES_CODE_END;
          break;
        case SC_RES_CODE_END:
          if (c === 32) {
            st = SC_RES_REASON;
          } else if (c === 13) {
            st = SC_RES_LF;
          } else if (c === 10 && lenientLF) {
            st = SC_LINE_START;
          } else {
            return scanError('HPE_INVALID_STATUS', 'Invalid response status',
                             c === 10 ? i + 1 : i);
          }
          break;
        case SC_NAME_SP:
          if (c === 32) break;
          if (c !== 58) return scanError('HPE_INVALID_HEADER_TOKEN', 'Invalid header token', i);
          {
            const err = this._headerNameDone(i);
            if (err) return err;
          }
          st = SC_VALUE_WS;
          break;
        case SC_VALUE_WS_LF:
          if (c !== 10 && !lenientHeaders) {
            return scanError('HPE_STRICT', 'Expected LF after CR', i);
          }
          st = SC_VALUE_LWS;
          if (c !== 10) i--;
          break;
        case SC_VALUE_LWS:
          // The line after an empty value.
          if (c === 32 || c === 9) {
            if (!lenientHeaders) {
              return scanError('HPE_INVALID_HEADER_TOKEN', 'Invalid header value char', i + 1);
            }
            st = SC_VALUE_WS;
            break;
          }
          if (this.scanNameKind === HN_CONTENT_LENGTH) {
            return scanError('HPE_INVALID_CONTENT_LENGTH', 'Empty Content-Length', i);
          }
          if (this.scanNameKind === HN_TRANSFER_ENCODING) {
            return scanError('HPE_INVALID_TRANSFER_ENCODING', 'Empty Transfer-Encoding', i);
          }
          st = SC_LINE_START;
          i--;
          break;
      }
    }
    this.scanState = st;
    this.scanPos = i - msgStart;
    // Node counts a field, value, URL or status cut by the end of the input as it stands.
    if (i === buf.length && this.scanSpan >= this.maxHeaderSize && spanStates[st]) {
      return headerOverflow(i);
    }
    return undefined;
  }

  // A strict parser's head that is whole in buf and plain (one-space request or status line
  // of HTTP/1.0 or 1.1, token names, visible-ASCII values, at most one digits-only
  // Content-Length, no Transfer-Encoding, well under maxHeaderSize) is checked and split with
  // a few regular expressions over one decoded string instead of byte by byte: Boa pays
  // about 12k instructions per byte in _scanHead. It leaves the scan state _scanHead would,
  // hands the head on as _onHead would, and returns the position after it (or an Error);
  // anything else returns -1 for the byte scan and _onHead to decide.
  _plainHead(buf, start) {
    const crlf = buf.indexOf('\r\n\r\n', start);
    // The whole head (and so every counted span) below the limit: no overflow possible.
    if (crlf === -1 || crlf + 4 - start >= this.maxHeaderSize) return -1;
    const lines = buf.latin1Slice(start, crlf).split('\r\n');
    const count = lines.length - 1;
    if (this.type === REQUEST && this.maxHeaderPairs > 0 && count * 2 > this.maxHeaderPairs) {
      return -1;
    }
    let span;
    // A response's method is undefined, as _onHead leaves it.
    let method;
    let methodName = '';
    let url = '';
    let minor;
    let statusCode = 0;
    let statusMessage = '';
    if (this.type === REQUEST) {
      const m = plainRequestRe.exec(lines[0]);
      if (m === null) return -1;
      methodName = m[1];
      method = methodIndex.get(methodName);
      if (method === undefined || methodName === 'CONNECT') return -1;
      url = m[2];
      minor = +m[3];
      span = url.length;
    } else {
      const m = plainStatusRe.exec(lines[0]);
      if (m === null) return -1;
      minor = +m[1];
      statusCode = +m[2];
      statusMessage = m[3];
      span = statusMessage.length;
    }
    const fields = [];
    let sawCL = false;
    let digits = '';
    let name = '';
    for (let k = 1; k <= count; k++) {
      const line = lines[k];
      const m = plainFieldRe.exec(line);
      if (m === null) return -1;
      name = m[1];
      // The name, and the value with any whitespace after it.
      span += line.length - 1 - m[2].length;
      if (name.length === 17 && name.toLowerCase() === 'transfer-encoding') return -1;
      if (name.length === 14 && name.toLowerCase() === 'content-length') {
        const d = plainLengthRe.exec(m[3]);
        if (sawCL || d === null) return -1;
        sawCL = true;
        digits = d[1];
      }
      fields.push(name, m[3]);
    }
    // What the byte scan leaves after such a head.
    this.scanState = SC_DONE;
    this.scanPos = crlf + 4 - start;
    if (this.type === REQUEST) {
      this.scanMethod = methodName;
      this.scanProtocol = 5;
      this.scanMajor = 1;
    } else {
      this.scanCode = 3;
    }
    this.scanHeaders = count;
    this.scanSpan = span;
    this.scanCL = sawCL;
    this.scanDigits = digits;
    if (count !== 0) this.scanName = name.slice(0, 21).toLowerCase();
    const err = this._headDone(1, minor, fields, method, url, statusCode, statusMessage);
    if (err) {
      err.bytesParsed = crlf + 4;
      return err;
    }
    return crlf + 4;
  }

  // A header name's colon: llhttp refuses Transfer-Encoding next to Content-Length here.
  _headerNameDone(i) {
    const name = this.scanName;
    this.scanHeaders++;
    // Only a request has too many headers: a response's extra ones are just not kept.
    if (this.type === REQUEST && this.maxHeaderPairs > 0 &&
        this.scanHeaders * 2 > this.maxHeaderPairs) {
      return scanError('HPE_HEADER_OVERFLOW', 'Header overflow', i + 1);
    }
    const lenientCL = (this.lenient & kLenientChunkedLength) !== 0;
    if (name === 'content-length') {
      if (this.scanTE && !lenientCL) {
        return scanError('HPE_INVALID_CONTENT_LENGTH',
                         'Content-Length can\'t be present with Transfer-Encoding', i + 1);
      }
      this.scanNameKind = HN_CONTENT_LENGTH;
    } else if (name === 'transfer-encoding') {
      if (this.scanCL && !lenientCL) {
        return scanError('HPE_INVALID_TRANSFER_ENCODING',
                         'Transfer-Encoding can\'t be present with Content-Length', i + 1);
      }
      this.scanNameKind = HN_TRANSFER_ENCODING;
    } else {
      this.scanNameKind = HN_OTHER;
    }
    return undefined;
  }

  _headerValueDone() {
    if (this.scanNameKind === HN_TRANSFER_ENCODING) {
      this.scanChunked = isChunkedToken(this.scanToken);
    }
    this.scanPrevKind = this.scanCLDone ? HN_CONTENT_LENGTH : this.scanNameKind;
    this.scanCLDone = false;
    this.scanNameKind = HN_OTHER;
    this.scanAfterValue = true;
  }

  _onHead(text) {
    // Only an HTTP/0.9 request line (or a lenient parser) ends a line with a bare LF.
    let lines = text.split('\r\n');
    if (this.lenient !== 0 || lines[0].indexOf('\n') !== -1) lines = text.split(lineBreakRe);
    const first = lines[0];
    let major;
    let minor;
    let method;
    let url = '';
    let statusCode = 0;
    let statusMessage = '';
    if (this.type === REQUEST) {
      let m = requestLineRe.exec(first);
      // HTTP/0.9: a request line without a version.
      if (m === null) {
        m = http09LineRe.exec(first);
        if (m !== null) m.push('0', '9');
      }
      if (m === null) {
        const sp = first.indexOf(' ');
        const name = sp === -1 ? first : first.slice(0, sp);
        if (!allMethodIndex.has(name)) return parseError('HPE_INVALID_METHOD', 'Invalid method encountered', 0);
        if (/ HTTP\/\d\.\d$/.test(first) || !/ HTTP\//.test(first)) {
          return parseError('HPE_INVALID_URL', 'Invalid URL', 0);
        }
        return parseError('HPE_INVALID_VERSION', 'Invalid HTTP version', 0);
      }
      method = allMethodIndex.get(m[1]);
      if (method === undefined) return parseError('HPE_INVALID_METHOD', 'Invalid method encountered', 0);
      url = m[2];
      major = +m[3];
      minor = +m[4];
    } else {
      const m = statusLineRe.exec(first);
      if (m === null) {
        if (!/^(?:HTTP|RTSP|ICE)\//.test(first)) {
          return parseError('HPE_INVALID_CONSTANT', 'Expected HTTP/, RTSP/ or ICE/', 0);
        }
        return parseError('HPE_INVALID_STATUS', 'Invalid status code', 0);
      }
      major = +m[1];
      minor = +m[2];
      statusCode = +m[3];
      statusMessage = m[4] || '';
    }
    if ((major !== 1 || minor > 1) && !(this.lenient & kLenientVersion)) {
      if (!(major === 0 && minor === 9) && !(major === 2 && minor === 0)) {
        return parseError('HPE_INVALID_VERSION', 'Invalid HTTP version', 0);
      }
    }
    const fields = [];
    const err = parseFields(lines, 1, fields, this.lenient & kLenientHeaders, this.lenient === 0);
    if (err) return err;
    return this._headDone(major, minor, fields, method, url, statusCode, statusMessage);
  }

  // The parsed head's meaning: its body, keep-alive and upgrade, handed to
  // kOnHeadersComplete. Returns an Error or undefined.
  _headDone(major, minor, fields, method, url, statusCode, statusMessage) {
    let contentLength = -1;
    let chunked = false;
    let hasTE = false;
    let connClose = false;
    let connKeepAlive = false;
    let connUpgrade = false;
    let hasUpgrade = false;
    for (let i = 0; i < fields.length; i += 2) {
      let name = fields[i].toLowerCase();
      // Only a lenient parser lets a name end in spaces; llhttp still knows the name.
      if (name.charCodeAt(name.length - 1) === 32) name = name.trimEnd();
      const value = fields[i + 1];
      if (name === 'content-length') {
        if (!digitsRe.test(value)) {
          return parseError('HPE_INVALID_CONTENT_LENGTH', 'Invalid character in Content-Length', 0);
        }
        if (contentLength !== -1) {
          return parseError('HPE_UNEXPECTED_CONTENT_LENGTH', 'Duplicate Content-Length', 0);
        }
        contentLength = Number(value);
      } else if (name === 'transfer-encoding') {
        hasTE = true;
        const codings = value.toLowerCase().split(',');
        chunked = codings[codings.length - 1].trim() === 'chunked';
      } else if (name === 'connection') {
        for (const token of value.toLowerCase().split(',')) {
          const t = token.trim();
          if (t === 'close') connClose = true;
          else if (t === 'keep-alive') connKeepAlive = true;
          else if (t === 'upgrade') connUpgrade = true;
        }
      } else if (name === 'upgrade') {
        hasUpgrade = true;
      }
    }
    // Whether the last coding is chunked, as the scan saw it byte by byte (a tab after
    // "chunked" makes it another coding).
    if (hasTE) chunked = this.scanChunked;
    if (hasTE && contentLength !== -1 && !(this.lenient & kLenientChunkedLength)) {
      return parseError('HPE_INVALID_TRANSFER_ENCODING',
                        'Transfer-Encoding can\'t be present with Content-Length', 0);
    }
    // llhttp refuses a request whose last coding is not chunked only after its head has been
    // handed over.
    const badRequestTE = this.type === REQUEST && hasTE && !chunked &&
      !(this.lenient & (kLenientChunkedLength | kLenientTransferEncoding));

    // What llhttp reports: Upgrade with Connection: upgrade (in a response only with 101),
    // or CONNECT.
    const isConnect = this.type === REQUEST && methodTable[method] === 'CONNECT';
    const upgrade = connUpgrade && hasUpgrade ?
      this.type === REQUEST || statusCode === 101 : isConnect;
    const hasBody = chunked || contentLength > 0;

    // Which body follows the head.
    let mode;
    if (this.type === REQUEST) {
      if (chunked) mode = 'chunked';
      else if (hasTE) mode = 'eof';
      else if (contentLength > 0) mode = 'length';
      else mode = 'none';
    } else if ((statusCode >= 100 && statusCode < 200) || statusCode === 204 ||
               statusCode === 304) {
      mode = 'none';
    } else if (chunked) {
      mode = 'chunked';
    } else if (contentLength >= 0) {
      mode = contentLength > 0 ? 'length' : 'none';
    } else {
      mode = 'eof';
    }

    // llhttp_should_keep_alive: HTTP/1.1-style only when both version digits are non-zero.
    const versionKeepAlive = major > 0 && minor > 0 ? !connClose : connKeepAlive;
    const keepAlive = mode === 'eof' && this.type === RESPONSE ? false : versionKeepAlive;
    this.keepAlive = keepAlive;

    this.headersCompleted = true;
    const cb = this[kOnHeadersComplete];
    const ret = cb.call(this, major, minor, fields, method, url, statusCode, statusMessage,
                        upgrade, keepAlive);
    // llhttp leaves HTTP after an upgrade request whatever the callback answers: a
    // server that declines the upgrade answers this request and reads nothing after it.
    const requestUpgrade = upgrade && this.type === REQUEST;
    // An upgrade request with a body is still read to its end (below).
    if ((ret === 2 && !requestUpgrade) || (requestUpgrade && (isConnect || !hasBody))) {
      // The connection changes protocol: the rest of the input is not HTTP.
      this.upgradeDeclined = requestUpgrade && ret !== 2;
      this.upgrade = true;
      this._complete();
      return undefined;
    }
    // An upgrade request with a body changes protocol once the body is through.
    this.upgradeAfterBody = requestUpgrade;
    this.upgradeDeclined = requestUpgrade && ret !== 2;
    if (badRequestTE) {
      return parseError('HPE_INVALID_TRANSFER_ENCODING',
                        'Request has invalid `Transfer-Encoding`', 0);
    }
    const switching = this.type === RESPONSE && statusCode === 101;
    if (ret === 1 || switching) {
      // A response without a body (to HEAD): no need to read to EOF.
      if (mode === 'eof') this.keepAlive = versionKeepAlive;
      mode = 'none';
    }
    if (mode === 'none') {
      if (switching) {
        // llhttp stops after any 101; without the upgrade headers an EOF is still unclean.
        this.upgrade = true;
        this.unsafeEOF = !upgrade;
      }
      this._complete();
    } else if (mode === 'length') {
      this.remaining = contentLength;
      this.state = ST_BODY_LENGTH;
    } else if (mode === 'chunked') {
      this._startChunk();
    } else {
      this.state = ST_BODY_EOF;
    }
    return undefined;
  }
}

// Splits header lines into name/value pairs. `scanned`: the byte scan has already checked
// every name and value, so only the lenient paths need the checks here.
function parseFields(lines, from, out, lenientHeaders, scanned) {
  for (let i = from; i < lines.length; i++) {
    const line = lines[i];
    if (!scanned && (line.charCodeAt(0) === 32 || line.charCodeAt(0) === 9)) {
      // A folded line (accepted only by a lenient parser) continues the last value.
      if (!lenientHeaders || out.length === 0) {
        return parseError('HPE_INVALID_HEADER_TOKEN', 'Invalid header token', 0);
      }
      let end = line.length;
      while (end > 0 && (line.charCodeAt(end - 1) === 32 || line.charCodeAt(end - 1) === 9)) end--;
      out[out.length - 1] += line.slice(0, end);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) return parseError('HPE_INVALID_HEADER_TOKEN', 'Invalid header token', 0);
    const name = line.slice(0, colon);
    // A lenient scan lets spaces end a name ("Connection : close"); they stay in it.
    if (!scanned && !tokenRe.test(lenientHeaders ? name.replace(/ +$/, '') : name)) {
      return parseError('HPE_INVALID_HEADER_TOKEN', 'Invalid header token', 0);
    }
    let start = colon + 1;
    let end = line.length;
    while (start < end && (line.charCodeAt(start) === 32 || line.charCodeAt(start) === 9)) start++;
    while (end > start && (line.charCodeAt(end - 1) === 32 || line.charCodeAt(end - 1) === 9)) end--;
    const value = line.slice(start, end);
    if (!scanned && !lenientHeaders && badValueRe.test(value)) {
      return parseError('HPE_INVALID_HEADER_TOKEN', 'Invalid header value char', 0);
    }
    out.push(name, value);
  }
  return undefined;
}

const constants = {
  REQUEST, RESPONSE, kOnMessageBegin, kOnHeaders, kOnHeadersComplete, kOnBody,
  kOnMessageComplete, kOnExecute, kOnTimeout,
};
for (const key of Object.keys(constants)) HTTPParser[key] = constants[key];

// What Node's internalBinding('http_parser') holds. _http_common takes the parser class from
// this object when it loads, so a test that swaps it first gets its own class.
const binding = { HTTPParser, ConnectionsList, methods: methodTable.slice() };

module.exports = { HTTPParser, ConnectionsList, methodTable, allMethodTable, binding };
