// A generator whose `for-of` body ends with a jump out of the loop (`else return;` as the
// loop's last text) still compiles, yields, closes the iterator it leaves early and runs
// to completion otherwise.
'use strict';
function* upTo(items) {
  for (const item of items) if (item !== 'stop') yield item; else return;
}
function* labelled(rows) {
  outer: for (const row of rows) for (const cell of row) if (cell) yield cell; else continue outer;
}
const closing = {
  [Symbol.iterator]() {
    let i = 0;
    return {
      next: () => ({ value: ['a', 'stop', 'b'][i++], done: i > 3 }),
      return: () => {
        console.log('closed');
        return { done: true };
      },
    };
  },
};
console.log([...upTo(['x', 'y'])].join(','));
console.log([...upTo(closing)].join(','));
console.log([...labelled([[1, 2, 0, 3], [4], [0, 5]])].join(','));
