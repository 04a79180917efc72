// FileHandle.getAsyncId(): a positive integer, the same on every call, different for
// different handles.
'use strict';
const fs = require('fs');

(async () => {
  const a = await fs.promises.open(__filename);
  const b = await fs.promises.open(__filename);
  const id = a.getAsyncId();
  console.log(typeof a.getAsyncId, a.getAsyncId.length, Number.isInteger(id), id > 0);
  console.log('stable', a.getAsyncId() === id, 'distinct', b.getAsyncId() !== id);
  await a.close();
  await b.close();
  console.log('after close', a.getAsyncId() === id);
})();
