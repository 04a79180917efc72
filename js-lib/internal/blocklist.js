// net.BlockList: address, range and subnet rules checked in pure JS. Every address is
// compared in its IPv6 form (IPv4 as ::ffff:a.b.c.d), so IPv4 rules match IPv4-mapped IPv6
// addresses and the other way round, as in Node. Rules list as Node prints them: addresses,
// then subnets, then ranges, newest first within each kind (Node keeps addresses in a hash
// set, so its order among several addresses may differ).
'use strict';

const {
  SocketAddress,
  kDetail,
  addressBytes,
} = require('internal/socketaddress');
const {
  validateArray,
  validateInt32,
  validateString,
} = require('internal/validators');

function lazyErrors() {
  return require('internal/errors').codes;
}

const kRules = Symbol('kRules');

// A SocketAddress as the 16 bytes rules compare, plus how Node prints it in a rule.
function entry(sa) {
  const { address, family } = sa[kDetail];
  return { bytes: addressBytes(address, family), text: address, family };
}

function compareBytes(a, b) {
  for (let i = 0; i < 16; i++) {
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

// Whether the first `bits` bits of a and b agree.
function samePrefix(a, b, bits) {
  let i = 0;
  for (; bits >= 8; bits -= 8, i++) {
    if (a[i] !== b[i]) return false;
  }
  if (bits === 0) return true;
  const mask = (0xff << (8 - bits)) & 0xff;
  return (a[i] & mask) === (b[i] & mask);
}

const familyName = (family) => (family === 'ipv4' ? 'IPv4' : 'IPv6');

function toSocketAddress(value, name, family) {
  if (SocketAddress.isSocketAddress(value)) return value;
  validateString(value, name);
  validateString(family, 'family');
  return new SocketAddress({ address: value, family });
}

function validatePrefix(network, prefix) {
  validateInt32(prefix, 'prefix', 0, network.family === 'ipv4' ? 32 : 128);
}

// "a.b.c.d/n" or "v6/n": the prefix must be written exactly as its integer.
function parseCIDR(cidr) {
  validateString(cidr, 'cidr');
  const slash = cidr.lastIndexOf('/');
  if (slash === -1) {
    throw new (lazyErrors().ERR_INVALID_ARG_VALUE)('cidr', cidr,
      'must contain a prefix length (e.g. "10.0.0.0/8")');
  }
  const address = cidr.slice(0, slash);
  const prefixText = cidr.slice(slash + 1);
  const prefix = Number.parseInt(prefixText, 10);
  if (Number.isNaN(prefix) || `${prefix}` !== prefixText) {
    throw new (lazyErrors().ERR_INVALID_ARG_VALUE)('cidr', cidr,
      'prefix length must be a valid integer');
  }
  const network = new SocketAddress({
    address,
    family: address.includes(':') ? 'ipv6' : 'ipv4',
  });
  validatePrefix(network, prefix);
  return [network, prefix];
}

// What fromJSON() accepts, as Node reads its own rule strings: the kind and family words
// exactly, then the address(es); anything after them is ignored, and a line that does not
// match is skipped.
const kV4 = '(\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3})';
const kV6 = '([0-9a-fA-F:.]+)';
const ruleSyntax = [
  [new RegExp(`^Address: IPv4 ${kV4}`), 'address', 'ipv4'],
  [new RegExp(`^Address: IPv6 ${kV6}`), 'address', 'ipv6'],
  [new RegExp(`^Subnet: IPv4 ${kV4}/(\\d+)`), 'subnet', 'ipv4'],
  [new RegExp(`^Subnet: IPv6 ${kV6}/(\\d+)`), 'subnet', 'ipv6'],
  [new RegExp(`^Range: IPv4 ${kV4}-${kV4}`), 'range', 'ipv4'],
  [new RegExp(`^Range: IPv6 ${kV6}-${kV6}`), 'range', 'ipv6'],
];

class BlockList {
  constructor() {
    this[kRules] = {
      // Keyed by the 16 bytes, so 1.1.1.1 and ::ffff:1.1.1.1 are one rule (the last
      // added decides how it prints).
      addresses: new Map(),
      subnets: [],
      ranges: [],
    };
  }

  static isBlockList(value) {
    return value?.[kRules] !== undefined;
  }

  [Symbol.for('nodejs.util.inspect.custom')](depth, options) {
    if (depth < 0) return this;
    const { inspect } = require('internal/util/inspect');
    const opts = { ...options, depth: options.depth == null ? null : options.depth - 1 };
    return `BlockList ${inspect({ rules: this.rules }, opts)}`;
  }

  addAddress(address, family = 'ipv4') {
    const e = entry(toSocketAddress(address, 'address', family));
    const addresses = this[kRules].addresses;
    const key = e.bytes.join(',');
    addresses.delete(key);
    addresses.set(key, e);
  }

  addAddresses(addresses, family = 'ipv4') {
    validateArray(addresses, 'addresses');
    // All or nothing: every address is checked before any is added.
    const parsed = [];
    for (let i = 0; i < addresses.length; i++) {
      parsed.push(toSocketAddress(addresses[i], `addresses[${i}]`, family));
    }
    for (const sa of parsed) this.addAddress(sa);
  }

  addRange(start, end, family = 'ipv4') {
    start = toSocketAddress(start, 'start', family);
    end = toSocketAddress(end, 'end', family);
    const s = entry(start);
    const e = entry(end);
    if (compareBytes(s.bytes, e.bytes) > 0) {
      throw new (lazyErrors().ERR_INVALID_ARG_VALUE)('start', start, 'must come before end');
    }
    this[kRules].ranges.unshift({ start: s, end: e });
  }

  addSubnet(network, prefix, family = 'ipv4') {
    network = toSocketAddress(network, 'network', family);
    validatePrefix(network, prefix);
    this.#addSubnet(network, prefix);
  }

  #addSubnet(network, prefix) {
    const e = entry(network);
    // An IPv4 prefix counts from the start of the mapped address's last 32 bits.
    const bits = e.family === 'ipv4' ? 96 + prefix : prefix;
    this[kRules].subnets.unshift({ network: e, prefix, bits });
  }

  addCIDR(cidr) {
    const [network, prefix] = parseCIDR(cidr);
    this.#addSubnet(network, prefix);
  }

  addCIDRs(cidrs) {
    validateArray(cidrs, 'cidrs');
    for (let i = 0; i < cidrs.length; i++) validateString(cidrs[i], `cidrs[${i}]`);
    const parsed = cidrs.map(parseCIDR);
    for (const [network, prefix] of parsed) this.#addSubnet(network, prefix);
  }

  removeAddress(address, family = 'ipv4') {
    const e = entry(toSocketAddress(address, 'address', family));
    this[kRules].addresses.delete(e.bytes.join(','));
  }

  removeRange(start, end, family = 'ipv4') {
    const s = entry(toSocketAddress(start, 'start', family));
    const e = entry(toSocketAddress(end, 'end', family));
    const ranges = this[kRules].ranges;
    const i = ranges.findIndex((r) => r.start.family === s.family &&
      compareBytes(r.start.bytes, s.bytes) === 0 && compareBytes(r.end.bytes, e.bytes) === 0);
    if (i !== -1) ranges.splice(i, 1);
  }

  removeSubnet(network, prefix, family = 'ipv4') {
    network = toSocketAddress(network, 'network', family);
    validatePrefix(network, prefix);
    this.#removeSubnet(network, prefix);
  }

  #removeSubnet(network, prefix) {
    const n = entry(network);
    const subnets = this[kRules].subnets;
    const i = subnets.findIndex((s) => s.prefix === prefix && s.network.family === n.family &&
      compareBytes(s.network.bytes, n.bytes) === 0);
    if (i !== -1) subnets.splice(i, 1);
  }

  removeCIDR(cidr) {
    const [network, prefix] = parseCIDR(cidr);
    this.#removeSubnet(network, prefix);
  }

  check(address, family = 'ipv4') {
    if (!SocketAddress.isSocketAddress(address)) {
      validateString(address, 'address');
      validateString(family, 'family');
      // Node reads any family other than ipv4 (in any case) as ipv6 here, unchecked.
      const fam = family.toLowerCase() === 'ipv4' ? 'ipv4' : 'ipv6';
      try {
        address = new SocketAddress({ address, family: fam });
      } catch {
        // Not an address of that family: nothing can match it.
        return false;
      }
    }
    const bytes = entry(address).bytes;
    const rules = this[kRules];
    if (rules.addresses.has(bytes.join(','))) return true;
    for (const s of rules.subnets) {
      if (samePrefix(bytes, s.network.bytes, s.bits)) return true;
    }
    for (const r of rules.ranges) {
      if (compareBytes(bytes, r.start.bytes) >= 0 && compareBytes(bytes, r.end.bytes) <= 0) {
        return true;
      }
    }
    return false;
  }

  clear() {
    const rules = this[kRules];
    rules.addresses.clear();
    // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
    rules.subnets['length'] = 0;
    // A computed key: Boa's cached `.length =` leaves the elements (docs/ENGINE.md).
    rules.ranges['length'] = 0;
  }

  toJSON() {
    return this.rules;
  }

  fromJSON(data) {
    const invalid = () => new (lazyErrors().ERR_INVALID_ARG_TYPE)('data',
      ['string', 'string[]'], data);
    if (typeof data === 'string') {
      data = JSON.parse(data);
      if (!Array.isArray(data)) throw invalid();
    } else if (!Array.isArray(data)) {
      throw invalid();
    }
    for (const rule of data) {
      if (typeof rule !== 'string') throw invalid();
    }
    for (const rule of data) {
      for (const [pattern, kind, family] of ruleSyntax) {
        const m = pattern.exec(rule);
        if (m === null) continue;
        if (kind === 'address') this.addAddress(m[1], family);
        else if (kind === 'subnet') this.addSubnet(m[1], Number.parseInt(m[2], 10), family);
        else this.addRange(m[1], m[2], family);
        break;
      }
    }
  }

  get rules() {
    const { addresses, subnets, ranges } = this[kRules];
    const out = [];
    const list = [...addresses.values()];
    for (let i = list.length - 1; i >= 0; i--) {
      out.push(`Address: ${familyName(list[i].family)} ${list[i].text}`);
    }
    for (const s of subnets) {
      out.push(`Subnet: ${familyName(s.network.family)} ${s.network.text}/${s.prefix}`);
    }
    for (const r of ranges) {
      out.push(`Range: ${familyName(r.start.family)} ${r.start.text}-${r.end.text}`);
    }
    return out;
  }

  get size() {
    const { addresses, subnets, ranges } = this[kRules];
    return addresses.size + subnets.length + ranges.length;
  }
}

// Private, loopback and link-local ranges, for addCIDRs().
BlockList.PRIVATE_RANGES = Object.freeze([
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '127.0.0.0/8',
  '::1/128',
  '169.254.0.0/16',
  'fe80::/10',
  'fc00::/7',
]);

module.exports = { BlockList };
