// fs's fd, metadata and directory calls load on first use (js-lib/fs.js lazyExports): the
// names, their order and their descriptors once read are Node's; assigning one before it
// was read keeps the program's value; util.promisify still finds fs.exists's custom form.
'use strict';
const fs = require('fs');
const util = require('util');

const keys = Object.keys(fs);
console.log(keys.length, keys.includes('statSync'), keys.includes('openSync'), keys.includes('cpSync'));

// A copy made with fs's own descriptors (graceful-fs's clone) and patched: fs keeps its
// functions.
const copy = { __proto__: Object.getPrototypeOf(fs) };
for (const key of Object.getOwnPropertyNames(fs)) {
  Object.defineProperty(copy, key, Object.getOwnPropertyDescriptor(fs, key));
}
const realClose = copy.close;
copy.close = function close(fd, cb) { return realClose(fd, cb); };
console.log(fs.close === realClose, copy.close !== realClose, typeof copy.fsync);

// A program's own function, assigned before the group it belongs to loaded.
const mine = function mkdtempSync() { return 'mine'; };
fs.mkdtempSync = mine;
console.log(fs.mkdtempSync === mine, fs.mkdtempSync());

// Reading one name of a group loads it; by the next microtask plain data properties stand in
// place of all its names.
const { statSync } = fs;
console.log(typeof statSync, statSync === fs.statSync);
function main() {
  for (const name of ['statSync', 'existsSync', 'lstat', '_toUnixTimestamp']) {
    const d = Object.getOwnPropertyDescriptor(fs, name);
    console.log(name, typeof d.value, d.writable, d.enumerable, d.configurable);
  }
  console.log(statSync === fs.statSync, statSync.name, statSync.length);
  console.log(typeof fs.exists[util.promisify.custom]);
  void fs.readdirSync;
  return null;
}
Promise.resolve().then(main).then(() => {
  console.log(fs.mkdtempSync === mine);
  for (const name of ['mkdirSync', 'mkdtempSync']) {
    const d = Object.getOwnPropertyDescriptor(fs, name);
    console.log(name, typeof d.value, d.writable, d.enumerable, d.configurable);
  }
  console.log(fs.close === realClose, fs.close.name, copy.close !== realClose);
  console.log(typeof fs.realpathSync.native, typeof fs.realpath.native, fs.Dir.name);
  // Every name is where it was, and the same functions are there after everything loaded.
  console.log(JSON.stringify(Object.keys(fs)) === JSON.stringify(keys));
  console.log(Object.keys(fs).filter((k) => typeof fs[k] === 'function').length);
  const spread = { ...fs };
  console.log(typeof spread.openSync, typeof spread.readdirSync, typeof spread.chmodSync);
  // A read site used before and after the switch answers the value, never calls it.
  const read = (o) => o.fsyncSync;
  const before = read(fs);
  return Promise.resolve().then(() => console.log(before === read(fs), read(fs).name));
});
