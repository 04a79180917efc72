// A failed property read or write on a name last written as `null` (by a let or var
// declaration, or by an assignment) says `null` in V8's words; a name declared without a
// value, or written something else since, says `undefined`.
'use strict';
function attempt(label, fn) {
  try {
    fn();
  } catch (e) {
    console.log(label, e.constructor.name, e.message);
  }
}
attempt('let', () => { let server = null; server.close(); });
attempt('var', () => { var list = null; list.push(1, 2); });
attempt('assigned', () => { let cache = {}; cache = null; return cache.size; });
attempt('set', () => { let target = null; target.value = 1; });
attempt('rewritten', () => { let value = null; value = undefined; return value.x; });
attempt('declared', () => { let pending; return pending.y; });
attempt('compared', () => { let item; if (item === null) return 0; return item.z; });
