// `tty`: isatty() for any fd; the stream classes are not implemented.
'use strict';

const { isatty } = internalBinding('process');

module.exports = {
  isatty(fd) {
    return Number.isInteger(fd) && fd >= 0 && fd <= 2147483647 && isatty(fd);
  },
  ReadStream: class ReadStream {},
  WriteStream: class WriteStream {},
};
