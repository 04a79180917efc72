// v8.deserialize reads bytes that Node 26 wrote: every value kind, references and cycles,
// older format versions, and rejects malformed data with V8's messages.
'use strict';
const v8 = require('v8');
const util = require('util');

// Written by Node 26.10's v8.serialize.
const inputs = [
  ["undefined", "ff0f5f"],
  ["null", "ff0f30"],
  ["true", "ff0f54"],
  ["false", "ff0f46"],
  ["zero", "ff0f4900"],
  ["negZero", "ff0f4e0000000000000080"],
  ["one", "ff0f4902"],
  ["minusOne", "ff0f4901"],
  ["int32Max", "ff0f49feffffff0f"],
  ["int32Min", "ff0f49ffffffff0f"],
  ["pastInt32", "ff0f4e000000000000e041"],
  ["safeMax", "ff0f4effffffffffff3f43"],
  ["fraction", "ff0f4e000000000000f8bf"],
  ["nan", "ff0f4e000000000000f87f"],
  ["inf", "ff0f4e000000000000f07f"],
  ["negInf", "ff0f4e000000000000f0ff"],
  ["tiny", "ff0f4e0100000000000000"],
  ["big0", "ff0f5a00"],
  ["big1", "ff0f5a100100000000000000"],
  ["bigNeg", "ff0f5a110100000000000000"],
  ["big64", "ff0f5a2000000000000000000100000000000000"],
  ["bigNeg64", "ff0f5a11ffffffffffffffff"],
  ["bigLarge", "ff0f5a20d20a3f4eeee073c3f60fe98e01000000"],
  ["emptyString", "ff0f2200"],
  ["ascii", "ff0f220568656c6c6f"],
  ["latin1", "ff0f2206636166e920ff"],
  ["twoByte", "ff0f6302ac20"],
  ["mixed", "ff0f63186d0069007800650064002000ac2020007400650078007400"],
  ["astral", "ff0f63043dd800de"],
  ["loneSurrogate", "ff0f630200d8"],
  ["longAscii", "ff0f22ac02787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878787878"],
  ["longTwoByte", "ff0f0063c8010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001000100010001"],
  ["emptyObject", "ff0f6f7b00"],
  ["object", "ff0f6f2201614902220162220374776f220163410149062400017b03"],
  ["indexKeys", "ff0f6f490022016249022201614e000000000000e0412201644e0000c0ffffffef41220165220178220163220a343239343936373239352201662203312e352201672202303122016822022d312201697b09"],
  ["nested", "ff0f6f22066e65737465646f2204646565706f2206646565706572410249026f220178307b012400027b017b017b01"],
  ["twoByteKeys", "ff0f6f006302ac206302ac202204636166e949027b02"],
  ["nullProto", "ff0f6f22026e7049027b01"],
  ["getter", "ff0f6f2201672203676f742205706c61696e49027b02"],
  ["hidden", "ff0f6f220573686f776e49027b01"],
  ["symbolKey", "ff0f6f22046b65707449047b01"],
  ["classInstance", "ff0f6f220178490222017949047b02"],
  ["emptyArray", "ff0f4100240000"],
  ["smis", "ff0f4103490249044906240003"],
  ["doubles", "ff0f41034e000000000000f83f4e00000000000004404e0000000000000840240003"],
  ["mixedNumbers", "ff0f41024e000000000000f03f4e000000000000f83f240002"],
  ["mixedArray", "ff0f4105490222016154305f240005"],
  ["sparse", "ff0f610b49062201784914220179220565787472615440030b"],
  ["denseWithProp", "ff0f4103490249044906220470726f70220170240103"],
  ["holes", "ff0f6105400005"],
  ["holeInMiddle", "ff0f61034900490249044906400203"],
  ["nestedArrays", "ff0f410141014100240000240001240001"],
  ["epoch", "ff0f440000000000000000"],
  ["date", "ff0f4400b08756febc7842"],
  ["invalidDate", "ff0f44000000000000f87f"],
  ["regexp", "ff0f52220361626300"],
  ["regexpFlags", "ff0f522204612b622a3f"],
  ["regexpIndices", "ff0f5222085b5c75323061635d8001"],
  ["map", "ff0f3b490222036f6e65220374776f49046f22016b49027b014102490249042400024e000000000000f87f303a08"],
  ["set", "ff0f2722016149025a1002000000000000006f22016f49027b012c04"],
  ["emptyMap", "ff0f3b3a00"],
  ["emptySet", "ff0f272c00"],
  ["arrayBuffer", "ff0f42080102030405060708"],
  ["emptyArrayBuffer", "ff0f4200"],
  ["resizable", "ff0f7e02100000"],
  ["u8", "ff0f5c0103010203"],
  ["i8", "ff0f5c0002ff05"],
  ["u16", "ff0f5c0404ffff0100"],
  ["i16", "ff0f5c0302feff"],
  ["u32", "ff0f5c0604ffffffff"],
  ["i32", "ff0f5c0508fbffffff07000000"],
  ["f32", "ff0f5c07080000c03f00000080"],
  ["f64", "ff0f5c0808182d4454fb210940"],
  ["bi64", "ff0f5c0b08ffffffffffffffff"],
  ["bu64", "ff0f5c0c080000000000000080"],
  ["clamped", "ff0f5c0201c8"],
  ["dataView", "ff0f5c090403040506"],
  ["buffer", "ff0f5c0a0762756666657221"],
  ["emptyBuffer", "ff0f5c0a00"],
  ["slicedView", "ff0f5c0103020304"],
  ["subclassedView", "ff0f5c010109"],
  ["error", "ff0f726d2205706c61696e73221d4572726f723a20706c61696e0a20202020617420736f6d6577686572652e"],
  ["typeError", "ff0f72546d2202746573220d547970654572726f723a2074652e"],
  ["rangeErrorCause", "ff0f72526d2202726573220e52616e67654572726f723a2072656322037768792e"],
  ["emptySyntaxError", "ff0f72536d2200732201732e"],
  ["twoByteError", "ff0f72466d006302ac207300630eac20200073007400610063006b002e"],
  ["evalError", "ff0f72456d220165732201652e"],
  ["uriError", "ff0f72556d220175732201752e"],
  ["objectCause", "ff0f726d220a77697468206361757365732205737461636b636f220161410149022400017b012e"],
  ["noStack", "ff0f726d22086e6f20737461636b2e"],
  ["renamed", "ff0f726d220172732201782e"],
  ["subclassError", "ff0f72546d220373756273220973756220737461636b2e"],
  ["selfCause", "ff0f726d22046c6f6f7073220173635e002e"],
  ["numberObject", "ff0f6e000000000000f83f"],
  ["stringObject", "ff0f732203737472"],
  ["twoByteStringObject", "ff0f73006302ac20"],
  ["trueObject", "ff0f79"],
  ["falseObject", "ff0f78"],
  ["bigintObject", "ff0f7a100a00000000000000"],
  ["cycle", "ff0f6f22046e616d65220163220473656c665e0022046c69737441025e006f22046261636b5e007b012400027b03"],
  ["repeated", "ff0f41036f22017349027b015e016f2205616761696e5e017b01240003"],
  ["bufferAndView", "ff0f6f22026162420801020304050607082204766965775c010801020304050607087b02"],
  ["sameDates", "ff0f41024400000000000014405e01240002"],
];

const show = (v) => util.inspect(v, { depth: 5, breakLength: Infinity, showHidden: false });
for (const [name, hex] of inputs) {
  const value = v8.deserialize(Buffer.from(hex, 'hex'));
  let extra = '';
  if (value instanceof Error) {
    extra = ` ctor=${value.constructor.name} message=${JSON.stringify(value.message)}` +
      ` stack=${JSON.stringify(value.stack)} hasCause=${Object.hasOwn(value, 'cause')}` +
      ` causeEnumerable=${Object.getOwnPropertyDescriptor(value, 'cause')?.enumerable}`;
    if (Object.hasOwn(value, 'cause')) extra += ` causeIsSelf=${value.cause === value}`;
  } else if (ArrayBuffer.isView(value)) {
    extra = ` ctor=${value.constructor.name} isBuffer=${Buffer.isBuffer(value)} bytes=${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  } else if (Array.isArray(value)) {
    extra = ` length=${value.length} keys=${Object.keys(value).join(',')}`;
  } else if (value !== null && typeof value === 'object') {
    extra = ` proto=${Object.getPrototypeOf(value) === Object.prototype ? 'Object' : Object.getPrototypeOf(value)?.constructor?.name}`;
  }
  // Views are shown by their bytes: the ArrayBuffer under them may be a pool.
  const shown = ArrayBuffer.isView(value) ? '' : Object.is(value, -0) ? '-0' : show(value);
  console.log(name, typeof value, shown, extra);
}

// References come back as the same objects.
const cycle = v8.deserialize(Buffer.from(inputs.find(([n]) => n === 'cycle')[1], 'hex'));
console.log('cycle', cycle.self === cycle, cycle.list[0] === cycle, cycle.list[1].back === cycle);
const repeated = v8.deserialize(Buffer.from(inputs.find(([n]) => n === 'repeated')[1], 'hex'));
console.log('repeated', repeated[0] === repeated[1], repeated[2].again === repeated[0]);
const pair = v8.deserialize(Buffer.from(inputs.find(([n]) => n === 'bufferAndView')[1], 'hex'));
console.log('bufferAndView', pair.view.buffer === pair.ab, pair.view.length);

// Data from older format versions.
const older = [
  ['v12 rejected', 'ff0c4902'],
  ['v13 object', 'ff0d6f2203666f6f5e007b01'],
  ['v13 view', 'ff0d4204000102035664000400'],
  ['v14 view', 'ff0e420400010203566400040000'],
  ['verify count', 'ff0f3f024902'],
  ['uint32 tag', 'ff0f55ac02'],
  ['padding before tags', 'ff0f0000490a'],
];
for (const [name, hex] of older) {
  try {
    console.log(name, show(v8.deserialize(Buffer.from(hex, 'hex'))));
  } catch (err) {
    console.log(name, 'throws', err.name, err.message);
  }
}

// Without readHeader the data is read in the headerless (version 0) format.
const headerless = [
  ['number', '4902'], ['object', '6f220161490a7b01'], ['utf8 string', '5303e282ac'],
  ['undefined is a hole', '41025f4902'], ['stack object', '2201614902{01'.replace('{', '7b')],
  ['stack sparse array', '220130490a400103'], ['dense end', '2403'], ['host view', '5c0103010203'],
];
for (const [name, hex] of headerless) {
  const des = new v8.DefaultDeserializer(Buffer.from(hex, 'hex'));
  try {
    const value = des.readValue();
    console.log('headerless', name, ArrayBuffer.isView(value) ? [...value] : show(value));
  } catch (err) {
    console.log('headerless', name, 'throws', err.name, err.message);
  }
}

// Malformed data.
const bad = [
  '', '00', 'ff', 'ff10', 'ff0f', 'ff0f6f', 'ff0f99', 'ff0f49', 'ff0f4e0000', 'ff0f5e00',
  'ff0f22ff', 'ff0f6f2201614902220161490a7b02', 'ff0f6f5449067b01', 'ff0f6f4902490422013149067b02',
  'ff0f41024902240002', 'ff0f3b49023a02', 'ff0f724d2e', 'ff0f5202616200', 'ff0f5222016140',
  'ff0f4203000102560101020000', 'ff0f4204000102035664000500', 'ff0f5c0f00', 'ff0f5c0a05',
  'ff0f7403', 'ff0f6305610062', 'ff0f6f7b01',
];
for (const hex of bad) {
  try {
    console.log(JSON.stringify(hex), 'reads', show(v8.deserialize(Buffer.from(hex, 'hex'))));
  } catch (err) {
    console.log(JSON.stringify(hex), 'throws', err.name, err.message);
  }
}
