// `http2`: the HTTP/2 constants (nghttp2 values, header and method names, status codes),
// the default SETTINGS and their wire encoding (getPackedSettings/getUnpackedSettings with
// Node's validation). Sessions, servers and the compatibility request/response objects need
// the nghttp2 and socket machinery minirt does not have: connect, createServer,
// createSecureServer, performServerHandshake and constructing Http2ServerRequest/Response
// throw ERR_METHOD_NOT_IMPLEMENTED.
'use strict';

const { Buffer } = require('buffer');
const Stream = require('stream');
const {
  codes: {
    ERR_HTTP2_INVALID_PACKED_SETTINGS_LENGTH,
    ERR_HTTP2_INVALID_SETTING_VALUE,
    ERR_INVALID_ARG_TYPE,
  },
} = require('internal/errors');
const { isArrayBufferView } = require('internal/util/types');
const { notImplemented } = require('internal/http');

const constantEntries = [
  'NGHTTP2_ERR_FRAME_SIZE_ERROR', -522, 'NGHTTP2_SESSION_SERVER', 0,
  'NGHTTP2_SESSION_CLIENT', 1, 'NGHTTP2_STREAM_STATE_IDLE', 1, 'NGHTTP2_STREAM_STATE_OPEN', 2,
  'NGHTTP2_STREAM_STATE_RESERVED_LOCAL', 3, 'NGHTTP2_STREAM_STATE_RESERVED_REMOTE', 4,
  'NGHTTP2_STREAM_STATE_HALF_CLOSED_LOCAL', 5, 'NGHTTP2_STREAM_STATE_HALF_CLOSED_REMOTE', 6,
  'NGHTTP2_STREAM_STATE_CLOSED', 7, 'NGHTTP2_FLAG_NONE', 0, 'NGHTTP2_FLAG_END_STREAM', 1,
  'NGHTTP2_FLAG_END_HEADERS', 4, 'NGHTTP2_FLAG_ACK', 1, 'NGHTTP2_FLAG_PADDED', 8,
  'NGHTTP2_FLAG_PRIORITY', 32, 'DEFAULT_SETTINGS_HEADER_TABLE_SIZE', 4096,
  'DEFAULT_SETTINGS_ENABLE_PUSH', 1, 'DEFAULT_SETTINGS_MAX_CONCURRENT_STREAMS', 4294967295,
  'DEFAULT_SETTINGS_INITIAL_WINDOW_SIZE', 65535, 'DEFAULT_SETTINGS_MAX_FRAME_SIZE', 16384,
  'DEFAULT_SETTINGS_MAX_HEADER_LIST_SIZE', 65535,
  'DEFAULT_SETTINGS_ENABLE_CONNECT_PROTOCOL', 0, 'MAX_MAX_FRAME_SIZE', 16777215,
  'MIN_MAX_FRAME_SIZE', 16384, 'MAX_INITIAL_WINDOW_SIZE', 2147483647,
  'NGHTTP2_SETTINGS_HEADER_TABLE_SIZE', 1, 'NGHTTP2_SETTINGS_ENABLE_PUSH', 2,
  'NGHTTP2_SETTINGS_MAX_CONCURRENT_STREAMS', 3, 'NGHTTP2_SETTINGS_INITIAL_WINDOW_SIZE', 4,
  'NGHTTP2_SETTINGS_MAX_FRAME_SIZE', 5, 'NGHTTP2_SETTINGS_MAX_HEADER_LIST_SIZE', 6,
  'NGHTTP2_SETTINGS_ENABLE_CONNECT_PROTOCOL', 8, 'PADDING_STRATEGY_NONE', 0,
  'PADDING_STRATEGY_ALIGNED', 1, 'PADDING_STRATEGY_MAX', 2, 'PADDING_STRATEGY_CALLBACK', 1,
  'NGHTTP2_NO_ERROR', 0, 'NGHTTP2_PROTOCOL_ERROR', 1, 'NGHTTP2_INTERNAL_ERROR', 2,
  'NGHTTP2_FLOW_CONTROL_ERROR', 3, 'NGHTTP2_SETTINGS_TIMEOUT', 4, 'NGHTTP2_STREAM_CLOSED', 5,
  'NGHTTP2_FRAME_SIZE_ERROR', 6, 'NGHTTP2_REFUSED_STREAM', 7, 'NGHTTP2_CANCEL', 8,
  'NGHTTP2_COMPRESSION_ERROR', 9, 'NGHTTP2_CONNECT_ERROR', 10, 'NGHTTP2_ENHANCE_YOUR_CALM', 11,
  'NGHTTP2_INADEQUATE_SECURITY', 12, 'NGHTTP2_HTTP_1_1_REQUIRED', 13,
  'NGHTTP2_DEFAULT_WEIGHT', 16, 'HTTP2_HEADER_STATUS', ':status',
  'HTTP2_HEADER_METHOD', ':method', 'HTTP2_HEADER_AUTHORITY', ':authority',
  'HTTP2_HEADER_SCHEME', ':scheme', 'HTTP2_HEADER_PATH', ':path',
  'HTTP2_HEADER_PROTOCOL', ':protocol', 'HTTP2_HEADER_ACCEPT_ENCODING', 'accept-encoding',
  'HTTP2_HEADER_ACCEPT_LANGUAGE', 'accept-language',
  'HTTP2_HEADER_ACCEPT_RANGES', 'accept-ranges', 'HTTP2_HEADER_ACCEPT', 'accept',
  'HTTP2_HEADER_ACCESS_CONTROL_ALLOW_CREDENTIALS', 'access-control-allow-credentials',
  'HTTP2_HEADER_ACCESS_CONTROL_ALLOW_HEADERS', 'access-control-allow-headers',
  'HTTP2_HEADER_ACCESS_CONTROL_ALLOW_METHODS', 'access-control-allow-methods',
  'HTTP2_HEADER_ACCESS_CONTROL_ALLOW_ORIGIN', 'access-control-allow-origin',
  'HTTP2_HEADER_ACCESS_CONTROL_EXPOSE_HEADERS', 'access-control-expose-headers',
  'HTTP2_HEADER_ACCESS_CONTROL_REQUEST_HEADERS', 'access-control-request-headers',
  'HTTP2_HEADER_ACCESS_CONTROL_REQUEST_METHOD', 'access-control-request-method',
  'HTTP2_HEADER_AGE', 'age', 'HTTP2_HEADER_AUTHORIZATION', 'authorization',
  'HTTP2_HEADER_CACHE_CONTROL', 'cache-control', 'HTTP2_HEADER_CONNECTION', 'connection',
  'HTTP2_HEADER_CONTENT_DISPOSITION', 'content-disposition',
  'HTTP2_HEADER_CONTENT_ENCODING', 'content-encoding',
  'HTTP2_HEADER_CONTENT_LENGTH', 'content-length', 'HTTP2_HEADER_CONTENT_TYPE', 'content-type',
  'HTTP2_HEADER_COOKIE', 'cookie', 'HTTP2_HEADER_DATE', 'date', 'HTTP2_HEADER_ETAG', 'etag',
  'HTTP2_HEADER_FORWARDED', 'forwarded', 'HTTP2_HEADER_HOST', 'host',
  'HTTP2_HEADER_IF_MODIFIED_SINCE', 'if-modified-since',
  'HTTP2_HEADER_IF_NONE_MATCH', 'if-none-match', 'HTTP2_HEADER_IF_RANGE', 'if-range',
  'HTTP2_HEADER_LAST_MODIFIED', 'last-modified', 'HTTP2_HEADER_LINK', 'link',
  'HTTP2_HEADER_LOCATION', 'location', 'HTTP2_HEADER_RANGE', 'range',
  'HTTP2_HEADER_REFERER', 'referer', 'HTTP2_HEADER_SERVER', 'server',
  'HTTP2_HEADER_SET_COOKIE', 'set-cookie',
  'HTTP2_HEADER_STRICT_TRANSPORT_SECURITY', 'strict-transport-security',
  'HTTP2_HEADER_TRANSFER_ENCODING', 'transfer-encoding', 'HTTP2_HEADER_TE', 'te',
  'HTTP2_HEADER_UPGRADE_INSECURE_REQUESTS', 'upgrade-insecure-requests',
  'HTTP2_HEADER_UPGRADE', 'upgrade', 'HTTP2_HEADER_USER_AGENT', 'user-agent',
  'HTTP2_HEADER_VARY', 'vary', 'HTTP2_HEADER_X_CONTENT_TYPE_OPTIONS', 'x-content-type-options',
  'HTTP2_HEADER_X_FRAME_OPTIONS', 'x-frame-options', 'HTTP2_HEADER_KEEP_ALIVE', 'keep-alive',
  'HTTP2_HEADER_PROXY_CONNECTION', 'proxy-connection',
  'HTTP2_HEADER_X_XSS_PROTECTION', 'x-xss-protection', 'HTTP2_HEADER_ALT_SVC', 'alt-svc',
  'HTTP2_HEADER_CONTENT_SECURITY_POLICY', 'content-security-policy',
  'HTTP2_HEADER_EARLY_DATA', 'early-data', 'HTTP2_HEADER_EXPECT_CT', 'expect-ct',
  'HTTP2_HEADER_ORIGIN', 'origin', 'HTTP2_HEADER_PURPOSE', 'purpose',
  'HTTP2_HEADER_TIMING_ALLOW_ORIGIN', 'timing-allow-origin',
  'HTTP2_HEADER_X_FORWARDED_FOR', 'x-forwarded-for', 'HTTP2_HEADER_PRIORITY', 'priority',
  'HTTP2_HEADER_ACCEPT_CHARSET', 'accept-charset',
  'HTTP2_HEADER_ACCESS_CONTROL_MAX_AGE', 'access-control-max-age',
  'HTTP2_HEADER_ALLOW', 'allow', 'HTTP2_HEADER_CONTENT_LANGUAGE', 'content-language',
  'HTTP2_HEADER_CONTENT_LOCATION', 'content-location',
  'HTTP2_HEADER_CONTENT_MD5', 'content-md5', 'HTTP2_HEADER_CONTENT_RANGE', 'content-range',
  'HTTP2_HEADER_DNT', 'dnt', 'HTTP2_HEADER_EXPECT', 'expect',
  'HTTP2_HEADER_EXPIRES', 'expires', 'HTTP2_HEADER_FROM', 'from',
  'HTTP2_HEADER_IF_MATCH', 'if-match',
  'HTTP2_HEADER_IF_UNMODIFIED_SINCE', 'if-unmodified-since',
  'HTTP2_HEADER_MAX_FORWARDS', 'max-forwards', 'HTTP2_HEADER_PREFER', 'prefer',
  'HTTP2_HEADER_PROXY_AUTHENTICATE', 'proxy-authenticate',
  'HTTP2_HEADER_PROXY_AUTHORIZATION', 'proxy-authorization', 'HTTP2_HEADER_REFRESH', 'refresh',
  'HTTP2_HEADER_RETRY_AFTER', 'retry-after', 'HTTP2_HEADER_TRAILER', 'trailer',
  'HTTP2_HEADER_TK', 'tk', 'HTTP2_HEADER_VIA', 'via', 'HTTP2_HEADER_WARNING', 'warning',
  'HTTP2_HEADER_WWW_AUTHENTICATE', 'www-authenticate',
  'HTTP2_HEADER_HTTP2_SETTINGS', 'http2-settings', 'HTTP2_METHOD_ACL', 'ACL',
  'HTTP2_METHOD_BASELINE_CONTROL', 'BASELINE-CONTROL', 'HTTP2_METHOD_BIND', 'BIND',
  'HTTP2_METHOD_CHECKIN', 'CHECKIN', 'HTTP2_METHOD_CHECKOUT', 'CHECKOUT',
  'HTTP2_METHOD_CONNECT', 'CONNECT', 'HTTP2_METHOD_COPY', 'COPY',
  'HTTP2_METHOD_DELETE', 'DELETE', 'HTTP2_METHOD_GET', 'GET', 'HTTP2_METHOD_HEAD', 'HEAD',
  'HTTP2_METHOD_LABEL', 'LABEL', 'HTTP2_METHOD_LINK', 'LINK', 'HTTP2_METHOD_LOCK', 'LOCK',
  'HTTP2_METHOD_MERGE', 'MERGE', 'HTTP2_METHOD_MKACTIVITY', 'MKACTIVITY',
  'HTTP2_METHOD_MKCALENDAR', 'MKCALENDAR', 'HTTP2_METHOD_MKCOL', 'MKCOL',
  'HTTP2_METHOD_MKREDIRECTREF', 'MKREDIRECTREF', 'HTTP2_METHOD_MKWORKSPACE', 'MKWORKSPACE',
  'HTTP2_METHOD_MOVE', 'MOVE', 'HTTP2_METHOD_OPTIONS', 'OPTIONS',
  'HTTP2_METHOD_ORDERPATCH', 'ORDERPATCH', 'HTTP2_METHOD_PATCH', 'PATCH',
  'HTTP2_METHOD_POST', 'POST', 'HTTP2_METHOD_PRI', 'PRI', 'HTTP2_METHOD_PROPFIND', 'PROPFIND',
  'HTTP2_METHOD_PROPPATCH', 'PROPPATCH', 'HTTP2_METHOD_PUT', 'PUT',
  'HTTP2_METHOD_REBIND', 'REBIND', 'HTTP2_METHOD_REPORT', 'REPORT',
  'HTTP2_METHOD_SEARCH', 'SEARCH', 'HTTP2_METHOD_TRACE', 'TRACE',
  'HTTP2_METHOD_UNBIND', 'UNBIND', 'HTTP2_METHOD_UNCHECKOUT', 'UNCHECKOUT',
  'HTTP2_METHOD_UNLINK', 'UNLINK', 'HTTP2_METHOD_UNLOCK', 'UNLOCK',
  'HTTP2_METHOD_UPDATE', 'UPDATE', 'HTTP2_METHOD_UPDATEREDIRECTREF', 'UPDATEREDIRECTREF',
  'HTTP2_METHOD_VERSION_CONTROL', 'VERSION-CONTROL', 'HTTP_STATUS_CONTINUE', 100,
  'HTTP_STATUS_SWITCHING_PROTOCOLS', 101, 'HTTP_STATUS_PROCESSING', 102,
  'HTTP_STATUS_EARLY_HINTS', 103, 'HTTP_STATUS_OK', 200, 'HTTP_STATUS_CREATED', 201,
  'HTTP_STATUS_ACCEPTED', 202, 'HTTP_STATUS_NON_AUTHORITATIVE_INFORMATION', 203,
  'HTTP_STATUS_NO_CONTENT', 204, 'HTTP_STATUS_RESET_CONTENT', 205,
  'HTTP_STATUS_PARTIAL_CONTENT', 206, 'HTTP_STATUS_MULTI_STATUS', 207,
  'HTTP_STATUS_ALREADY_REPORTED', 208, 'HTTP_STATUS_IM_USED', 226,
  'HTTP_STATUS_MULTIPLE_CHOICES', 300, 'HTTP_STATUS_MOVED_PERMANENTLY', 301,
  'HTTP_STATUS_FOUND', 302, 'HTTP_STATUS_SEE_OTHER', 303, 'HTTP_STATUS_NOT_MODIFIED', 304,
  'HTTP_STATUS_USE_PROXY', 305, 'HTTP_STATUS_TEMPORARY_REDIRECT', 307,
  'HTTP_STATUS_PERMANENT_REDIRECT', 308, 'HTTP_STATUS_BAD_REQUEST', 400,
  'HTTP_STATUS_UNAUTHORIZED', 401, 'HTTP_STATUS_PAYMENT_REQUIRED', 402,
  'HTTP_STATUS_FORBIDDEN', 403, 'HTTP_STATUS_NOT_FOUND', 404,
  'HTTP_STATUS_METHOD_NOT_ALLOWED', 405, 'HTTP_STATUS_NOT_ACCEPTABLE', 406,
  'HTTP_STATUS_PROXY_AUTHENTICATION_REQUIRED', 407, 'HTTP_STATUS_REQUEST_TIMEOUT', 408,
  'HTTP_STATUS_CONFLICT', 409, 'HTTP_STATUS_GONE', 410, 'HTTP_STATUS_LENGTH_REQUIRED', 411,
  'HTTP_STATUS_PRECONDITION_FAILED', 412, 'HTTP_STATUS_PAYLOAD_TOO_LARGE', 413,
  'HTTP_STATUS_URI_TOO_LONG', 414, 'HTTP_STATUS_UNSUPPORTED_MEDIA_TYPE', 415,
  'HTTP_STATUS_RANGE_NOT_SATISFIABLE', 416, 'HTTP_STATUS_EXPECTATION_FAILED', 417,
  'HTTP_STATUS_TEAPOT', 418, 'HTTP_STATUS_MISDIRECTED_REQUEST', 421,
  'HTTP_STATUS_UNPROCESSABLE_ENTITY', 422, 'HTTP_STATUS_LOCKED', 423,
  'HTTP_STATUS_FAILED_DEPENDENCY', 424, 'HTTP_STATUS_TOO_EARLY', 425,
  'HTTP_STATUS_UPGRADE_REQUIRED', 426, 'HTTP_STATUS_PRECONDITION_REQUIRED', 428,
  'HTTP_STATUS_TOO_MANY_REQUESTS', 429, 'HTTP_STATUS_REQUEST_HEADER_FIELDS_TOO_LARGE', 431,
  'HTTP_STATUS_UNAVAILABLE_FOR_LEGAL_REASONS', 451, 'HTTP_STATUS_INTERNAL_SERVER_ERROR', 500,
  'HTTP_STATUS_NOT_IMPLEMENTED', 501, 'HTTP_STATUS_BAD_GATEWAY', 502,
  'HTTP_STATUS_SERVICE_UNAVAILABLE', 503, 'HTTP_STATUS_GATEWAY_TIMEOUT', 504,
  'HTTP_STATUS_HTTP_VERSION_NOT_SUPPORTED', 505, 'HTTP_STATUS_VARIANT_ALSO_NEGOTIATES', 506,
  'HTTP_STATUS_INSUFFICIENT_STORAGE', 507, 'HTTP_STATUS_LOOP_DETECTED', 508,
  'HTTP_STATUS_BANDWIDTH_LIMIT_EXCEEDED', 509, 'HTTP_STATUS_NOT_EXTENDED', 510,
  'HTTP_STATUS_NETWORK_AUTHENTICATION_REQUIRED', 511,
];

const constants = {};
for (let i = 0; i < constantEntries.length; i += 2) {
  constants[constantEntries[i]] = constantEntries[i + 1];
}

const sensitiveHeaders = Symbol('sensitiveHeaders');
const kEmptyObject = Object.freeze({ __proto__: null });
const kMaxInt = 2 ** 32 - 1;
const kMaxFrameSize = 2 ** 24 - 1;
const kMaxInitialWindowSize = 2 ** 31 - 1;

function getDefaultSettings() {
  return {
    __proto__: null,
    headerTableSize: 4096,
    enablePush: true,
    initialWindowSize: 65535,
    maxFrameSize: 16384,
    maxConcurrentStreams: kMaxInt,
    maxHeaderSize: 65535,
    maxHeaderListSize: 65535,
    enableConnectProtocol: false,
  };
}

function assertIsObject(value, name, types) {
  if (value !== undefined && (value === null || typeof value !== 'object' ||
      Array.isArray(value))) {
    throw new ERR_INVALID_ARG_TYPE(name, types || 'Object', value);
  }
}

function assertWithinRange(name, value, min, max) {
  if (value !== undefined && (typeof value !== 'number' || value < min || value > max)) {
    throw new ERR_HTTP2_INVALID_SETTING_VALUE.RangeError(name, value, min, max);
  }
}

function validateSettings(settings) {
  if (settings === undefined) return;
  assertIsObject(settings.customSettings, 'customSettings', 'Number');
  if (settings.customSettings) {
    for (const [key, value] of Object.entries(settings.customSettings)) {
      assertWithinRange('customSettings:id', Number(key), 0, 0xffff);
      assertWithinRange('customSettings:value', Number(value), 0, kMaxInt);
    }
  }
  assertWithinRange('headerTableSize', settings.headerTableSize, 0, kMaxInt);
  assertWithinRange('initialWindowSize', settings.initialWindowSize, 0, kMaxInitialWindowSize);
  assertWithinRange('maxFrameSize', settings.maxFrameSize, 16384, kMaxFrameSize);
  assertWithinRange('maxConcurrentStreams', settings.maxConcurrentStreams, 0, kMaxInt);
  assertWithinRange('maxHeaderListSize', settings.maxHeaderListSize, 0, kMaxInt);
  assertWithinRange('maxHeaderSize', settings.maxHeaderSize, 0, kMaxInt);
  for (const name of ['enablePush', 'enableConnectProtocol']) {
    if (settings[name] !== undefined && typeof settings[name] !== 'boolean') {
      throw new ERR_HTTP2_INVALID_SETTING_VALUE(name, settings[name]);
    }
  }
}

// SETTINGS identifiers (RFC 9113 section 6.5.2 and RFC 8441), in the order they are packed.
const settingIds = [
  ['headerTableSize', 1], ['enablePush', 2], ['maxConcurrentStreams', 3],
  ['initialWindowSize', 4], ['maxFrameSize', 5], ['maxHeaderListSize', 6],
  ['enableConnectProtocol', 8],
];

function getPackedSettings(settings) {
  assertIsObject(settings, 'settings');
  validateSettings(settings);
  settings = { ...settings };
  if (settings.customSettings !== undefined) {
    throw notImplemented('http2.getPackedSettings() with customSettings');
  }
  if (settings.maxHeaderSize !== undefined) {
    if (settings.maxHeaderListSize !== undefined) {
      process.emitWarning('settings.maxHeaderSize overwrite settings.maxHeaderListSize');
    }
    settings.maxHeaderListSize = settings.maxHeaderSize;
  }
  const entries = [];
  for (const [name, id] of settingIds) {
    const value = settings[name];
    if (value !== undefined) entries.push([id, typeof value === 'boolean' ? Number(value) : value]);
  }
  const buf = Buffer.alloc(entries.length * 6);
  for (let i = 0; i < entries.length; i++) {
    buf.writeUInt16BE(entries[i][0], i * 6);
    buf.writeUInt32BE(entries[i][1], i * 6 + 2);
  }
  return buf;
}

function getUnpackedSettings(buf, options = kEmptyObject) {
  if (!isArrayBufferView(buf) || buf.length === undefined) {
    throw new ERR_INVALID_ARG_TYPE('buf', ['Buffer', 'TypedArray'], buf);
  }
  if (buf.length % 6 !== 0) throw new ERR_HTTP2_INVALID_PACKED_SETTINGS_LENGTH();
  const settings = {};
  for (let offset = 0; offset < buf.length; offset += 6) {
    const id = (buf[offset] << 8) | buf[offset + 1];
    const value = ((buf[offset + 2] << 24) >>> 0) + (buf[offset + 3] << 16) +
      (buf[offset + 4] << 8) + buf[offset + 5];
    switch (id) {
      case 1: settings.headerTableSize = value; break;
      case 2: settings.enablePush = value !== 0; break;
      case 3: settings.maxConcurrentStreams = value; break;
      case 4: settings.initialWindowSize = value; break;
      case 5: settings.maxFrameSize = value; break;
      case 6: settings.maxHeaderListSize = settings.maxHeaderSize = value; break;
      case 8: settings.enableConnectProtocol = value !== 0; break;
      default:
        if (!settings.customSettings) settings.customSettings = {};
        settings.customSettings[id] = value;
    }
  }
  if (options != null && options.validate) validateSettings(settings);
  return settings;
}

function unavailable(name) {
  return {
    [name]() {
      throw notImplemented(`http2.${name}()`);
    },
  }[name];
}

class Http2ServerRequest extends Stream.Readable {
  constructor(stream, headers, options, rawHeaders) {
    throw notImplemented('http2.Http2ServerRequest');
  }
}

class Http2ServerResponse extends Stream {
  constructor(stream, options) {
    throw notImplemented('http2.Http2ServerResponse');
  }
}

module.exports = {
  connect: unavailable('connect'),
  constants,
  createServer: unavailable('createServer'),
  createSecureServer: unavailable('createSecureServer'),
  getDefaultSettings,
  getPackedSettings,
  getUnpackedSettings,
  performServerHandshake: unavailable('performServerHandshake'),
  sensitiveHeaders,
  Http2ServerRequest,
  Http2ServerResponse,
};
