// node:sqlite: statements end to end (binding, reading, named parameters, iteration,
// modes, errors), compared with Node 26.10's output.
'use strict';
const { DatabaseSync, StatementSync } = require('node:sqlite');

const show = (f) => {
  try {
    console.log(f());
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }
};

const db = new DatabaseSync(':memory:');
console.log(db.isOpen, db.isTransaction, db.location());
db.exec('create table t(a integer primary key, b text, c blob, d real)');
const ins = db.prepare('insert into t(b, c, d) values (?, ?, ?)');
console.log(ins.run('x', new Uint8Array([1, 2]), 1.5));
console.log(ins.run('y', null, 2));
console.log(ins.run(undefined, 1, 2));
console.log(ins.run(true, 1n, 2));
show(() => ins.run(2n ** 64n, 1, 2));
show(() => ins.run(Symbol('s'), 1, 2));
console.log(db.prepare('select * from t').all());
console.log(db.prepare('select * from t where a = ?').get(1));
console.log(db.prepare('select * from t where a = ?').get(99));
show(() => db.prepare('select 9007199254740993 as big').get());
show(() => db.exec('selectx'));
show(() => db.prepare('select ? as a').get(1, 2));

// Values each JS type binds to.
const echo = db.prepare('select ? as a');
for (const v of [-0, NaN, Infinity, 1.25, 'é', new ArrayBuffer(2), new DataView(new ArrayBuffer(3)),
  new Float64Array([1]), false]) {
  show(() => echo.get(v));
}
// A leading plain object holds named parameters.
show(() => db.prepare('select ? as a, ? as b').get({}, 1));
const named = db.prepare('select :a as a, $b as b, @c as c');
console.log(named.get({ a: 1, b: 2, c: 3 }), named.sourceSQL, named.expandedSQL);
show(() => named.get({ a: 1, z: 3 }));
named.setAllowUnknownNamedParameters(true);
console.log(named.get({ a: 1, z: 3 }));
named.setAllowBareNamedParameters(false);
show(() => named.get({ a: 1 }));
console.log(named.get({ ':a': 5, '$b': 6 }));

console.log(db.prepare('select * from t').columns());
console.log(db.prepare('select 1 + 1 as two').columns());

const it = db.prepare('select a from t order by a').iterate();
console.log(Object.getPrototypeOf(Object.getPrototypeOf(it)) === Iterator.prototype);
console.log(it.next(), it.return(), it.next());
console.log([...db.prepare('select a from t where a > ?').iterate(2)]);

const big = db.prepare('select 5 as i');
big.setReadBigInts(true);
console.log(big.get());
const arr = db.prepare('select 5 as i, 6 as j');
arr.setReturnArrays(true);
console.log(arr.get(), arr.all());
const bigIns = db.prepare('insert into t(b) values (?)');
bigIns.setReadBigInts(true);
console.log(bigIns.run('z'));

db.exec('begin');
console.log(db.isTransaction);
db.exec('rollback');

show(() => db.prepare(''));
show(() => db.prepare(1));
show(() => new StatementSync());
show(() => DatabaseSync(':memory:'));
show(() => new DatabaseSync('/nonexistent-dir/x.db'));

const unique = new DatabaseSync(':memory:');
unique.exec('create table u(k text unique)');
unique.exec("insert into u values ('a')");
try {
  unique.exec("insert into u values ('a')");
} catch (e) {
  console.log(e.message, e.code, e.errcode, e.errstr, Object.keys(e));
}
unique.close();

const s = db.prepare('select 1 as x');
db.close();
show(() => s.get());
show(() => db.exec('select 1'));
show(() => db.isTransaction);
show(() => db.close());
db.open();
console.log(db.prepare('select 2 as y').get());
