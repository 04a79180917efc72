// In an ES module's own top-level code the engine gives a failure it has no place for the
// place of an earlier expression, so those errors keep the engine's wording rather than
// name the wrong property; calls, `new` and everything inside functions read as V8 words
// them.
const obj = { name: undefined, n: 5 };
const results = [];
try {
  obj.n();
} catch (e) {
  results.push(e.message);
}
try {
  new obj.n();
} catch (e) {
  results.push(e.message);
}
function inside(o) {
  return o.name.first;
}
try {
  inside(obj);
} catch (e) {
  results.push(e.message);
}
try {
  obj.name.trim();
} catch (e) {
  // V8: reading 'trim'. The wording must never name 'name', the read before it.
  results.push(e.message.includes("'name'") ? 'wrong property' : 'not the read before');
}
console.log(results.join('\n'));
