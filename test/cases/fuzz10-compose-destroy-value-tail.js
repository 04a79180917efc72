// Destroying a composed stream destroys the pipeline's last stream even when that stream
// was made from a plain value (here a string through Duplex.from()).
'use strict';
const { compose, Readable } = require('stream');

process.on('uncaughtException', (e) => console.log('uncaught', e.code));
const c = compose(Readable.from(['k']), 'tail');
c.on('error', (e) => console.log('composed error', e.code));
c.on('close', () => console.log('composed close'));
console.log('write', c.write('a'));
c.destroy(new Error('mine'));
setImmediate(() => console.log('destroyed', c.destroyed, c.errored && c.errored.code));
