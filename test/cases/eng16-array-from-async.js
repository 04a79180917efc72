// Array.fromAsync as V8 runs it: nullish input rejects, iterator methods are read once and
// checked, a non-constructor `this` makes a plain array, and a failure while iterating
// closes the iterator (for sync iterables, once by the wrapper and once by fromAsync).
async function t(label, f) {
  const log = [];
  try {
    const r = await f(log);
    log.push(`= ${JSON.stringify(r)}`);
  } catch (e) {
    log.push(`! ${e.constructor.name}: ${e.message}`);
  }
  console.log(label, log.join(' '));
}

function syncIter(log, next) {
  return {
    [Symbol.iterator]() {
      return {
        next() { log.push('next'); return next(); },
        return() { log.push('return'); return {}; },
      };
    },
  };
}

function asyncIter(log, next) {
  return {
    [Symbol.asyncIterator]() {
      return {
        next() { log.push('next'); return next(); },
        return() { log.push('return'); return {}; },
      };
    },
  };
}

(async () => {
  await t('null', () => Array.fromAsync(null));
  await t('undefined', () => Array.fromAsync());
  await t('number', () => Array.fromAsync(3));
  await t('string', () => Array.fromAsync('ab'));
  await t('values', () => Array.fromAsync([1, Promise.resolve(2), { then(r) { r(3); } }]));
  await t('array-like', () => Array.fromAsync({ length: 2, 0: 'a', 1: Promise.resolve('b') }));
  await t('mapped', () => Array.fromAsync([1, 2], async (x, i) => x * 10 + i));
  await t('async generator', () => Array.fromAsync((async function* () { yield 1; yield 2; })()));
  await t('bad asyncIterator', () => Array.fromAsync({ [Symbol.asyncIterator]: 5 }));
  await t('bad iterator', () => Array.fromAsync({ [Symbol.iterator]: true }));
  await t('iterator not object', () => Array.fromAsync({ [Symbol.iterator]() { return 1; } }));
  await t('mapfn object', () => Array.fromAsync([1], {}));
  await t('mapfn array', () => Array.fromAsync([1], [1]));
  await t('mapfn null', () => Array.fromAsync([1], null));
  await t('reads', (log) => Array.fromAsync({
    get [Symbol.asyncIterator]() { log.push('asyncIterator'); },
    get [Symbol.iterator]() { log.push('iterator'); return [7].values.bind([7]); },
  }));
  await t('arrow this', () => Array.fromAsync.call(() => {}, [1, 2]));
  await t('constructor this', async () => {
    function C(...args) { this.args = args; }
    const r = await Array.fromAsync.call(C, { length: 1, 0: 'x' });
    return [r instanceof C, r.args, r[0], r.length];
  });
  await t('sync next throws', (log) => Array.fromAsync(syncIter(log, () => { throw new Error('n'); })));
  await t('sync result 5', (log) => Array.fromAsync(syncIter(log, () => 5)));
  await t('sync value rejects', (log) => {
    let i = 0;
    return Array.fromAsync(syncIter(log, () => (i++ ? { done: true } : { value: Promise.reject(new Error('v')), done: false })));
  });
  await t('sync mapfn throws', (log) => Array.fromAsync(syncIter(log, () => ({ value: 1, done: false })), () => { throw new Error('m'); }));
  await t('async next rejects', (log) => Array.fromAsync(asyncIter(log, () => Promise.reject(new Error('a')))));
  await t('async result 5', (log) => Array.fromAsync(asyncIter(log, () => 5)));
  await t('async mapfn rejects', (log) => {
    let i = 0;
    return Array.fromAsync(asyncIter(log, () => (i++ ? { done: true } : { value: 1, done: false })), () => Promise.reject(new Error('r')));
  });
})();
