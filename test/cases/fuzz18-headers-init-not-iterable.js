// new Headers(sequence) whose entry is not itself iterable: WebIDL's message shows a
// primitive entry the way WebIDL prints values, and an object entry not at all.
for (const v of [null, undefined, Symbol('s'), Symbol(), 5n, () => {}, 'x', 1.5, true, {}, { [Symbol.iterator]: 1 }, { [Symbol.iterator]() { return {}; } }]) {
  try { new Headers([['a', 'b'], v]); console.log('ok'); } catch (e) { console.log(e.name, e.message); }
}
const h = new Headers([new Set(['k', 'v']), { *[Symbol.iterator]() { yield 'n'; yield 'm'; } }]);
console.log([...h]);
