// Readable some()/find(): the microtask on which their promise settles, among other callbacks
const { Readable } = require('stream');
const out = [];
let i = 0;
const step = () => { out.push('t' + (++i)); if (i < 16) Promise.resolve().then(step); };
Promise.resolve().then(step);
Readable.from([1, 2, 3]).some((x) => x === 2).then((v) => out.push('some:' + v));
Readable.from([1, 2, 3]).find((x) => x === 3).then((v) => out.push('find:' + v));
Readable.from([1, 2, 3]).some((x) => x === 9).then((v) => out.push('none:' + v));
setImmediate(() => console.log(out.join(' ')));
