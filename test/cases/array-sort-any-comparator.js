// Sorting never ends the process, whatever the comparator answers (the random shuffle), and
// keeps the spec's order: stable, undefined and holes last, strings by code units, TypedArrays.
console.log([...Array(100).keys()].sort(() => Math.random() - 0.5).length, [...Array(100).keys()].toSorted(() => Math.random() - 0.5).length);
console.log(new Float64Array(50).map((_, i) => i).sort(() => Math.random() - 0.5).length);
console.log([3, 1, undefined, 10, , 2].sort(), [3, 1, undefined, 10, , 2].sort((a, b) => a - b));
const a = [3, 1, undefined, 10, , 2]; a.sort(); console.log(a.length, 4 in a, 5 in a, a);
console.log([3, 1, , 2].toSorted(), ['b', 'a', 'B', 'é', '10', '9'].sort());
const st = [{k: 1, v: 'a'}, {k: 0, v: 'b'}, {k: 1, v: 'c'}, {k: 0, v: 'd'}].sort((x, y) => x.k - y.k).map(o => o.v).join('');
console.log(st, new Int8Array([5, -1, 3, 0]).sort(), new Int8Array([5, -1, 3, 0]).toSorted((a, b) => b - a), new Int8Array([5, -1, 3]).sort((a, b) => b - a));
try { [1, 2].sort(1) } catch (e) { console.log(e.name, e.message) }
try { [1, 2].sort((a, b) => { throw new Error('cmp') }) } catch (e) { console.log(e.message) }
const obj = { length: 3, 0: 'c', 1: 'a', 2: 'b' }; Array.prototype.sort.call(obj); console.log(obj);
console.log([1, 2, 3].sort((a, b) => NaN), [2, 1].sort(() => '1'), Array.prototype.sort.length, Array.prototype.sort.name);
const big = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000); big.sort((a, b) => a - b); console.log(big.every((v, i) => v === i));
