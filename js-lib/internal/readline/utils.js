'use strict';
// internal/readline/utils: ANSI control sequences for readline. `CSI` is a template tag
// that prefixes ESC [ (with the fixed erase sequences as properties); the *Code helpers
// build the cursor sequences once for both the stream functions in `readline` and the
// Readline class in `readline/promises`; moveCursor() writes a relative move to a stream.

const kEscape = '\x1b';

function CSI(strings, ...args) {
  return `${kEscape}[${String.raw({ raw: strings }, ...args)}`;
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

module.exports = { CSI, kEscape, cursorToCode, moveCursorCode, clearLineCode, moveCursor };
