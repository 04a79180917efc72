// fs.FileReadStream/FileWriteStream are bindings of their own, as in Node: graceful-fs 4.1
// (bundled by yarn 1) assigns fs.FileReadStream its wrapper, then wraps fs.ReadStream;
// with one shared binding the wrapper wrapped itself and process.stdin overflowed the stack.
'use strict';
const fs = require('fs');
const orig = fs.ReadStream;
const origWrite = fs.WriteStream;
console.log(fs.FileReadStream === orig, fs.FileWriteStream === origWrite);

// The wrapping graceful-fs 4.1 does, in its order.
function GracefulReadStream(path, options) {
  if (this instanceof GracefulReadStream) return wrapped.apply(this, arguments), this;
  return GracefulReadStream.apply(Object.create(GracefulReadStream.prototype), arguments);
}
fs.FileReadStream = GracefulReadStream;
const wrapped = fs.ReadStream;
GracefulReadStream.prototype = Object.create(wrapped.prototype);
fs.ReadStream = GracefulReadStream;
fs.createReadStream = (path, options) => new GracefulReadStream(path, options);
console.log(wrapped === orig, fs.ReadStream === GracefulReadStream, fs.FileReadStream === GracefulReadStream);

const s = fs.createReadStream(__filename, { start: 3, end: 20 });
s.on('data', (d) => console.log(JSON.stringify(String(d)), s instanceof orig));
s.on('close', () => {
  // process.stdin of a file goes through fs.createReadStream too.
  console.log(typeof process.stdin.read);
  function W() {}
  fs.FileWriteStream = W;
  console.log(fs.WriteStream === origWrite, fs.FileWriteStream === W);
  fs.WriteStream = W;
  console.log(fs.FileWriteStream === W, fs.WriteStream === W);
});
