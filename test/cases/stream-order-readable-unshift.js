// unshift(): puts data back in front, works after push(null) until 'end', with strings
// under an encoding, and the empty chunk no-op.
'use strict';
const { Readable } = require('stream');
const r = new Readable({ read() {} });
r.push('world');
const head = r.read(2);
console.log('head', String(head));
r.unshift(head);
console.log('len', r.readableLength, 'read', String(r.read()));
r.push('tail');
r.push(null);
console.log('unshift after push(null)', r.unshift('pre-'));
console.log('unshift empty', r.unshift(''));
r.on('data', (c) => console.log('data', String(c)));
r.on('end', () => console.log('end'));
const s = new Readable({ encoding: 'utf8', read() {} });
s.push('bc');
s.unshift(Buffer.from('a'));
s.unshift('ff', 'hex');
console.log('encoded', JSON.stringify(s.read()));
