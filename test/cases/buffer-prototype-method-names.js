// The names and lengths of Buffer.prototype methods, as util.inspect(Buffer.prototype) and
// stack traces show them: the fixed-width integer readers and the <enc>Slice/<enc>Write
// methods are anonymous, the float accessors keep Node's internal names.
'use strict';
const util = require('util');
const proto = Buffer.prototype;
for (const name of ['readUInt8', 'readUint16LE', 'readInt32BE', 'readUIntLE', 'readIntBE',
  'writeUInt8', 'writeInt16BE', 'readFloatLE', 'readFloatBE', 'readDoubleLE', 'readDoubleBE',
  'writeFloatLE', 'writeDoubleBE', 'utf8Slice', 'hexWrite', 'base64urlSlice', 'latin1Write',
  'inspect', 'toString', 'readBigUInt64LE', 'readBigUint64BE', 'writeBigInt64LE']) {
  const fn = proto[name];
  console.log(name, JSON.stringify(fn.name), fn.length);
}
console.log(proto[Symbol.for('nodejs.util.inspect.custom')] === proto.inspect);
const shown = util.inspect(proto).split('\n')
  .filter((line) => /read(U?Int8|Float|Double)|hexSlice|utf8Write|inspect/.test(line));
console.log(shown.join('\n'));
console.log(Buffer.from([1, 2, 3]).readUInt8(1), Buffer.from('ab').hexSlice(0, 2));
