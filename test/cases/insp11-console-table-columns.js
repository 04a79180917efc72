// console.table column bookkeeping: columns are keyed like object properties, so array-index
// keys come first in ascending order, a numeric column name merges with its string form,
// and symbol column names are accepted but produce no column.
'use strict';

console.table([{ three: 3 }, [4], 'plain']);
console.table({ 2: { 1: 'a' }, 1: { 0: 'b', 10: 'c', x: 'd' } });
console.table([{ a: 1, 1: 'one' }, { a: 2 }], [1, 'a', '1']);
console.table([{ a: 1 }, { a: 2 }], [Symbol('hidden')]);
console.table([{ a: 1, [Symbol.for('s')]: 2 }], [Symbol.for('s'), 'a']);
console.table([{ __proto__: null, __proto__x: 1 }, { ['__proto__']: 'own' }], ['__proto__', 'b']);
