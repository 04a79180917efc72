// A first minirt script: Node globals, a built-in module, a timer and a promise.
'use strict';
const path = require('path');

console.log('Hello from minirt %s on %s', process.version, process.platform);
console.log('this file is', path.basename(__filename));
setTimeout(() => console.log('a timer fired'), 10);
Promise.resolve({ answer: 42 }).then((v) => console.log('a promise resolved to', v));
