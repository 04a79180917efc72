// showHidden and %o list an error's stack first, as V8's own accessor (also after it was assigned).
const util = require('util');
Error.stackTraceLimit = 0;
const L = [new Error('m'), new Error('m', { cause: 1 }), new AggregateError([1], 'a'), new TypeError()];
const a = new Error('x'); a.stack = 'custom'; L.push(a);
const b = new Error('x'); b.extra = 1; b.stack = 'custom2'; L.push(b);
const c = new Error('x'); Object.defineProperty(c, 'stack', { value: undefined }); L.push(c);
const d = new RangeError('x'); d.stack = 42; L.push(d);
class MyErr extends Error { constructor() { super('my'); this.name = 'MyErr'; } } L.push(new MyErr());
L.push(Object.create(Error.prototype));
const e = new Error('s'); e[Symbol('k')] = 1; L.push(e);
for (const v of L) {
  console.log(util.inspect(v, { showHidden: true }));
  console.log(util.inspect(v, { showHidden: true, getters: true }));
  console.log(util.format('%o', { v }));
}
