'use strict';
// internal/fetch: the `fetch` global. http: and https: URLs go over minirt's http client
// with keep-alive Agents of its own (default request headers in Node's order, bodies from every
// BodyInit kind, redirects per Fetch's redirect mode, AbortSignal, gzip/deflate/br/zstd decoding
// through zlib, the reply body as a byte ReadableStream fed from the IncomingMessage);
// data: and blob: URLs are answered locally. Network failures reject with Node's `TypeError: fetch failed`
// whose `cause` is the underlying error.

const {
  Request,
  makeResponse,
  requestState,
  requestHeaders,
  requestSignal,
} = require('internal/fetch_body');
const { headersRawPairs, getRaw } = require('internal/fetch_headers');
const undiciChannels = require('internal/diagnostics_channel/undici');
const { kFetchRequest } = require('internal/diagnostics_channel/builtin');

const redirectStatus = new Set([301, 302, 303, 307, 308]);
const nullBodyStatus = new Set([101, 103, 204, 205, 304]);
// Fetch's "bad port" list: requests to these ports fail before connecting.
const badPorts = new Set([1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69,
  77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139,
  143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556,
  563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060,
  5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

let agent;
let secureAgent;
function fetchAgent(secure) {
  if (secure) {
    if (secureAgent === undefined) {
      const { Agent } = require('https');
      secureAgent = new Agent({ keepAlive: true });
    }
    return secureAgent;
  }
  if (agent === undefined) {
    const { Agent } = require('_http_agent');
    agent = new Agent({ keepAlive: true });
  }
  return agent;
}

// undici's error for a connection the server closed (its SocketError: name, code, and the
// socket's addresses and byte counts).
class SocketError extends Error {
  constructor(message, socket) {
    super(message);
    this.name = 'SocketError';
    this.code = 'UND_ERR_SOCKET';
    this.socket = socket;
  }
}

// What undici reports as the cause for `err` from the http client: a connection that ended
// under the request or response (ECONNRESET: 'socket hang up', 'aborted') is its
// SocketError; anything else (ECONNREFUSED, a decoding error) is the error itself.
function undiciCause(err, socket) {
  if (err === null || typeof err !== 'object' || err.code !== 'ECONNRESET') return err;
  const info = socket == null ? undefined : {
    localAddress: socket.localAddress,
    localPort: socket.localPort,
    remoteAddress: socket.remoteAddress,
    remotePort: socket.remotePort,
    remoteFamily: socket.remoteFamily,
    timeout: undefined,
    bytesWritten: socket.bytesWritten,
    bytesRead: socket.bytesRead,
  };
  return new SocketError('other side closed', info);
}

function fetchFailed(cause, socket) {
  return new TypeError('fetch failed', { cause: undiciCause(cause, socket) });
}

// A failure once the response has started: undici terminates the fetch.
function terminated(cause, socket) {
  return new TypeError('terminated', { cause: undiciCause(cause, socket) });
}

function byteStreamFromReadable(readable, onCancel) {
  const { ReadableStream } = require('internal/webstreams/readablestream');
  let controller;
  // A destroyed IncomingMessage still hands out what it had buffered: after a cancel
  // that data has nowhere to go.
  let cancelled = false;
  const stream = new ReadableStream({
    type: 'bytes',
    start(c) {
      controller = c;
      readable.on('data', (chunk) => {
        if (chunk.byteLength === 0 || cancelled) return;
        controller.enqueue(new Uint8Array(chunk.buffer.slice(chunk.byteOffset,
          chunk.byteOffset + chunk.byteLength)));
        if (controller.desiredSize <= 0) readable.pause();
      });
      readable.on('end', () => {
        try {
          controller.close();
          if (controller.byobRequest) controller.byobRequest.respond(0);
        } catch {
          // Already closed or errored by a cancel.
        }
      });
      readable.on('error', (err) => {
        try { controller.error(terminated(err, readable.socket)); } catch { /* already closed */ }
      });
      readable.pause();
    },
    pull() {
      readable.resume();
    },
    cancel(reason) {
      cancelled = true;
      onCancel(reason);
    },
  }, { highWaterMark: 65536 });
  return { stream, error: (err) => { try { controller.error(err); } catch { /* closed */ } } };
}

// Fetch's data: URL processor: the MIME type is parsed and re-serialized (an unparsable one
// becomes text/plain;charset=US-ASCII), a base64 body goes through forgiving-base64.
function decodeDataURL(href) {
  const hash = href.indexOf('#');
  const body = (hash === -1 ? href : href.slice(0, hash)).slice(5);
  const comma = body.indexOf(',');
  if (comma === -1) return null;
  let mime = body.slice(0, comma).replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
  let bytes = Buffer.from(decodeURIComponentBytes(body.slice(comma + 1)));
  const base64 = /;[ ]*base64$/i.exec(mime);
  if (base64 !== null) {
    mime = mime.slice(0, base64.index);
    let text;
    try {
      text = require('buffer').atob(bytes.toString('latin1'));
    } catch {
      return null;
    }
    bytes = Buffer.from(text, 'latin1');
  }
  if (mime.startsWith(';')) mime = `text/plain${mime}`;
  try {
    const { MIMEType } = require('internal/util/mime');
    mime = `${new MIMEType(mime)}`;
  } catch {
    mime = 'text/plain;charset=US-ASCII';
  }
  return { mime, bytes };
}

function decodeURIComponentBytes(string) {
  const out = [];
  for (let i = 0; i < string.length; i++) {
    const c = string.charCodeAt(i);
    if (c === 0x25 && /^[0-9a-fA-F]{2}$/.test(string.slice(i + 1, i + 3))) {
      out.push(parseInt(string.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c < 0x80) {
      out.push(c);
    } else {
      out.push(...Buffer.from(string[i]));
    }
  }
  return out;
}

function localResponse(url, mime, bytes, method, length) {
  const { extractBody } = require('internal/fetch_body');
  const headers = length === undefined ? [['content-type', mime]] :
    [['content-length', `${length}`], ['content-type', mime]];
  return makeResponse({
    type: 'basic',
    status: 200,
    statusText: 'OK',
    urlList: [url],
    headers,
    // Fetch drops the body of a HEAD response whatever the scheme.
    body: method === 'HEAD' ? null : extractBody(bytes).body,
  });
}

// undici re-captures the stack of whatever fetch() rejects with once it is back from its
// async steps, where there are no frames left: the stack is the bare `Name: message` line
// (so util.inspect shows `[TypeError: fetch failed] { ... }`).
function dropFrames(err) {
  if (err === null || typeof err !== 'object') return;
  let name;
  let message;
  try {
    name = err.name === undefined ? 'Error' : `${err.name}`;
    message = err.message === undefined ? '' : `${err.message}`;
    Error.captureStackTrace(err);
    err.stack = name === '' ? message : message === '' ? name : `${name}: ${message}`;
  } catch {
    // A frozen error or a throwing name getter keeps its stack.
  }
}

function rejectWithoutFrames(err) {
  dropFrames(err);
  throw err;
}

function fetch(input, init = undefined) {
  // No argument count check: undici lets `new Request(undefined)` fail to parse the URL.
  let request;
  try {
    request = new Request(input, init);
  } catch (err) {
    return Promise.reject(err).catch(rejectWithoutFrames);
  }
  const signal = requestSignal(request);
  if (signal.aborted) return Promise.reject(signal.reason).catch(rejectWithoutFrames);
  // undici settles a fetch from a later microtask, so an abort in the same tick as the
  // call wins even over an answer known at once (a data: URL, a refused scheme or port).
  return new Promise((resolve, reject) => {
    let settled = false;
    const onAbort = () => {
      if (settled) return;
      settled = true;
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    startFetch(request, signal).then((response) => {
      signal.removeEventListener('abort', onAbort);
      if (settled) return;
      settled = true;
      resolve(response);
    }, (err) => {
      signal.removeEventListener('abort', onAbort);
      if (settled) return;
      settled = true;
      reject(err);
    });
  }).catch(rejectWithoutFrames);
}

// undici answers the schemes it handles itself a few microtasks after the call.
function settleLater(answer) {
  return Promise.resolve().then(() => undefined).then(answer);
}

function startFetch(request, signal) {
  const state = requestState(request);
  const url = new URL(state.urlList[0]);
  if (url.protocol === 'data:') {
    const decoded = decodeDataURL(url.href);
    if (decoded === null) {
      return settleLater(() =>
        Promise.reject(fetchFailed(new Error('failed to fetch the data URL'))));
    }
    return settleLater(() => localResponse(url.href, decoded.mime, decoded.bytes, state.method));
  }
  if (url.protocol === 'blob:') {
    const blob = require('internal/blob').resolveObjectURL(url.href);
    if (blob === undefined || state.method !== 'GET') {
      return settleLater(() => Promise.reject(fetchFailed(new Error('invalid method'))));
    }
    return settleLater(() => localResponse(url.href, blob.type, blob, state.method, blob.size));
  }
  if (url.protocol === 'about:') {
    return settleLater(() =>
      Promise.reject(fetchFailed(new Error('about scheme is not supported'))));
  }
  if (url.protocol === 'file:') {
    return settleLater(() => Promise.reject(fetchFailed(new Error('not implemented... yet...'))));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return settleLater(() => Promise.reject(fetchFailed(new Error('unknown scheme'))));
  }
  return new Promise((resolve, reject) => {
    httpFetch(request, state, signal, resolve, reject);
  });
}

const contentHeaders = ['content-encoding', 'content-language', 'content-location',
  'content-type', 'content-length'];
const credentialHeaders = ['authorization', 'cookie', 'proxy-authorization'];

function httpFetch(request, state, signal, resolve, reject) {
  // The client class itself, not `http.request`: Node's fetch does not go through the http
  // module's exports, so code that replaces `http.request`/`http.ClientRequest` (nock 13,
  // APM agents) must not see fetch's requests.
  const { ClientRequest } = require('_http_client');
  const headers = requestHeaders(request);
  let method = state.method;
  let body = state.body;
  let pairs = headersRawPairs(headers);
  const urlList = [state.urlList[0]];
  let settled = false;
  let current = null;
  let bodyControl = null;

  const fail = (err) => {
    if (settled) {
      if (bodyControl !== null) bodyControl.error(err);
      return;
    }
    settled = true;
    signal.removeEventListener('abort', onAbort);
    reject(err);
  };
  function onAbort() {
    const reason = signal.reason;
    undiciChannels.error(current, reason);
    if (current !== null) current.destroy();
    fail(reason);
  }
  signal.addEventListener('abort', onAbort, { once: true });

  const send = () => {
    const url = new URL(urlList[urlList.length - 1]);
    const secure = url.protocol === 'https:';
    if (!secure && url.protocol !== 'http:') {
      return fail(fetchFailed(new Error('URL scheme must be a HTTP(S) scheme')));
    }
    const port = url.port === '' ? (secure ? 443 : 80) : Number(url.port);
    if (badPorts.has(port)) return fail(fetchFailed(new Error('bad port')));
    const has = (name) => pairs.some(([key]) => key.toLowerCase() === name);
    let raw = ['host', url.host, 'connection', 'keep-alive'];
    for (const [name, value] of pairs) {
      const lower = name.toLowerCase();
      if (lower === 'host' || lower === 'connection' || lower === 'content-length' ||
          lower === 'transfer-encoding' || lower === 'keep-alive') continue;
      raw.push(name, value);
    }
    if (!has('accept')) raw.push('accept', '*/*');
    if (!has('accept-language')) raw.push('accept-language', '*');
    raw.push('sec-fetch-mode', state.mode);
    if (!has('user-agent')) raw.push('user-agent', 'node');
    // Fetch's HTTP-network-or-cache step: with no HTTP cache, a conditional request or a
    // "no-store"/"reload" mode must tell intermediaries not to answer from theirs either,
    // and a server that sees `no-cache` answers 200 where it would have sent a 304.
    let cacheMode = state.cache;
    if (cacheMode === 'default' && (has('if-modified-since') || has('if-none-match') ||
        has('if-unmodified-since') || has('if-match') || has('if-range'))) {
      cacheMode = 'no-store';
    }
    if (cacheMode === 'no-cache' && !has('cache-control')) {
      raw.push('cache-control', 'max-age=0');
    } else if (cacheMode === 'no-store' || cacheMode === 'reload') {
      if (!has('pragma')) raw.push('pragma', 'no-cache');
      if (!has('cache-control')) raw.push('cache-control', 'no-cache');
    }
    if (!has('accept-encoding')) raw.push('accept-encoding', 'gzip, deflate');
    const traced = undiciChannels.create({
      method, path: url.pathname + url.search, origin: url.origin, protocol: url.protocol,
      body: body === null ? null : body.source ?? body.stream,
      contentLength: body === null ? null : body.length,
      contentType: pairs.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? null,
      headers: raw.slice(4),
    });
    // What a subscriber added with addHeader() is sent too.
    if (traced !== null) raw = [...raw.slice(0, 4), ...traced.headers];
    let length = null;
    if (body !== null) length = body.length;
    else if (method === 'POST' || method === 'PUT') length = 0;
    if (length !== null) raw.push('content-length', String(length));
    else if (body !== null) raw.push('transfer-encoding', 'chunked');

    let req;
    try {
      req = new ClientRequest({
        host: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
        port,
        path: url.pathname + url.search,
        method,
        headers: raw,
        [kFetchRequest]: true,
        ...(secure ? {
          protocol: 'https:',
          // As the https Agent does, no SNI for an address (tls.connect refuses one).
          servername: url.hostname.startsWith('[') || require('net').isIP(url.hostname) !== 0 ?
            '' : url.hostname,
          agent: fetchAgent(true),
          _defaultAgent: require('https').globalAgent,
        } : { agent: fetchAgent(false) }),
      });
    } catch (err) {
      return fail(fetchFailed(err));
    }
    current = req;
    if (traced !== null) undiciChannels.attach(traced, req);
    req.on('error', (err) => {
      const failure = settled ? terminated(err, req.socket) : fetchFailed(err, req.socket);
      undiciChannels.error(req, failure.cause);
      fail(failure);
    });
    req.on('response', (res) => onResponse(res));
    writeBody(req, body).catch((err) => {
      req.destroy(err);
    });
  };

  const onResponse = (res) => {
    const status = res.statusCode;
    const location = res.headers.location;
    if (redirectStatus.has(status) && location !== undefined && state.redirect !== 'manual') {
      res.resume();
      if (settled) return;
      if (state.redirect === 'error') return fail(fetchFailed(new Error('unexpected redirect')));
      if (urlList.length > 20) return fail(fetchFailed(new Error('redirect count exceeded')));
      let next;
      try {
        next = new URL(location, urlList[urlList.length - 1]);
      } catch (err) {
        return fail(fetchFailed(err));
      }
      if (body !== null && body.source === null && status !== 303) {
        // undici gives this network error no reason: its cause is a bare Error.
        return fail(fetchFailed(new Error()));
      }
      if ((status === 303 && method !== 'GET' && method !== 'HEAD') ||
          ((status === 301 || status === 302) && method === 'POST')) {
        method = 'GET';
        body = null;
        pairs = pairs.filter(([name]) => !contentHeaders.includes(name.toLowerCase()));
      } else if (body !== null) {
        body = { stream: null, source: body.source, length: body.length };
      }
      const previous = new URL(urlList[urlList.length - 1]);
      if (previous.origin !== next.origin) {
        pairs = pairs.filter(([name]) => !credentialHeaders.includes(name.toLowerCase()));
      }
      urlList.push(next.href);
      // Waiting for the end lets the keep-alive socket go back to the pool and be reused.
      res.once('end', () => setImmediate(send));
      return;
    }
    let source = res;
    const codings = (res.headers['content-encoding'] ?? '').toLowerCase().split(',')
      .map((s) => s.trim()).filter((s) => s !== '');
    const noBody = method === 'HEAD' || nullBodyStatus.has(status);
    if (!noBody && codings.length > 0) {
      const zlib = require('zlib');
      const chain = [];
      for (let i = codings.length - 1; i >= 0; i--) {
        const coding = codings[i];
        if (coding === 'gzip' || coding === 'x-gzip') {
          chain.push(zlib.createGunzip({ flush: zlib.constants.Z_SYNC_FLUSH,
            finishFlush: zlib.constants.Z_SYNC_FLUSH }));
        } else if (coding === 'deflate') {
          chain.push(zlib.createInflate({ flush: zlib.constants.Z_SYNC_FLUSH,
            finishFlush: zlib.constants.Z_SYNC_FLUSH }));
        } else if (coding === 'br') {
          chain.push(zlib.createBrotliDecompress());
        } else if (coding === 'zstd') {
          chain.push(zlib.createZstdDecompress());
        } else {
          // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
          chain['length'] = 0;
          break;
        }
      }
      for (const decoder of chain) {
        const from = source;
        from.on('error', (err) => decoder.destroy(err));
        source = from.pipe(decoder);
      }
    }
    const rawHeaders = [];
    for (let i = 0; i < res.rawHeaders.length; i += 2) {
      rawHeaders.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]]);
    }
    let responseBody = null;
    if (noBody) {
      res.resume();
    } else {
      bodyControl = byteStreamFromReadable(source, () => res.destroy());
      responseBody = { stream: bodyControl.stream, source: null, length: null };
      source.on('end', () => signal.removeEventListener('abort', onAbort));
    }
    const response = makeResponse({
      type: 'basic',
      status,
      statusText: res.statusMessage ?? '',
      urlList: [...urlList],
      headers: rawHeaders,
      body: responseBody,
      guard: 'immutable',
    });
    settled = true;
    if (noBody) signal.removeEventListener('abort', onAbort);
    resolve(response);
  };

  send();
}

async function writeBody(req, body) {
  if (body === null) {
    req.end();
    undiciChannels.bodySent(req);
    return;
  }
  if (body.source !== null) {
    const source = body.source;
    const bytes = source instanceof Uint8Array ? source :
      new Uint8Array(await source.arrayBuffer());
    req.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    undiciChannels.bodyChunkSent(req, bytes);
    undiciChannels.bodySent(req);
    return;
  }
  const reader = body.stream.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (typeof value === 'string') req.write(value);
    else if (ArrayBuffer.isView(value)) {
      req.write(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
    } else if (value instanceof ArrayBuffer) req.write(Buffer.from(value));
    else throw new TypeError('Received non-Uint8Array chunk');
    undiciChannels.bodyChunkSent(req, value);
  }
  req.end();
  undiciChannels.bodySent(req);
}

module.exports = { fetch };
