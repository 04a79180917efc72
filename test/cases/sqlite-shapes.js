// node:sqlite: the shapes of the native-backed classes (enumerable length-0 methods,
// anonymous own accessors, Symbol.dispose), receiver checks, and SQLTagStore's
// argument checks, own accessors and LRU cache.
'use strict';
const sqlite = require('node:sqlite');
const { DatabaseSync, StatementSync } = sqlite;

const show = (f) => {
  try {
    console.log(f());
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
};
const describe = (o, skip = []) => Reflect.ownKeys(o)
  .filter((k) => !skip.includes(k))
  .map((k) => {
    const d = Object.getOwnPropertyDescriptor(o, k);
    const kind = typeof d.value === 'function' ? `f${d.value.length}` :
      d.get ? `get(${d.get.name})` : typeof d.value;
    return `${String(k)}:${kind}${d.enumerable ? 'E' : ''}${d.writable ? 'W' : ''}${d.configurable ? 'C' : ''}`;
  })
  .sort()
  .join(' ');

console.log(DatabaseSync.length, describe(DatabaseSync.prototype));
// stat() and resetStats() are left out: their counters are checked elsewhere.
console.log(StatementSync.length, describe(StatementSync.prototype, ['stat', 'resetStats']));
console.log(describe(sqlite.Session.prototype));

const db = new DatabaseSync(':memory:');
console.log(describe(db));
const stmt = db.prepare('SELECT 1 AS one');
console.log(describe(stmt));
console.log(describe(Object.getPrototypeOf(stmt.iterate())));

show(() => DatabaseSync.prototype.exec.call(stmt, 'SELECT 1'));
show(() => DatabaseSync.prototype.close.call({}));
show(() => StatementSync.prototype.all.call(db));
show(() => Object.getPrototypeOf(stmt.iterate()).next.call({}));
show(() => new StatementSync());

// StatementSync's Symbol.dispose finalizes once and is then a no-op.
const disposable = db.prepare('SELECT 2');
disposable[Symbol.dispose]();
show(() => disposable.get());
show(() => disposable[Symbol.dispose]());

// SQLTagStore.
for (const size of [0, 1.5, -1, 2 ** 31, null, 'x', undefined, 2]) {
  show(() => db.createTagStore(size).capacity);
}
const store = db.createTagStore(2);
console.log(store.constructor.name, describe(store), describe(Object.getPrototypeOf(store)));
console.log(store);
show(() => new store.constructor());
show(() => store.get('SELECT 1'));
show(() => store.get([1]));
show(() => store.get());
show(() => store.get(['SELECT 1 AS a, ', ' AS b'], 5));
show(() => store.all`SELECT ${1} AS a`);
show(() => store.run`SELECT ${1} AS a`);
show(() => store.size);
show(() => store.get`SELECT ${2} AS c`);
show(() => store.size);
show(() => [...store.iterate`SELECT ${3} AS d`]);
store.clear();
show(() => store.size);
show(() => store.db === db);
show(() => Object.getPrototypeOf(store).clear.call({}));
db.close();
