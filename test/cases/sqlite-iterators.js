// node:sqlite: a statement's row iterator is invalidated by any later run of the same
// statement, reads the statement's current modes on each step, and stays done once done.
'use strict';
const { DatabaseSync } = require('node:sqlite');

const show = (f) => {
  try {
    console.log(f());
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
};

const db = new DatabaseSync(':memory:');
db.exec('CREATE TABLE t (v INTEGER NOT NULL); INSERT INTO t VALUES (1), (2), (3);');
const stmt = db.prepare('SELECT v FROM t ORDER BY v');

for (const rerun of ['get', 'all', 'run', 'iterate']) {
  const it = stmt.iterate();
  show(() => it.next().value.v);
  stmt[rerun]();
  show(() => it.next());
  show(() => it.next());
  show(() => it.return());
}

// A newer iterator is unaffected by the older one it invalidated.
const older = stmt.iterate();
older.next();
const newer = stmt.iterate();
show(() => older.next());
show(() => newer.next().value.v);
show(() => newer.next().value.v);

// Changing a mode mid-iteration applies to the rows that follow.
const live = stmt.iterate();
show(() => typeof live.next().value.v);
stmt.setReadBigInts(true);
show(() => typeof live.next().value.v);
stmt.setReadBigInts(false);

// A finished or returned iterator reports done even after the statement runs again.
const finished = stmt.iterate();
console.log([...finished].length);
stmt.get();
show(() => finished.next());
const returned = stmt.iterate();
returned.return();
stmt.all();
show(() => returned.next());

// Internal state is not exposed as own properties.
console.log(Reflect.ownKeys(stmt.iterate()).length);
db.close();
