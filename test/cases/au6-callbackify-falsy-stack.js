// util.callbackify: a falsy rejection becomes ERR_FALSY_VALUE_REJECTION whose stack header carries the code.
'use strict';
const util = require('util');
const fn = util.callbackify(async (v) => { throw v; });
fn(0, (err) => {
  console.log(err.stack.split('\n')[0]);
  console.log(err.code, err.reason, Object.keys(err));
  console.log(util.inspect(err).split('\n')[0]);
  fn(null, (err2) => console.log(String(err2), err2.reason));
});
