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

class HTTPParser {
  constructor() {
    this.type = REQUEST;
    this.maxHeaderSize = 16384;
    this.lenient = 0;
    this.current = null;
    this._reset();
  }

  initialize(type, resource, maxHeaderSize, lenient) {
    this.type = type;
    this.maxHeaderSize = maxHeaderSize > 0 ? maxHeaderSize : 16384;
    this.lenient = lenient | 0;
    this._reset();
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

  remove() {}

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
          const end = buf.indexOf(CRLF2, start);
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
    if (this.state === ST_HEAD && this.pending === null) return undefined;
    if (this.state === ST_STOPPED) return undefined;
    return parseError('HPE_INVALID_EOF_STATE', 'Invalid EOF state', 0);
  }

  _complete() {
    const cb = this[kOnMessageComplete];
    this.state = this.upgrade ? ST_STOPPED : ST_HEAD;
    this.remaining = 0;
    if (typeof cb === 'function') cb.call(this);
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
      const m = /^([^ ]+) ([^ ]+) HTTP\/(\d)\.(\d)$/.exec(first);
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

module.exports = { HTTPParser, methodTable };
