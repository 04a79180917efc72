// Calling a missing method whose name is a keyword (`t.new()`, `m.delete()`) names the
// member in the TypeError, as for any other name.
const t = { a: 1, in: {} };
const tries = [
  () => t.new(),
  () => { const id = t.delete(1); return id; },
  () => t.in.return(),
  () => [...new Set([t.typeof()])],
  () => void t.of(),
  () => t.new().x,
];
for (const f of tries) {
  try { f(); } catch (e) { console.log(e.name, e.message); }
}
