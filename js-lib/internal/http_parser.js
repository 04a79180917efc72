// The HTTP/1.x message parser behind the http server and client (Node uses llhttp through a
// native binding; this is a JS state machine with the same callback interface): start line
// and headers, Content-Length and chunked bodies (with trailers), bodies that run to EOF,
// keep-alive and upgrade detection, and llhttp's error codes and reasons.
'use strict';

const { Buffer } = require('buffer');

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

const tokenRe = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

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
// Authority bytes: unreserved, sub-delims, '%' and ':' (plus '[' ']' for IPv6 literals).
const serverByte = new Uint8Array(256);
for (let c = 0; c < 256; c++) serverByte[c] = isAlpha(c) || isDigit(c) ? 1 : 0;
for (const c of "-_.!~*'()%;:&=+$,[]") serverByte[c.charCodeAt(0)] = 1;

// States of the request-head scan (see HTTPParser#_scanRequest).
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

const kLenientHeaders = 1;
const kLenientOptionalCRBeforeLF = 256;

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

function parseError(code, reason, bytesParsed) {
  const err = new Error(`Parse Error: ${reason}`);
  err.bytesParsed = bytesParsed;
  err.code = code;
  err.reason = reason;
  return err;
}

const CRLF2 = Buffer.from('\r\n\r\n');

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
    this._reset();
  }

  initialize(type, resource, maxHeaderSize, lenient, connectionsList) {
    this.type = type;
    this.maxHeaderSize = maxHeaderSize > 0 ? maxHeaderSize : 16384;
    this.lenient = lenient | 0;
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
    this.trailerLines = [];
    this.keepAlive = false;
    this.upgrade = false;
    this.paused = false;
    this.messageBegun = false;
  }

  // The first byte of a message (blank lines between messages do not count) restarts the
  // timeouts' clock.
  _onMessageBegin() {
    this.messageBegun = true;
    this.scanState = SC_METHOD;
    this.scanPos = 0;
    this.scanMethod = '';
    this.scanProtocol = 0;
    this.scanMajor = 0;
    this.scanHeaders = 0;
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

  close() {}

  free() {}

  remove() {
    if (this.connectionsList !== null) {
      this.connectionsList._pop(this);
      this.connectionsList._popActive(this);
      this.connectionsList = null;
    }
  }

  consume() {}

  unconsume() {}

  // Parses what it can of `data`; returns the bytes consumed, or an Error (llhttp's code
  // and reason) with `bytesParsed`.
  execute(data) {
    this.current = data;
    let pos = 0;
    const len = data.length;
    while (pos < len) {
      switch (this.state) {
        case ST_HEAD: {
          let buf = data;
          let start = pos;
          if (this.pending !== null) {
            buf = Buffer.concat([this.pending, data.subarray(pos)]);
            start = 0;
          }
          // Empty lines between pipelined messages are skipped.
          while (start < buf.length && (buf[start] === 13 || buf[start] === 10)) start++;
          if (!this.messageBegun && start < buf.length) this._onMessageBegin();
          const end = buf.indexOf(CRLF2, start);
          if (this.type === REQUEST && start < buf.length) {
            const scanErr = this._scanRequest(buf, start, end === -1 ? buf.length : end + 4);
            if (scanErr) {
              const shift = buf === data ? 0 : pos - (buf.length - (len - pos));
              scanErr.bytesParsed = Math.max(0, scanErr.at + shift);
              delete scanErr.at;
              return scanErr;
            }
          }
          if (end === -1) {
            if (buf.length - start > this.maxHeaderSize) {
              return parseError('HPE_HEADER_OVERFLOW', 'Header overflow', len);
            }
            this.pending = buf.subarray(start);
            return len;
          }
          if (end - start > this.maxHeaderSize) {
            return parseError('HPE_HEADER_OVERFLOW', 'Header overflow', len);
          }
          const consumedFromData = end + 4 - (buf.length - (len - pos));
          this.pending = null;
          const err = this._onHead(buf.latin1Slice(start, end));
          pos += consumedFromData;
          if (err) {
            err.bytesParsed = pos;
            return err;
          }
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
          const nl = data.indexOf(10, pos);
          const end = nl === -1 ? len : nl;
          this.line += data.latin1Slice(pos, end);
          if (this.line.length > 1024) {
            return parseError('HPE_INVALID_CHUNK_SIZE', 'Chunk size overflow', pos);
          }
          if (nl === -1) return len;
          pos = nl + 1;
          let line = this.line;
          this.line = '';
          if (!line.endsWith('\r')) {
            return parseError('HPE_CR_EXPECTED', 'Missing expected CR after chunk size', pos);
          }
          line = line.slice(0, -1);
          const semi = line.indexOf(';');
          const sizeText = semi === -1 ? line : line.slice(0, semi);
          if (!/^[0-9a-fA-F]+$/.test(sizeText)) {
            return parseError('HPE_INVALID_CHUNK_SIZE', 'Invalid character in chunk size', pos);
          }
          const size = parseInt(sizeText, 16);
          if (!Number.isSafeInteger(size)) {
            return parseError('HPE_INVALID_CHUNK_SIZE', 'Chunk size overflow', pos);
          }
          if (size === 0) {
            this.state = ST_TRAILERS;
            this.trailerLines = [];
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
          const c = data[pos++];
          this.line += String.fromCharCode(c);
          if (this.line === '\r') break;
          if (this.line !== '\r\n') {
            return parseError('HPE_STRICT', 'Expected LF after chunk data', pos);
          }
          this.line = '';
          this.state = ST_CHUNK_SIZE;
          break;
        }
        case ST_TRAILERS: {
          const nl = data.indexOf(10, pos);
          const end = nl === -1 ? len : nl;
          this.line += data.latin1Slice(pos, end);
          if (nl === -1) return len;
          pos = nl + 1;
          const line = this.line.endsWith('\r') ? this.line.slice(0, -1) : this.line;
          this.line = '';
          if (line !== '') {
            this.trailerLines.push(line);
            break;
          }
          if (this.trailerLines.length > 0) {
            const fields = [];
            const err = parseFields(this.trailerLines, 0, fields);
            if (err) {
              err.bytesParsed = pos;
              return err;
            }
            this[kOnHeaders](fields, '');
          }
          this._complete();
          break;
        }
        case ST_STOPPED:
          return pos;
      }
      if (this.state === ST_STOPPED) return pos;
    }
    return pos;
  }

  // End of input: a body that runs to EOF is complete; a message cut short is an error.
  finish() {
    if (this.state === ST_BODY_EOF) {
      this._complete();
      return undefined;
    }
    // Blank lines after the last message do not start another.
    if (this.state === ST_HEAD && (this.pending === null || !this.messageBegun)) {
      return undefined;
    }
    if (this.state === ST_STOPPED) return undefined;
    return parseError('HPE_INVALID_EOF_STATE', 'Invalid EOF state', 0);
  }

  _complete() {
    const cb = this[kOnMessageComplete];
    this.state = this.upgrade ? ST_STOPPED : ST_HEAD;
    this.remaining = 0;
    this.messageBegun = false;
    this.lastMessageStart = 0;
    if (this.connectionsList !== null) this.connectionsList._popActive(this);
    if (typeof cb === 'function') cb.call(this);
  }

  // Checks a request head byte by byte as it arrives, in llhttp's order and with its codes
  // and error positions, so that a malformed request (a bare LF, a control or non-ASCII
  // byte in the URL, more headers than maxHeaderPairs allows...) is refused at once rather
  // than when (if ever) its blank line arrives. Resumes where the previous call stopped;
  // the full parse in _onHead still runs on the complete head. Returns an Error whose `at`
  // is the index in buf that llhttp would report, or undefined.
  _scanRequest(buf, msgStart, limit) {
    const lenientLF = (this.lenient & kLenientOptionalCRBeforeLF) !== 0;
    const lenientHeaders = (this.lenient & kLenientHeaders) !== 0;
    let st = this.scanState;
    let i = msgStart + this.scanPos;
    for (; i < limit && st !== SC_DONE; i++) {
      const c = buf[i];
      if (st >= SC_URL_START && st <= SC_FRAGMENT && (c === 9 || c === 12)) {
        return scanError('HPE_INVALID_URL', 'Invalid characters in url', i + 1);
      }
      switch (st) {
        case SC_METHOD: {
          const method = this.scanMethod;
          if (c === 32 && (methodIndex.has(method) || foreignMethods.has(method))) {
            // HTTP/2's preface is left to the full parse.
            st = method === 'PRI' ? SC_DONE : SC_SP_URL;
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
          } else if (c === 13 || c === 10) {
            // An HTTP/0.9 request line: left to the full parse.
            st = SC_DONE;
          } else {
            return scanError('HPE_INVALID_URL', 'Unexpected char in url server', i);
          }
          break;
        case SC_PATH:
        case SC_QUERY:
        case SC_FRAGMENT:
          if (urlByte[c] || (st !== SC_PATH && c === 63) || (st === SC_FRAGMENT && c === 35)) {
            break;
          }
          if (st === SC_PATH && c === 63) {
            st = SC_QUERY;
          } else if (c === 35) {
            st = SC_FRAGMENT;
          } else if (c === 32) {
            st = SC_SP_VERSION;
          } else if (c === 13 || c === 10) {
            st = SC_DONE;
          } else {
            const where = st === SC_PATH ? 'path' : st === SC_QUERY ? 'query' : 'fragment start';
            return scanError('HPE_INVALID_URL', `Invalid char in url ${where}`, i);
          }
          break;
        case SC_SP_VERSION:
          if (c === 32) break;
          st = SC_PROTOCOL;
          this.scanProtocol = 0;
          i--;
          break;
        case SC_PROTOCOL:
          if (c !== 'HTTP/'.charCodeAt(this.scanProtocol)) {
            return scanError('HPE_INVALID_CONSTANT', 'Expected HTTP/, RTSP/ or ICE/', i);
          }
          if (this.scanProtocol === 4 && foreignMethods.has(this.scanMethod)) {
            return scanError('HPE_INVALID_CONSTANT', 'Invalid method for HTTP/x.x request', i);
          }
          if (++this.scanProtocol === 5) st = SC_MAJOR;
          break;
        case SC_MAJOR:
          if (!isDigit(c)) return scanError('HPE_INVALID_VERSION', 'Invalid major version', i);
          this.scanMajor = c - 48;
          st = SC_DOT;
          break;
        case SC_DOT:
          if (c !== 46) return scanError('HPE_INVALID_VERSION', 'Expected dot', i);
          st = SC_MINOR;
          break;
        case SC_MINOR: {
          if (!isDigit(c)) return scanError('HPE_INVALID_VERSION', 'Invalid minor version', i);
          const major = this.scanMajor;
          const minor = c - 48;
          if (!(major === 1 && minor <= 1) && !(major === 0 && minor === 9) &&
              !(major === 2 && minor === 0)) {
            return scanError('HPE_INVALID_VERSION', 'Invalid HTTP version', i + 1);
          }
          st = SC_VERSION_END;
          break;
        }
        case SC_VERSION_END:
          if (c === 13) {
            st = SC_VERSION_LF;
          } else if (c === 10 && lenientLF) {
            st = SC_DONE;
          } else {
            return scanError('HPE_INVALID_VERSION', 'Expected CRLF after version',
                             c === 10 ? i + 1 : i);
          }
          break;
        case SC_VERSION_LF:
          if (c !== 10) return scanError('HPE_STRICT', 'Expected CRLF after version', i);
          st = SC_LINE_START;
          break;
        case SC_LINE_START:
          if (c === 13) {
            st = SC_HEAD_LF;
          } else if (c === 10) {
            if (!lenientLF) {
              return scanError('HPE_INVALID_HEADER_TOKEN', 'Invalid header field char', i + 1);
            }
            st = SC_DONE;
          } else if (c === 32 || c === 9) {
            if (this.scanHeaders === 0) {
              return scanError('HPE_UNEXPECTED_SPACE', 'Unexpected space after start line',
                               i + 1);
            }
            // A folded line: left to the full parse.
            st = SC_DONE;
          } else if (tokenByte[c]) {
            st = SC_NAME;
          } else {
            return scanError('HPE_INVALID_HEADER_TOKEN', 'Invalid header token', i);
          }
          break;
        case SC_NAME:
          if (c === 58) {
            this.scanHeaders++;
            if (this.maxHeaderPairs > 0 && this.scanHeaders * 2 > this.maxHeaderPairs) {
              return scanError('HPE_HEADER_OVERFLOW', 'Header overflow', i + 1);
            }
            st = SC_VALUE;
          } else if (!tokenByte[c]) {
            return scanError('HPE_INVALID_HEADER_TOKEN', 'Invalid header token', i);
          }
          break;
        case SC_VALUE:
          if (c === 13) {
            st = SC_VALUE_LF;
          } else if (c === 10) {
            if (!lenientLF) {
              return scanError('HPE_CR_EXPECTED', 'Missing expected CR after header value', i);
            }
            st = SC_DONE;
          } else if (!lenientHeaders && ((c < 32 && c !== 9) || c === 127)) {
            return scanError('HPE_INVALID_HEADER_TOKEN', 'Invalid header value char', i);
          }
          break;
        case SC_VALUE_LF:
          if (c !== 10) {
            return scanError('HPE_LF_EXPECTED', 'Missing expected LF after header value', i);
          }
          st = SC_LINE_START;
          break;
        case SC_HEAD_LF:
          if (c !== 10) return scanError('HPE_STRICT', 'Expected LF after headers', i);
          st = SC_DONE;
          break;
      }
    }
    this.scanState = st;
    this.scanPos = i - msgStart;
    return undefined;
  }

  _onHead(text) {
    const lines = text.split('\r\n');
    const first = lines[0];
    let major;
    let minor;
    let method;
    let url = '';
    let statusCode = 0;
    let statusMessage = '';
    if (this.type === REQUEST) {
      const m = /^([^ ]+) +([^ ]+) +HTTP\/(\d)\.(\d)$/.exec(first);
      if (m === null) {
        const sp = first.indexOf(' ');
        const name = sp === -1 ? first : first.slice(0, sp);
        if (!methodIndex.has(name)) return parseError('HPE_INVALID_METHOD', 'Invalid method encountered', 0);
        if (/ HTTP\/\d\.\d$/.test(first) || !/ HTTP\//.test(first)) {
          return parseError('HPE_INVALID_URL', 'Invalid URL', 0);
        }
        return parseError('HPE_INVALID_VERSION', 'Invalid HTTP version', 0);
      }
      method = methodIndex.get(m[1]);
      if (method === undefined) return parseError('HPE_INVALID_METHOD', 'Invalid method encountered', 0);
      url = m[2];
      major = +m[3];
      minor = +m[4];
    } else {
      const m = /^HTTP\/(\d)\.(\d) (\d{3})(?: (.*))?$/.exec(first);
      if (m === null) {
        if (!first.startsWith('HTTP/')) return parseError('HPE_INVALID_CONSTANT', 'Expected HTTP/', 0);
        return parseError('HPE_INVALID_STATUS', 'Invalid status code', 0);
      }
      major = +m[1];
      minor = +m[2];
      statusCode = +m[3];
      statusMessage = m[4] || '';
    }
    if (major !== 1 || minor > 1) {
      if (!(major === 0 && minor === 9) && !(major === 2 && minor === 0)) {
        return parseError('HPE_INVALID_VERSION', 'Invalid HTTP version', 0);
      }
    }
    const fields = [];
    const err = parseFields(lines, 1, fields);
    if (err) return err;

    let contentLength = -1;
    let chunked = false;
    let hasTE = false;
    let connClose = false;
    let connKeepAlive = false;
    let connUpgrade = false;
    let hasUpgrade = false;
    for (let i = 0; i < fields.length; i += 2) {
      const name = fields[i].toLowerCase();
      const value = fields[i + 1];
      if (name === 'content-length') {
        if (!/^\d+$/.test(value)) {
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
    if (hasTE && contentLength !== -1 && !(this.lenient & 1)) {
      return parseError('HPE_INVALID_TRANSFER_ENCODING',
                        'Transfer-Encoding can\'t be present with Content-Length', 0);
    }
    if (this.type === REQUEST && hasTE && !chunked) {
      return parseError('HPE_INVALID_TRANSFER_ENCODING',
                        'Request has invalid `Transfer-Encoding`', 0);
    }

    let upgrade = false;
    if (this.type === REQUEST) {
      upgrade = methodTable[method] === 'CONNECT' || (connUpgrade && hasUpgrade);
    } else {
      upgrade = statusCode === 101;
    }

    // Which body follows the head.
    let mode;
    if (this.type === REQUEST) {
      if (chunked) mode = 'chunked';
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

    let keepAlive;
    if (major > 1 || (major === 1 && minor >= 1)) keepAlive = !connClose;
    else keepAlive = connKeepAlive;
    if (mode === 'eof') keepAlive = false;
    this.keepAlive = keepAlive;

    this.headersCompleted = true;
    const cb = this[kOnHeadersComplete];
    const ret = cb.call(this, major, minor, fields, method, url, statusCode, statusMessage,
                        upgrade, keepAlive);
    if (ret === 2 || (upgrade && ret !== 0 && ret !== 1 && this.type === REQUEST)) {
      // The connection changes protocol: the rest of the input is not HTTP.
      this.upgrade = true;
      this._complete();
      return undefined;
    }
    if (ret === 1 || (upgrade && this.type === RESPONSE)) mode = 'none';
    if (mode === 'none') {
      if (upgrade && this.type === RESPONSE) this.upgrade = true;
      this._complete();
    } else if (mode === 'length') {
      this.remaining = contentLength;
      this.state = ST_BODY_LENGTH;
    } else if (mode === 'chunked') {
      this.line = '';
      this.state = ST_CHUNK_SIZE;
    } else {
      this.state = ST_BODY_EOF;
    }
    return undefined;
  }
}

function parseFields(lines, from, out) {
  for (let i = from; i < lines.length; i++) {
    const line = lines[i];
    if (line.charCodeAt(0) === 32 || line.charCodeAt(0) === 9) {
      return parseError('HPE_INVALID_HEADER_TOKEN', 'Invalid header token', 0);
    }
    const colon = line.indexOf(':');
    if (colon <= 0) return parseError('HPE_INVALID_HEADER_TOKEN', 'Invalid header token', 0);
    const name = line.slice(0, colon);
    if (!tokenRe.test(name)) return parseError('HPE_INVALID_HEADER_TOKEN', 'Invalid header token', 0);
    const value = line.slice(colon + 1).replace(/^[ \t]+|[ \t]+$/g, '');
    if (badValueRe.test(value)) {
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

module.exports = { HTTPParser, ConnectionsList, methodTable };
