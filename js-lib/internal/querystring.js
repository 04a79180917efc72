'use strict';
// internal/querystring: the percent-encoding table and the UTF-8 percent-encoder shared by
// querystring.escape/stringify and the legacy url.format (auth part).

const HEX = [];
for (let i = 0; i < 256; i++) HEX.push(`%${i < 16 ? '0' : ''}${i.toString(16).toUpperCase()}`);

// UTF-8 percent-encoding of everything outside `keep`. A surrogate code unit always pairs
// with the unit after it (Node does not check that the second is a low surrogate); one at
// the very end is an error.
function encodeStr(str, keep) {
  const len = str.length;
  let out = '';
  let last = 0;
  for (let i = 0; i < len; i++) {
    let c = str.charCodeAt(i);
    if (c < 0x80) {
      if (keep[c] === 1) continue;
      out += str.slice(last, i) + HEX[c];
      last = i + 1;
      continue;
    }
    out += str.slice(last, i);
    if (c < 0x800) {
      out += HEX[0xC0 | (c >> 6)] + HEX[0x80 | (c & 0x3F)];
    } else if (c < 0xD800 || c >= 0xE000) {
      out += HEX[0xE0 | (c >> 12)] + HEX[0x80 | ((c >> 6) & 0x3F)] + HEX[0x80 | (c & 0x3F)];
    } else {
      i++;
      if (i >= len) throw new (require('internal/errors').codes.ERR_INVALID_URI)();
      c = 0x10000 + (((c & 0x3FF) << 10) | (str.charCodeAt(i) & 0x3FF));
      out += HEX[0xF0 | (c >> 18)] + HEX[0x80 | ((c >> 12) & 0x3F)] +
        HEX[0x80 | ((c >> 6) & 0x3F)] + HEX[0x80 | (c & 0x3F)];
    }
    last = i + 1;
  }
  if (last === 0) return str;
  return last < len ? out + str.slice(last) : out;
}

module.exports = { HEX, encodeStr };
