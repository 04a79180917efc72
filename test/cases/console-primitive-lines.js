// console.log of strings, numbers, bigints, booleans, null and undefined (printed without util.inspect) matches util.format, next to symbols, objects and format strings.
console.log(1, -0, 0, NaN, -Infinity, 1e21, 1.5e-7, 10n, true, null, undefined, 'str');
console.log('n=', 5, 'x');
console.log(-0);
console.log('%d', 5, 6);
console.log(Symbol('s'));
console.log({ a: 1 }, 2);
console.error(3, 'e');
console.log(0.1 + 0.2, 2 ** 53, -5n);
