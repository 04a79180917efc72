// BigInt(value): the spec's string grammar (no separators, signs only on decimals), V8's error classes and messages, and the function's own shape.
const t = (f) => { try { const v = f(); console.log(typeof v, String(v)); } catch (e) { console.log(e.name + ': ' + e.message); } };
for (const v of [' 1_0 ', '1_000', '0x_1', '0XfF', '0b2', '0o17', '-0x1', '+12', '-12', '  ', '', '\n7\t', '1e3', '12n', 'abc', '9007199254740993', '\u00a012\u2028', '١٢', '0x', '+', '-0']) t(() => BigInt(v));
for (const v of [1.5, NaN, Infinity, -Infinity, -0, 2**60, 1e21, 0.1]) t(() => BigInt(v));
for (const v of [undefined, null, true, false, Symbol('s'), {}, [], [5], {valueOf(){return 3}}, {toString(){return '4'}, valueOf(){return {}}}, {[Symbol.toPrimitive](h){return h}}, 5n, Object(5n)]) t(() => BigInt(v));
t(() => [BigInt.name, BigInt.length, typeof BigInt.asIntN, (1n).constructor === BigInt, BigInt.prototype.constructor === BigInt, Object.getOwnPropertyNames(BigInt).sort().join()].join(' '));
t(() => BigInt.asUintN(8, 257n));
t(() => BigInt(Object.create(null)));
t(() => Function.prototype.toString.call(BigInt));
