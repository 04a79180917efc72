// util.types: key order and the name/length/prototype of each predicate, as inspect shows them.
'use strict';
const util = require('util');
const t = util.types;
for (const k of Object.keys(t)) {
  console.log(k, JSON.stringify(t[k].name), t[k].length, 'prototype' in t[k]);
}
console.log(t.isArrayBufferView === ArrayBuffer.isView);
console.log(util.inspect({ isMap: t.isMap, isTypedArray: t.isTypedArray }));
console.log(t.isMap(new Map()), t.isDate(new Date()), t.isBoxedPrimitive(Object(1n)), t.isAnyArrayBuffer(new SharedArrayBuffer(1)));
