// StringDecoder stores `encoding` on its receiver before validating it: without `new` the
// store itself fails, and an unknown encoding leaves `encoding: undefined` behind.
'use strict';
const { StringDecoder } = require('string_decoder');

function show(label, fn) {
  try {
    console.log(label, fn());
  } catch (e) {
    console.log(label, `${e.name}|${e.code}|${e.message}`);
  }
}

show('no new', () => StringDecoder('utf8'));
show('no new, bad encoding', () => StringDecoder('nope'));
show('null receiver', () => StringDecoder.call(null, 'hex'));
show('object receiver, bad encoding', () => {
  const o = {};
  try {
    StringDecoder.call(o, 'nope');
  } catch (e) {
    return [e.code, Object.keys(o), o.encoding];
  }
});
show('object receiver', () => {
  const o = {};
  StringDecoder.call(o, 'UCS-2');
  return [Object.keys(o), o.encoding];
});
show('with new', () => new StringDecoder('base64').write(Buffer.from('hip')));
