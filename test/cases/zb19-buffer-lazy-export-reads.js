// Blob, File and resolveObjectURL load on first read of require('buffer'); reading them
// again at the same place in the code must give the same values, not call them.
const buffer = require('buffer');
function readFile() { return buffer.File; }
function readResolve() { return buffer.resolveObjectURL; }
function readBlob() { return buffer.Blob; }
const results = [];
for (let i = 0; i < 3; i++) {
  results.push([typeof readFile(), typeof readResolve(), typeof readBlob()].join(' '));
}
console.log(results.join(' | '));
console.log(readFile() === File, readBlob() === Blob);
const f = new (readFile())(['abc'], 'a.txt');
console.log(f.name, f.size);
setTimeout(() => {
  console.log(typeof readFile(), typeof readResolve(), typeof readBlob());
  const desc = Object.getOwnPropertyDescriptor(buffer, 'Blob');
  console.log(typeof desc.value, desc.writable, desc.enumerable, desc.configurable);
  buffer.File = 'replaced';
  console.log(readFile());
});
