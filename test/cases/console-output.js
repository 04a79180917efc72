// console: log/info/debug to stdout, error/warn/trace to stderr, util.format
// placeholders, groups, counters, assert, dir, table.
// stderr: to stderr
// stderr: Trace: traced 1
// stderr: Assertion failed: bad
'use strict';
console.log('%s is %d years and %i days, %f%%', 'x', 42.5, 3.9, 1.5);
console.log('%j %o', { a: 1 }, [1]);
console.log('%O', { nested: { deep: { deeper: { deepest: 1 } } } });
console.log('%c styled', 'color: red');
console.log('extra', 1, 'two', { three: 3 }, [4], null, undefined, 5n, Symbol('s'));
console.info('info');
console.debug('debug');
console.error('to stderr');
console.warn('warn to stderr');
console.trace('traced %d', 1);
console.group('group');
console.log('inside');
console.group();
console.log('deeper');
console.groupEnd();
console.groupEnd();
console.log('outside');
console.count();
console.count('x');
console.count();
console.countReset();
console.count();
console.assert(true, 'never');
console.assert(false, 'bad');
console.dir({ a: { b: { c: { d: 1 } } } }, { depth: 0 });
console.table([{ a: 1, b: 'y' }, { a: 2 }]);
const { log } = console;
log('detached log works');
