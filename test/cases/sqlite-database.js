// node:sqlite: user functions, aggregates and window functions, the authorizer, limits,
// sessions and changesets, serialize/deserialize, tag stores and backup(), compared with
// Node 26.10's output.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const sqlite = require('node:sqlite');
const { DatabaseSync } = sqlite;

const show = (f) => {
  try {
    console.log(f());
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
};

const db = new DatabaseSync(':memory:');
db.function('plus', (a, b) => a + b);
console.log(db.prepare('select plus(1, 2) as r').get());
db.function('count_args', { varargs: true }, (...a) => a.length);
console.log(db.prepare('select count_args(1, 2, 3, 4) as n').get());
db.function('big', { useBigIntArguments: true }, (a) => typeof a);
console.log(db.prepare('select big(5) as t').get());
db.function('boom', () => {
  throw new TypeError('boom');
});
show(() => db.prepare('select boom()').get());
db.function('bad', () => ({}));
show(() => db.prepare('select bad()').get());
db.function('kinds', (x) => x);
console.log(db.prepare("select kinds(null) as n, kinds('s') as s, kinds(x'01') as b").get());
show(() => db.function('f'));
show(() => db.function('f', { varargs: 1 }, () => 1));

db.exec('create table n(g, v); insert into n values (1, 1), (1, 2), (2, 3), (2, 4)');
db.aggregate('sumx', { start: 0, step: (acc, v) => acc + v });
console.log(db.prepare('select g, sumx(v) as s from n group by g').all());
db.aggregate('listx', {
  start: () => [],
  step: (acc, v) => {
    acc.push(v);
    return acc;
  },
  result: (acc) => acc.join('+'),
});
console.log(db.prepare('select listx(v) as l from n').get());
console.log(db.prepare('select listx(v) as l from n where 0').get());
db.aggregate('winsum', {
  start: 0,
  step: (acc, v) => acc + v,
  inverse: (acc, v) => acc - v,
});
console.log(db.prepare(
  'select v, winsum(v) over (order by v rows between 1 preceding and current row) as w from n',
).all());
show(() => db.aggregate('a', { start: 0 }));
show(() => db.aggregate('a', { start: 0, step: () => 1, inverse: 1 }));

// The authorizer sees each action and can deny it.
const seen = [];
db.setAuthorizer((action, a, b) => {
  seen.push([action, a, b]);
  return b === 'secret' ? sqlite.constants.SQLITE_DENY : sqlite.constants.SQLITE_OK;
});
db.exec('create table pub(x); create table priv(secret)');
show(() => db.prepare('select secret from priv').all());
console.log(seen.some(([action]) => action === sqlite.constants.SQLITE_CREATE_TABLE));
db.setAuthorizer(null);
console.log(db.prepare('select secret from priv').all());
show(() => db.setAuthorizer(1));

// Limits read and write SQLite's.
console.log(db.limits.attach, Object.keys(db.limits).length);
db.limits.attach = 3;
console.log(db.limits.attach);
show(() => {
  db.limits.attach = -1;
});
show(() => new DatabaseSync(':memory:', { limits: { length: -1 } }));

// Sessions record changes that another database can apply.
const src = new DatabaseSync(':memory:');
const dst = new DatabaseSync(':memory:');
for (const d of [src, dst]) d.exec('create table kv(k primary key, v)');
const session = src.createSession();
src.exec("insert into kv values ('a', 1), ('b', 2)");
const changes = session.changeset();
console.log(changes instanceof Uint8Array, changes.length > 0, session.patchset().length > 0);
console.log(dst.applyChangeset(changes));
console.log(dst.prepare('select * from kv order by k').all());
console.log(dst.applyChangeset(changes, {
  onConflict: (kind) => {
    console.log('conflict', kind === sqlite.constants.SQLITE_CHANGESET_CONFLICT);
    return sqlite.constants.SQLITE_CHANGESET_ABORT;
  },
}));
console.log(dst.applyChangeset(changes, { filter: () => false }));
session.close();
show(() => session.changeset());
show(() => dst.applyChangeset(1));

// A database image moves between connections.
const image = src.serialize();
console.log(image instanceof Uint8Array);
const copy = new DatabaseSync(':memory:');
copy.deserialize(image);
console.log(copy.prepare('select count(*) as n from kv').get());
show(() => copy.deserialize('x'));

// Tag stores cache statements by template.
const sql = src.createTagStore(2);
console.log(sql.get`select v from kv where k = ${'a'}`, sql.all`select k from kv order by k`);
console.log(sql.size, sql.capacity, sql.db === src);

show(() => db.enableLoadExtension(true));
show(() => db.loadExtension('x'));

// backup() copies to a file and resolves with the page count.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-backup-'));
const file = path.join(dir, 'copy.db');
sqlite.backup(src, file, { rate: 1, progress: () => {} }).then((pages) => {
  console.log('backup pages', pages > 0);
  const restored = new DatabaseSync(file, { readOnly: true });
  console.log(restored.prepare('select * from kv order by k').all());
  show(() => restored.exec("insert into kv values ('c', 3)"));
  restored.close();
  fs.rmSync(dir, { recursive: true });
});
