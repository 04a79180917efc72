'use strict';
// internal/dns/client: the DNS client behind Resolver's resolve* and reverse, in place of
// c-ares. A ChannelWrap holds one resolver's options, server list and pending queries; a query
// is one UDP exchange per attempt (a connected socket, so an ICMP refusal is seen), tried
// server by server with c-ares' timeouts (the timeout doubles each round over all servers,
// capped by maxTimeout). Replies are matched by id and question and parsed into the shapes
// Node's cares_wrap gives; a reply with the query's id that does not parse fails that try
// with EBADRESP and the next try starts at once, as in c-ares.

const { Buffer } = require('buffer');
const { isIP } = require('net');
const { getFrame, setFrame } = internalBinding('async_context');

// c-ares' default per-try timeout, used for timeout -1 (unset) and 0.
const DEFAULT_TIMEOUT = 2000;

const TYPES = {
  A: 1, NS: 2, CNAME: 5, SOA: 6, PTR: 12, MX: 15, TXT: 16, AAAA: 28, SRV: 33, NAPTR: 35,
  TLSA: 52, ANY: 255, CAA: 257,
};
const TYPE_NAMES = {};
for (const name of Object.keys(TYPES)) TYPE_NAMES[TYPES[name]] = name;

// The RCODEs a server may answer with, as c-ares reports them.
const RCODE_ERRORS = {
  1: 'EFORMERR', 2: 'ESERVFAIL', 3: 'ENOTFOUND', 4: 'ENOTIMP', 5: 'EREFUSED',
};

// Named as Node's native handle, and with no enumerable keys: async_hooks shows it as the
// DNSCHANNEL resource.
class ChannelWrap {
  constructor(timeout, tries, maxTimeout) {
    const field = (value) => ({ value, writable: true, configurable: true });
    Object.defineProperties(this, {
      timeout: field(timeout),
      tries: field(tries),
      maxTimeout: field(maxTimeout),
      servers: field(null), // null: the system's list, read when a query starts
      localAddress: field(null),
      pending: field(new Set()),
    });
  }

  // [address, port] pairs, as Resolver#getServers() reads them from its handle.
  getServers() {
    return this.servers !== null ? this.servers : systemServers();
  }
}

class Query {
  constructor(channel, name, type, done) {
    this.channel = channel;
    this.name = name;
    this.type = type;
    this.done = done;
    this.id = (Math.random() * 0x10000) >>> 0;
    this.attempt = 0;
    this.socket = null;
    this.timer = null;
    this.servers = null;
    this.lastError = 'ETIMEOUT';
    // The async context of the call that started the query: its answer is delivered there,
    // not in that of the socket event that ended it.
    this.frame = getFrame();
  }
}

function encodeName(name, out) {
  if (name.endsWith('.')) name = name.slice(0, -1);
  if (name === '') {
    out.push(0);
    return true;
  }
  for (const label of name.split('.')) {
    const bytes = Buffer.from(label, 'latin1');
    if (bytes.length === 0 || bytes.length > 63) return false;
    out.push(bytes.length);
    for (let i = 0; i < bytes.length; i++) out.push(bytes[i]);
  }
  out.push(0);
  return true;
}

function encodeQuery(id, name, type) {
  const out = [id >> 8, id & 0xff, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0];
  if (!encodeName(name, out)) return null;
  out.push(type >> 8, type & 0xff, 0, 1);
  return Buffer.from(out);
}

// Thrown by the readers below for any reply that does not hold together.
class BadReply extends Error {}

function readName(buf, offset) {
  const labels = [];
  let end = -1;
  let jumps = 0;
  for (;;) {
    if (offset >= buf.length) throw new BadReply();
    const len = buf[offset];
    if (len === 0) {
      offset++;
      break;
    }
    if ((len & 0xc0) === 0xc0) {
      if (offset + 1 >= buf.length || ++jumps > 64) throw new BadReply();
      if (end < 0) end = offset + 2;
      offset = ((len & 0x3f) << 8) | buf[offset + 1];
      continue;
    }
    if ((len & 0xc0) !== 0 || offset + 1 + len > buf.length) throw new BadReply();
    labels.push(buf.latin1Slice(offset + 1, offset + 1 + len));
    offset += 1 + len;
  }
  return { name: labels.join('.'), end: end < 0 ? offset : end };
}

function readCharString(buf, offset, limit) {
  if (offset >= limit) throw new BadReply();
  const len = buf[offset];
  if (offset + 1 + len > limit) throw new BadReply();
  return { text: buf.latin1Slice(offset + 1, offset + 1 + len), end: offset + 1 + len };
}

function formatIPv6(buf, offset) {
  const words = [];
  for (let i = 0; i < 8; i++) words.push(buf.readUInt16BE(offset + i * 2));
  // The longest run of two or more zero words (the first of equals) becomes "::".
  let bestStart = -1;
  let bestLen = 0;
  for (let i = 0; i < 8;) {
    if (words[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > bestLen && j - i >= 2) {
      bestStart = i;
      bestLen = j - i;
    }
    i = j;
  }
  const v4Tail = () => [12, 13, 14, 15].map((i) => buf[offset + i]).join('.');
  if (bestStart === 0 && (bestLen === 6 || (bestLen === 5 && words[5] === 0xffff))) {
    return bestLen === 6 ? `::${v4Tail()}` : `::ffff:${v4Tail()}`;
  }
  const hex = (w) => w.toString(16);
  if (bestStart < 0) return words.map(hex).join(':');
  const head = words.slice(0, bestStart).map(hex).join(':');
  const tail = words.slice(bestStart + bestLen).map(hex).join(':');
  return `${head}::${tail}`;
}

// One resource record's data: [type name, the object `dns.resolveAny()` lists for it], the
// object's keys in Node's order (its `type` last, but after `critical` for CAA, and absent for
// TLSA, as Node 26 gives them).
function parseRecord(buf, type, offset, length, ttl) {
  const limit = offset + length;
  if (limit > buf.length) throw new BadReply();
  switch (type) {
    case TYPES.A:
      if (length !== 4) throw new BadReply();
      return ['A', {
        address: `${buf[offset]}.${buf[offset + 1]}.${buf[offset + 2]}.${buf[offset + 3]}`,
        ttl, type: 'A',
      }];
    case TYPES.AAAA:
      if (length !== 16) throw new BadReply();
      return ['AAAA', { address: formatIPv6(buf, offset), ttl, type: 'AAAA' }];
    case TYPES.CNAME:
    case TYPES.NS:
    case TYPES.PTR:
      return [TYPE_NAMES[type], { value: readName(buf, offset).name, type: TYPE_NAMES[type] }];
    case TYPES.MX:
      if (length < 3) throw new BadReply();
      return ['MX', {
        exchange: readName(buf, offset + 2).name, priority: buf.readUInt16BE(offset), type: 'MX',
      }];
    case TYPES.TXT: {
      const entries = [];
      let at = offset;
      while (at < limit) {
        const s = readCharString(buf, at, limit);
        entries.push(s.text);
        at = s.end;
      }
      return ['TXT', { entries, type: 'TXT' }];
    }
    case TYPES.SRV:
      if (length < 7) throw new BadReply();
      return ['SRV', {
        name: readName(buf, offset + 6).name,
        port: buf.readUInt16BE(offset + 4),
        priority: buf.readUInt16BE(offset),
        weight: buf.readUInt16BE(offset + 2),
        type: 'SRV',
      }];
    case TYPES.SOA: {
      const ns = readName(buf, offset);
      const host = readName(buf, ns.end);
      if (host.end + 20 > limit) throw new BadReply();
      const at = host.end;
      return ['SOA', {
        nsname: ns.name,
        hostmaster: host.name,
        serial: buf.readUInt32BE(at),
        refresh: buf.readUInt32BE(at + 4),
        retry: buf.readUInt32BE(at + 8),
        expire: buf.readUInt32BE(at + 12),
        minttl: buf.readUInt32BE(at + 16),
        type: 'SOA',
      }];
    }
    case TYPES.NAPTR: {
      if (length < 4) throw new BadReply();
      const order = buf.readUInt16BE(offset);
      const preference = buf.readUInt16BE(offset + 2);
      const flags = readCharString(buf, offset + 4, limit);
      const service = readCharString(buf, flags.end, limit);
      const regexp = readCharString(buf, service.end, limit);
      const replacement = readName(buf, regexp.end).name;
      return ['NAPTR', {
        flags: flags.text, service: service.text, regexp: regexp.text, replacement, order,
        preference, type: 'NAPTR',
      }];
    }
    case TYPES.CAA: {
      if (length < 2) throw new BadReply();
      const tagLength = buf[offset + 1];
      if (offset + 2 + tagLength > limit) throw new BadReply();
      const tag = buf.latin1Slice(offset + 2, offset + 2 + tagLength);
      const record = { critical: buf[offset], type: 'CAA' };
      record[tag] = buf.latin1Slice(offset + 2 + tagLength, limit);
      return ['CAA', record];
    }
    case TYPES.TLSA: {
      if (length < 3) throw new BadReply();
      const data = new ArrayBuffer(length - 3);
      new Uint8Array(data).set(buf.subarray(offset + 3, limit));
      return ['TLSA', {
        certUsage: buf[offset], selector: buf[offset + 1], match: buf[offset + 2], data,
      }];
    }
    default:
      return null;
  }
}

// What parseReply answers for a packet with this query's id that does not parse.
const MALFORMED = 'malformed';

// A reply to `query`: { rcode, answers } with answers as parseRecord gives them, null for a
// packet that is not this query's answer (another id or question: c-ares waits on), or
// MALFORMED (c-ares counts the try as failed with EBADRESP).
function parseReply(buf, query) {
  if (buf.length < 2 || buf.readUInt16BE(0) !== query.id) return null;
  if (buf.length < 12) return MALFORMED;
  const rcode = buf[3] & 0x0f;
  const qdcount = buf.readUInt16BE(4);
  const ancount = buf.readUInt16BE(6);
  let offset = 12;
  try {
    if (qdcount !== 1) return MALFORMED;
    const q = readName(buf, offset);
    if (q.end + 4 > buf.length) return MALFORMED;
    const wanted = query.name.endsWith('.') ? query.name.slice(0, -1) : query.name;
    if (q.name.toLowerCase() !== wanted.toLowerCase() ||
        buf.readUInt16BE(q.end) !== query.type) {
      return null;
    }
    offset = q.end + 4;
    const answers = [];
    for (let i = 0; i < ancount; i++) {
      const rr = readName(buf, offset);
      if (rr.end + 10 > buf.length) throw new BadReply();
      const type = buf.readUInt16BE(rr.end);
      const ttl = buf.readUInt32BE(rr.end + 4);
      const length = buf.readUInt16BE(rr.end + 8);
      const record = parseRecord(buf, type, rr.end + 10, length, ttl);
      if (record !== null) answers.push(record);
      offset = rr.end + 10 + length;
    }
    if (offset > buf.length) throw new BadReply();
    return { rcode, answers };
  } catch (err) {
    if (err instanceof BadReply) return MALFORMED;
    throw err;
  }
}

function systemServers() {
  return require('internal/dns').systemServers();
}

function finish(query, err, reply) {
  const channel = query.channel;
  if (!channel.pending.delete(query)) return;
  if (query.timer !== null) clearTimeout(query.timer);
  if (query.socket !== null) {
    const socket = query.socket;
    query.socket = null;
    try { socket.close(); } catch { /* already closed */ }
  }
  // Node hands every answer (cancellations too) to the callback from an immediate.
  const outerFrame = getFrame();
  setFrame(query.frame);
  try {
    setImmediate(query.done, err, reply);
  } finally {
    setFrame(outerFrame);
  }
}

function attempt(query) {
  const channel = query.channel;
  const servers = query.servers;
  const total = servers.length * channel.tries;
  if (query.attempt >= total) {
    finish(query, query.lastError, null);
    return;
  }
  const index = query.attempt++;
  const [address, port] = servers[index % servers.length];
  const round = Math.floor(index / servers.length);
  let wait = (channel.timeout > 0 ? channel.timeout : DEFAULT_TIMEOUT) * 2 ** round;
  if (channel.maxTimeout > 0 && wait > channel.maxTimeout) wait = channel.maxTimeout;

  if (query.socket !== null) {
    const old = query.socket;
    query.socket = null;
    try { old.close(); } catch { /* already closed */ }
  }
  if (query.timer !== null) clearTimeout(query.timer);
  const family = isIP(address) === 6 ? 'udp6' : 'udp4';
  const socket = require('dgram').createSocket(family);
  query.socket = socket;
  const packet = encodeQuery(query.id, query.name, query.type);
  // A refused or unreachable server counts as a failed try: go on to the next one.
  const failed = () => {
    if (query.socket !== socket) return;
    query.lastError = 'ECONNREFUSED';
    attempt(query);
  };
  socket.on('error', failed);
  socket.on('message', (msg) => {
    if (query.socket !== socket) return;
    const reply = parseReply(msg, query);
    if (reply === null) return;
    if (reply === MALFORMED) {
      // The try failed: on to the next one at once, as c-ares does.
      query.lastError = 'EBADRESP';
      attempt(query);
      return;
    }
    finish(query, null, reply);
  });
  const local = channel.localAddress;
  const bindAddress = local === null ? undefined :
    (family === 'udp6' ? local.ipv6 : local.ipv4);
  socket.bind({ port: 0, address: bindAddress }, () => {
    if (query.socket !== socket) return;
    socket.connect(port, address, (err) => {
      if (query.socket !== socket) return;
      if (err) {
        failed();
        return;
      }
      socket.send(packet, (sendErr) => {
        if (sendErr) failed();
      });
    });
  });
  query.timer = setTimeout(() => {
    query.timer = null;
    if (query.socket !== socket) return;
    query.lastError = 'ETIMEOUT';
    attempt(query);
  }, wait);
}

// Starts a query for `name` of type `typeName`; `done(code, reply)` gets an error code
// (ETIMEOUT, ECONNREFUSED, ECANCELLED, EBADNAME, ...) or the parsed reply.
function startQuery(channel, name, typeName, done) {
  const query = new Query(channel, name, TYPES[typeName], done);
  channel.pending.add(query);
  // RFC 7686: .onion names are never sent to a DNS server.
  if (/(^|\.)onion\.?$/i.test(name)) {
    process.nextTick(finish, query, 'ENOTFOUND', null);
    return query;
  }
  if (encodeQuery(0, name, query.type) === null) {
    process.nextTick(finish, query, 'EBADNAME', null);
    return query;
  }
  query.servers = channel.getServers();
  if (query.servers.length === 0) {
    process.nextTick(finish, query, 'ECONNREFUSED', null);
    return query;
  }
  attempt(query);
  return query;
}

// Every query pending when cancel() is called ends with ECANCELLED, oldest first.
function cancelAll(channel) {
  const queries = [...channel.pending];
  for (const query of queries) finish(query, 'ECANCELLED', null);
}

// The result Node gives for `typeName` from a reply, or an error code string.
function shapeResult(typeName, reply, ttl) {
  if (reply.rcode !== 0) return RCODE_ERRORS[reply.rcode] || 'EBADRESP';
  const answers = reply.answers;
  if (typeName === 'ANY') {
    if (answers.length === 0) return 'ENODATA';
    const out = [];
    for (const type of ANY_ORDER) {
      for (const [recordType, record] of answers) {
        if (recordType !== type) continue;
        out.push(record);
        if (type === 'SOA') break;
      }
    }
    return out;
  }
  const matching = [];
  for (const [recordType, record] of answers) if (recordType === typeName) matching.push(record);
  if (matching.length === 0) return 'ENODATA';
  // Node 26 leaves these two with a `type` key that is undefined.
  const withoutType = (record) => ({ ...record, type: undefined });
  switch (typeName) {
    case 'A':
    case 'AAAA':
      return matching.map((r) => (ttl ? { address: r.address, ttl: r.ttl } : r.address));
    case 'CNAME':
    case 'NS':
    case 'PTR':
      return matching.map((r) => r.value);
    case 'TXT':
      return matching.map((r) => r.entries);
    case 'SOA':
      return withoutType(matching[0]);
    case 'NAPTR':
      return matching.map(withoutType);
    default:
      // MX, SRV and CAA keep their type key, as in Node.
      return matching.map((r) => ({ ...r }));
  }
}

// The order resolveAny() lists records in, a group per type as Node's parsers run.
const ANY_ORDER = ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'TXT', 'SRV', 'PTR', 'NAPTR', 'SOA', 'CAA',
  'TLSA'];

// The PTR name of an address (in-addr.arpa or ip6.arpa), or null for a non-address.
function reverseName(ip) {
  const family = isIP(ip);
  if (family === 4) return `${ip.split('.').reverse().join('.')}.in-addr.arpa`;
  if (family !== 6) return null;
  let text = ip;
  const embedded = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (embedded) {
    const [, a, b, c, d] = embedded;
    text = text.slice(0, embedded.index) +
      ((+a << 8) | +b).toString(16) + ':' + ((+c << 8) | +d).toString(16);
  }
  const halves = text.split('::');
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length > 1 && halves[1] ? halves[1].split(':') : [];
  const words = [...head, ...new Array(8 - head.length - tail.length).fill('0'), ...tail];
  const nibbles = words.map((w) => w.padStart(4, '0')).join('').split('');
  return `${nibbles.reverse().join('.')}.ip6.arpa`;
}

module.exports = {
  ChannelWrap,
  TYPES,
  startQuery,
  cancelAll,
  shapeResult,
  reverseName,
  encodeQuery,
  parseReply,
};
