// net.SocketAddress and the IP text codec behind it and net.BlockList: parsing with the
// rules of glibc's inet_pton (IPv4 dotted quads without leading zeros; IPv6 with one '::',
// an optional trailing dotted quad and a '%zone' suffix that is dropped, as libuv does) and
// printing with inet_ntop's (lower-case hex, the longest run of two or more zero groups
// shortened to '::', IPv4-mapped and -compatible addresses ending in a dotted quad).
'use strict';

const kDetail = Symbol('kDetail');

// Parses a dotted quad into four bytes at out[at..at+3]; false when it is not one.
function parseIPv4Into(text, out, at) {
  let octets = 0;
  let value = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (value === 0) return false;
      value = value === -1 ? c - 48 : value * 10 + (c - 48);
      if (value > 255) return false;
    } else if (c === 46) {
      if (value === -1 || octets === 3) return false;
      out[at + octets++] = value;
      value = -1;
    } else {
      return false;
    }
  }
  if (value === -1 || octets !== 3) return false;
  out[at + 3] = value;
  return true;
}

function hexValue(c) {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

// Parses IPv6 text into 16 bytes; false when it is not an address.
function parseIPv6Into(text, out) {
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  const n = text.length;
  if (n === 0) return false;
  let i = 0;
  if (text.charCodeAt(0) === 58) {
    if (text.charCodeAt(1) !== 58) return false;
    i = 1;
  }
  const words = [];
  let gap = -1;
  let start = i;
  let sawDigit = false;
  let word = 0;
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    const h = hexValue(c);
    if (h !== -1) {
      if (i - start >= 4) return false;
      word = (word << 4) | h;
      sawDigit = true;
      continue;
    }
    if (c === 58) {
      start = i + 1;
      if (!sawDigit) {
        if (gap !== -1) return false;
        gap = words.length;
        continue;
      }
      if (i + 1 === n) return false;
      if (words.length === 8) return false;
      words.push(word);
      word = 0;
      sawDigit = false;
      continue;
    }
    if (c === 46) {
      // A dotted quad fills the last two groups.
      if (words.length > 6) return false;
      const quad = [0, 0, 0, 0];
      if (!parseIPv4Into(text.slice(start), quad, 0)) return false;
      words.push((quad[0] << 8) | quad[1], (quad[2] << 8) | quad[3]);
      sawDigit = false;
      break;
    }
    return false;
  }
  if (sawDigit) {
    if (words.length === 8) return false;
    words.push(word);
  }
  if (gap !== -1) {
    // '::' stands for at least one zero group.
    if (words.length === 8) return false;
    const zeros = new Array(8 - words.length).fill(0);
    words.splice(gap, 0, ...zeros);
  } else if (words.length !== 8) {
    return false;
  }
  for (let w = 0; w < 8; w++) {
    out[w * 2] = words[w] >> 8;
    out[w * 2 + 1] = words[w] & 0xff;
  }
  return true;
}

function formatIPv4(bytes, at) {
  return `${bytes[at]}.${bytes[at + 1]}.${bytes[at + 2]}.${bytes[at + 3]}`;
}

function formatIPv6(bytes) {
  const words = [];
  for (let w = 0; w < 8; w++) words.push((bytes[w * 2] << 8) | bytes[w * 2 + 1]);
  let bestBase = -1;
  let bestLen = 0;
  let curBase = -1;
  let curLen = 0;
  for (let w = 0; w < 8; w++) {
    if (words[w] === 0) {
      if (curBase === -1) {
        curBase = w;
        curLen = 1;
      } else {
        curLen++;
      }
      if (curLen > bestLen) {
        bestBase = curBase;
        bestLen = curLen;
      }
    } else {
      curBase = -1;
    }
  }
  if (bestLen < 2) bestBase = -1;
  let out = '';
  for (let w = 0; w < 8; w++) {
    if (bestBase !== -1 && w >= bestBase && w < bestBase + bestLen) {
      if (w === bestBase) out += ':';
      continue;
    }
    if (w !== 0) out += ':';
    if (w === 6 && bestBase === 0 &&
        (bestLen === 6 || (bestLen === 5 && words[5] === 0xffff))) {
      return out + formatIPv4(bytes, 12);
    }
    out += words[w].toString(16);
  }
  if (bestBase !== -1 && bestBase + bestLen === 8) out += ':';
  return out;
}

// Canonical text of an address of the given family ('ipv4'/'ipv6'), or undefined.
function canonicalAddress(text, family) {
  if (family === 'ipv4') {
    const bytes = [0, 0, 0, 0];
    return parseIPv4Into(text, bytes, 0) ? formatIPv4(bytes, 0) : undefined;
  }
  const bytes = new Array(16);
  return parseIPv6Into(text, bytes) ? formatIPv6(bytes) : undefined;
}

// Sixteen bytes for either family; IPv4 becomes its IPv4-mapped IPv6 form (::ffff:a.b.c.d),
// the form BlockList compares everything in.
function addressBytes(text, family) {
  const bytes = new Array(16).fill(0);
  if (family === 'ipv4') {
    bytes[10] = 0xff;
    bytes[11] = 0xff;
    parseIPv4Into(text, bytes, 12);
  } else {
    parseIPv6Into(text, bytes);
  }
  return bytes;
}

function lazyErrors() {
  return require('internal/errors');
}

class SocketAddress {
  constructor(options = {}) {
    const { validateObject, validateString, validatePort, validateUint32 } =
      require('internal/validators');
    validateObject(options, 'options');
    let { family = 'ipv4' } = options;
    const {
      address = (family === 'ipv4' ? '127.0.0.1' : '::'),
      port = 0,
      flowlabel = 0,
    } = options;
    if (typeof family?.toLowerCase === 'function') family = family.toLowerCase();
    if (family !== 'ipv4' && family !== 'ipv6') {
      throw new (lazyErrors().codes.ERR_INVALID_ARG_VALUE)('options.family', options.family);
    }
    validateString(address, 'options.address');
    const portNumber = validatePort(port, 'options.port');
    validateUint32(flowlabel, 'options.flowlabel', false);
    const canonical = canonicalAddress(address, family);
    if (canonical === undefined) throw new (lazyErrors().codes.ERR_INVALID_ADDRESS)();
    this[kDetail] = {
      address: canonical,
      port: portNumber,
      family,
      flowlabel: family === 'ipv6' ? flowlabel : 0,
    };
  }

  static isSocketAddress(value) {
    return value?.[kDetail] !== undefined;
  }

  // host[:port] or [v6]:port, read the way a URL authority is; undefined when it is not
  // an IP address with a valid port.
  static parse(input) {
    require('internal/validators').validateString(input, 'input');
    try {
      const { URL } = require('internal/url');
      const { hostname, port } = new URL(`http://${input}`);
      if (hostname.startsWith('[') && hostname.endsWith(']')) {
        return new SocketAddress({ address: hostname.slice(1, -1), port: port | 0, family: 'ipv6' });
      }
      return new SocketAddress({ address: hostname, port: port | 0 });
    } catch {
      return undefined;
    }
  }

  get address() {
    return this[kDetail].address;
  }

  get port() {
    return this[kDetail].port;
  }

  get family() {
    return this[kDetail].family;
  }

  get flowlabel() {
    return this[kDetail].flowlabel;
  }

  [Symbol.for('nodejs.util.inspect.custom')](depth, options) {
    if (depth < 0) return this;
    const { inspect } = require('internal/util/inspect');
    const opts = { ...options, depth: options.depth == null ? null : options.depth - 1 };
    return `SocketAddress ${inspect(this.toJSON(), opts)}`;
  }

  toJSON() {
    const { address, port, family, flowlabel } = this[kDetail];
    return { address, port, family, flowlabel };
  }
}

module.exports = {
  SocketAddress,
  kDetail,
  canonicalAddress,
  addressBytes,
  parseIPv4Into,
  parseIPv6Into,
  formatIPv6,
};
