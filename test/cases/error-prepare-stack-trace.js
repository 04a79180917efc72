// Error.prepareStackTrace(error, callSites): Node's default hook, a user hook called when
// the stack is first read (also for Error.captureStackTrace objects), CallSite objects with
// file/line/column/function name, and the hook's throw or non-string result passing through
// (the call-site pattern of the depd package).
'use strict';

console.log(typeof Error.prepareStackTrace, Error.prepareStackTrace.name,
            Error.prepareStackTrace.length);
console.log(JSON.stringify(Error.prepareStackTrace(new Error('a'), [])));
console.log(JSON.stringify(Error.prepareStackTrace({ name: 'N', message: 'm' },
                                                   ['x', { toString() { return 'y'; } }])));

function getStack() {
  const limit = Error.stackTraceLimit;
  const obj = {};
  const prep = Error.prepareStackTrace;
  Error.prepareStackTrace = (o, stack) => stack;
  Error.stackTraceLimit = Math.max(10, limit);
  Error.captureStackTrace(obj);
  const stack = obj.stack.slice(1);
  Error.prepareStackTrace = prep;
  Error.stackTraceLimit = limit;
  return stack;
}
function caller() {
  return getStack();
}
const sites = caller();
const site = sites[0];
console.log(Array.isArray(sites), typeof site.getFileName, site.getFileName() === __filename);
console.log(site.getFunctionName(), typeof site.getLineNumber(), typeof site.getColumnNumber());
console.log(site.isEval(), site.isNative(), site.getEvalOrigin());
console.log(String(site).startsWith('caller (') && String(site).includes(__filename));

const early = new Error('late');
Error.prepareStackTrace = (e, s) => `custom ${e.message} ${Array.isArray(s)}`;
console.log(early.stack);
console.log(new Error('now').stack);
Error.prepareStackTrace = () => 42;
console.log(new Error('num').stack);
Error.prepareStackTrace = () => {
  throw new TypeError('inner');
};
try {
  console.log(new Error('r').stack);
} catch (e) {
  console.log('threw', e.message);
}
delete Error.prepareStackTrace;
console.log(new Error('w').stack.split('\n')[0]);
