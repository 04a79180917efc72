// `WebSocket`: the WHATWG WebSocket client (the global and http.WebSocket) speaking
// RFC 6455 over an http.request upgrade. It owns the constructor's argument checks, the
// opening handshake and its validation, frame reading (fragmentation, control frames,
// UTF-8 checks of text), masked frame writing with an ordered send queue (Blobs are read
// before later sends go out), the closing handshake, and the open/message/error/close
// events (the CloseEvent, ErrorEvent and MessageEvent classes are internal/http's).
// Observable choices follow Node's bundled client: error events carry a TypeError, a
// close() before the handshake ends fails the connection, and the socket keeps the event
// loop alive only while it exists (Symbol.for('nodejs.unref') releases it).
// wss: (and https:, which becomes wss:) goes over an https.request upgrade, trusting the
// default store (with NODE_EXTRA_CA_CERTS) as Node's client does.
// permessage-deflate is offered as Node's client offers it and, once the server agrees,
// compressed messages are inflated (the client itself sends uncompressed frames, as
// Node's does).
'use strict';

const { Buffer } = require('buffer');

const CONNECTING = 0;
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;

const OP_CONTINUATION = 0x0;
const OP_TEXT = 0x1;
const OP_BINARY = 0x2;
const OP_CLOSE = 0x8;
const OP_PING = 0x9;
const OP_PONG = 0xA;

const kAcceptGuid = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
// What Node's fetch-based handshake adds unless the caller's headers name them.
const kDefaultHeaders = [
  ['accept', '*/*'], ['accept-language', '*'], ['sec-fetch-mode', 'websocket'],
  ['user-agent', 'node'], ['pragma', 'no-cache'], ['cache-control', 'no-cache'],
  ['accept-encoding', 'gzip, deflate'],
];
const kNoUpgrade = 'Received network error or non-101 status code.';
const kRef = Symbol.for('nodejs.ref');
const kUnref = Symbol.for('nodejs.unref');

let lazyCrypto;
function crypto() {
  lazyCrypto ??= require('crypto');
  return lazyCrypto;
}

let lazyEvents;
function eventClass(name) {
  lazyEvents ??= require('internal/http');
  return lazyEvents.webClass(name);
}

let utf8Decoder;
// UTF-8 decode as the standard defines it for messages: fatal on bad bytes, leading BOM
// dropped.
function decodeUtf8(bytes) {
  utf8Decoder ??= new TextDecoder('utf-8', { fatal: true });
  return utf8Decoder.decode(bytes);
}

// Mask keys come from a pooled block of random bytes: one randomFillSync per 2048 frames.
let maskPool = null;
let maskOffset = 0;
function nextMask() {
  if (maskPool === null || maskOffset === maskPool.length) {
    maskPool ??= Buffer.allocUnsafe(8192);
    crypto().randomFillSync(maskPool);
    maskOffset = 0;
  }
  maskOffset += 4;
  return maskOffset - 4;
}

const maskWord = new Uint32Array(1);
const maskWordBytes = new Uint8Array(maskWord.buffer);

// One client frame: FIN set, always masked (RFC 6455 5.3), length in 7, 16 or 64 bits.
// The payload is placed on a 4-byte boundary of its own ArrayBuffer so the mask can be
// applied a word at a time, which is several times faster than byte by byte here.
function encodeFrame(opcode, payload) {
  const length = payload === undefined ? 0 : payload.byteLength;
  let headerLength = 6;
  if (length > 0xFFFF) headerLength += 8;
  else if (length > 125) headerLength += 2;
  const pad = (4 - (headerLength & 3)) & 3;
  const store = new ArrayBuffer(pad + headerLength + length);
  const frame = Buffer.from(store, pad, headerLength + length);
  frame[0] = 0x80 | opcode;
  if (length > 0xFFFF) {
    frame[1] = 0x80 | 127;
    frame.writeUInt32BE(Math.floor(length / 0x100000000), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  } else if (length > 125) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | length;
  }
  const at = nextMask();
  const keyAt = headerLength - 4;
  for (let i = 0; i < 4; i++) frame[keyAt + i] = maskWordBytes[i] = maskPool[at + i];
  if (length === 0) return frame;
  frame.set(payload, headerLength);
  const words = length >>> 2;
  if (words > 0) {
    const body = new Uint32Array(store, pad + headerLength, words);
    const word = maskWord[0];
    for (let i = 0; i < words; i++) body[i] ^= word;
  }
  for (let i = words << 2; i < length; i++) frame[headerLength + i] ^= maskWordBytes[i & 3];
  return frame;
}

function bytesOf(data) {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

function isValidCloseCode(code) {
  if (code >= 1000 && code < 1015) return code !== 1004 && code !== 1005 && code !== 1006;
  return code >= 3000 && code <= 4999;
}

// RFC 6455 4.1: a subprotocol is a non-empty token (visible ASCII minus HTTP separators).
const separators = '()<>@,;:\\"/[]?={}';
function isValidSubprotocol(protocol) {
  if (protocol.length === 0) return false;
  for (let i = 0; i < protocol.length; i++) {
    const c = protocol.charCodeAt(i);
    if (c < 0x21 || c > 0x7E || separators.includes(protocol[i])) return false;
  }
  return true;
}

function syntaxError(message) {
  return new DOMException(message, 'SyntaxError');
}

function illegalInvocation() {
  const err = new TypeError('Illegal invocation');
  err.code = 'ERR_INVALID_THIS';
  return err;
}

function toDOMStringList(value) {
  const list = [];
  let i = 0;
  for (const item of value) {
    if (typeof item === 'symbol') {
      throw new TypeError(`undefined: undefined[${i}] is a symbol, which cannot be ` +
        'converted to a DOMString.');
    }
    list.push(`${item}`);
    i++;
  }
  return list;
}

function toProtocols(value) {
  if (value !== null && (typeof value === 'object' || typeof value === 'function') &&
      Symbol.iterator in value) {
    return toDOMStringList(value);
  }
  return `${value}`;
}

// The second constructor argument: a protocol string, a sequence of them, or (Node's
// extension) an init dictionary with protocols and headers.
function toInit(value) {
  if (value !== null && (typeof value === 'object' || typeof value === 'function') &&
      !(Symbol.iterator in value)) {
    const protocols = value.protocols;
    const headers = value.headers;
    return {
      protocols: protocols === undefined ? [] : toProtocols(protocols),
      headers: headers === undefined || headers === null ? null : headerPairs(headers),
    };
  }
  return { protocols: toProtocols(value), headers: null };
}

// The init dictionary's extra request headers as name/value pairs in the caller's order and
// spelling; Headers does the checking.
function headerPairs(init) {
  const checked = new Headers(init);
  if (init instanceof Headers || typeof init !== 'object') return [...checked];
  if (Symbol.iterator in init) return [...init].map((pair) => [`${pair[0]}`, `${pair[1]}`]);
  return Object.keys(init).map((name) => [name, `${init[name]}`]);
}

function parseURL(url) {
  let record;
  try {
    record = new URL(url);
  } catch (err) {
    throw syntaxError(`${err}`);
  }
  if (record.protocol === 'http:') record.protocol = 'ws:';
  else if (record.protocol === 'https:') record.protocol = 'wss:';
  if (record.protocol !== 'ws:' && record.protocol !== 'wss:') {
    throw syntaxError('expected a ws: or wss: url');
  }
  if (record.hash.length > 0 || record.href.endsWith('#')) throw syntaxError('hash');
  return record;
}

const kDeflateOffer = 'permessage-deflate; client_max_window_bits';
const kDeflateTail = Buffer.from([0x00, 0x00, 0xff, 0xff]);

// `name; param=value; ...` of a Sec-WebSocket-Extensions answer, read as Node's client
// reads it: a map of every name and parameter, values trimmed.
function parseExtensions(text) {
  const map = new Map();
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq === -1 ? part : part.slice(0, eq)).trim();
    const value = eq === -1 ? '' : part.slice(eq + 1).trim();
    map.set(name, value);
  }
  return map;
}

function isValidWindowBits(value) {
  if (!/^[0-9]+$/.test(value)) return false;
  const bits = Number.parseInt(value, 10);
  return bits >= 8 && bits <= 15;
}

// Inflates the messages of a permessage-deflate connection: one raw inflate stream for the
// connection's life (the server's window), each message's bytes followed by the empty
// stored block RFC 7692 strips.
class MessageInflater {
  #params;
  #inflate = null;
  #chunks = [];
  #length = 0;

  constructor(params) {
    this.#params = params;
  }

  decompress(chunk, fin, callback) {
    if (this.#inflate === null) {
      const zlib = require('zlib');
      let windowBits = zlib.constants.Z_DEFAULT_WINDOWBITS;
      const bits = this.#params.get('server_max_window_bits');
      if (bits) {
        if (!isValidWindowBits(bits)) {
          callback(new Error('Invalid server_max_window_bits'));
          return;
        }
        windowBits = Number.parseInt(bits, 10);
      }
      try {
        this.#inflate = zlib.createInflateRaw({ windowBits });
      } catch (err) {
        callback(err);
        return;
      }
      this.#inflate.on('data', (data) => {
        this.#chunks.push(data);
        this.#length += data.length;
      });
      this.#inflate.on('error', (err) => {
        this.#inflate = null;
        callback(err);
      });
    }
    const inflate = this.#inflate;
    inflate.write(chunk);
    if (fin) inflate.write(kDeflateTail);
    inflate.flush(() => {
      if (this.#inflate !== inflate) return;
      const full = Buffer.concat(this.#chunks, this.#length);
      this.#chunks = [];
      this.#length = 0;
      callback(null, full);
    });
  }
}

// The incremental frame reader: buffers socket chunks and hands whole frames to its
// connection. Every protocol violation fails the connection with RFC 6455's code. While a
// compressed frame inflates, the frames behind it wait.
class FrameReader {
  #conn;
  #chunks = [];
  #buffered = 0;
  #stopped = false;
  #header = null;
  #fragments = [];
  #fragmentBytes = 0;
  #messageType = 0;
  #inflater = null;
  #compressed = false;
  #inflating = false;

  constructor(conn, extensions) {
    this.#conn = conn;
    if (extensions != null && extensions.has('permessage-deflate')) {
      this.#inflater = new MessageInflater(extensions);
    }
  }

  stop() {
    this.#stopped = true;
    this.#chunks = [];
  }

  push(chunk) {
    if (this.#stopped) return;
    if (chunk !== undefined) {
      this.#chunks.push(chunk);
      this.#buffered += chunk.length;
    }
    while (!this.#stopped && !this.#inflating) {
      if (this.#header === null) {
        if (!this.#readHeader()) return;
      } else {
        if (this.#buffered < this.#header.length) return;
        const body = this.#take(this.#header.length);
        const header = this.#header;
        this.#header = null;
        this.#onFrame(header, body);
      }
    }
  }

  #take(n) {
    this.#buffered -= n;
    if (n === 0) return Buffer.alloc(0);
    const first = this.#chunks[0];
    if (first.length > n) {
      this.#chunks[0] = first.subarray(n);
      return first.subarray(0, n);
    }
    if (first.length === n) return this.#chunks.shift();
    const out = Buffer.allocUnsafe(n);
    let filled = 0;
    while (filled < n) {
      const chunk = this.#chunks[0];
      const want = n - filled;
      if (chunk.length > want) {
        out.set(chunk.subarray(0, want), filled);
        this.#chunks[0] = chunk.subarray(want);
        filled = n;
      } else {
        out.set(chunk, filled);
        this.#chunks.shift();
        filled += chunk.length;
      }
    }
    return out;
  }

  #peek(n) {
    const first = this.#chunks[0];
    if (first.length >= n) return first;
    // Header bytes split across chunks: join them once and keep the joined chunk.
    const joined = Buffer.concat(this.#chunks);
    this.#chunks = [joined];
    return joined;
  }

  #fail(code, reason) {
    this.stop();
    this.#conn.fail(code, reason);
    return false;
  }

  #readHeader() {
    if (this.#buffered < 2) return false;
    const head = this.#peek(2);
    const b0 = head[0];
    const b1 = head[1];
    const fin = (b0 & 0x80) !== 0;
    const opcode = b0 & 0x0F;
    const shortLength = b1 & 0x7F;
    const isData = opcode === OP_TEXT || opcode === OP_BINARY;
    const isControl = opcode === OP_CLOSE || opcode === OP_PING || opcode === OP_PONG;
    let extra = 0;
    if (shortLength === 126) extra = 2;
    else if (shortLength === 127) extra = 8;

    if (!isData && !isControl && opcode !== OP_CONTINUATION) {
      return this.#fail(1002, 'Invalid opcode received');
    }
    if ((b1 & 0x80) !== 0) return this.#fail(1002, 'Frame cannot be masked');
    const rsv1 = (b0 & 0x40) !== 0;
    if (rsv1 && this.#inflater === null) return this.#fail(1002, 'Expected RSV1 to be clear.');
    if ((b0 & 0x30) !== 0) return this.#fail(1002, 'RSV1, RSV2, RSV3 must be clear');
    if (isData && this.#fragments.length > 0) {
      return this.#fail(1002, 'Expected continuation frame');
    }
    if (isControl && (shortLength > 125 || !fin)) {
      return this.#fail(1002, 'Control frame either too large or fragmented');
    }
    if (opcode === OP_CONTINUATION && this.#fragments.length === 0 && !this.#compressed) {
      return this.#fail(1002, 'Unexpected continuation frame');
    }
    if (this.#buffered < 2 + extra) return false;

    const bytes = this.#take(2 + extra);
    let length = shortLength;
    if (extra === 2) {
      length = bytes.readUInt16BE(2);
    } else if (extra === 8) {
      const high = bytes.readUInt32BE(2);
      const low = bytes.readUInt32BE(6);
      if (high !== 0 || low > 2 ** 31 - 1) {
        return this.#fail(1009, 'Received payload length > 2^31 bytes.');
      }
      length = low;
    }
    if (isData) this.#compressed = rsv1;
    this.#header = { fin, opcode, length };
    return true;
  }

  #onFrame(header, body) {
    const { opcode } = header;
    if (opcode === OP_CLOSE || opcode === OP_PING || opcode === OP_PONG) {
      this.#conn.control(opcode, body);
      return;
    }
    if (opcode !== OP_CONTINUATION) this.#messageType = opcode;
    if (this.#compressed) {
      this.#inflating = true;
      this.#inflater.decompress(body, header.fin, (err, data) => {
        if (this.#stopped) return;
        if (err) {
          this.#fail(1007, err.message);
          return;
        }
        this.#inflating = false;
        this.#addFragment(header, data);
        this.push();
      });
      return;
    }
    this.#addFragment(header, body);
  }

  #addFragment(header, body) {
    this.#fragments.push(body);
    this.#fragmentBytes += body.length;
    if (!header.fin) return;
    const fragments = this.#fragments;
    const data = fragments.length === 1 ? fragments[0] :
      Buffer.concat(fragments, this.#fragmentBytes);
    this.#fragments = [];
    this.#fragmentBytes = 0;
    this.#conn.message(this.#messageType, data);
  }
}

class WebSocket extends EventTarget {
  #url;
  #readyState = CONNECTING;
  #protocol = '';
  #extensions = '';
  #binaryType = 'blob';
  #bufferedAmount = 0;
  #handlers = { __proto__: null, open: null, error: null, close: null, message: null };
  #request = null;
  #socket = null;
  #reader = null;
  #sentClose = false;
  #receivedClose = false;
  #closeInfo = null;
  #finished = false;
  #refed = true;
  #queue = [];
  #queueRunning = false;

  constructor(url, protocols = []) {
    super();
    if (arguments.length === 0) {
      throw new TypeError('WebSocket constructor: 1 argument required, but 0 found.');
    }
    const init = toInit(protocols);
    const record = parseURL(`${url}`.toWellFormed());
    let list = init.protocols;
    if (typeof list === 'string') list = [list];
    if (new Set(list.map((p) => p.toLowerCase())).size !== list.length) {
      throw syntaxError('Invalid Sec-WebSocket-Protocol value');
    }
    for (const protocol of list) {
      if (!isValidSubprotocol(protocol)) throw syntaxError('Invalid Sec-WebSocket-Protocol value');
    }
    this.#url = record;
    this.#connect(list, init.headers);
  }

  static #check(self) {
    if (self === null || (typeof self !== 'object' && typeof self !== 'function') ||
        !(#readyState in self)) {
      throw illegalInvocation();
    }
  }

  close(code = undefined, reason = undefined) {
    WebSocket.#check(this);
    if (code !== undefined) code = clampUnsignedShort(code);
    if (reason !== undefined) reason = `${reason}`.toWellFormed();
    code ??= null;
    reason ??= '';
    if (code !== null && code !== 1000 && (code < 3000 || code > 4999)) {
      throw new DOMException('invalid code', 'InvalidAccessError');
    }
    const reasonBytes = Buffer.byteLength(reason);
    if (reasonBytes > 123) {
      throw syntaxError(`Reason must be less than 123 bytes; received ${reasonBytes}`);
    }
    this.#startClose(code, reason);
  }

  send(data) {
    WebSocket.#check(this);
    if (arguments.length === 0) {
      throw new TypeError('WebSocket.send: 1 argument required, but 0 found.');
    }
    let kind;
    if (data instanceof Blob) kind = 'blob';
    else if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) kind = 'bytes';
    else data = `${data}`.toWellFormed();
    if (this.#readyState === CONNECTING) {
      throw new DOMException('Sent before connected.', 'InvalidStateError');
    }
    if (this.#readyState !== OPEN) return;
    if (kind === undefined) {
      const bytes = Buffer.from(data, 'utf8');
      this.#enqueue(OP_TEXT, bytes, bytes.length, null);
    } else if (kind === 'bytes') {
      this.#enqueue(OP_BINARY, bytesOf(data), data.byteLength, null);
    } else {
      this.#enqueue(OP_BINARY, null, data.size, data.arrayBuffer());
    }
  }

  get readyState() { WebSocket.#check(this); return this.#readyState; }
  get bufferedAmount() { WebSocket.#check(this); return this.#bufferedAmount; }
  get url() { WebSocket.#check(this); return this.#url.href; }
  get extensions() { WebSocket.#check(this); return this.#extensions; }
  get protocol() { WebSocket.#check(this); return this.#protocol; }

  get onopen() { WebSocket.#check(this); return this.#handlers.open?.value ?? null; }
  set onopen(fn) { WebSocket.#check(this); this.#setHandler('open', fn); }
  get onerror() { WebSocket.#check(this); return this.#handlers.error?.value ?? null; }
  set onerror(fn) { WebSocket.#check(this); this.#setHandler('error', fn); }
  get onclose() { WebSocket.#check(this); return this.#handlers.close?.value ?? null; }
  set onclose(fn) { WebSocket.#check(this); this.#setHandler('close', fn); }
  get onmessage() { WebSocket.#check(this); return this.#handlers.message?.value ?? null; }
  set onmessage(fn) { WebSocket.#check(this); this.#setHandler('message', fn); }

  get binaryType() { WebSocket.#check(this); return this.#binaryType; }
  set binaryType(type) {
    WebSocket.#check(this);
    this.#binaryType = type === 'arraybuffer' ? 'arraybuffer' : 'blob';
  }

  // An event handler attribute: a non-object clears it, a non-callable object is kept
  // but listens as a no-op.
  #setHandler(type, fn) {
    const previous = this.#handlers[type];
    if (previous !== null) this.removeEventListener(type, previous.listener);
    if (fn === null || (typeof fn !== 'object' && typeof fn !== 'function')) {
      this.#handlers[type] = null;
      return;
    }
    const listener = typeof fn === 'function' ? fn : () => {};
    this.#handlers[type] = { value: fn, listener };
    this.addEventListener(type, listener);
  }

  [kRef]() {
    WebSocket.#check(this);
    this.#refed = true;
    this.#socket?.ref();
  }

  [kUnref]() {
    WebSocket.#check(this);
    this.#refed = false;
    this.#socket?.unref();
  }

  // Frames leave in send() order; a Blob's bytes are read first, so anything sent after
  // one waits in the queue behind it (already framed, so later changes to the sent
  // buffer do not show).
  #enqueue(opcode, bytes, size, pending) {
    this.#bufferedAmount += size;
    const done = () => { this.#bufferedAmount -= size; };
    const frame = pending === null ? encodeFrame(opcode, bytes) : null;
    if (frame !== null && !this.#queueRunning) {
      this.#socket.write(frame, done);
      return;
    }
    this.#queue.push({ opcode, frame, pending, done });
    if (!this.#queueRunning) this.#drainQueue();
  }

  async #drainQueue() {
    this.#queueRunning = true;
    while (this.#queue.length > 0) {
      const item = this.#queue.shift();
      const frame = item.frame ?? encodeFrame(item.opcode, new Uint8Array(await item.pending));
      this.#socket.write(frame, item.done);
    }
    this.#queueRunning = false;
  }

  #connect(protocols, extraHeaders) {
    const url = this.#url;
    const key = crypto().randomBytes(16).toString('base64');
    // Node's order: the upgrade pair, the caller's headers, the handshake's own, then the
    // defaults the caller did not set.
    const headers = [['host', url.host], ['connection', 'upgrade'], ['upgrade', 'websocket']];
    const named = new Set();
    for (const pair of extraHeaders ?? []) {
      headers.push(pair);
      named.add(pair[0].toLowerCase());
    }
    headers.push(['sec-websocket-key', key], ['sec-websocket-version', '13']);
    if (protocols.length > 0) headers.push(['sec-websocket-protocol', protocols.join(', ')]);
    headers.push(['sec-websocket-extensions', kDeflateOffer]);
    for (const pair of kDefaultHeaders) {
      if (!named.has(pair[0])) headers.push(pair);
    }
    let hostname = url.hostname;
    if (hostname.startsWith('[')) hostname = hostname.slice(1, -1);
    const secure = url.protocol === 'wss:';
    const request = require(secure ? 'https' : 'http').request({
      host: hostname,
      port: url.port === '' ? (secure ? 443 : 80) : Number(url.port),
      ...(secure ? { servername: hostname.includes(':') ? '' : hostname } : {}),
      path: url.pathname + url.search,
      method: 'GET',
      headers: headers.flat(),
      agent: false,
    });
    this.#request = request;
    request.on('upgrade', (res, socket, head) => {
      this.#onUpgrade(res, socket, head, key, protocols);
    });
    request.on('response', (res) => {
      res.resume();
      this.#fail(1002, kNoUpgrade);
    });
    request.on('error', () => {
      if (this.#readyState === CONNECTING) this.#fail(1002, kNoUpgrade);
    });
    request.end();
  }

  #onUpgrade(res, socket, head, key, protocols) {
    this.#request = null;
    if (this.#readyState !== CONNECTING) {
      socket.destroy();
      return;
    }
    this.#socket = socket;
    const headers = res.headers;
    const header = (name) => {
      const value = headers[name];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    };
    let problem = null;
    const chosen = header('sec-websocket-protocol');
    const agreed = header('sec-websocket-extensions');
    const extensions = agreed === null ? null : parseExtensions(agreed);
    const expected = crypto().createHash('sha1').update(key + kAcceptGuid).digest('base64');
    if (res.statusCode !== 101) {
      problem = kNoUpgrade;
    } else if (protocols.length !== 0 && !chosen) {
      problem = 'Server did not respond with sent protocols.';
    } else if (header('upgrade')?.toLowerCase() !== 'websocket') {
      problem = 'Server did not set Upgrade header to "websocket".';
    } else if (header('connection')?.toLowerCase() !== 'upgrade') {
      problem = 'Server did not set Connection header to "upgrade".';
    } else if (header('sec-websocket-accept') !== expected) {
      problem = 'Incorrect hash received in Sec-WebSocket-Accept header.';
    } else if (extensions !== null && !extensions.has('permessage-deflate')) {
      // Only permessage-deflate was offered.
      problem = 'Sec-WebSocket-Extensions header does not match.';
    } else if (chosen !== null && !protocols.includes(chosen)) {
      problem = 'Protocol was not set in the opening handshake.';
    }
    if (problem !== null) {
      this.#fail(1002, problem);
      return;
    }

    if (!this.#refed) socket.unref();
    socket.setNoDelay?.(true);
    this.#reader = new FrameReader({
      message: (type, data) => this.#onMessage(type, data),
      control: (opcode, body) => this.#onControl(opcode, body),
      fail: (code, reason) => this.#fail(code, reason),
    }, extensions);
    socket.on('data', (chunk) => this.#reader.push(chunk));
    socket.on('error', () => {
      if (this.#readyState !== CLOSED) this.#readyState = CLOSING;
      socket.destroy();
    });
    socket.on('close', () => this.#onSocketClose());
    this.#readyState = OPEN;
    if (chosen !== null) this.#protocol = chosen;
    if (agreed !== null) this.#extensions = agreed;
    this.dispatchEvent(new Event('open'));
    if (head !== undefined && head.length > 0 && !socket.destroyed) this.#reader.push(head);
  }

  #onMessage(type, data) {
    if (this.#readyState !== OPEN) return;
    let value;
    if (type === OP_TEXT) {
      try {
        value = decodeUtf8(data);
      } catch {
        this.#reader.stop();
        this.#fail(1007, 'Received invalid UTF-8 in text frame.');
        return;
      }
    } else if (this.#binaryType === 'blob') {
      value = new Blob([data]);
    } else {
      value = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
    }
    const MessageEvent = eventClass('MessageEvent');
    this.dispatchEvent(new MessageEvent('message', { data: value, origin: this.#url.origin }));
  }

  #onControl(opcode, body) {
    if (opcode === OP_PING) {
      if (!this.#receivedClose) this.#socket.write(encodeFrame(OP_PONG, body));
      return;
    }
    if (opcode !== OP_CLOSE) return;
    if (body.length === 1) {
      this.#reader.stop();
      this.#fail(1002, 'Received close frame with a 1-byte body.');
      return;
    }
    const info = parseCloseBody(body);
    this.#closeInfo = info;
    if (info.error) {
      this.#reader.stop();
      this.#fail(info.code, info.reason);
      return;
    }
    // Nothing after a close frame is read (RFC 6455 5.5.1).
    this.#reader.stop();
    if (!this.#sentClose && !this.#receivedClose) {
      let reply;
      if (info.code !== undefined) {
        reply = Buffer.allocUnsafe(2);
        reply.writeUInt16BE(info.code, 0);
      }
      this.#socket.write(encodeFrame(OP_CLOSE, reply));
      this.#sentClose = true;
    }
    this.#readyState = CLOSING;
    this.#receivedClose = true;
  }

  // Fail the WebSocket connection (RFC 6455 7.1.7): tell an open peer why, drop the TCP
  // connection, and before the handshake completes report the closure at once.
  #fail(code, reason) {
    if (this.#readyState === OPEN) this.#startClose(code, reason);
    if (this.#request !== null) {
      const request = this.#request;
      this.#request = null;
      request.destroy();
    }
    if (this.#readyState === CONNECTING) {
      if (this.#socket !== null) this.#socket.destroy();
      this.#onSocketClose();
    } else if (this.#socket !== null && !this.#socket.destroyed) {
      this.#socket.destroy();
    }
  }

  #startClose(code, reason) {
    const state = this.#readyState;
    if (state === CLOSING || state === CLOSED) return;
    if (state === CONNECTING) {
      this.#fail();
      this.#readyState = CLOSING;
      return;
    }
    if (!this.#sentClose && !this.#receivedClose) {
      if (reason.length !== 0 && code === null) code = 1000;
      let body;
      if (code !== null) {
        body = Buffer.allocUnsafe(2 + Buffer.byteLength(reason));
        body.writeUInt16BE(code, 0);
        body.write(reason, 2, 'utf8');
      }
      this.#socket.write(encodeFrame(OP_CLOSE, body));
      this.#sentClose = true;
    }
    this.#readyState = CLOSING;
  }

  #onSocketClose() {
    if (this.#finished) return;
    this.#finished = true;
    this.#reader?.stop();
    const wasClean = this.#sentClose && this.#receivedClose;
    let code = 1005;
    let reason = '';
    const info = this.#closeInfo;
    if (info !== null && !info.error) {
      code = info.code ?? 1005;
      reason = info.reason;
    }
    this.#readyState = CLOSED;
    if (!this.#receivedClose) {
      code = 1006;
      const ErrorEvent = eventClass('ErrorEvent');
      this.dispatchEvent(new ErrorEvent('error', { error: new TypeError(reason) }));
    }
    const CloseEvent = eventClass('CloseEvent');
    this.dispatchEvent(new CloseEvent('close', { wasClean, code, reason }));
  }
}

function parseCloseBody(body) {
  let code;
  if (body.length >= 2) {
    code = body.readUInt16BE(0);
    if (!isValidCloseCode(code)) return { code: 1002, reason: 'Invalid status code', error: true };
  }
  let reasonBytes = body.subarray(2);
  if (reasonBytes[0] === 0xEF && reasonBytes[1] === 0xBB && reasonBytes[2] === 0xBF) {
    reasonBytes = reasonBytes.subarray(3);
  }
  let reason;
  try {
    reason = decodeUtf8(reasonBytes);
  } catch {
    return { code: 1007, reason: 'Invalid UTF-8', error: true };
  }
  return { code, reason, error: false };
}

// WebIDL `[Clamp] unsigned short`.
function clampUnsignedShort(value) {
  let n = Number(value);
  if (Number.isNaN(n)) return 0;
  n = Math.min(Math.max(n, 0), 0xFFFF);
  const floor = Math.floor(n);
  const diff = n - floor;
  if (diff > 0.5 || (diff === 0.5 && floor % 2 === 1)) return floor + 1;
  return floor;
}

const enumerable = { __proto__: null, enumerable: true };
for (const name of ['url', 'readyState', 'bufferedAmount', 'onopen', 'onerror', 'onclose',
  'close', 'onmessage', 'binaryType', 'send', 'extensions', 'protocol']) {
  Object.defineProperty(WebSocket.prototype, name, enumerable);
}
Object.defineProperty(WebSocket.prototype, Symbol.toStringTag, {
  __proto__: null, value: 'WebSocket', configurable: true,
});
const states = ['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED'];
for (let i = 0; i < states.length; i++) {
  for (const target of [WebSocket, WebSocket.prototype]) {
    Object.defineProperty(target, states[i], { __proto__: null, value: i, enumerable: true });
  }
}

module.exports = { WebSocket };
