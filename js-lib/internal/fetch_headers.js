'use strict';
// internal/fetch_headers: the WHATWG Headers class behind the `Headers` global (names
// compared case-insensitively, iteration sorted by lower-cased name with each Set-Cookie
// value on its own, getSetCookie, guards), plus the helpers that Request, Response and fetch
// use to build and read header lists without going through the public methods.
//
// A header list is a Map from lower-cased name to { name, values }: `name` is the spelling
// first seen (util.inspect shows it, as Node does), `values` keeps appended values apart so
// Set-Cookie can be returned one by one while every other header joins with ", ".

const customInspectSymbol = Symbol.for('nodejs.util.inspect.custom');
const kList = Symbol('kHeadersList');
const kGuard = Symbol('kGuard');
const kSorted = Symbol('kSorted');

const tokenRe = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const invalidValueRe = /[\0\r\n]/;

// How WebIDL error messages show a value that is not an object.
function webidlStringify(value) {
  switch (typeof value) {
    case 'symbol': return `Symbol(${value.description})`;
    case 'string': return `"${value}"`;
    case 'bigint': return `${value}n`;
    default: return `${value}`;
  }
}

function illegalInvocation() {
  const err = new TypeError('Illegal invocation');
  err.code = 'ERR_INVALID_THIS';
  return err;
}

function checkThis(self) {
  if (self === null || typeof self !== 'object' || !(kList in self)) throw illegalInvocation();
}

function argumentCount(context, length, min) {
  if (length >= min) return;
  throw new TypeError(`${context}: ${min} argument${min === 1 ? '' : 's'} required, ` +
    `but${length ? ' only' : ''} ${length} found.`);
}

// `context` and `label` name the argument in the error WebIDL raises for a symbol.
function toByteString(value, context = undefined, label = 'value') {
  if (typeof value === 'symbol' && context !== undefined) {
    throw new TypeError(`${context}: ${label} is a symbol, which cannot be converted to a ` +
      'ByteString.');
  }
  const string = `${value}`;
  for (let i = 0; i < string.length; i++) {
    const code = string.charCodeAt(i);
    if (code > 255) {
      throw new TypeError('Cannot convert argument to a ByteString because the character at ' +
        `index ${i} has a value of ${code} which is greater than 255.`);
    }
  }
  return string;
}

// Strips leading and trailing HTTP whitespace (tab, LF, CR, space).
function normalizeValue(value) {
  let start = 0;
  let end = value.length;
  const ws = (c) => c === 0x09 || c === 0x0a || c === 0x0d || c === 0x20;
  while (start < end && ws(value.charCodeAt(start))) start++;
  while (end > start && ws(value.charCodeAt(end - 1))) end--;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

function checkName(context, name) {
  if (!tokenRe.test(name)) throw new TypeError(`${context}: "${name}" is an invalid header name.`);
}

function checkValue(context, value) {
  if (invalidValueRe.test(value)) {
    throw new TypeError(`${context}: "${value}" is an invalid header value.`);
  }
}

function listAppend(list, name, value) {
  const key = name.toLowerCase();
  const entry = list.get(key);
  if (entry === undefined) list.set(key, { name, values: [value] });
  else entry.values.push(value);
}

function listSet(list, name, value) {
  const key = name.toLowerCase();
  const entry = list.get(key);
  if (entry === undefined) list.set(key, { name, values: [value] });
  else entry.values = [value];
}

function listGet(list, name) {
  const key = name.toLowerCase();
  const entry = list.get(key);
  if (entry === undefined) return null;
  return joinValues(key, entry.values);
}

// Fetch combines repeated values with ", ", except Cookie, which undici joins with "; ".
function joinValues(key, values) {
  if (values.length === 1) return values[0];
  return values.join(key === 'cookie' ? '; ' : ', ');
}

// The sorted-and-combined view iteration uses (Fetch's "sort and combine").
function sortedPairs(headers) {
  const cached = headers[kSorted];
  if (cached !== null) return cached;
  const pairs = [];
  const keys = [...headers[kList].keys()].sort();
  for (const key of keys) {
    const entry = headers[kList].get(key);
    if (key === 'set-cookie') {
      for (const value of entry.values) pairs.push([key, value]);
    } else {
      pairs.push([key, joinValues(key, entry.values)]);
    }
  }
  headers[kSorted] = pairs;
  return pairs;
}

function appendChecked(headers, name, value, context) {
  name = toByteString(name, context, 'name');
  value = normalizeValue(toByteString(value, context, 'value'));
  checkName(context, name);
  checkValue(context, value);
  if (headers[kGuard] === 'immutable') throw new TypeError('immutable');
  listAppend(headers[kList], name, value);
  headers[kSorted] = null;
}

function fill(headers, init) {
  if (init === null || (typeof init !== 'object' && typeof init !== 'function')) {
    throw new TypeError('Headers constructor: Argument 1 could not be converted to one of: ' +
      'sequence<sequence<ByteString>>, record<ByteString, ByteString>.');
  }
  if (init instanceof Headers) {
    for (const [key, entry] of init[kList]) {
      headers[kList].set(key, { name: entry.name, values: [...entry.values] });
    }
    headers[kSorted] = null;
    return;
  }
  const iteratorMethod = init[Symbol.iterator];
  if (iteratorMethod !== undefined) {
    if (typeof iteratorMethod !== 'function') {
      throw new TypeError('Headers constructor: Argument 1 could not be converted to one of: ' +
        'sequence<sequence<ByteString>>, record<ByteString, ByteString>.');
    }
    // WebIDL converts the whole sequence before any pair is appended.
    const pairs = [];
    for (const pair of init) {
      const index = pairs.length;
      if (pair === null || (typeof pair !== 'object' && typeof pair !== 'function')) {
        throw new TypeError(
          `Headers constructor: init[${index}] (${webidlStringify(pair)}) is not iterable.`);
      }
      const iteratorFn = pair[Symbol.iterator];
      if (iteratorFn !== undefined && iteratorFn !== null && typeof iteratorFn !== 'function') {
        // The converter calls `V?.[Symbol.iterator]?.()`, which V8 reports by that expression.
        throw new TypeError('V?.[Symbol.iterator] is not a function');
      }
      const iterator = iteratorFn == null ? undefined : iteratorFn.call(pair);
      if (iterator === undefined || iterator === null || typeof iterator.next !== 'function') {
        throw new TypeError(`Headers constructor: init[${index}] is not iterable.`);
      }
      const items = [];
      for (let step = iterator.next(); !step.done; step = iterator.next()) {
        items.push(
          toByteString(step.value, 'Headers constructor', `init[${index}][${items.length}]`));
      }
      pairs.push(items);
    }
    for (let i = 0; i < pairs.length; i++) {
      if (pairs[i].length !== 2) {
        throw new TypeError('Headers constructor: expected name/value pair to be length 2, ' +
          `found ${pairs[i].length}.`);
      }
      appendChecked(headers, pairs[i][0], pairs[i][1], 'Headers.append');
    }
    return;
  }
  const record = [];
  for (const key of Reflect.ownKeys(init)) {
    const desc = Reflect.getOwnPropertyDescriptor(init, key);
    if (desc === undefined || !desc.enumerable) continue;
    if (typeof key === 'symbol') {
      throw new TypeError(`Headers constructor: Key ${key.toString()} in init is a symbol, ` +
        'which cannot be converted to a ByteString.');
    }
    record.push(toByteString(key),
      toByteString(init[key], 'Headers constructor', `init["${key}"]`));
  }
  for (let i = 0; i < record.length; i += 2) {
    appendChecked(headers, record[i], record[i + 1], 'Headers.append');
  }
}

class Headers {
  constructor(init = undefined) {
    this[kList] = new Map();
    this[kGuard] = 'none';
    this[kSorted] = null;
    if (init !== undefined) fill(this, init);
  }

  append(name, value) {
    checkThis(this);
    argumentCount('Headers.append', arguments.length, 2);
    appendChecked(this, name, value, 'Headers.append');
  }

  delete(name) {
    checkThis(this);
    argumentCount('Headers.delete', arguments.length, 1);
    name = toByteString(name, 'Headers.delete', 'name');
    checkName('Headers.delete', name);
    if (this[kGuard] === 'immutable') throw new TypeError('immutable');
    if (this[kList].delete(name.toLowerCase())) this[kSorted] = null;
  }

  get(name) {
    checkThis(this);
    argumentCount('Headers.get', arguments.length, 1);
    name = toByteString(name, 'Headers.get', 'name');
    checkName('Headers.get', name);
    return listGet(this[kList], name);
  }

  has(name) {
    checkThis(this);
    argumentCount('Headers.has', arguments.length, 1);
    name = toByteString(name, 'Headers.has', 'name');
    checkName('Headers.has', name);
    return this[kList].has(name.toLowerCase());
  }

  set(name, value) {
    checkThis(this);
    argumentCount('Headers.set', arguments.length, 2);
    name = toByteString(name, 'Headers.set', 'name');
    value = normalizeValue(toByteString(value, 'Headers.set', 'value'));
    checkName('Headers.set', name);
    checkValue('Headers.set', value);
    if (this[kGuard] === 'immutable') throw new TypeError('immutable');
    listSet(this[kList], name, value);
    this[kSorted] = null;
  }

  getSetCookie() {
    checkThis(this);
    const entry = this[kList].get('set-cookie');
    return entry === undefined ? [] : [...entry.values];
  }

  keys() {
    checkThis(this);
    return createIterator(this, 'key');
  }

  values() {
    checkThis(this);
    return createIterator(this, 'value');
  }

  entries() {
    checkThis(this);
    return createIterator(this, 'key+value');
  }

  forEach(callback, thisArg = undefined) {
    checkThis(this);
    argumentCount('Headers.forEach', arguments.length, 1);
    if (typeof callback !== 'function') {
      throw new TypeError("Failed to execute 'forEach' on 'Headers': parameter 1 is not of type " +
        "'Function'.");
    }
    // Re-reads the sorted view each step so changes made by the callback are seen.
    for (let i = 0; i < sortedPairs(this).length; i++) {
      const [key, value] = sortedPairs(this)[i];
      callback.call(thisArg, value, key, this);
    }
  }

  [customInspectSymbol](depth, options, inspect) {
    const shown = {};
    for (const [key, entry] of this[kList]) shown[entry.name] = joinValues(key, entry.values);
    if (inspect === undefined) inspect = require('internal/util/inspect').inspect;
    return `Headers ${inspect(shown, { ...options, depth: options.depth ?? depth })}`;
  }
}

const createIterator = require('internal/webidl_pair_iterator').makePairIterator(
  'Headers', (target, index) => sortedPairs(target)[index]);

Object.defineProperty(Headers.prototype, Symbol.iterator, {
  __proto__: null,
  writable: true,
  configurable: true,
  value: Headers.prototype.entries,
});
Object.defineProperty(Headers.prototype, Symbol.toStringTag, {
  __proto__: null,
  value: 'Headers',
  configurable: true,
});
for (const name of ['append', 'delete', 'get', 'has', 'set', 'getSetCookie', 'keys', 'values',
  'entries', 'forEach']) {
  Object.defineProperty(Headers.prototype, name, { __proto__: null, enumerable: true });
}

// ---- internal helpers for Request, Response and fetch -------------------------------------

function headersWithGuard(guard) {
  const headers = new Headers();
  headers[kGuard] = guard;
  return headers;
}

function setGuard(headers, guard) {
  headers[kGuard] = guard;
}

function getGuard(headers) {
  return headers[kGuard];
}

function fillHeaders(headers, init) {
  fill(headers, init);
}

function headersList(headers) {
  return headers[kList];
}

// Raw [name, value] pairs (original spelling, combined per name) for an outgoing request.
function headersRawPairs(headers) {
  const pairs = [];
  for (const entry of headers[kList].values()) {
    if (entry.name.toLowerCase() === 'set-cookie') {
      for (const value of entry.values) pairs.push([entry.name, value]);
    } else {
      pairs.push([entry.name, joinValues(entry.name.toLowerCase(), entry.values)]);
    }
  }
  return pairs;
}

function appendRaw(headers, name, value) {
  listAppend(headers[kList], name, value);
  headers[kSorted] = null;
}

function setRaw(headers, name, value) {
  listSet(headers[kList], name, value);
  headers[kSorted] = null;
}

function deleteRaw(headers, name) {
  headers[kList].delete(name.toLowerCase());
  headers[kSorted] = null;
}

function getRaw(headers, name) {
  return listGet(headers[kList], name);
}

function copyHeaders(from, guard) {
  const headers = headersWithGuard('none');
  fill(headers, from);
  headers[kGuard] = guard;
  return headers;
}


// Node marks these uncloneable: structuredClone refuses them with a DataCloneError.
{
  const sc = require('internal/structured_clone');
  sc.registerUncloneablePrototype(Headers.prototype);
}

module.exports = {
  Headers,
  headersWithGuard,
  setGuard,
  getGuard,
  fillHeaders,
  headersList,
  headersRawPairs,
  appendRaw,
  setRaw,
  deleteRaw,
  getRaw,
  copyHeaders,
  argumentCount,
  illegalInvocation,
  toByteString,
};
