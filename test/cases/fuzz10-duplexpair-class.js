// Both ends of stream.duplexPair() are instances of a Duplex subclass named DuplexSide.
'use strict';
const { duplexPair, Duplex } = require('stream');

const [a, b] = duplexPair();
console.log(a.constructor.name, b.constructor.name, a instanceof Duplex);
b.on('data', (c) => console.log('b got', String(c)));
a.write('ping');
