// process.binding('stream_wrap') and process.binding('uv'), which packages take at load
// (handle-thing under spdy and restify writes a read's size into streamBaseState; uv's
// errname and UV_* constants name errnos), and the report of an unknown binding: uncaught,
// it quotes the throw in Node's process.binding, or where the error is made when rejected.
'use strict';
const { spawnSync } = require('child_process');

const sw = process.binding('stream_wrap');
console.log(Object.keys(sw).join(','));
console.log(sw === process.binding('stream_wrap'));
console.log(typeof sw.ShutdownWrap, typeof sw.WriteWrap, typeof new sw.WriteWrap());
console.log(sw.streamBaseState instanceof Int32Array, sw.streamBaseState.length);
sw.streamBaseState[sw.kReadBytesOrError] = 42;
console.log(sw.streamBaseState[0], sw.kArrayBufferOffset, sw.kBytesWritten, sw.kLastWriteWasAsync,
  sw.kLastWriteErr);

const uv = process.binding('uv');
console.log(uv.errname(-2), uv.errname(uv.UV_EADDRINUSE), uv.UV_EOF, uv.UV_ENOENT === -2);
console.log(uv.getErrorMap().get(-13), uv.getErrorMessage(-2));
const names = Object.keys(uv).filter((k) => k.startsWith('UV_'));
console.log(names.length, names.every((k) => uv.errname(uv[k]) === k.slice(3)));

try {
  process.binding('http_parser');
} catch (e) {
  console.log(e.constructor.name, e.message, e.code);
}

for (const code of ["process.binding('http_parser');",
  "Promise.resolve().then(() => process.binding('nope'));"]) {
  const r = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
  console.log(r.status, r.stderr.split('\n').slice(0, 5).join('\n'));
}
