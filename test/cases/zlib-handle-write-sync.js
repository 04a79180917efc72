// A zlib stream's _handle.writeSync and _writeState, as pngjs's synchronous inflate uses.
'use strict';
const zlib = require('zlib');
const input = zlib.deflateSync(Buffer.from('hello world '.repeat(500)));
const z = new zlib.Inflate();
const out = Buffer.alloc(1000);
let inOff = 0;
let availIn = input.length;
let total = 0;
for (let i = 0; i < 20; i++) {
  z._handle.writeSync(zlib.constants.Z_FINISH, input, inOff, availIn, out, 0, out.length);
  const [availOut, availInAfter] = z._writeState;
  total += out.length - availOut;
  inOff += availIn - availInAfter;
  availIn = availInAfter;
  if (availOut !== 0) break;
}
console.log(total, availIn, typeof z._outBuffer);
z._handle.close();
const bad = new zlib.Inflate();
bad.on('error', (e) => console.log('error event', e.code, e.message));
bad._handle.writeSync(zlib.constants.Z_FINISH, Buffer.from('garbage!'), 0, 8, Buffer.alloc(10), 0, 10);
