// BigInt.asIntN/asUintN: widths wider than the engine would build (the value is its own wrap), wraps at ordinary widths, and V8's conversion errors.
const t = (f) => { try { console.log(String(f())); } catch (e) { console.log(e.name + ': ' + e.message); } };
for (const bits of [0, 1, 2, 7, 8, 63, 64, 65, 128, 2 ** 31, 2 ** 40, 2 ** 53 - 1]) {
  for (const x of [0n, 1n, -1n, 5n, -5n, 127n, -128n, 128n, 255n, 256n, -(2n ** 63n), 2n ** 63n, 2n ** 64n - 1n, -(2n ** 100n), 2n ** 100n + 3n]) {
    t(() => `${bits} ${x}: ${BigInt.asIntN(bits, x)}`);
    if (x >= 0n || bits <= 2 ** 30) t(() => `${bits} ${x}: ${BigInt.asUintN(bits, x) === BigInt.asUintN(bits, x) ? 'u' : ''}${bits > 200 && x < 0n ? 'wide' : BigInt.asUintN(bits, x)}`);
  }
}
t(() => BigInt.asUintN(2 ** 40, -5n));
t(() => BigInt.asUintN(2 ** 53 - 1, -1n));
for (const bits of [-1, 2 ** 53, Infinity, -Infinity, NaN, '8', undefined, 1.9, -0.5, {}]) t(() => BigInt.asIntN(bits, 300n));
for (const x of [1, 1.5, undefined, null, Symbol('s'), 'x', '1_0', '0x10', ' 12 ', true, {}, { valueOf() { return 7n; } }]) t(() => BigInt.asIntN(8, x));
t(() => BigInt.asIntN(-1, Symbol('first the width')));
const order = [];
t(() => BigInt.asUintN({ valueOf() { order.push('bits'); return 4; } }, { valueOf() { order.push('value'); return 17n; } }) + ' ' + order.join());
console.log(BigInt.asIntN.name, BigInt.asIntN.length, BigInt.asUintN.name, BigInt.asUintN.length);
