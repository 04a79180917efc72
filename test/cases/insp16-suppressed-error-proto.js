// SuppressedError is not one of the engine's early globals for inspect: showHidden lists its prototype's name.
const util = require('util');
Error.stackTraceLimit = 0;
const s = new SuppressedError(new Error('a'), 2, 'm');
console.log(util.format('%s|%s', s, Object.create(SuppressedError.prototype)));
console.log(util.inspect(Object.create(SuppressedError.prototype), { showHidden: true }));
console.log(util.inspect(new SuppressedError(1, 2, 'm'), { showHidden: true }));
console.log(util.inspect(new SuppressedError(1, 2, 'm')));
class Sub extends SuppressedError {}
console.log(util.inspect(new Sub(1, 2, 's'), { showHidden: true }));
