// util.inspect of FormData breaks lines as Node does (decided on the null-prototype form).
'use strict';
const f = new FormData(); f.append('f', new File(['x'], 'n.txt', { lastModified: 1 }));
console.log(f);
const g = new FormData(); g.append('a', '1'); g.append('a', '2'); g.append('b', 'x'.repeat(60));
console.log(g);
console.log([new FormData()]);
console.log(new FormData());
const h = new FormData(); h.append('k', 'v'); console.log(require('util').inspect(h, { colors: false }), require('util').inspect(h, { depth: 0 }), require('util').inspect({ x: { y: h } }, { depth: 1 }));
console.log(require('util').inspect(h, { colors: true }));
