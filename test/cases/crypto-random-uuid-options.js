// crypto.randomUUID(options): Node reads options.disableEntropyCache as a plain property (an
// inherited value counts, other properties are not touched, a proxy sees one get), and
// rejects non-objects and non-boolean values with its own errors.
'use strict';
const c=require('crypto');
try{console.log(c.randomUUID(Object.create({disableEntropyCache:1})).length)}catch(e){console.log(e.message)}
let n=0;const o={get a(){n++;return 1}, disableEntropyCache:false}; c.randomUUID(o); console.log('getter a runs', n);
try{c.randomUUID(null)}catch(e){console.log(e.message)}
try{c.randomUUID([])}catch(e){console.log(e.message)}
try{c.randomUUID(()=>{})}catch(e){console.log(e.message)}
console.log(c.randomUUID(new Proxy({}, {get(t,k){console.log('get', String(k)); return undefined}, ownKeys(){console.log('ownKeys');return []}})).length)
console.log(c.randomUUID({disableEntropyCache: true}).length, c.randomUUID({}).length)
try{c.randomUUID({disableEntropyCache: 'x'})}catch(e){console.log(e.message)}
try{c.randomUUID(5)}catch(e){console.log(e.message)}
try{c.randomUUIDv7(Object.create({disableEntropyCache:1}))}catch(e){console.log(e.message)}
