// The reader for the valid JSON texts the engine refuses (numbers beyond the double range,
// escaped lone surrogates, nesting deeper than 127 levels) when runtime/src/engine/
// json_fast.rs does not take them (a reviver is given, or the nesting is deeper than it
// reads): JSON.parse's native wrapper calls it through `jsonParseValid` (internal/bootstrap/
// node). The text is read without recursion, and the reviver applied as ECMA-262 and the
// source-text-access proposal that V8 ships specify (`context.source` for primitives left
// unchanged). Loaded only when such a text comes.
'use strict';

const { defineProperty: ObjectDefineProperty, keys: ObjectKeys, is: ObjectIs } = Object;
const { apply: ReflectApply, defineProperty: ReflectDefineProperty,
        deleteProperty: ReflectDeleteProperty } = Reflect;
const { isArray: ArrayIsArray } = Array;
const { fromCharCode: StringFromCharCode } = String;
const NumberCtor = Number;
const { parseInt: NumberParseInt } = Number;

function invalid(text, at) {
  const shown = at < text.length ? `token '${text[at]}'` : 'end of JSON input';
  return new SyntaxError(`Unexpected ${shown} in JSON at position ${at}`);
}

// CreateDataProperty: `__proto__` and keys with setters up the prototype chain stay own data.
function defineData(object, key, value) {
  ObjectDefineProperty(object, key, {
    __proto__: null, value, writable: true, enumerable: true, configurable: true,
  });
}

// Nodes (made only for a reviver) remember each parsed value and, for primitives, its text.
function parseValid(text, reviver) {
  const n = text.length;
  let i = 0;
  const frames = [];
  const withNodes = reviver !== undefined;

  function skipSpace() {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
      i++;
    }
  }

  function readString() {
    // At the opening quote.
    const start = ++i;
    let out = '';
    let from = start;
    for (;;) {
      if (i >= n) throw invalid(text, i);
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        out += text.slice(from, i);
        i++;
        return out;
      }
      if (c < 0x20) throw invalid(text, i);
      if (c !== 0x5c) {
        i++;
        continue;
      }
      out += text.slice(from, i);
      const e = text[i + 1];
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          const hex = text.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw invalid(text, i);
          out += StringFromCharCode(NumberParseInt(hex, 16));
          i += 4;
          break;
        }
        default: throw invalid(text, i + 1);
      }
      i += 2;
      from = i;
    }
  }

  function readNumber() {
    const start = i;
    if (text[i] === '-') i++;
    const digitsFrom = i;
    while (i < n && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x39) i++;
    if (i === digitsFrom || (text[digitsFrom] === '0' && i - digitsFrom > 1)) {
      throw invalid(text, i === digitsFrom ? i : digitsFrom + 1);
    }
    if (text[i] === '.') {
      const from = ++i;
      while (i < n && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x39) i++;
      if (i === from) throw invalid(text, i);
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      const from = i;
      while (i < n && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x39) i++;
      if (i === from) throw invalid(text, i);
    }
    return NumberCtor(text.slice(start, i));
  }

  function readWord(word, value) {
    if (text.startsWith(word, i)) {
      i += word.length;
      return value;
    }
    throw invalid(text, i);
  }

  function readKey(frame) {
    skipSpace();
    if (text[i] !== '"') throw invalid(text, i);
    frame.key = readString();
    skipSpace();
    if (text[i] !== ':') throw invalid(text, i);
    i++;
  }

  let value;
  let node;
  for (;;) {
    // A value starts here.
    skipSpace();
    const c = text[i];
    let open;
    if (c === '{' || c === '[') {
      const isArray = c === '[';
      const container = isArray ? [] : {};
      i++;
      skipSpace();
      const frame = {
        container, isArray, key: '',
        node: withNodes ? { value: container, children: isArray ? [] : { __proto__: null } } : undefined,
      };
      if (text[i] === (isArray ? ']' : '}')) {
        i++;
        value = container;
        node = frame.node;
      } else {
        frames.push(frame);
        if (!isArray) readKey(frame);
        open = true;
      }
    } else {
      const start = i;
      if (c === '"') value = readString();
      else if (c === 't') value = readWord('true', true);
      else if (c === 'f') value = readWord('false', false);
      else if (c === 'n') value = readWord('null', null);
      else if (c === '-' || (c >= '0' && c <= '9')) value = readNumber();
      else throw invalid(text, i);
      node = withNodes ? { value, source: text.slice(start, i) } : undefined;
    }
    if (open) continue;
    // A value is complete: store it in the enclosing container, then read on.
    let next = false;
    while (!next) {
      if (frames.length === 0) {
        skipSpace();
        if (i !== n) throw invalid(text, i);
        return withNodes ? revive(reviver, value, node) : value;
      }
      const frame = frames[frames.length - 1];
      if (frame.isArray) {
        if (withNodes) frame.node.children.push(node);
        frame.container.push(value);
      } else {
        if (withNodes) frame.node.children[frame.key] = node;
        defineData(frame.container, frame.key, value);
      }
      skipSpace();
      const d = text[i];
      if (d === ',') {
        i++;
        if (!frame.isArray) readKey(frame);
        next = true;
      } else if (d === (frame.isArray ? ']' : '}')) {
        i++;
        frames.pop();
        value = frame.container;
        node = frame.node;
      } else {
        throw invalid(text, i);
      }
    }
  }
}

// ECMA-262 InternalizeJSONProperty. A node is the parse's record of the value at that place;
// it is used (for the children and the source) only while the value there is still the one
// parsed.
function revive(reviver, value, node) {
  const root = { '': value };
  return internalize(reviver, root, '', node);
}

function sameAsParsed(value, node) {
  return node !== undefined && ObjectIs(value, node.value);
}

function internalize(reviver, holder, name, node) {
  const value = holder[name];
  const parsed = sameAsParsed(value, node);
  if (value !== null && typeof value === 'object') {
    const children = parsed ? node.children : undefined;
    if (ArrayIsArray(value)) {
      const length = value.length;
      for (let k = 0; k < length; k++) {
        const key = `${k}`;
        reviveChild(reviver, value, key, children !== undefined ? children[k] : undefined);
      }
    } else {
      for (const key of ObjectKeys(value)) {
        reviveChild(reviver, value, key, children !== undefined ? children[key] : undefined);
      }
    }
  }
  const context = {};
  if (parsed && node.source !== undefined) context.source = node.source;
  return ReflectApply(reviver, holder, [name, value, context]);
}

function reviveChild(reviver, object, key, node) {
  const revived = internalize(reviver, object, key, node);
  if (revived === undefined) {
    ReflectDeleteProperty(object, key);
  } else {
    ReflectDefineProperty(object, key, {
      __proto__: null, value: revived, writable: true, enumerable: true, configurable: true,
    });
  }
}

module.exports = { parseValid };
