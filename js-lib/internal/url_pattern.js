// URLPattern, written from the WHATWG URL Pattern Standard: the pattern tokenizer and
// parser (named groups, regexp groups, wildcards, {} groups, modifiers), the conversion of
// part lists to regular expressions and back to normalized pattern strings, the constructor
// string parser, URLPatternInit processing with base URLs, component canonicalization
// through the URL parser, and test()/exec(). Errors are Node's: TypeErrors with an own
// `code` (ERR_INVALID_URL_PATTERN when a pattern does not compile).
'use strict';

function codedTypeError(code, message) {
  const err = new TypeError(message);
  err.code = code;
  return err;
}

// Thrown wherever the standard says "throw a TypeError"; the constructor turns it into
// Node's single construction error.
class PatternError extends Error {}
function fail() {
  throw new PatternError();
}

let URLClass;
function lazyURL() {
  URLClass ??= require('internal/url').URL;
  return URLClass;
}
function parseURL(input, base) {
  try {
    const URL = lazyURL();
    return base === undefined ? new URL(input) : new URL(input, base);
  } catch {
    return null;
  }
}

const specialSchemes = ['ftp', 'file', 'http', 'https', 'ws', 'wss'];
const defaultPorts = { ftp: '21', http: '80', https: '443', ws: '80', wss: '443' };

const idStart = /^[$_\p{ID_Start}]$/u;
const idPart = /^[$\u200C\u200D\p{ID_Continue}]$/u;
function isValidNameCodePoint(cp, first) {
  return first ? idStart.test(cp) : idPart.test(cp);
}
function isASCII(cp) {
  return cp.codePointAt(0) <= 0x7f;
}

// ---------------------------------------------------------------------------------------
// Tokenizer

function tokenize(input, policy) {
  const cps = Array.from(input);
  const tokens = [];
  let index = 0;
  let nextIndex = 0;
  let cp;
  const getNext = () => {
    cp = cps[nextIndex];
    nextIndex++;
  };
  const seek = (i) => {
    nextIndex = i;
    getNext();
  };
  const add = (type, nextPosition, valuePosition, valueLength) => {
    tokens.push({ type, index, value: cps.slice(valuePosition, valuePosition + valueLength).join('') });
    index = nextPosition;
  };
  const addDefaultLength = (type, nextPosition, valuePosition) => {
    add(type, nextPosition, valuePosition, nextPosition - valuePosition);
  };
  const addDefault = (type) => addDefaultLength(type, nextIndex, index);
  const error = (nextPosition, valuePosition) => {
    if (policy === 'strict') fail();
    addDefaultLength('invalid-char', nextPosition, valuePosition);
  };

  while (index < cps.length) {
    seek(index);
    if (cp === '*') {
      addDefault('asterisk');
      continue;
    }
    if (cp === '+' || cp === '?') {
      addDefault('other-modifier');
      continue;
    }
    if (cp === '\\') {
      if (index === cps.length - 1) {
        error(nextIndex, index);
        continue;
      }
      const escapedIndex = nextIndex;
      getNext();
      addDefaultLength('escaped-char', nextIndex, escapedIndex);
      continue;
    }
    if (cp === '{') {
      addDefault('open');
      continue;
    }
    if (cp === '}') {
      addDefault('close');
      continue;
    }
    if (cp === ':') {
      let namePosition = nextIndex;
      const nameStart = namePosition;
      while (namePosition < cps.length) {
        seek(namePosition);
        if (!isValidNameCodePoint(cp, namePosition === nameStart)) break;
        namePosition = nextIndex;
      }
      if (namePosition <= nameStart) {
        error(nameStart, index);
        continue;
      }
      addDefaultLength('name', namePosition, nameStart);
      continue;
    }
    if (cp === '(') {
      let depth = 1;
      let regexpPosition = nextIndex;
      const regexpStart = regexpPosition;
      let failed = false;
      while (regexpPosition < cps.length) {
        seek(regexpPosition);
        if (!isASCII(cp) || (regexpPosition === regexpStart && cp === '?')) {
          error(regexpStart, index);
          failed = true;
          break;
        }
        if (cp === '\\') {
          if (regexpPosition === cps.length - 1) {
            error(regexpStart, index);
            failed = true;
            break;
          }
          getNext();
          if (!isASCII(cp)) {
            error(regexpStart, index);
            failed = true;
            break;
          }
          regexpPosition = nextIndex;
          continue;
        }
        if (cp === ')') {
          depth--;
          if (depth === 0) {
            regexpPosition = nextIndex;
            break;
          }
        } else if (cp === '(') {
          depth++;
          if (regexpPosition === cps.length - 1) {
            error(regexpStart, index);
            failed = true;
            break;
          }
          const temporaryPosition = nextIndex;
          getNext();
          if (cp !== '?') {
            error(regexpStart, index);
            failed = true;
            break;
          }
          nextIndex = temporaryPosition;
        }
        regexpPosition = nextIndex;
      }
      if (failed) continue;
      if (depth !== 0) {
        error(regexpStart, index);
        continue;
      }
      const regexpLength = regexpPosition - regexpStart - 1;
      if (regexpLength === 0) {
        error(regexpStart, index);
        continue;
      }
      add('regexp', regexpPosition, regexpStart, regexpLength);
      continue;
    }
    addDefault('char');
  }
  addDefaultLength('end', index, index);
  return tokens;
}

// ---------------------------------------------------------------------------------------
// Pattern parser

const fullWildcardRegexp = '.*';

function escapeRegexpString(input) {
  return input.replace(/[.+*?^${}()[\]|/\\]/g, '\\$&');
}

function escapePatternString(input) {
  return input.replace(/[+*?:{}()\\]/g, '\\$&');
}

function segmentWildcardRegexp(options) {
  return `[^${escapeRegexpString(options.delimiter)}]+?`;
}

function modifierString(modifier) {
  if (modifier === 'zero-or-more') return '*';
  if (modifier === 'optional') return '?';
  if (modifier === 'one-or-more') return '+';
  return '';
}

function parsePatternString(input, options, encode) {
  const tokens = tokenize(input, 'strict');
  const segmentWildcard = segmentWildcardRegexp(options);
  const parts = [];
  let pendingFixed = '';
  let index = 0;
  let nextNumericName = 0;

  const tryConsume = (type) => {
    const token = tokens[index];
    if (token.type !== type) return null;
    index++;
    return token;
  };
  const tryConsumeModifier = () => tryConsume('other-modifier') ?? tryConsume('asterisk');
  const tryConsumeRegexpOrWildcard = (nameToken) => {
    let token = tryConsume('regexp');
    if (nameToken === null && token === null) token = tryConsume('asterisk');
    return token;
  };
  const consumeRequired = (type) => {
    const token = tryConsume(type);
    if (token === null) fail();
    return token;
  };
  const consumeText = () => {
    let result = '';
    for (;;) {
      const token = tryConsume('char') ?? tryConsume('escaped-char');
      if (token === null) break;
      result += token.value;
    }
    return result;
  };
  const maybeAddPendingFixed = () => {
    if (pendingFixed === '') return;
    const value = encode(pendingFixed);
    pendingFixed = '';
    parts.push({ type: 'fixed-text', value, modifier: 'none', name: '', prefix: '', suffix: '' });
  };
  const addPart = (prefix, nameToken, regexpOrWildcardToken, suffix, modifierToken) => {
    let modifier = 'none';
    if (modifierToken !== null) {
      if (modifierToken.value === '?') modifier = 'optional';
      else if (modifierToken.value === '*') modifier = 'zero-or-more';
      else if (modifierToken.value === '+') modifier = 'one-or-more';
    }
    if (nameToken === null && regexpOrWildcardToken === null && modifier === 'none') {
      pendingFixed += prefix;
      return;
    }
    maybeAddPendingFixed();
    if (nameToken === null && regexpOrWildcardToken === null) {
      if (prefix === '') return;
      parts.push({ type: 'fixed-text', value: encode(prefix), modifier, name: '', prefix: '',
        suffix: '' });
      return;
    }
    let regexpValue;
    if (regexpOrWildcardToken === null) regexpValue = segmentWildcard;
    else if (regexpOrWildcardToken.type === 'asterisk') regexpValue = fullWildcardRegexp;
    else regexpValue = regexpOrWildcardToken.value;
    let type = 'regexp';
    if (regexpValue === segmentWildcard) {
      type = 'segment-wildcard';
      regexpValue = '';
    } else if (regexpValue === fullWildcardRegexp) {
      type = 'full-wildcard';
      regexpValue = '';
    }
    let name = '';
    if (nameToken !== null) {
      name = nameToken.value;
    } else if (regexpOrWildcardToken !== null) {
      name = `${nextNumericName}`;
      nextNumericName++;
    }
    if (parts.some((part) => part.name === name)) fail();
    parts.push({
      type,
      value: regexpValue,
      modifier,
      name,
      prefix: encode(prefix),
      suffix: encode(suffix),
    });
  };

  while (index < tokens.length) {
    const charToken = tryConsume('char');
    let nameToken = tryConsume('name');
    let regexpOrWildcardToken = tryConsumeRegexpOrWildcard(nameToken);
    if (nameToken !== null || regexpOrWildcardToken !== null) {
      let prefix = charToken !== null ? charToken.value : '';
      if (prefix !== '' && prefix !== options.prefix) {
        pendingFixed += prefix;
        prefix = '';
      }
      maybeAddPendingFixed();
      const modifierToken = tryConsumeModifier();
      addPart(prefix, nameToken, regexpOrWildcardToken, '', modifierToken);
      continue;
    }
    const fixedToken = charToken ?? tryConsume('escaped-char');
    if (fixedToken !== null) {
      pendingFixed += fixedToken.value;
      continue;
    }
    const openToken = tryConsume('open');
    if (openToken !== null) {
      const prefix = consumeText();
      nameToken = tryConsume('name');
      regexpOrWildcardToken = tryConsumeRegexpOrWildcard(nameToken);
      const suffix = consumeText();
      consumeRequired('close');
      const modifierToken = tryConsumeModifier();
      addPart(prefix, nameToken, regexpOrWildcardToken, suffix, modifierToken);
      continue;
    }
    maybeAddPendingFixed();
    consumeRequired('end');
  }
  return parts;
}

// ---------------------------------------------------------------------------------------
// Part lists to regular expressions and pattern strings

function generateRegexp(parts, options) {
  let result = '^';
  const names = [];
  for (const part of parts) {
    if (part.type === 'fixed-text') {
      if (part.modifier === 'none') {
        result += escapeRegexpString(part.value);
      } else {
        result += `(?:${escapeRegexpString(part.value)})${modifierString(part.modifier)}`;
      }
      continue;
    }
    names.push(part.name);
    let regexpValue = part.value;
    if (part.type === 'segment-wildcard') regexpValue = segmentWildcardRegexp(options);
    else if (part.type === 'full-wildcard') regexpValue = fullWildcardRegexp;
    if (part.prefix === '' && part.suffix === '') {
      if (part.modifier === 'none' || part.modifier === 'optional') {
        result += `(${regexpValue})${modifierString(part.modifier)}`;
      } else {
        result += `((?:${regexpValue})${modifierString(part.modifier)})`;
      }
      continue;
    }
    const prefix = escapeRegexpString(part.prefix);
    const suffix = escapeRegexpString(part.suffix);
    if (part.modifier === 'none' || part.modifier === 'optional') {
      result += `(?:${prefix}(${regexpValue})${suffix})${modifierString(part.modifier)}`;
      continue;
    }
    result += `(?:${prefix}((?:${regexpValue})(?:${suffix}${prefix}(?:${regexpValue}))*)${suffix})`;
    if (part.modifier === 'zero-or-more') result += '?';
  }
  return { source: `${result}$`, names };
}

function isASCIIDigit(c) {
  return c !== undefined && c >= '0' && c <= '9';
}

function generatePatternString(parts, options) {
  let result = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const previous = i > 0 ? parts[i - 1] : null;
    const next = i < parts.length - 1 ? parts[i + 1] : null;
    if (part.type === 'fixed-text') {
      if (part.modifier === 'none') {
        result += escapePatternString(part.value);
      } else {
        result += `{${escapePatternString(part.value)}}${modifierString(part.modifier)}`;
      }
      continue;
    }
    const customName = !isASCIIDigit(part.name[0]);
    let needsGrouping = part.suffix !== '' ||
      (part.prefix !== '' && part.prefix !== options.prefix);
    if (!needsGrouping && customName && part.type === 'segment-wildcard' &&
        part.modifier === 'none' && next !== null && next.prefix === '' && next.suffix === '') {
      if (next.type === 'fixed-text') {
        const first = Array.from(next.value)[0];
        needsGrouping = first !== undefined && isValidNameCodePoint(first, false);
      } else {
        needsGrouping = isASCIIDigit(next.name[0]);
      }
    }
    if (!needsGrouping && part.prefix === '' && previous !== null &&
        previous.type === 'fixed-text') {
      const cps = Array.from(previous.value);
      if (cps.length > 0 && cps[cps.length - 1] === options.prefix) needsGrouping = true;
    }
    if (needsGrouping) result += '{';
    result += escapePatternString(part.prefix);
    if (customName) result += `:${part.name}`;
    if (part.type === 'regexp') {
      result += `(${part.value})`;
    } else if (part.type === 'segment-wildcard' && !customName) {
      result += `(${segmentWildcardRegexp(options)})`;
    } else if (part.type === 'full-wildcard') {
      if (!customName && (previous === null || previous.type === 'fixed-text' ||
          previous.modifier !== 'none' || needsGrouping || part.prefix !== '')) {
        result += '*';
      } else {
        result += `(${fullWildcardRegexp})`;
      }
    }
    if (part.type === 'segment-wildcard' && customName && part.suffix !== '' &&
        isValidNameCodePoint(Array.from(part.suffix)[0], false)) {
      result += '\\';
    }
    result += escapePatternString(part.suffix);
    if (needsGrouping) result += '}';
    result += modifierString(part.modifier);
  }
  return result;
}

// ---------------------------------------------------------------------------------------
// Canonicalization (the encoding callbacks)

let encoder;
function percentEncode(value, shouldEncode) {
  encoder ??= new (require('internal/encoding').TextEncoder)();
  let out = '';
  for (const c of value.replace(/[\t\n\r]/g, '')) {
    const code = c.codePointAt(0);
    if (code < 0x20 || code > 0x7e || shouldEncode(c)) {
      for (const byte of encoder.encode(c)) {
        out += `%${byte < 16 ? '0' : ''}${byte.toString(16).toUpperCase()}`;
      }
    } else {
      out += c;
    }
  }
  return out;
}

function canonicalizeProtocol(value) {
  if (value === '') return value;
  const url = parseURL(`${value}://dummy.invalid/`);
  if (url === null) fail();
  return url.protocol.slice(0, -1);
}

function canonicalizeUsername(value) {
  if (value === '') return value;
  const url = lazyURL();
  const dummy = new url('https://dummy.invalid/');
  dummy.username = value;
  return dummy.username;
}

function canonicalizePassword(value) {
  if (value === '') return value;
  const url = lazyURL();
  const dummy = new url('https://dummy.invalid/');
  dummy.password = value;
  return dummy.password;
}

function canonicalizeHostname(value) {
  if (value === '') return value;
  // The hostname setter keeps the old host when parsing fails: two different dummies that
  // end up with different hosts mean it failed.
  const URL = lazyURL();
  const a = new URL('https://dummy.invalid/');
  const b = new URL('https://other.invalid/');
  a.hostname = value;
  b.hostname = value;
  if (a.hostname !== b.hostname) fail();
  return a.hostname;
}

function canonicalizeIPv6Hostname(value) {
  let result = '';
  for (const c of value) {
    if (!/^[0-9a-fA-F[\]:]$/.test(c)) fail();
    result += c.toLowerCase();
  }
  return result;
}

function canonicalizePort(value, protocol) {
  if (value === '') return value;
  value = value.replace(/[\t\n\r]/g, '');
  let end = 0;
  while (end < value.length && isASCIIDigit(value[end])) end++;
  // With a state override the port state stops at the first non-digit, which must not
  // be the first character.
  if (end === 0) fail();
  const port = Number(value.slice(0, end));
  if (port > 65535) fail();
  if (protocol !== undefined && defaultPorts[protocol] === `${port}`) return '';
  return `${port}`;
}

function canonicalizePathname(value) {
  if (value === '') return value;
  const leadingSlash = value[0] === '/';
  const URL = lazyURL();
  // The spec's dummy URL record has no scheme, so it is not special: a backslash stays a
  // backslash instead of becoming a slash (as in Node).
  const dummy = new URL('fake://dummy.invalid/');
  dummy.pathname = leadingSlash ? value : `/-${value}`;
  const result = dummy.pathname;
  return leadingSlash ? result : result.slice(2);
}

function canonicalizeOpaquePathname(value) {
  if (value === '') return value;
  // Node (ada) runs the URL parser on "fake:" + value, so a value starting with "/" is a
  // hierarchical path there: dot segments are resolved and the path set is encoded.
  if (value[0] === '/') {
    const url = parseURL(`fake:${value}`);
    if (url === null) fail();
    return url.pathname;
  }
  return percentEncode(value, () => false);
}

const querySet = new Set([' ', '"', '#', '<', '>', "'"]);
function canonicalizeSearch(value) {
  if (value === '') return value;
  return percentEncode(value, (c) => querySet.has(c));
}

const fragmentSet = new Set([' ', '"', '<', '>', '`']);
function canonicalizeHash(value) {
  if (value === '') return value;
  return percentEncode(value, (c) => fragmentSet.has(c));
}

// ---------------------------------------------------------------------------------------
// Components

const defaultOptions = { delimiter: '', prefix: '', ignoreCase: false };
const hostnameOptions = { delimiter: '.', prefix: '', ignoreCase: false };
const pathnameOptions = { delimiter: '/', prefix: '/', ignoreCase: false };

function compileComponent(input, encode, options) {
  const parts = parsePatternString(input, options, encode);
  const { source, names } = generateRegexp(parts, options);
  let regexp;
  try {
    regexp = new RegExp(source, options.ignoreCase ? 'vi' : 'v');
  } catch {
    fail();
  }
  return {
    pattern: generatePatternString(parts, options),
    regexp,
    names,
    hasRegExpGroups: parts.some((part) => part.type === 'regexp'),
  };
}

function protocolMatchesSpecialScheme(component) {
  return specialSchemes.some((scheme) => component.regexp.exec(scheme) !== null);
}

function hostnameIsIPv6(input) {
  const cps = Array.from(input);
  if (cps.length < 2) return false;
  if (cps[0] === '[') return true;
  if ((cps[0] === '{' || cps[0] === '\\') && cps[1] === '[') return true;
  return false;
}

// ---------------------------------------------------------------------------------------
// Constructor string parser

function parseConstructorString(input) {
  const cps = Array.from(input);
  const tokens = tokenize(input, 'lenient');
  const result = {};
  let componentStart = 0;
  let tokenIndex = 0;
  let tokenIncrement = 1;
  let groupDepth = 0;
  let ipv6Depth = 0;
  let protocolIsSpecial = false;
  let state = 'init';

  const safeToken = (i) => (i < tokens.length ? tokens[i] : tokens[tokens.length - 1]);
  const isNonSpecialPatternChar = (i, value) => {
    const token = safeToken(i);
    if (token.value !== value) return false;
    return token.type === 'char' || token.type === 'escaped-char' || token.type === 'invalid-char';
  };
  const isProtocolSuffix = () => isNonSpecialPatternChar(tokenIndex, ':');
  const nextIsAuthoritySlashes = () => isNonSpecialPatternChar(tokenIndex + 1, '/') &&
    isNonSpecialPatternChar(tokenIndex + 2, '/');
  const isIdentityTerminator = () => isNonSpecialPatternChar(tokenIndex, '@');
  const isPasswordPrefix = () => isNonSpecialPatternChar(tokenIndex, ':');
  const isPortPrefix = () => isNonSpecialPatternChar(tokenIndex, ':');
  const isPathnameStart = () => isNonSpecialPatternChar(tokenIndex, '/');
  const isSearchPrefix = () => {
    if (isNonSpecialPatternChar(tokenIndex, '?')) return true;
    if (tokens[tokenIndex].value !== '?') return false;
    const previous = tokenIndex - 1;
    if (previous < 0) return true;
    const type = safeToken(previous).type;
    return !(type === 'name' || type === 'regexp' || type === 'close' || type === 'asterisk');
  };
  const isHashPrefix = () => isNonSpecialPatternChar(tokenIndex, '#');
  const isGroupOpen = () => tokens[tokenIndex].type === 'open';
  const isGroupClose = () => tokens[tokenIndex].type === 'close';
  const isIPv6Open = () => isNonSpecialPatternChar(tokenIndex, '[');
  const isIPv6Close = () => isNonSpecialPatternChar(tokenIndex, ']');
  const makeComponentString = () => {
    const token = tokens[tokenIndex];
    const start = safeToken(componentStart).index;
    return cps.slice(start, token.index).join('');
  };
  const changeState = (newState, skip) => {
    if (state !== 'init' && state !== 'authority' && state !== 'done') {
      result[state] = makeComponentString();
    }
    if (state !== 'init' && newState !== 'done') {
      if (['protocol', 'authority', 'username', 'password'].includes(state) &&
          ['port', 'pathname', 'search', 'hash'].includes(newState) &&
          result.hostname === undefined) {
        result.hostname = '';
      }
      if (['protocol', 'authority', 'username', 'password', 'hostname', 'port'].includes(state) &&
          (newState === 'search' || newState === 'hash') && result.pathname === undefined) {
        result.pathname = protocolIsSpecial ? '/' : '';
      }
      if (['protocol', 'authority', 'username', 'password', 'hostname', 'port', 'pathname']
        .includes(state) && newState === 'hash' && result.search === undefined) {
        result.search = '';
      }
    }
    state = newState;
    tokenIndex += skip;
    componentStart = tokenIndex;
    tokenIncrement = 0;
  };
  const rewind = () => {
    tokenIndex = componentStart;
    tokenIncrement = 0;
  };
  const rewindAndSetState = (newState) => {
    rewind();
    state = newState;
  };
  const computeProtocolMatchesSpecialScheme = () => {
    const component = compileComponent(makeComponentString(), canonicalizeProtocol,
      defaultOptions);
    if (protocolMatchesSpecialScheme(component)) protocolIsSpecial = true;
  };

  while (tokenIndex < tokens.length) {
    tokenIncrement = 1;
    if (tokens[tokenIndex].type === 'end') {
      if (state === 'init') {
        rewind();
        if (isHashPrefix()) changeState('hash', 1);
        else if (isSearchPrefix()) changeState('search', 1);
        else changeState('pathname', 0);
        tokenIndex += tokenIncrement;
        continue;
      }
      if (state === 'authority') {
        rewindAndSetState('hostname');
        tokenIndex += tokenIncrement;
        continue;
      }
      changeState('done', 0);
      break;
    }
    if (isGroupOpen()) {
      groupDepth++;
      tokenIndex += tokenIncrement;
      continue;
    }
    if (groupDepth > 0) {
      if (isGroupClose()) {
        groupDepth--;
      } else {
        tokenIndex += tokenIncrement;
        continue;
      }
    }
    switch (state) {
      case 'init':
        if (isProtocolSuffix()) rewindAndSetState('protocol');
        break;
      case 'protocol':
        if (isProtocolSuffix()) {
          computeProtocolMatchesSpecialScheme();
          let nextState = 'pathname';
          let skip = 1;
          if (nextIsAuthoritySlashes()) {
            nextState = 'authority';
            skip = 3;
          } else if (protocolIsSpecial) {
            nextState = 'authority';
          }
          changeState(nextState, skip);
        }
        break;
      case 'authority':
        if (isIdentityTerminator()) rewindAndSetState('username');
        else if (isPathnameStart() || isSearchPrefix() || isHashPrefix()) rewindAndSetState('hostname');
        break;
      case 'username':
        if (isPasswordPrefix()) changeState('password', 1);
        else if (isIdentityTerminator()) changeState('hostname', 1);
        break;
      case 'password':
        if (isIdentityTerminator()) changeState('hostname', 1);
        break;
      case 'hostname':
        if (isIPv6Open()) ipv6Depth++;
        else if (isIPv6Close()) ipv6Depth--;
        else if (isPortPrefix() && ipv6Depth === 0) changeState('port', 1);
        else if (isPathnameStart()) changeState('pathname', 0);
        else if (isSearchPrefix()) changeState('search', 1);
        else if (isHashPrefix()) changeState('hash', 1);
        break;
      case 'port':
        if (isPathnameStart()) changeState('pathname', 0);
        else if (isSearchPrefix()) changeState('search', 1);
        else if (isHashPrefix()) changeState('hash', 1);
        break;
      case 'pathname':
        if (isSearchPrefix()) changeState('search', 1);
        else if (isHashPrefix()) changeState('hash', 1);
        break;
      case 'search':
        if (isHashPrefix()) changeState('hash', 1);
        break;
      default:
        break;
    }
    tokenIndex += tokenIncrement;
  }
  if (result.hostname !== undefined && result.port === undefined) result.port = '';
  return result;
}

// ---------------------------------------------------------------------------------------
// URLPatternInit processing

const componentNames = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname',
  'search', 'hash'];

function baseString(input, type) {
  return type === 'pattern' ? escapePatternString(input) : input;
}

function isAbsolutePathname(input, type) {
  if (input === '') return false;
  if (input[0] === '/') return true;
  if (type === 'url') return false;
  if (input.length < 2) return false;
  return (input[0] === '\\' || input[0] === '{') && input[1] === '/';
}

function hasOpaquePath(url) {
  return !url.pathname.startsWith('/') && !specialSchemes.includes(url.protocol.slice(0, -1));
}

function processInit(init, type, defaults) {
  const result = { ...defaults };
  let baseURL = null;
  const has = (name) => init[name] !== undefined;
  if (has('baseURL')) {
    baseURL = parseURL(init.baseURL);
    if (baseURL === null) fail();
    if (!has('protocol')) result.protocol = baseString(baseURL.protocol.slice(0, -1), type);
    if (type !== 'pattern' && !has('protocol') && !has('hostname') && !has('port') &&
        !has('username')) {
      result.username = baseString(baseURL.username, type);
    }
    if (type !== 'pattern' && !has('protocol') && !has('hostname') && !has('port') &&
        !has('username') && !has('password')) {
      result.password = baseString(baseURL.password, type);
    }
    if (!has('protocol') && !has('hostname')) {
      result.hostname = baseString(baseURL.hostname, type);
    }
    if (!has('protocol') && !has('hostname') && !has('port')) result.port = baseURL.port;
    if (!has('protocol') && !has('hostname') && !has('port') && !has('pathname')) {
      result.pathname = baseString(baseURL.pathname, type);
    }
    if (!has('protocol') && !has('hostname') && !has('port') && !has('pathname') &&
        !has('search')) {
      result.search = baseString(baseURL.search.slice(1), type);
    }
    if (!has('protocol') && !has('hostname') && !has('port') && !has('pathname') &&
        !has('search') && !has('hash')) {
      result.hash = baseString(baseURL.hash.slice(1), type);
    }
  }
  if (has('protocol')) {
    const stripped = init.protocol.endsWith(':') ? init.protocol.slice(0, -1) : init.protocol;
    result.protocol = type === 'pattern' ? stripped : canonicalizeProtocol(stripped);
  }
  if (has('username')) {
    result.username = type === 'pattern' ? init.username : canonicalizeUsername(init.username);
  }
  if (has('password')) {
    result.password = type === 'pattern' ? init.password : canonicalizePassword(init.password);
  }
  if (has('hostname')) {
    result.hostname = type === 'pattern' ? init.hostname : canonicalizeHostname(init.hostname);
  }
  const protocol = result.protocol ?? '';
  if (has('port')) {
    result.port = type === 'pattern' ? init.port : canonicalizePort(init.port, protocol || undefined);
  }
  if (has('pathname')) {
    result.pathname = init.pathname;
    if (baseURL !== null && !hasOpaquePath(baseURL) &&
        !isAbsolutePathname(result.pathname, type)) {
      const basePath = baseString(baseURL.pathname, type);
      const slash = basePath.lastIndexOf('/');
      if (slash !== -1) result.pathname = basePath.slice(0, slash + 1) + result.pathname;
    }
    if (type !== 'pattern') {
      result.pathname = protocol === '' || specialSchemes.includes(protocol) ?
        canonicalizePathname(result.pathname) : canonicalizeOpaquePathname(result.pathname);
    }
  }
  if (has('search')) {
    const stripped = init.search.startsWith('?') ? init.search.slice(1) : init.search;
    result.search = type === 'pattern' ? stripped : canonicalizeSearch(stripped);
  }
  if (has('hash')) {
    const stripped = init.hash.startsWith('#') ? init.hash.slice(1) : init.hash;
    result.hash = type === 'pattern' ? stripped : canonicalizeHash(stripped);
  }
  return result;
}

// A URLPatternInit as Node reads one: each member is read once, and only string values
// count (anything else leaves the member absent).
const initMembers = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search',
  'hash', 'baseURL'];
function toInit(value) {
  const init = {};
  for (const name of initMembers) {
    const v = value[name];
    if (typeof v === 'string') init[name] = toUSVString(v);
  }
  return init;
}

function toUSVString(value) {
  return `${value}`.toWellFormed();
}

// ---------------------------------------------------------------------------------------
// URLPattern

function createURLPattern(input, baseURL, options) {
  let init;
  if (typeof input === 'string') {
    init = parseConstructorString(input);
    if (baseURL === undefined && init.protocol === undefined) fail();
    if (baseURL !== undefined) init.baseURL = baseURL;
  } else {
    if (baseURL !== undefined) fail();
    init = input;
  }
  const processed = processInit(init, 'pattern', {});
  for (const name of componentNames) {
    if (processed[name] === undefined) processed[name] = '*';
  }
  if (specialSchemes.includes(processed.protocol) &&
      defaultPorts[processed.protocol] === processed.port) {
    processed.port = '';
  }
  const components = {};
  components.protocol = compileComponent(processed.protocol, canonicalizeProtocol, defaultOptions);
  components.username = compileComponent(processed.username, canonicalizeUsername, defaultOptions);
  components.password = compileComponent(processed.password, canonicalizePassword, defaultOptions);
  components.hostname = hostnameIsIPv6(processed.hostname) ?
    compileComponent(processed.hostname, canonicalizeIPv6Hostname, hostnameOptions) :
    compileComponent(processed.hostname, canonicalizeHostname, hostnameOptions);
  components.port = compileComponent(processed.port, canonicalizePort, defaultOptions);
  const compileOptions = { ...defaultOptions, ignoreCase: options.ignoreCase };
  if (protocolMatchesSpecialScheme(components.protocol)) {
    components.pathname = compileComponent(processed.pathname, canonicalizePathname,
      { ...pathnameOptions, ignoreCase: options.ignoreCase });
  } else {
    components.pathname = compileComponent(processed.pathname, canonicalizeOpaquePathname,
      compileOptions);
  }
  components.search = compileComponent(processed.search, canonicalizeSearch, compileOptions);
  components.hash = compileComponent(processed.hash, canonicalizeHash, compileOptions);
  return components;
}

function componentResult(component, input, execResult) {
  // Node fills the groups from the last one to the first.
  const groups = {};
  for (let i = component.names.length - 1; i >= 0; i--) {
    groups[component.names[i]] = execResult[i + 1];
  }
  return { groups, input };
}

function match(components, input, baseURLString) {
  const values = {};
  const inputs = [input];
  if (typeof input !== 'string') {
    if (baseURLString !== undefined) return undefined;
    let applied;
    try {
      applied = processInit(input, 'url', {
        protocol: '', username: '', password: '', hostname: '', port: '', pathname: '',
        search: '', hash: '',
      });
    } catch (e) {
      if (e instanceof PatternError) return null;
      throw e;
    }
    for (const name of componentNames) values[name] = applied[name];
  } else {
    let base;
    if (baseURLString !== undefined) {
      base = parseURL(baseURLString);
      if (base === null) return null;
      inputs.push(baseURLString);
    }
    let url = parseURL(input, base === null ? undefined : base);
    let protocol;
    if (url === null) {
      if (base !== undefined) return null;
      // Without a base Node still matches a relative input: it is resolved as if against a
      // URL with no scheme, an empty host and an empty path (so non-special rules apply).
      url = parseURL(input, 'x-relative-input://');
      if (url === null) return null;
      protocol = '';
    } else {
      protocol = url.protocol.slice(0, -1);
    }
    values.protocol = protocol;
    values.username = url.username;
    values.password = url.password;
    values.hostname = url.hostname;
    values.port = url.port;
    values.pathname = url.pathname;
    values.search = url.search.slice(1);
    values.hash = url.hash.slice(1);
  }
  const execResults = {};
  for (const name of componentNames) {
    const r = components[name].regexp.exec(values[name]);
    if (r === null) return null;
    execResults[name] = r;
  }
  // Node builds the result with its members in this order.
  const result = { __proto__: null };
  for (const name of ['hash', 'hostname', 'inputs', 'password', 'pathname', 'port', 'protocol',
    'search', 'username']) {
    result[name] = name === 'inputs' ? inputs :
      componentResult(components[name], values[name], execResults[name]);
  }
  return result;
}

function readMatchArgs(input, baseURL) {
  if (input === undefined || input === null) input = {};
  if (typeof input === 'string') {
    input = toUSVString(input);
  } else if (typeof input === 'object') {
    input = toInit(input);
  } else {
    throw codedTypeError('ERR_INVALID_ARG_TYPE', 'URLPattern input needs to be a string or an object');
  }
  if (baseURL !== undefined) {
    if (baseURL === null) baseURL = 'null';
    else if (typeof baseURL !== 'string') throw codedTypeError('ERR_INVALID_ARG_TYPE', 'baseURL must be a string');
    baseURL = toUSVString(baseURL);
  }
  return [input, baseURL];
}

const kComponents = Symbol('kComponents');

// A plain constructor function, as Node's is: calling it without `new` is Node's own error.
function URLPattern(input = undefined, baseURLOrOptions = undefined, options = undefined) {
  if (new.target === undefined) {
    throw codedTypeError('ERR_CONSTRUCT_CALL_REQUIRED', 'Cannot call constructor without `new`');
  }
  if (input === undefined || input === null) input = {};
  if (typeof input === 'string') {
    input = toUSVString(input);
  } else if (typeof input === 'object') {
    input = toInit(input);
  } else {
    throw codedTypeError('ERR_INVALID_ARG_TYPE', 'Input must be an object or a string');
  }
  let baseURL;
  if (arguments.length >= 3) {
    // (input, baseURL, options): the base is a string, with null and undefined spelled out.
    if (baseURLOrOptions === null || baseURLOrOptions === undefined) {
      baseURL = `${baseURLOrOptions}`;
    } else if (typeof baseURLOrOptions === 'string') {
      baseURL = toUSVString(baseURLOrOptions);
    } else {
      throw codedTypeError('ERR_INVALID_ARG_TYPE', 'second argument must be a string');
    }
    if (options !== undefined && options !== null && typeof options !== 'object') {
      throw codedTypeError('ERR_INVALID_ARG_TYPE', 'options must be an object');
    }
  } else if (typeof baseURLOrOptions === 'string') {
    baseURL = toUSVString(baseURLOrOptions);
  } else if (baseURLOrOptions !== undefined && baseURLOrOptions !== null) {
    if (typeof baseURLOrOptions !== 'object') {
      throw codedTypeError('ERR_INVALID_ARG_TYPE', 'second argument must be a string or object');
    }
    options = baseURLOrOptions;
  }
  const ignoreCase = options !== undefined && options !== null && Boolean(options.ignoreCase);
  try {
    Object.defineProperty(this, kComponents, {
      __proto__: null, value: createURLPattern(input, baseURL, { ignoreCase }),
    });
  } catch (e) {
    if (e instanceof PatternError) {
      throw codedTypeError('ERR_INVALID_URL_PATTERN', 'Failed to construct URLPattern');
    }
    throw e;
  }
}

function components(self) {
  const value = self?.[kComponents];
  if (value === undefined) throw new TypeError('Illegal invocation');
  return value;
}

{
  // Node's getters are enumerable, non-configurable and unnamed, then come exec, test and
  // the constructor.
  const proto = URLPattern.prototype;
  delete proto.constructor;
  for (const name of componentNames) {
    Object.defineProperty(proto, name, {
      __proto__: null,
      enumerable: true,
      configurable: false,
      get: (() => function () {
        return components(this)[name].pattern;
      })(),
    });
  }
  Object.defineProperty(proto, 'hasRegExpGroups', {
    __proto__: null,
    enumerable: true,
    configurable: false,
    get: (() => function () {
      const all = components(this);
      return componentNames.some((name) => all[name].hasRegExpGroups);
    })(),
  });
  const methods = {
    exec(input = undefined, baseURL = undefined) {
      const all = components(this);
      const args = readMatchArgs(input, baseURL);
      const result = match(all, args[0], args[1]);
      if (result === undefined) throw codedTypeError('ERR_OPERATION_FAILED', 'Failed to exec URLPattern');
      return result;
    },
    test(input = undefined, baseURL = undefined) {
      const all = components(this);
      const args = readMatchArgs(input, baseURL);
      const result = match(all, args[0], args[1]);
      if (result === undefined) throw codedTypeError('ERR_OPERATION_FAILED', 'Failed to test URLPattern');
      return result !== null;
    },
  };
  for (const name of ['exec', 'test']) {
    Object.defineProperty(proto, name, {
      __proto__: null, value: methods[name], writable: true, enumerable: true, configurable: true,
    });
  }
  Object.defineProperty(proto, 'constructor', {
    __proto__: null, value: URLPattern, writable: true, enumerable: false, configurable: true,
  });
  Object.defineProperty(proto, Symbol.toStringTag, {
    __proto__: null, value: 'URLPattern', writable: false, enumerable: false, configurable: true,
  });
}


// Node marks these uncloneable: structuredClone refuses them with a DataCloneError.
{
  const sc = require('internal/structured_clone');
  sc.registerUncloneablePrototype(URLPattern.prototype);
}

module.exports = { URLPattern };
