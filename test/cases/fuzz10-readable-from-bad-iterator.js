// Readable.from() calls any truthy iterator method, so a non-function one throws a plain
// TypeError; a missing one throws ERR_INVALID_ARG_TYPE.
'use strict';
const { Readable } = require('stream');

for (const it of [{ [Symbol.iterator]: 1 }, { [Symbol.asyncIterator]: 'x' }, {}, 42]) {
  try {
    Readable.from(it);
    console.log('accepted');
  } catch (e) {
    console.log(e.name, e.code, e.code ? e.message : '');
  }
}
