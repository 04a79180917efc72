// process.binding('tty_wrap') (readline-sync reads its TTY at load): isTTY, the mode
// constants, and a TTY that reports a failed init through its context object.
'use strict';
const { TTY, isTTY, UV_TTY_MODE_NORMAL, UV_TTY_MODE_IO, UV_TTY_MODE_RAW_VT } =
  process.binding('tty_wrap');
console.log(typeof TTY, TTY.name, TTY.length, UV_TTY_MODE_NORMAL, UV_TTY_MODE_IO, UV_TTY_MODE_RAW_VT);
console.log(isTTY(0), isTTY(12345));
console.log(process.binding('tty_wrap') === process.binding('tty_wrap'));
console.log(Object.getPrototypeOf(TTY.prototype).constructor.name,
            typeof TTY.prototype.setRawMode, typeof TTY.prototype.getWindowSize);
const ctx = {};
const tty = new TTY(0, ctx); // stdin is not a terminal here
console.log(ctx);
const size = [];
console.log(tty.getWindowSize(size), size, tty.setRawMode(true));
