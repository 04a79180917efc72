// parseInt past 2^53: radix 10 and powers of two rounded exactly, other radixes folded in 32-bit chunks as V8 does; Number.parseInt is the same function.
const rows = [['123456789012345678901234567890'], ['9007199254740993'], ['  -0x20000000000001'], ['20000000000003', 16], ['1'.repeat(60), 2], ['7'.repeat(30), 8], ['zz'.repeat(12), 36], ['2'.repeat(40), 3], ['0000' + '6'.repeat(25), 7], ['12'.repeat(20), 5], ['f'.repeat(300), 16], ['9'.repeat(400)], ['1e21'], ['12345678901234567890abc'], ['-98765432109876543210', 10]];
for (const [s, r] of rows) console.log(JSON.stringify(s.length > 40 ? s.slice(0, 20) + '…' : s), r, parseInt(s, r));
console.log(Number.parseInt === parseInt, parseInt.name, parseInt.length);
const order = []; parseInt({ toString() { order.push('s'); return '1'; } }, { valueOf() { order.push('r'); return 10; } }); console.log(order.join());
