'use strict';
// internal/readline/utils: ANSI control sequences for readline. `CSI` is a template tag
// that prefixes ESC [ (with the fixed erase sequences as properties); the *Code helpers
// build the cursor sequences once for both the stream functions in `readline` and the
// Readline class in `readline/promises`; moveCursor() writes a relative move to a stream.
// Also the keypress decoder (emitKeys, a generator fed one character at a time), the
// surrogate-aware character lengths the line editor steps by, and commonPrefix for
// tab completion.

const kEscape = '\x1b';
// Set on an interface by the keypress decoder: whether the last data chunk was one key.
const kSawKeyPress = Symbol('_sawKeyPress');

// The line editor and the REPL keep working after the program deletes or replaces the
// array iterator (as Node's do): arrays are walked by index, or through indexed().
function indexed(array) {
  return {
    __proto__: null,
    [Symbol.iterator]() {
      let i = 0;
      return {
        __proto__: null,
        next: () => (i < array.length ? { value: array[i++], done: false } :
          { value: undefined, done: true }),
      };
    },
  };
}

function CSI(strings) {
  let text = `${kEscape}[${strings[0]}`;
  for (let i = 1; i < strings.length; i++) text += `${arguments[i]}${strings[i]}`;
  return text;
}

CSI.kEscape = kEscape;
CSI.kClearToLineBeginning = CSI`1K`;
CSI.kClearToLineEnd = CSI`0K`;
CSI.kClearLine = CSI`2K`;
CSI.kClearScreenDown = CSI`0J`;

// Absolute position: column only (x) or row and column (1-based on the wire).
function cursorToCode(x, y) {
  return typeof y === 'number' ? CSI`${y + 1};${x + 1}H` : CSI`${x + 1}G`;
}

// Relative move; '' when both deltas are zero.
function moveCursorCode(dx, dy) {
  let code = '';
  if (dx > 0) code += CSI`${dx}C`;
  else if (dx < 0) code += CSI`${-dx}D`;
  if (dy > 0) code += CSI`${dy}B`;
  else if (dy < 0) code += CSI`${-dy}A`;
  return code;
}

// Erase left of the cursor (dir < 0), right of it (dir > 0) or the whole line (0).
function clearLineCode(dir) {
  if (dir < 0) return CSI.kClearToLineBeginning;
  if (dir > 0) return CSI.kClearToLineEnd;
  return CSI.kClearLine;
}

// Writes a relative cursor move to `stream` if there is one to write.
function moveCursor(stream, dx, dy) {
  const code = moveCursorCode(dx, dy);
  if (stream != null && code !== '') stream.write(code);
}

// UTF-16 units of the character that ends at `i` (0 at the start of the string).
function charLengthLeft(str, i) {
  if (i <= 0) return 0;
  if ((i > 1 && str.codePointAt(i - 2) > 0xffff) || str.codePointAt(i - 1) > 0xffff) return 2;
  return 1;
}

// UTF-16 units of the character that starts at `i`; 1 past the end, so moving right at the
// end of the line still "moves" (completion previews rely on that in Node).
function charLengthAt(str, i) {
  if (i >= str.length) return 1;
  return str.codePointAt(i) > 0xffff ? 2 : 1;
}

function commonPrefix(strings) {
  if (strings.length === 0) return '';
  if (strings.length === 1) return strings[0];
  // After sorting, the common prefix of all is the common prefix of first and last.
  const sorted = strings.slice().sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  let n = 0;
  while (n < first.length && first[n] === last[n]) n++;
  return first.slice(0, n);
}

// Names of the escape sequences, keyed by the sequence with ESC and modifiers removed
// ("[A", "OP", "[24~", ...). An entry may also force shift or ctrl (rxvt spellings).
const kKeyNames = { __proto__: null };
function names(list, extra) {
  for (let i = 0; i < list.length; i += 2) {
    kKeyNames[list[i]] = extra ? { name: list[i + 1], ...extra } : { name: list[i + 1] };
  }
}
names([
  'OP', 'f1', 'OQ', 'f2', 'OR', 'f3', 'OS', 'f4',
  '[P', 'f1', '[Q', 'f2', '[R', 'f3', '[S', 'f4',
  '[11~', 'f1', '[12~', 'f2', '[13~', 'f3', '[14~', 'f4',
  '[[A', 'f1', '[[B', 'f2', '[[C', 'f3', '[[D', 'f4', '[[E', 'f5',
  '[15~', 'f5', '[17~', 'f6', '[18~', 'f7', '[19~', 'f8', '[20~', 'f9', '[21~', 'f10',
  '[23~', 'f11', '[24~', 'f12',
  '[A', 'up', '[B', 'down', '[C', 'right', '[D', 'left', '[E', 'clear', '[F', 'end',
  '[H', 'home',
  'OA', 'up', 'OB', 'down', 'OC', 'right', 'OD', 'left', 'OE', 'clear', 'OF', 'end',
  'OH', 'home',
  '[1~', 'home', '[2~', 'insert', '[3~', 'delete', '[4~', 'end', '[5~', 'pageup',
  '[6~', 'pagedown', '[[5~', 'pageup', '[[6~', 'pagedown', '[7~', 'home', '[8~', 'end',
  '[Z', 'tab', '[200~', 'paste-start', '[201~', 'paste-end',
]);
names(['[a', 'up', '[b', 'down', '[c', 'right', '[d', 'left', '[e', 'clear',
  '[2$', 'insert', '[3$', 'delete', '[5$', 'pageup', '[6$', 'pagedown', '[7$', 'home',
  '[8$', 'end'], { shift: true });
names(['Oa', 'up', 'Ob', 'down', 'Oc', 'right', 'Od', 'left', 'Oe', 'clear',
  '[2^', 'insert', '[3^', 'delete', '[5^', 'pageup', '[6^', 'pagedown', '[7^', 'home',
  '[8^', 'end'], { ctrl: true });
kKeyNames['[Z'].shift = true;

const isDigit = (ch) => ch >= '0' && ch <= '9';

// Decodes keypresses: fed one character per next() call ('' when an escape timed out),
// emits 'keypress' (text or undefined, key) on `stream`. Escape sequences have the forms
// ESC letter, ESC [ (digits)(;modifier)(~^$ or letter), ESC O (modifier) letter, with an
// optional doubled ESC or doubled [; the modifier is 1 + shift + 2*alt + 4*ctrl + 8*meta.
function* emitKeys(stream) {
  for (;;) {
    let ch = yield;
    let seq = ch;
    let escaped = false;
    const key = { sequence: null, name: undefined, ctrl: false, meta: false, shift: false };

    if (ch === kEscape) {
      escaped = true;
      seq += (ch = yield);
      if (ch === kEscape) seq += (ch = yield);
    }

    if (escaped && (ch === 'O' || ch === '[')) {
      let code = ch;
      let modifier = 0;
      if (ch === 'O') {
        seq += (ch = yield);
        if (isDigit(ch)) {
          modifier = Number(ch) - 1;
          seq += (ch = yield);
        }
        code += ch;
      } else {
        seq += (ch = yield);
        if (ch === '[') {
          code += ch;
          seq += (ch = yield);
        }
        // Read just enough for "num(;mod)~" or "(1;)mod letter"; num has up to three digits
        // (bracketed paste uses 200 and 201).
        const start = seq.length - 1;
        for (let d = 0; d < 3 && isDigit(ch); d++) seq += (ch = yield);
        if (ch === ';') {
          seq += (ch = yield);
          if (isDigit(ch)) seq += yield;
        }
        const body = seq.slice(start);
        let m = /^(\d{1,3})(?:;(\d))?([~^$])$/.exec(body);
        if (m !== null) {
          code += m[1] + m[3];
          modifier = (m[2] || 1) - 1;
        } else if ((m = /^(?:(?:\d;)?(\d))?([A-Za-z])$/.exec(body)) !== null) {
          code += m[2];
          modifier = (m[1] || 1) - 1;
        } else {
          code += body;
        }
      }
      key.ctrl = (modifier & 4) !== 0;
      key.meta = (modifier & 10) !== 0;
      key.shift = (modifier & 1) !== 0;
      key.code = code;
      const known = kKeyNames[code];
      if (known === undefined) {
        key.name = 'undefined';
      } else {
        key.name = known.name;
        if (known.shift) key.shift = true;
        if (known.ctrl) key.ctrl = true;
      }
    } else if (ch === '\r') {
      key.name = 'return';
      key.meta = escaped;
    } else if (ch === '\n') {
      key.name = 'enter';
      key.meta = escaped;
    } else if (ch === '\t') {
      key.name = 'tab';
      key.meta = escaped;
    } else if (ch === '\b' || ch === '\x7f') {
      key.name = 'backspace';
      key.meta = escaped;
    } else if (ch === kEscape) {
      key.name = 'escape';
      key.meta = escaped;
    } else if (ch === ' ') {
      key.name = 'space';
      key.meta = escaped;
    } else if (!escaped && ch <= '\x1a') {
      // Ctrl+letter arrives as 1..26.
      key.name = String.fromCharCode(ch.charCodeAt(0) + 96);
      key.ctrl = true;
    } else if (/^[0-9A-Za-z]$/.test(ch)) {
      key.name = ch.toLowerCase();
      key.shift = ch >= 'A' && ch <= 'Z';
      key.meta = escaped;
    } else if (escaped) {
      // The escape timed out ('' fed) or was followed by some other character.
      key.name = ch.length ? undefined : 'escape';
      key.meta = true;
    }

    key.sequence = seq;
    if (seq.length !== 0 && (key.name !== undefined || escaped)) {
      stream.emit('keypress', escaped ? undefined : seq, key);
    } else if (charLengthAt(seq, 0) === seq.length) {
      stream.emit('keypress', seq, key);
    }
    // Anything else is a broken sequence and is dropped.
  }
}

module.exports = {
  indexed,
  CSI, kEscape, cursorToCode, moveCursorCode, clearLineCode, moveCursor,
  charLengthAt, charLengthLeft, commonPrefix, emitKeys, kSawKeyPress,
};
