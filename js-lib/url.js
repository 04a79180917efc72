'use strict';
// url: the `url` module. The WHATWG pieces (URL, URLSearchParams, fileURLToPath,
// pathToFileURL, domainToASCII, ...) come from internal/url; this file owns Node's legacy API:
// `Url`, `parse`, `format`, `resolve` and `resolveObject` (URLPattern comes from
// internal/url_pattern), reproducing Node 26's behaviour for
// the inputs its tests cover (backslash folding, the simple-path fast path, auth/host/port
// splitting, host truncation at invalid characters, IDNA via internal/url's ToASCII,
// auto-escaping of RFC 2396 delimiters, and RFC 1808-style resolution).
// `URLPattern` is exported only if the runtime provides a global one.

const {
  URL,
  URLSearchParams,
  domainToASCII,
  domainToUnicode,
  fileURLToPath,
  fileURLToPathBuffer,
  pathToFileURL: internalPathToFileURL,
  urlToHttpOptions,
  urlRecord,
  idnaToASCII,
  hostToUnicode,
} = require('internal/url');
const querystring = require('querystring');

const { codes } = require('internal/errors_lazy');

// Protocol families of the legacy parser (both with and without the trailing colon).
const unsafeProtocol = new Set(['javascript', 'javascript:']);
const hostlessProtocol = new Set(['javascript', 'javascript:']);
const slashedProtocol = new Set(['http', 'http:', 'https', 'https:', 'ftp', 'ftp:', 'gopher',
  'gopher:', 'file', 'file:', 'ws', 'ws:', 'wss', 'wss:']);

function Url() {
  this.protocol = null;
  this.slashes = null;
  this.auth = null;
  this.host = null;
  this.port = null;
  this.hostname = null;
  this.hash = null;
  this.search = null;
  this.query = null;
  this.pathname = null;
  this.path = null;
  this.href = null;
}

const protocolPattern = /^[a-z0-9.+-]+:/i;
const portPattern = /:[0-9]*$/;
const authHostPattern = /^\/\/[^@/]+@[^@/]+/;
const simplePathPattern = /^(\/\/?(?!\/)[^?\s]*)(\?[^\s]*)?$/;
const forbiddenHostChars = /[\0\t\n\r #%/:<>?@[\\\]^|]/;
const forbiddenHostCharsIpv6 = /[\0\t\n\r #%/<>?@\\^|]/;

// --- DEP0169 -----------------------------------------------------------------------------

let parseWarned = false;

// True when the code calling url.parse() lives under a node_modules directory (Node only warns
// application code). Uses the runtime's call-site binding when there is one.
function calledFromNodeModules() {
  let sites;
  try {
    sites = internalBinding('util').getCallSites();
  } catch {
    return false;
  }
  if (!Array.isArray(sites)) return false;
  for (let i = 0; i < sites.length; i++) {
    const name = sites[i] && sites[i].scriptName;
    if (typeof name !== 'string' || name === '' || name.startsWith('node:') ||
        name.startsWith('internal:')) {
      continue;
    }
    return name.includes('/node_modules/') || name.includes('\\node_modules\\');
  }
  return false;
}

function urlParse(url, parseQueryString, slashesDenoteHost) {
  if (!parseWarned && !calledFromNodeModules()) {
    parseWarned = true;
    process.emitWarning(
      '`url.parse()` behavior is not standardized and prone to errors that have security ' +
      'implications. Use the WHATWG URL API instead. CVEs are not issued for `url.parse()` ' +
      'vulnerabilities.', 'DeprecationWarning', 'DEP0169');
  }
  if (url instanceof Url) return url;
  const u = new Url();
  u.parse(url, parseQueryString, slashesDenoteHost);
  return u;
}

// --- parse -------------------------------------------------------------------------------

function isLegacyWhitespace(c) {
  return c < 33 || c === 0xA0 || c === 0xFEFF;
}

// Trims legacy whitespace and turns '\' into '/' up to the first '?' or '#'. Also reports
// whether the input has a '#' anywhere or an '@' before the query/fragment.
function prepareInput(url) {
  let start = 0;
  let end = url.length;
  while (start < end && isLegacyWhitespace(url.charCodeAt(start))) start++;
  while (end > start && isLegacyWhitespace(url.charCodeAt(end - 1))) end--;
  let s = start === 0 && end === url.length ? url : url.slice(start, end);
  let split = s.length;
  const q = s.indexOf('?');
  const h = s.indexOf('#');
  if (q !== -1) split = q;
  if (h !== -1 && h < split) split = h;
  const head = s.slice(0, split);
  const hasAt = head.indexOf('@') !== -1;
  if (head.indexOf('\\') !== -1) s = head.replace(/\\/g, '/') + s.slice(split);
  return { rest: s, hasHash: h !== -1, hasAt };
}

const autoEscapeTable = {
  __proto__: null,
  '\t': '%09', '\n': '%0A', '\r': '%0D', ' ': '%20', '"': '%22', "'": '%27', '<': '%3C',
  '>': '%3E', '\\': '%5C', '^': '%5E', '`': '%60', '{': '%7B', '|': '%7C', '}': '%7D',
};
const autoEscapeChars = /[\t\n\r "'<>\\^`{|}]/g;

function autoEscape(s) {
  autoEscapeChars.lastIndex = 0;
  if (!autoEscapeChars.test(s)) return s;
  autoEscapeChars.lastIndex = 0;
  return s.replace(autoEscapeChars, (ch) => autoEscapeTable[ch]);
}

// Characters that end the host part (RFC 2396 "never allowed in a hostname").
const nonHostChars = ' "%\';<>\\^`{|}';

Url.prototype.parse = function parse(url, parseQueryString, slashesDenoteHost) {
  if (typeof url !== 'string') throw new (codes.ERR_INVALID_ARG_TYPE)('url', 'string', url);

  const prepared = prepareInput(url);
  let rest = prepared.rest;

  if (!slashesDenoteHost && !prepared.hasHash && !prepared.hasAt) {
    const simple = simplePathPattern.exec(rest);
    if (simple !== null) {
      this.path = rest;
      this.href = rest;
      this.pathname = simple[1];
      if (simple[2]) {
        this.search = simple[2];
        this.query = parseQueryString ? querystring.parse(this.search.slice(1)) :
          this.search.slice(1);
      } else if (parseQueryString) {
        this.search = null;
        this.query = { __proto__: null };
      }
      return this;
    }
  }

  let proto = protocolPattern.exec(rest);
  let lowerProto;
  if (proto !== null) {
    proto = proto[0];
    lowerProto = proto.toLowerCase();
    this.protocol = lowerProto;
    rest = rest.slice(proto.length);
  }

  let slashes;
  if (slashesDenoteHost || proto || authHostPattern.test(rest)) {
    slashes = rest.charCodeAt(0) === 0x2F && rest.charCodeAt(1) === 0x2F;
    if (slashes && !(proto && hostlessProtocol.has(lowerProto))) {
      rest = rest.slice(2);
      this.slashes = true;
    }
  }

  // Note: the slashed-protocol test uses the protocol as written (case kept), like Node.
  if (!hostlessProtocol.has(lowerProto) &&
      (slashes || (proto && !slashedProtocol.has(proto)))) {
    // The host runs to the first '/', '?' or '#'. An '@' before that makes everything up to
    // the last such '@' the auth part; RFC 2396 "unwise" characters end the host early unless
    // an '@' follows them.
    let atSign = -1;
    let nonHost = -1;
    for (let i = 0; i < rest.length; i++) {
      const ch = rest[i];
      if (ch === '\t' || ch === '\n' || ch === '\r') {
        rest = rest.slice(0, i) + rest.slice(i + 1);
        i--;
      } else if (ch === '#' || ch === '/' || ch === '?') {
        if (nonHost === -1) nonHost = i;
        break;
      } else if (ch === '@') {
        atSign = i;
        nonHost = -1;
      } else if (nonHost === -1 && nonHostChars.indexOf(ch) !== -1) {
        nonHost = i;
      }
    }
    let hostStart = 0;
    if (atSign !== -1) {
      this.auth = decodeURIComponent(rest.slice(0, atSign));
      hostStart = atSign + 1;
    }
    if (nonHost === -1) {
      this.host = rest.slice(hostStart);
      rest = '';
    } else {
      this.host = rest.slice(hostStart, nonHost);
      rest = rest.slice(nonHost);
    }

    this.parseHost();
    if (typeof this.hostname !== 'string') this.hostname = '';

    const ipv6 = isIpv6Hostname(this.hostname);
    if (!ipv6) rest = truncateHostname(this, rest, url);

    if (this.hostname.length > 255) {
      this.hostname = '';
    } else {
      this.hostname = this.hostname.toLowerCase();
    }

    if (this.hostname !== '') {
      if (ipv6) {
        if (forbiddenHostCharsIpv6.test(this.hostname)) throw new (codes.ERR_INVALID_URL)(url);
      } else {
        this.hostname = legacyToASCII(this.hostname);
        // An empty or now-forbidden result can only come from IDNA mapping: refuse it rather
        // than let a mapped character change what the host is.
        if (this.hostname === '' || forbiddenHostChars.test(this.hostname)) {
          throw new (codes.ERR_INVALID_URL)(url);
        }
      }
    }

    this.host = (this.hostname || '') + (this.port ? `:${this.port}` : '');

    if (ipv6) {
      this.hostname = this.hostname.slice(1, -1);
      if (rest[0] !== '/') rest = `/${rest}`;
    }
  }

  if (!unsafeProtocol.has(lowerProto)) rest = autoEscape(rest);

  const hashIdx = rest.indexOf('#');
  let questionIdx = rest.indexOf('?');
  if (hashIdx !== -1) {
    this.hash = rest.slice(hashIdx);
    if (questionIdx > hashIdx) questionIdx = -1;
  }
  if (questionIdx !== -1) {
    const searchEnd = hashIdx === -1 ? rest.length : hashIdx;
    this.search = rest.slice(questionIdx, searchEnd);
    this.query = rest.slice(questionIdx + 1, searchEnd);
    if (parseQueryString) this.query = querystring.parse(this.query);
  } else if (parseQueryString) {
    this.search = null;
    this.query = { __proto__: null };
  }

  const firstIdx = questionIdx !== -1 ? questionIdx : hashIdx;
  if (firstIdx === -1) {
    if (rest.length > 0) this.pathname = rest;
  } else if (firstIdx > 0) {
    this.pathname = rest.slice(0, firstIdx);
  }
  if (slashedProtocol.has(lowerProto) && this.hostname && !this.pathname) {
    this.pathname = '/';
  }

  if (this.pathname || this.search) {
    this.path = (this.pathname || '') + (this.search || '');
  }

  this.href = this.format();
  return this;
};

function isIpv6Hostname(hostname) {
  return hostname.charCodeAt(0) === 0x5B && hostname.charCodeAt(hostname.length - 1) === 0x5D;
}

// Cuts the hostname at the first '/', '\', '#' or '?' and moves the tail into the path; a ':'
// left in the hostname means the port was not numeric.
function truncateHostname(self, rest, url) {
  const hostname = self.hostname;
  for (let i = 0; i < hostname.length; i++) {
    const ch = hostname[i];
    if (ch === ':') {
      // Node passes these two arguments in this (swapped-looking) order; the message text
      // depends on it.
      throw new (codes.ERR_INVALID_ARG_VALUE)('url', 'Invalid port in url', url);
    }
    if (ch === '/' || ch === '\\' || ch === '#' || ch === '?') {
      self.hostname = hostname.slice(0, i);
      return `/${hostname.slice(i)}${rest}`;
    }
  }
  return rest;
}

// IDNA ToASCII for the legacy parser: '' when the name cannot be converted. Unlike the URL
// host parser it does not reinterpret numbers as IPv4 addresses.
function legacyToASCII(hostname) {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7F]*$/.test(hostname) && hostname.indexOf('xn--') === -1) return hostname;
  return idnaToASCII(hostname);
}

Url.prototype.parseHost = function parseHost() {
  let host = this.host;
  const m = portPattern.exec(host);
  if (m !== null) {
    const port = m[0];
    if (port !== ':') this.port = port.slice(1);
    host = host.slice(0, host.length - port.length);
  }
  if (host) this.hostname = host;
};

// --- format ------------------------------------------------------------------------------

const { encodeStr } = require('internal/querystring');

// Auth keeps ! ' ( ) * - . : _ ~ and alphanumerics unescaped.
const authKeep = new Uint8Array(128);
(function build() {
  const chars = "!'()*-.:_~";
  for (let i = 0; i < chars.length; i++) authKeep[chars.charCodeAt(i)] = 1;
  for (let c = 0x30; c <= 0x39; c++) authKeep[c] = 1;
  for (let c = 0x41; c <= 0x5A; c++) authKeep[c] = 1;
  for (let c = 0x61; c <= 0x7A; c++) authKeep[c] = 1;
})();

function encodeAuth(str) {
  return encodeStr(str, authKeep);
}

Url.prototype.format = function format() {
  let auth = this.auth || '';
  if (auth) auth = `${encodeAuth(auth)}@`;

  let protocol = this.protocol || '';
  if (protocol && protocol.charCodeAt(protocol.length - 1) !== 0x3A) protocol += ':';

  let pathname = this.pathname || '';
  let hash = this.hash || '';
  let host = '';
  let query = '';

  if (this.host) {
    host = auth + this.host;
  } else if (this.hostname) {
    const hn = this.hostname;
    host = auth + (hn.indexOf(':') !== -1 && !isIpv6Hostname(hn) ? `[${hn}]` : hn);
    if (this.port) host += `:${this.port}`;
  }

  if (this.query !== null && typeof this.query === 'object') {
    query = querystring.stringify(this.query);
  }
  let search = this.search || (query && `?${query}`) || '';

  if (pathname.indexOf('#') !== -1 || pathname.indexOf('?') !== -1) {
    pathname = pathname.replace(/[#?]/g, (ch) => (ch === '#' ? '%23' : '%3F'));
  }

  // Only slashed protocols (or URLs parsed with slashes) get "//".
  if (this.slashes || slashedProtocol.has(protocol)) {
    if (this.slashes || host) {
      if (pathname && pathname.charCodeAt(0) !== 0x2F) pathname = `/${pathname}`;
      host = `//${host}`;
    } else if (protocol.length >= 4 && protocol.startsWith('file')) {
      host = '//';
    }
  }

  if (search.indexOf('#') !== -1) search = search.replace(/#/g, '%23');
  if (hash && hash.charCodeAt(0) !== 0x23) hash = `#${hash}`;
  if (search && search.charCodeAt(0) !== 0x3F) search = `?${search}`;

  return protocol + host + pathname + search + hash;
};

function isPlainObjectOption(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

// url.format(URL, { fragment, unicode, search, auth }).
function formatWHATWG(url, options) {
  let fragment = true;
  let unicode = false;
  let search = true;
  let auth = true;
  if (options) {
    if (!isPlainObjectOption(options)) {
      throw new (codes.ERR_INVALID_ARG_TYPE)('options', 'Object', options);
    }
    if (options.fragment != null) fragment = Boolean(options.fragment);
    if (options.unicode != null) unicode = Boolean(options.unicode);
    if (options.search != null) search = Boolean(options.search);
    if (options.auth != null) auth = Boolean(options.auth);
  }
  const r = urlRecord(url);
  let out = `${r.scheme}:`;
  if (r.host !== null) {
    out += '//';
    if (auth && (r.username !== '' || r.password !== '')) {
      out += r.username;
      if (r.password !== '') out += `:${r.password}`;
      out += '@';
    }
    // Any host, opaque ones included, goes through ToUnicode as it stands: re-parsing it as
    // a domain would rewrite opaque hosts ("1.2.3" as an IPv4 address).
    out += unicode ? hostToUnicode(r.host) : r.host;
    if (r.port !== null) out += `:${r.port}`;
  } else if (!r.opaque && r.path.length > 1 && r.path[0] === '') {
    out += '/.';
  }
  out += url.pathname;
  if (search && r.query !== null) out += `?${r.query}`;
  if (fragment && r.fragment !== null) out += `#${r.fragment}`;
  return out;
}

function urlFormat(urlObject, options) {
  if (typeof urlObject === 'string') {
    urlObject = urlParse(urlObject);
  } else if (typeof urlObject !== 'object' || urlObject === null) {
    throw new (codes.ERR_INVALID_ARG_TYPE)('urlObject', ['Object', 'string'], urlObject);
  } else if (urlObject instanceof URL) {
    return formatWHATWG(urlObject, options);
  }
  return Url.prototype.format.call(urlObject);
}

// --- resolve -----------------------------------------------------------------------------

function urlResolve(source, relative) {
  return urlParse(source, false, true).resolve(relative);
}

Url.prototype.resolve = function resolve(relative) {
  return this.resolveObject(urlParse(relative, false, true)).format();
};

function urlResolveObject(source, relative) {
  if (!source) return relative;
  return urlParse(source, false, true).resolveObject(relative);
}

function setPath(result) {
  if (result.pathname || result.search) {
    result.path = (result.pathname || '') + (result.search || '');
  }
}

// Moves "user@" out of a host that picked it up from a hostless (mailto:-style) path.
function splitAuthFromHost(result) {
  const host = result.host;
  if (host && host.indexOf('@') > 0) {
    const parts = host.split('@');
    result.auth = parts.shift();
    result.host = result.hostname = parts.shift();
  }
}

Url.prototype.resolveObject = function resolveObject(relative) {
  if (typeof relative === 'string') {
    const rel = new Url();
    rel.parse(relative, false, true);
    relative = rel;
  }

  const result = new Url();
  Object.assign(result, this);

  // The fragment always comes from the relative URL, even when it is empty.
  result.hash = relative.hash;

  if (relative.href === '') {
    result.href = result.format();
    return result;
  }

  // "//host/path": everything but the protocol comes from the relative URL.
  if (relative.slashes && !relative.protocol) {
    const keys = Object.keys(relative);
    const copy = {};
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] !== 'protocol') copy[keys[i]] = relative[keys[i]];
    }
    Object.assign(result, copy);
    if (slashedProtocol.has(result.protocol) && result.hostname && !result.pathname) {
      result.path = result.pathname = '/';
    }
    result.href = result.format();
    return result;
  }

  if (relative.protocol && relative.protocol !== result.protocol) {
    // A different non-slashed protocol makes the relative URL absolute as it stands.
    if (!slashedProtocol.has(relative.protocol)) {
      Object.assign(result, relative);
      result.href = result.format();
      return result;
    }
    result.protocol = relative.protocol;
    if (!relative.host && !/^file:?$/.test(relative.protocol) &&
        !hostlessProtocol.has(relative.protocol)) {
      // "http:foo/bar": the first non-empty path segment becomes the host.
      const relPath = (relative.pathname || '').split('/');
      while (relPath.length > 0) {
        relative.host = relPath.shift();
        if (relative.host) break;
      }
      if (!relative.host) relative.host = '';
      if (!relative.hostname) relative.hostname = '';
      if (relPath[0] !== '') relPath.unshift('');
      if (relPath.length < 2) relPath.unshift('');
      result.pathname = relPath.join('/');
    } else {
      result.pathname = relative.pathname;
    }
    result.search = relative.search;
    result.query = relative.query;
    result.host = relative.host || '';
    result.auth = relative.auth;
    result.hostname = relative.hostname || relative.host;
    result.port = relative.port;
    setPath(result);
    result.slashes = result.slashes || relative.slashes;
    result.href = result.format();
    return result;
  }

  const isSourceAbs = Boolean(result.pathname && result.pathname.charAt(0) === '/');
  const isRelAbs = Boolean(relative.host ||
    (relative.pathname && relative.pathname.charAt(0) === '/'));
  let mustEndAbs = isRelAbs || isSourceAbs || Boolean(result.host && relative.pathname);
  const removeAllDots = mustEndAbs;
  let srcPath = (result.pathname && result.pathname.split('/')) || [];
  const relPath = (relative.pathname && relative.pathname.split('/')) || [];
  const noLeadingSlashes = result.protocol && !slashedProtocol.has(result.protocol);

  // For non-slashed protocols the host is treated as the first path segment, so that "../"
  // can climb into it; it is put back at the end.
  if (noLeadingSlashes) {
    result.hostname = '';
    result.port = null;
    if (result.host) {
      if (srcPath[0] === '') srcPath[0] = result.host;
      else srcPath.unshift(result.host);
    }
    result.host = '';
    if (relative.protocol) {
      relative.hostname = null;
      relative.port = null;
      result.auth = null;
      if (relative.host) {
        if (relPath[0] === '') relPath[0] = relative.host;
        else relPath.unshift(relative.host);
      }
      relative.host = null;
    }
    mustEndAbs = mustEndAbs && (relPath[0] === '' || srcPath[0] === '');
  }

  if (isRelAbs) {
    if (relative.host || relative.host === '') {
      if (result.host !== relative.host) result.auth = null;
      result.host = relative.host;
      result.port = relative.port;
    }
    if (relative.hostname || relative.hostname === '') {
      if (result.hostname !== relative.hostname) result.auth = null;
      result.hostname = relative.hostname;
    }
    result.search = relative.search;
    result.query = relative.query;
    srcPath = relPath;
  } else if (relPath.length) {
    // Relative path: drop the last source segment and append.
    srcPath.pop();
    srcPath = srcPath.concat(relPath);
    result.search = relative.search;
    result.query = relative.query;
  } else if (relative.search !== null && relative.search !== undefined) {
    // Only a query ("?foo").
    if (noLeadingSlashes) {
      result.hostname = result.host = srcPath.shift();
      splitAuthFromHost(result);
    }
    result.search = relative.search;
    result.query = relative.query;
    if (result.pathname !== null || result.search !== null) {
      result.path = (result.pathname ? result.pathname : '') +
        (result.search ? result.search : '');
    }
    result.href = result.format();
    return result;
  }

  if (srcPath.length === 0) {
    result.pathname = null;
    result.path = result.search ? `/${result.search}` : null;
    result.href = result.format();
    return result;
  }

  // A path ending in "." or ".." (or already in "/") keeps a trailing slash.
  let last = srcPath[srcPath.length - 1];
  const hasTrailingSlash =
    ((result.host || relative.host || srcPath.length > 1) && (last === '.' || last === '..')) ||
    last === '';

  // Drop "." segments and fold ".." into the segment before it, right to left.
  let up = 0;
  for (let i = srcPath.length - 1; i >= 0; i--) {
    last = srcPath[i];
    if (last === '.') {
      srcPath.splice(i, 1);
    } else if (last === '..') {
      srcPath.splice(i, 1);
      up++;
    } else if (up) {
      srcPath.splice(i, 1);
      up--;
    }
  }

  if (!mustEndAbs && !removeAllDots) {
    while (up--) srcPath.unshift('..');
  }

  if (mustEndAbs && srcPath[0] !== '' && (!srcPath[0] || srcPath[0].charAt(0) !== '/')) {
    srcPath.unshift('');
  }

  if (hasTrailingSlash && srcPath.join('/').slice(-1) !== '/') srcPath.push('');

  const isAbsolute = srcPath[0] === '' || Boolean(srcPath[0] && srcPath[0].charAt(0) === '/');

  if (noLeadingSlashes) {
    result.hostname = result.host = isAbsolute ? '' : (srcPath.length ? srcPath.shift() : '');
    splitAuthFromHost(result);
  }

  mustEndAbs = mustEndAbs || Boolean(result.host && srcPath.length);

  if (mustEndAbs && !isAbsolute) srcPath.unshift('');

  if (srcPath.length === 0) {
    result.pathname = null;
    result.path = null;
  } else {
    result.pathname = srcPath.join('/');
  }

  if (result.pathname !== null || result.search !== null) {
    result.path = (result.pathname ? result.pathname : '') + (result.search ? result.search : '');
  }
  result.auth = relative.auth || result.auth;
  result.slashes = result.slashes || relative.slashes;
  result.href = result.format();
  return result;
};

// --- WHATWG re-exports ---------------------------------------------------------------------

function pathToFileURL(path, options) {
  if (typeof path !== 'string') throw new (codes.ERR_INVALID_ARG_TYPE)('path', 'string', path);
  return internalPathToFileURL(path, options);
}

module.exports = {
  Url,
  parse: urlParse,
  resolve: urlResolve,
  resolveObject: urlResolveObject,
  format: urlFormat,
  URL,
  URLSearchParams,
  domainToASCII,
  domainToUnicode,
  pathToFileURL,
  fileURLToPath,
  fileURLToPathBuffer,
  urlToHttpOptions,
};

// URLPattern (internal/url_pattern) loads on first use.
let URLPattern;
Object.defineProperty(module.exports, 'URLPattern', {
  __proto__: null,
  enumerable: true,
  configurable: true,
  get() {
    URLPattern ??= require('internal/url_pattern').URLPattern;
    return URLPattern;
  },
  set(value) {
    URLPattern = value;
  },
});
