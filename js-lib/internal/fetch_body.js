'use strict';
// internal/fetch_body: the `Request` and `Response` globals and the Body mixin they share
// (body as a ReadableStream, bodyUsed, text/json/arrayBuffer/bytes/blob/formData/textStream,
// clone), Response.json/error/redirect, body extraction from every BodyInit kind (string,
// buffer source, Blob, URLSearchParams, FormData, ReadableStream, async iterable) and the
// internal constructors fetch uses to build a Request's state and a Response from a network
// reply.
//
// A body is { stream, source, length }: `stream` is a ReadableStream made when the body is
// extracted (as in Node, so `body` is the same object every time), `source` the bytes or
// Blob it was made from (null when the body came from a stream), so fetch can send it with a
// known Content-Length without reading the stream.

const {
  Headers,
  headersWithGuard,
  setGuard,
  fillHeaders,
  getRaw,
  appendRaw,
  setRaw,
  copyHeaders,
  getGuard,
  argumentCount,
  illegalInvocation,
} = require('internal/fetch_headers');

const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');
const kState = Symbol('kState');
const kHeaders = Symbol('kHeaders');
const kSignal = Symbol('kSignal');

let lazyStreams;
function streams() {
  if (lazyStreams === undefined) lazyStreams = require('internal/webstreams/readablestream');
  return lazyStreams;
}
function isDisturbed(stream) {
  return require('internal/streams/utils').isDisturbed(stream);
}
function lazyBlob() {
  return require('internal/blob');
}
function lazyFormData() {
  return require('internal/fetch_formdata');
}
function lazyInspect() {
  return require('internal/util/inspect').inspect;
}

const encoder = new TextEncoder();

function bytesStream(bytes) {
  const { ReadableStream } = streams();
  let done = false;
  return new ReadableStream({
    type: 'bytes',
    pull(controller) {
      if (!done) {
        done = true;
        if (bytes.byteLength > 0) controller.enqueue(new Uint8Array(bytes));
      }
      controller.close();
      if (controller.byobRequest) controller.byobRequest.respond(0);
    },
  });
}

function isAsyncIterable(value) {
  return value !== null && typeof value === 'object' &&
    typeof value[Symbol.asyncIterator] === 'function';
}

// Fetch's "extract a body": returns { body, type } (type null when none is implied).
function extractBody(object) {
  const { ReadableStream } = streams();
  if (object instanceof ReadableStream) {
    if (object.locked || isDisturbed(object)) {
      throw new TypeError('Response body object should not be disturbed or locked');
    }
    return { body: { stream: object, source: null, length: null }, type: null };
  }
  let bytes;
  let type = null;
  const { isBlob } = lazyBlob();
  if (typeof object === 'string') {
    bytes = encoder.encode(object);
    type = 'text/plain;charset=UTF-8';
  } else if (object instanceof URLSearchParams) {
    bytes = encoder.encode(object.toString());
    type = 'application/x-www-form-urlencoded;charset=UTF-8';
  } else if (object instanceof ArrayBuffer ||
             (typeof SharedArrayBuffer === 'function' && object instanceof SharedArrayBuffer)) {
    bytes = new Uint8Array(object.slice(0));
  } else if (ArrayBuffer.isView(object)) {
    bytes = new Uint8Array(object.buffer.slice(object.byteOffset,
                                              object.byteOffset + object.byteLength));
  } else if (isBlob(object)) {
    const stream = object.stream();
    return {
      body: { stream, source: object, length: object.size },
      type: object.type === '' ? null : object.type,
    };
  } else if (object instanceof lazyFormData().FormData) {
    const { boundary, blob } = lazyFormData().encodeMultipart(object);
    return {
      body: { stream: blob.stream(), source: blob, length: blob.size },
      type: `multipart/form-data; boundary=${boundary}`,
    };
  } else if (isAsyncIterable(object)) {
    return {
      body: { stream: ReadableStream.from(object), source: null, length: null },
      type: null,
    };
  } else {
    bytes = encoder.encode(`${object}`);
    type = 'text/plain;charset=UTF-8';
  }
  return { body: { stream: bytesStream(bytes), source: bytes, length: bytes.byteLength }, type };
}

function bodyUnusable(body) {
  return body !== null && (body.stream.locked || isDisturbed(body.stream));
}

async function readAllBytes(stream) {
  const reader = stream.getReader();
  const chunks = [];
  let total = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (!(value instanceof Uint8Array)) {
      throw new TypeError('Received non-Uint8Array chunk');
    }
    chunks.push(value);
    total += value.byteLength;
  }
  return concatChunks(chunks, total);
}

function concatChunks(chunks, total) {
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

// Fetch's "fully read body": one read per promise reaction, as undici's loop awaits them.
function fullyReadBody(stream, success, failure) {
  let reader;
  try {
    reader = stream.getReader();
  } catch (err) {
    failure(err);
    return;
  }
  const chunks = [];
  let total = 0;
  const onRead = ({ value, done }) => {
    if (done) {
      success(concatChunks(chunks, total));
      return;
    }
    if (!(value instanceof Uint8Array)) {
      failure(new TypeError('Received non-Uint8Array chunk'));
      return;
    }
    chunks.push(value);
    total += value.byteLength;
    reader.read().then(onRead, failure);
  };
  reader.read().then(onRead, failure);
}

// As undici: a refused call returns an already rejected promise, a null body an already
// settled one; otherwise `convert` runs on the bytes once the stream is read.
function consumeBody(self, convert) {
  if (self === null || typeof self !== 'object' || !(kState in self)) {
    return Promise.reject(illegalInvocation());
  }
  const body = self[kState].body;
  if (bodyUnusable(body)) {
    return Promise.reject(new TypeError('Body is unusable: Body has already been read'));
  }
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const success = (bytes) => {
    try {
      resolve(convert(bytes));
    } catch (err) {
      reject(err);
    }
  };
  if (body === null) {
    success(new Uint8Array(0));
    return promise;
  }
  fullyReadBody(body.stream, success, reject);
  return promise;
}

function decodeUtf8(bytes) {
  return new TextDecoder().decode(bytes);
}

// Fetch's "getting, decoding, and splitting": commas inside quoted strings do not split.
function splitHeaderValue(value) {
  const parts = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      parts.push(value.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(value.slice(start));
  return parts;
}

// Fetch's "extract a MIME type" over a combined Content-Type value, serialized; '' when no
// part parses. A repeated essence keeps the charset seen earlier unless it names its own.
function extractMimeType(value) {
  if (value === null) return '';
  const { MIMEType } = require('internal/util/mime');
  let result = null;
  let essence = null;
  let charset = null;
  for (const part of splitHeaderValue(value)) {
    let mime;
    try {
      mime = new MIMEType(part);
    } catch {
      continue;
    }
    if (mime.essence === '*/*') continue;
    const ownCharset = mime.params.get('charset');
    if (mime.essence !== essence) {
      charset = ownCharset;
      essence = mime.essence;
    } else if (ownCharset === null && charset !== null) {
      mime.params.set('charset', charset);
    }
    result = mime;
  }
  return result === null ? '' : `${result}`;
}

function mimeEssence(type) {
  if (type === null) return '';
  return type.split(';')[0].trim().toLowerCase();
}

const bodyMethods = {
  blob() {
    return consumeBody(this, (bytes) => {
      const { Blob } = lazyBlob();
      return new Blob([bytes], { type: extractMimeType(getRaw(this[kHeaders], 'content-type')) });
    });
  },
  arrayBuffer() {
    return consumeBody(this, (bytes) => {
      if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) {
        return bytes.buffer;
      }
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    });
  },
  text() {
    return consumeBody(this, decodeUtf8);
  },
  json() {
    return consumeBody(this, (bytes) => JSON.parse(decodeUtf8(bytes)));
  },
  formData() {
    return consumeBody(this, (bytes) => {
      const type = getRaw(this[kHeaders], 'content-type');
      const essence = mimeEssence(type);
      const { FormData, parseMultipart } = lazyFormData();
      if (essence === 'application/x-www-form-urlencoded') {
        const form = new FormData();
        for (const [name, value] of new URLSearchParams(decodeUtf8(bytes))) {
          form.append(name, value);
        }
        return form;
      }
      if (essence === 'multipart/form-data') return parseMultipart(bytes, type);
      throw new TypeError('Content-Type was not one of "multipart/form-data" or ' +
        '"application/x-www-form-urlencoded".');
    });
  },
  bytes() {
    return consumeBody(this, (bytes) => {
      if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
      return new Uint8Array(bytes);
    });
  },
  textStream() {
    checkBrand(this);
    const body = this[kState].body;
    if (bodyUnusable(body)) throw new TypeError('Body is unusable: Body has already been read');
    const { ReadableStream } = require('internal/webstreams/readablestream');
    if (body === null) {
      return new ReadableStream({ start(controller) { controller.close(); } });
    }
    const { TextDecoderStream } = require('internal/webstreams/encoding');
    return body.stream.pipeThrough(new TextDecoderStream('UTF-8'));
  },
};

function bodyGetter() {
  if (this === null || typeof this !== 'object' || !(kState in this)) throw illegalInvocation();
  const body = this[kState].body;
  return body === null ? null : body.stream;
}

function bodyUsedGetter() {
  if (this === null || typeof this !== 'object' || !(kState in this)) throw illegalInvocation();
  const body = this[kState].body;
  return body !== null && isDisturbed(body.stream);
}

function cloneBody(body) {
  const [out1, out2] = body.stream.tee();
  body.stream = out1;
  return { stream: out2, source: body.source, length: body.length };
}

function checkBrand(self) {
  if (self === null || typeof self !== 'object' || !(kState in self)) throw illegalInvocation();
}

// undici's rendering of a value inside its WebIDL conversion errors.
function webidlStringify(value) {
  switch (typeof value) {
    case 'string': return `"${value}"`;
    case 'symbol': return value.toString();
    case 'bigint': return `${value}n`;
    case 'object':
      if (value === null) return 'null';
    // Falls through: objects are shown as util.inspect shows them.
    case 'function': return require('internal/util/inspect').inspect(value);
    default: return `${value}`;
  }
}

function notDictionary(init) {
  // undici formats the value with a template literal, which V8 refuses for a symbol.
  if (typeof init === 'symbol') return new TypeError('Cannot convert a Symbol value to a string');
  return new TypeError(`undefined: Expected ${init} to be one of: Null, Undefined, Object.`);
}

let patchWarned = false;

function enumError(value, list) {
  return new TypeError(`undefined: ${value} is not an accepted type. ` +
    `Expected one of ${list.join(', ')}.`);
}

function checkEnum(value, list) {
  if (value === undefined) return undefined;
  value = `${value}`;
  if (!list.includes(value)) throw enumError(value, list);
  return value;
}

// ---- Response -----------------------------------------------------------------------------

const nullBodyStatus = new Set([101, 103, 204, 205, 304]);
const redirectStatus = new Set([301, 302, 303, 307, 308]);
const reasonPhraseRe = /^[\t\x20-\x7e\x80-\xff]*$/;

function newResponseState() {
  return {
    type: 'default',
    status: 200,
    statusText: '',
    urlList: [],
    body: null,
    redirected: false,
  };
}

function initializeResponse(response, init, body) {
  if (init.status != null && (init.status < 200 || init.status > 599)) {
    throw new RangeError('init["status"] must be in the range of 200 to 599, inclusive.');
  }
  if (init.statusText != null && !reasonPhraseRe.test(String(init.statusText))) {
    throw new TypeError('Invalid statusText');
  }
  const state = response[kState];
  if (init.status != null) state.status = init.status;
  if (init.statusText != null) state.statusText = String(init.statusText);
  if (init.headers != null) fillHeaders(response[kHeaders], init.headers);
  if (body !== null) {
    if (nullBodyStatus.has(state.status)) {
      throw new TypeError(`Response constructor: Invalid response status code ${state.status}`);
    }
    state.body = body.body;
    if (body.type !== null && getRaw(response[kHeaders], 'content-type') === null) {
      appendRaw(response[kHeaders], 'content-type', body.type);
    }
  }
}

function toUnsignedShort(value) {
  const number = Number(value);
  if (!Number.isFinite(number)) return 0;
  return ((Math.trunc(number) % 65536) + 65536) % 65536;
}

function normalizeResponseInit(init) {
  if (init === undefined || init === null) return {};
  if (typeof init !== 'object' && typeof init !== 'function') throw notDictionary(init);
  return {
    status: init.status === undefined ? undefined : toUnsignedShort(init.status),
    statusText: init.statusText === undefined ? undefined : `${init.statusText}`,
    headers: init.headers,
  };
}

class Response {
  constructor(body = null, init = undefined) {
    init = normalizeResponseInit(init);
    this[kState] = newResponseState();
    this[kHeaders] = headersWithGuard('response');
    initializeResponse(this, init, body === null || body === undefined ? null : extractBody(body));
  }

  static error() {
    const response = makeResponse({ type: 'error', status: 0 });
    setGuard(response[kHeaders], 'immutable');
    return response;
  }

  static json(data, init = undefined) {
    argumentCount('Response.json', arguments.length, 1);
    const text = JSON.stringify(data);
    if (text === undefined) throw new TypeError('Value is not JSON serializable');
    init = normalizeResponseInit(init);
    const response = new Response(null);
    const body = extractBody(text);
    initializeResponse(response, init, { body: body.body, type: 'application/json' });
    return response;
  }

  static redirect(url, status = 302) {
    argumentCount('Response.redirect', arguments.length, 1);
    let parsed;
    try {
      parsed = new URL(`${url}`);
    } catch (err) {
      throw new TypeError(`Failed to parse URL from ${url}`, { cause: err });
    }
    status = toUnsignedShort(status);
    if (!redirectStatus.has(status)) throw new RangeError(`Invalid status code ${status}`);
    const response = makeResponse({ status });
    setRaw(response[kHeaders], 'location', parsed.href);
    setGuard(response[kHeaders], 'immutable');
    return response;
  }

  get type() { checkBrand(this); return this[kState].type; }

  get url() {
    checkBrand(this);
    const list = this[kState].urlList;
    if (list.length === 0) return '';
    const url = list[list.length - 1];
    const hash = url.indexOf('#');
    return hash === -1 ? url : url.slice(0, hash);
  }

  get redirected() { checkBrand(this); return this[kState].urlList.length > 1; }
  get status() { checkBrand(this); return this[kState].status; }
  get ok() {
    checkBrand(this);
    return this[kState].status >= 200 && this[kState].status <= 299;
  }
  get statusText() { checkBrand(this); return this[kState].statusText; }
  get headers() { checkBrand(this); return this[kHeaders]; }
  get body() { return bodyGetter.call(this); }
  get bodyUsed() { return bodyUsedGetter.call(this); }

  clone() {
    checkBrand(this);
    if (bodyUnusable(this[kState].body)) {
      throw new TypeError('Response.clone: Body has already been consumed.');
    }
    const state = this[kState];
    const clone = makeResponse({
      type: state.type,
      status: state.status,
      statusText: state.statusText,
      urlList: [...state.urlList],
      body: state.body === null ? null : cloneBody(state.body),
    });
    clone[kHeaders] = copyHeaders(this[kHeaders], getGuard(this[kHeaders]));
    return clone;
  }

  [customInspectSymbol](depth, options) {
    if (options.depth === null) options.depth = 2;
    const shown = {
      status: this.status,
      statusText: this.statusText,
      headers: this.headers,
      body: this.body,
      bodyUsed: this.bodyUsed,
      ok: this.ok,
      redirected: this.redirected,
      type: this.type,
      url: this.url,
    };
    return `Response ${lazyInspect()(shown, options)}`;
  }
}

Object.assign(Response.prototype, bodyMethods);
defineBodyProperties(Response.prototype, 'Response');

// Builds a Response around internal state (fetch replies, Response.error/redirect, clones).
function makeResponse(options) {
  const response = new Response(null);
  const state = response[kState];
  if (options.type !== undefined) state.type = options.type;
  if (options.status !== undefined) state.status = options.status;
  if (options.statusText !== undefined) state.statusText = options.statusText;
  if (options.urlList !== undefined) state.urlList = options.urlList;
  if (options.body !== undefined) state.body = options.body;
  if (options.headers !== undefined) {
    for (const [name, value] of options.headers) appendRaw(response[kHeaders], name, value);
  }
  if (options.guard !== undefined) setGuard(response[kHeaders], options.guard);
  return response;
}

// ---- Request ------------------------------------------------------------------------------

const tokenRe = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const normalizedMethods = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT']);
const forbiddenMethods = new Set(['CONNECT', 'TRACE', 'TRACK']);

function parseRequestURL(input) {
  let parsed;
  try {
    parsed = new URL(input);
  } catch (err) {
    throw new TypeError(`Failed to parse URL from ${input}`, { cause: err });
  }
  if (parsed.username !== '' || parsed.password !== '') {
    throw new TypeError('Request cannot be constructed from a URL that includes credentials: ' +
      input);
  }
  return parsed;
}

function followSignal(controller, signal) {
  if (signal == null) return;
  if (signal.aborted) {
    controller.abort(signal.reason);
    return;
  }
  signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
}

class Request {
  constructor(input, init = undefined) {
    argumentCount('Request constructor', arguments.length, 1);
    if (init !== undefined && init !== null &&
        typeof init !== 'object' && typeof init !== 'function') {
      throw notDictionary(init);
    }
    init ??= {};
    let state;
    let signal = null;
    let inputBody = null;
    let inputHeaders = null;
    if (input instanceof Request) {
      const from = input[kState];
      state = { ...from, urlList: [...from.urlList] };
      signal = input[kSignal];
      inputBody = from.body;
      inputHeaders = input[kHeaders];
    } else {
      const parsed = parseRequestURL(`${input}`);
      state = {
        method: 'GET',
        urlList: [parsed.href],
        mode: 'cors',
        credentials: 'same-origin',
        cache: 'default',
        redirect: 'follow',
        integrity: '',
        keepalive: false,
        referrer: 'about:client',
        referrerPolicy: '',
        duplex: 'half',
        body: null,
      };
    }
    if (init.window != null) throw new TypeError("'window' option 'client' must be null");
    if (init.referrer !== undefined) {
      const referrer = `${init.referrer}`;
      if (referrer === '') {
        state.referrer = 'no-referrer';
      } else {
        try {
          state.referrer = new URL(referrer).href;
        } catch (err) {
          throw new TypeError(`Referrer "${referrer}" is not a valid URL.`, { cause: err });
        }
      }
    }
    if (init.referrerPolicy !== undefined) {
      state.referrerPolicy = checkEnum(init.referrerPolicy, ['', 'no-referrer',
        'no-referrer-when-downgrade', 'same-origin', 'origin', 'strict-origin',
        'origin-when-cross-origin', 'strict-origin-when-cross-origin', 'unsafe-url']);
    }
    if (init.mode !== undefined) {
      const mode = checkEnum(init.mode, ['navigate', 'same-origin', 'no-cors', 'cors']);
      if (mode === 'navigate') {
        throw new TypeError('Request constructor: invalid request mode navigate.');
      }
      state.mode = mode;
    }
    if (init.credentials !== undefined) {
      state.credentials = checkEnum(init.credentials, ['omit', 'same-origin', 'include']);
    }
    if (init.cache !== undefined) {
      state.cache = checkEnum(init.cache, ['default', 'no-store', 'reload', 'no-cache',
        'force-cache', 'only-if-cached']);
    }
    if (state.cache === 'only-if-cached' && state.mode !== 'same-origin') {
      throw new TypeError("'only-if-cached' can be set only with 'same-origin' mode");
    }
    if (init.redirect !== undefined) {
      state.redirect = checkEnum(init.redirect, ['follow', 'manual', 'error']);
    }
    if (init.integrity != null) state.integrity = `${init.integrity}`;
    if (init.keepalive !== undefined) state.keepalive = Boolean(init.keepalive);
    if (init.method !== undefined) {
      let method = `${init.method}`;
      if (!tokenRe.test(method)) throw new TypeError(`'${method}' is not a valid HTTP method.`);
      const upper = method.toUpperCase();
      if (forbiddenMethods.has(upper)) {
        throw new TypeError(`'${method}' HTTP method is unsupported.`);
      }
      if (normalizedMethods.has(upper)) method = upper;
      state.method = method;
      if (method === 'patch' && !patchWarned) {
        patchWarned = true;
        process.emitWarning('Using `patch` is highly likely to result in a `405 Method Not ' +
          'Allowed`. `PATCH` is much more likely to succeed.', { code: 'UNDICI-FETCH-patch' });
      }
    }
    if (init.signal !== undefined) signal = init.signal;
    if (signal !== null && signal !== undefined &&
        (typeof signal !== 'object' || typeof signal.aborted !== 'boolean')) {
      throw new TypeError(`RequestInit: Expected signal ("${webidlStringify(signal)}") to be ` +
        'an instance of AbortSignal.');
    }
    const controller = new AbortController();
    followSignal(controller, signal);
    this[kSignal] = controller.signal;
    this[kState] = state;
    this[kHeaders] = headersWithGuard('request');
    if (init.headers !== undefined) fillHeaders(this[kHeaders], init.headers);
    else if (inputHeaders !== null) fillHeaders(this[kHeaders], inputHeaders);

    const initBody = init.body;
    if ((initBody != null || inputBody !== null) &&
        (state.method === 'GET' || state.method === 'HEAD')) {
      throw new TypeError('Request with GET/HEAD method cannot have body.');
    }
    let body = inputBody;
    if (initBody != null) {
      const extracted = extractBody(initBody);
      body = extracted.body;
      if (extracted.type !== null && getRaw(this[kHeaders], 'content-type') === null) {
        appendRaw(this[kHeaders], 'content-type', extracted.type);
      }
    }
    if (body !== null && body.source === null) {
      if (initBody != null && init.duplex === undefined) {
        throw new TypeError('RequestInit: duplex option is required when sending a body.');
      }
    }
    if (init.duplex !== undefined) state.duplex = checkEnum(init.duplex, ['half']);
    if (initBody == null && inputBody !== null) {
      if (bodyUnusable(inputBody)) {
        throw new TypeError('Cannot construct a Request with a Request object that has ' +
          'already been used.');
      }
      // The new Request takes the input's stream over; the input reads as used from now on.
      const { readable, writable } = new (require('internal/webstreams/transformstream')
        .TransformStream)();
      inputBody.stream.pipeTo(writable).catch(() => {});
      body = { stream: readable, source: inputBody.source, length: inputBody.length };
    }
    state.body = body;
  }

  get method() { checkBrand(this); return this[kState].method; }
  get url() { checkBrand(this); return this[kState].urlList[0]; }
  get headers() { checkBrand(this); return this[kHeaders]; }
  get destination() { checkBrand(this); return ''; }
  get referrer() {
    checkBrand(this);
    const referrer = this[kState].referrer;
    if (referrer === 'no-referrer') return '';
    return referrer;
  }
  get referrerPolicy() { checkBrand(this); return this[kState].referrerPolicy; }
  get mode() { checkBrand(this); return this[kState].mode; }
  get credentials() { checkBrand(this); return this[kState].credentials; }
  get cache() { checkBrand(this); return this[kState].cache; }
  get redirect() { checkBrand(this); return this[kState].redirect; }
  get integrity() { checkBrand(this); return this[kState].integrity; }
  get keepalive() { checkBrand(this); return this[kState].keepalive; }
  get isReloadNavigation() { checkBrand(this); return false; }
  get isHistoryNavigation() { checkBrand(this); return false; }
  get signal() { checkBrand(this); return this[kSignal]; }
  get body() { return bodyGetter.call(this); }
  get bodyUsed() { return bodyUsedGetter.call(this); }
  get duplex() { checkBrand(this); return 'half'; }

  clone() {
    checkBrand(this);
    if (bodyUnusable(this[kState].body)) {
      // undici words this one differently from Response.clone's.
      throw new TypeError('unusable');
    }
    const clone = Object.create(Request.prototype);
    const state = this[kState];
    clone[kState] = {
      ...state,
      urlList: [...state.urlList],
      body: state.body === null ? null : cloneBody(state.body),
    };
    clone[kHeaders] = copyHeaders(this[kHeaders], 'request');
    const controller = new AbortController();
    followSignal(controller, this[kSignal]);
    clone[kSignal] = controller.signal;
    return clone;
  }

  [customInspectSymbol](depth, options) {
    if (options.depth === null) options.depth = 2;
    const shown = {
      method: this.method,
      url: this.url,
      headers: this.headers,
      destination: this.destination,
      referrer: this.referrer,
      referrerPolicy: this.referrerPolicy,
      mode: this.mode,
      credentials: this.credentials,
      cache: this.cache,
      redirect: this.redirect,
      integrity: this.integrity,
      keepalive: this.keepalive,
      isReloadNavigation: this.isReloadNavigation,
      isHistoryNavigation: this.isHistoryNavigation,
      signal: this.signal,
    };
    return `Request ${lazyInspect()(shown, options)}`;
  }
}

Object.assign(Request.prototype, bodyMethods);
defineBodyProperties(Request.prototype, 'Request');
// Node's Request.prototype carries this inert slot (an artefact of undici's WebIDL table);
// it shows in property listings and for-in, so it is reproduced.
Object.defineProperty(Request.prototype, 'attribute', {
  __proto__: null, value: undefined, writable: false, enumerable: true, configurable: false,
});

function defineBodyProperties(proto, name) {
  for (const key of Object.getOwnPropertyNames(proto)) {
    if (key === 'constructor') continue;
    const desc = Object.getOwnPropertyDescriptor(proto, key);
    desc.enumerable = true;
    Object.defineProperty(proto, key, desc);
  }
  Object.defineProperty(proto, Symbol.toStringTag, {
    __proto__: null,
    value: name,
    configurable: true,
  });
}

function requestState(request) {
  return request[kState];
}
function requestHeaders(request) {
  return request[kHeaders];
}
function requestSignal(request) {
  return request[kSignal];
}
function responseState(response) {
  return response[kState];
}


// Node marks these uncloneable: structuredClone refuses them with a DataCloneError.
{
  const sc = require('internal/structured_clone');
  sc.registerUncloneablePrototype(Request.prototype);
  sc.registerUncloneablePrototype(Response.prototype);
}

module.exports = {
  Request,
  Response,
  Headers,
  extractBody,
  makeResponse,
  requestState,
  requestHeaders,
  requestSignal,
  responseState,
  readAllBytes,
};
