// stream.addAbortSignal(null, ...) fails inside Node's `in` check with a plain TypeError
// (no code); other non-signals get ERR_INVALID_ARG_TYPE.
'use strict';
const { addAbortSignal, PassThrough } = require('stream');

for (const signal of [null, 'x', {}, undefined]) {
  try {
    addAbortSignal(signal, new PassThrough());
    console.log('accepted');
  } catch (e) {
    console.log(e.name, e.code, e.code ? e.message : '');
  }
}
