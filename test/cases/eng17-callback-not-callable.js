// V8's message for a callback a built-in cannot call (`number 5 is not a function`), read from
// the call when the argument is written as a literal or as a const declared as one.
const NOT_A_FUNCTION = 5;
function t(label, f) {
  try {
    f();
    console.log(label, 'no error');
  } catch (e) {
    console.log(label, e.constructor.name, e.message);
  }
}

t('map undefined', () => [1].map(undefined));
t('map nothing', () => [1].map());
t('forEach string', () => [1].forEach('x'));
t('filter object', () => [1].filter({ a: 1 }));
t('some null', () => [1].some(null));
t('every number', () => [1].every(1.5));
t('find const', () => [1].find(NOT_A_FUNCTION));
t('findIndex boolean', () => [1].findIndex(true));
t('findLastIndex array', () => [1].findLastIndex([]));
t('reduce null', () => [1, 2].reduce(null));
t('reduceRight hex', () => [1, 2].reduceRight(0x10));
t('flatMap', () => [1].flatMap('f'));
t('typed map', () => new Uint8Array(1).map({}));
t('typed map number', () => new Uint8Array(1).map(7));
t('typed forEach', () => new Uint8Array(1).forEach(null));
t('typed findLast', () => new Float64Array(1).findLast('f'));
t('Map forEach', () => new Map([[1, 2]]).forEach(-0));
t('Set forEach', () => new Set([1]).forEach(2n));
t('iterator map', () => [1].values().map(undefined));
t('iterator reduce', () => [1].values().reduce(3));
t('Promise', () => new Promise(1));
t('Promise nothing', () => new Promise());
t('Array.from', () => Array.from([1], 'm'));
