'use strict';
// internal/readline/utils: the CSI escape-sequence helper (a template tag that prefixes
// ESC [) and the erase sequences shared by readline's cursor functions and the
// readline/promises Readline class.

const kEscape = '\x1b';

function CSI(strings, ...args) {
  let ret = `${kEscape}[`;
  for (let n = 0; n < strings.length; n++) {
    ret += strings[n];
    if (n < args.length) ret += args[n];
  }
  return ret;
}

CSI.kEscape = kEscape;
CSI.kClearToLineBeginning = CSI`1K`;
CSI.kClearToLineEnd = CSI`0K`;
CSI.kClearLine = CSI`2K`;
CSI.kClearScreenDown = CSI`0J`;

module.exports = { CSI, kEscape };
