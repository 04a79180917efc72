// node:sqlite: object shapes and argument checks in front of the native calls —
// the registered sqlite-type symbol, URL schemes, constructor limits, Session's
// Symbol.dispose, onConflict results, and backup()'s synchronous validation.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const sqlite = require('node:sqlite');
const { DatabaseSync, backup, constants } = sqlite;

const show = (f) => {
  try {
    console.log(f());
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
};

const db = new DatabaseSync(':memory:');
console.log(db[Symbol.for('sqlite-type')]);
console.log(Object.getOwnPropertySymbols(db).map(String));
console.log(Object.getOwnPropertyDescriptor(db, Symbol.for('sqlite-type')));
console.log(Reflect.ownKeys(db.prepare('SELECT 1')));

show(() => new DatabaseSync(new URL('http://example.com/x.db')));
show(() => new DatabaseSync(':memory:', { limits: { length: Infinity } }));
show(() => new DatabaseSync(':memory:', { limits: { length: -Infinity } }));
const limited = new DatabaseSync(':memory:');
limited.limits.length = 10;
limited.limits.length = Infinity;
console.log(limited.limits.length > 10);
limited.close();

// Session: Symbol.dispose closes, and a second dispose or a closed database is fine.
const session = db.createSession();
console.log(typeof sqlite.Session.prototype[Symbol.dispose]);
session[Symbol.dispose]();
show(() => session.changeset());
show(() => session[Symbol.dispose]());
show(() => session.close());
const other = new DatabaseSync(':memory:');
const orphan = other.createSession();
other.close();
show(() => orphan[Symbol.dispose]());

// onConflict answers that are not int32 numbers are SQLite misuse.
function conflict(onConflict) {
  const a = new DatabaseSync(':memory:');
  const b = new DatabaseSync(':memory:');
  a.exec('CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT)');
  b.exec('CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT)');
  const s = a.createSession();
  a.exec("INSERT INTO t VALUES (1, 'a')");
  b.exec("INSERT INTO t VALUES (1, 'b')");
  try {
    console.log(b.applyChangeset(s.changeset(), { onConflict }));
  } catch (e) {
    console.log(e.name, e.code, e.errcode, e.message);
  }
  a.close();
  b.close();
}
conflict(() => -1);
conflict(() => ({}));
conflict(() => null);
conflict(() => 1.5);
conflict(() => '1');
conflict(() => constants.SQLITE_CHANGESET_OMIT);
conflict(() => constants.SQLITE_CHANGESET_REPLACE);

// backup() checks its arguments before returning a promise.
console.log(backup.name, backup.length);
show(() => backup());
show(() => backup(db));
show(() => backup(db, {}));
show(() => backup(db, 'l\0cation'));
show(() => backup(db, Buffer.from('l\0cation')));
show(() => backup(db, new URL('http://example.com/backup.db')));
show(() => backup(db, 'x.db', 'invalid'));
show(() => backup(db, 'x.db', { source: 42 }));
show(() => backup(db, 'x.db', { target: 42 }));
show(() => backup(db, 'x.db', { rate: 'invalid' }));
show(() => backup(db, 'x.db', { rate: 1.5 }));
show(() => backup(db, 'x.db', { progress: 'invalid' }));
const closed = new DatabaseSync(':memory:');
closed.close();
show(() => backup(closed, 'x.db'));
// Failures once the copy starts reject instead of throwing.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-objects-'));
const pending = backup(db, path.join(dir, 'x.db'), { source: 'nosuch' });
console.log(pending instanceof Promise);
pending.then(() => console.log('resolved'), (e) => console.log('rejected', e.code, e.message))
  .finally(() => fs.rmSync(dir, { recursive: true, force: true }));
