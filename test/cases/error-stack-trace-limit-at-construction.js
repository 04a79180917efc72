// Error.stackTraceLimit counts when an error is made, as in V8: errors made while it is 0
// keep a stack without frames after it is put back (joi, undici and secure-json-parse set
// it to 0 around one construction), and util.getCallSites does not depend on it.
'use strict';
const util = require('util');

function frameCount(e) {
  return e.stack.split('\n').length - 1;
}

const saved = Error.stackTraceLimit;
Error.stackTraceLimit = 0;
const plain = new Error('plain');
let thrown;
try {
  null.f;
} catch (e) {
  thrown = e;
}
let parsed;
try {
  JSON.parse('{');
} catch (e) {
  parsed = e;
}
class ValidationError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ValidationError';
    this.details = [{ path: ['a'] }];
  }
}
const validation = new ValidationError('"a" is required');
const captured = {};
Error.captureStackTrace(captured);
const sites = util.getCallSites();
Error.stackTraceLimit = saved;

console.log(frameCount(plain), frameCount(thrown), frameCount(parsed),
            frameCount(validation), frameCount(captured));
console.log(plain.stack);
console.log(util.inspect(validation));
console.log(sites.length > 0, sites[0].scriptName === __filename);
console.log(frameCount(new Error('after')) > 0);

function deep(n) {
  return n === 0 ? new Error('deep') : deep(n - 1);
}
Error.stackTraceLimit = 2;
console.log(frameCount(deep(20)));
Error.stackTraceLimit = Infinity;
console.log(frameCount(deep(60)) > 60);
Error.stackTraceLimit = saved;

console.log(util.inspect(Error));
console.log(Error.stackTraceLimit, Object.keys(Error).includes('stackTraceLimit'));
