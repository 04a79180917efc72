// The four globals V8's `--expose-externalize-string` extension adds (Node's tests use them
// to write "external" strings through fs). Boa has no external strings: a string keeps its
// value whatever its representation, so creating and externalizing return or accept it as
// it is, and `isOneByteString` answers from the contents, as V8's one-byte representation
// holds exactly the strings whose code units are all below 256.
'use strict';

function checkString(value, name) {
  if (typeof value !== 'string') {
    throw new TypeError(`${name}() requires a string`);
  }
}

function createExternalizableString(value) {
  checkString(value, 'createExternalizableString');
  return value;
}

function createExternalizableTwoByteString(value) {
  checkString(value, 'createExternalizableTwoByteString');
  return value;
}

function externalizeString(value) {
  checkString(value, 'externalizeString');
}

function isOneByteString(value) {
  checkString(value, 'isOneByteString');
  for (let i = 0; i < value.length; i++) {
    if (value.charCodeAt(i) > 0xff) return false;
  }
  return true;
}

module.exports = {
  createExternalizableString,
  createExternalizableTwoByteString,
  externalizeString,
  isOneByteString,
};
