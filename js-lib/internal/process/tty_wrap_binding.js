// process.binding('tty_wrap'): Node's `{ isTTY, UV_TTY_MODE_*, TTY }`. Packages read `TTY` at
// load (readline-sync: `process.binding('tty_wrap').TTY`) and make one over a terminal fd to
// switch it to raw mode. A TTY here wraps the io TTY handle that tty.ReadStream uses: raw mode
// and the window size work; the stream methods Node's handle inherits do not, and say so.
'use strict';

let bindingObject;

function binding() {
  if (bindingObject !== undefined) return bindingObject;
  const { isatty } = internalBinding('process');
  const io = internalBinding('io');
  const { getSystemErrorName, getSystemErrorMessage, codes } = require('internal/errors');

  // As uv_tty_init: a failure leaves the handle unusable and is written to `ctx`.
  function TTY(fd, ctx) {
    if (!new.target) throw new TypeError("Class constructor TTY cannot be invoked without 'new'");
    if (fd >> 0 !== fd || fd < 0) throw new codes.ERR_INVALID_FD(fd);
    const type = io.guessHandleType(fd);
    const handle = type === 'FILE' || type === 'UNKNOWN' || type === 'INVALID' ? -22 :
      io.openTTY(fd);
    if (typeof handle === 'number') {
      if (ctx !== null && typeof ctx === 'object') {
        ctx.errno = handle;
        ctx.code = getSystemErrorName(handle);
        ctx.message = getSystemErrorMessage(handle);
        ctx.syscall = 'uv_tty_init';
      }
      this.fd = -1;
    } else {
      this.fd = fd;
    }
    Object.defineProperty(this, kHandle, { value: typeof handle === 'number' ? null : handle });
  }
  const kHandle = Symbol('ttyHandle');
  const kEBADF = -9;

  // Base of TTY.prototype, named as Node's: the stream half of a libuv handle.
  function LibuvStreamWrap() {
    throw new TypeError('Illegal constructor');
  }
  for (const name of ['readStart', 'readStop', 'shutdown', 'writev', 'writeBuffer',
                      'writeAsciiString', 'writeUtf8String', 'writeUcs2String',
                      'writeLatin1String', 'useUserBuffer', 'setBlocking']) {
    LibuvStreamWrap.prototype[name] = function() {
      throw new codes.ERR_METHOD_NOT_IMPLEMENTED(
        `process.binding('tty_wrap').TTY.prototype.${name}`);
    };
  }
  Object.setPrototypeOf(TTY.prototype, LibuvStreamWrap.prototype);
  Object.setPrototypeOf(TTY, LibuvStreamWrap);
  Object.defineProperty(TTY, 'length', { value: 0 });

  TTY.prototype.setRawMode = function setRawMode(flag) {
    const handle = this[kHandle];
    return handle ? handle.setRawMode(!!flag) : kEBADF;
  };
  // Fills `size` with [columns, rows]; 0 or a negative errno.
  TTY.prototype.getWindowSize = function getWindowSize(size) {
    const handle = this[kHandle];
    const got = handle ? handle.getWindowSize() : kEBADF;
    if (!Array.isArray(got)) return got;
    size[0] = got[0];
    size[1] = got[1];
    return 0;
  };

  bindingObject = {
    isTTY(fd) {
      return Number.isInteger(fd) && fd >= 0 && fd <= 2147483647 && isatty(fd);
    },
    UV_TTY_MODE_NORMAL: 0,
    UV_TTY_MODE_IO: 2,
    UV_TTY_MODE_RAW_VT: 3,
    TTY,
  };
  return bindingObject;
}

module.exports = { binding };
