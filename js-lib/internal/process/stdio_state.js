// internal/process/stdio_state: what the global console needs to know to print before
// process.stdout/stderr exist. internal/process/object records the getters it defines for
// the two streams and whether each has made its stream; console.js writes plain lines
// straight to fd 1 or 2 while the getter is still the original one and has made nothing
// (making a pipe's or terminal's stream loads net and the stream modules).
'use strict';

module.exports = {
  // Indexed by fd: the getter process.stdout (1) / process.stderr (2) was defined with.
  getters: [undefined, undefined, undefined],
  // Indexed by fd: whether that getter has made its stream.
  made: [false, false, false],
};
