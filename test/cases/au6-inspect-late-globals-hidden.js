// util.inspect showHidden lists prototype accessors of SharedArrayBuffer and DisposableStack, as Node does.
'use strict';
const util = require('util');
const sab = util.inspect(new SharedArrayBuffer(2), { showHidden: true }).split('\n');
console.log(sab[0], sab[sab.length - 1]);
console.log(sab.slice(1, -1).sort().join('\n'));
console.log(util.inspect(new DisposableStack(), { showHidden: true }));
console.log(util.inspect(new AsyncDisposableStack(), { showHidden: true, colors: true }));
console.log(util.inspect(new ArrayBuffer(2), { showHidden: true }));
console.log(util.inspect(new SharedArrayBuffer(1)));
