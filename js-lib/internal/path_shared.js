// internal/path_shared: the helpers of path's POSIX half that internal/path_win32 reuses,
// filled in by path.js when it loads. A module of its own, not a property of path.posix, so
// user code cannot reach them.
'use strict';

module.exports = {};
