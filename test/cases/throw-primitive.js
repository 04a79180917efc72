// A thrown string is printed as it is, with Node's hint line, exit 1.
// exit: 1
// stderr: just a string
// stderr: --trace-uncaught
'use strict';
throw 'just a string';
