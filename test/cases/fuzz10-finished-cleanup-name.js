// stream.finished() returns a function named `cleanup` on every path.
'use strict';
const { finished, PassThrough, Readable } = require('stream');

const live = new PassThrough();
console.log(finished(live, () => {}).name);

const done = new PassThrough();
done.destroy();
console.log(finished(done, () => {}).name);

console.log(finished(new Readable({ read() {} }), { signal: AbortSignal.abort() }, () => {}).name);

const ac = new AbortController();
console.log(finished(new PassThrough(), { signal: ac.signal }, () => {}).name);
