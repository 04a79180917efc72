// Ecosystem check: sql.js (SQLite compiled to WebAssembly) builds a database, queries it, and saves it to a file and back.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const initSqlJs = require('sql.js');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-sqljs-'));
(async () => {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run('CREATE TABLE fruit (name TEXT, price REAL, qty INTEGER)');
  const insert = db.prepare('INSERT INTO fruit VALUES (?, ?, ?)');
  for (const row of [['apple', 0.5, 10], ['pear', 0.75, 4], ['kiwi', 0.2, 25]]) insert.run(row);
  insert.free();
  console.log(JSON.stringify(db.exec('SELECT name, price * qty AS total FROM fruit ORDER BY total DESC')));
  const stmt = db.prepare('SELECT name FROM fruit WHERE qty > $min');
  stmt.bind({ $min: 5 });
  while (stmt.step()) console.log('row', stmt.getAsObject().name);
  stmt.free();
  const file = path.join(dir, 'shop.sqlite');
  fs.writeFileSync(file, Buffer.from(db.export()));
  db.close();
  const again = new SQL.Database(fs.readFileSync(file));
  console.log('reloaded', JSON.stringify(again.exec('SELECT count(*), sum(qty) FROM fruit')[0].values));
  try {
    again.exec('SELECT * FROM nope');
  } catch (err) {
    console.log('error', err.message);
  }
  again.close();
})().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
