// A program file's top-level stack has as many frames as Node's (seen through the stack trace limit and the `... N lines matching cause stack trace ...` of an error with a cause).
'use strict';
const top = new Error('top');
console.log(top.stack.split('\n').length);
function deep(n) { return n === 0 ? new Error('deep') : deep(n - 1); }
console.log(deep(0).stack.split('\n').length, deep(5).stack.split('\n').length);
const withCause = new Error('outer', { cause: new TypeError('inner') });
console.log(require('util').inspect(withCause).split('\n').filter((l) => !l.includes(' at ')).join('\n'));
