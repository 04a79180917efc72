// The error a fatal TextDecoder throws on malformed input: a plain TypeError carrying only
// `code` from the native decoders (UTF-8, UTF-16, the multi-byte ones), Node's own error
// class (with an `errno` member) from the single-byte tables.
'use strict';

function show(label, encoding, bytes) {
  try {
    console.log(label, new TextDecoder(encoding, { fatal: true }).decode(Buffer.from(bytes)));
  } catch (e) {
    console.log(label, e.stack.split('\n')[0]);
    console.log('  ', e.code, Object.keys(e), Object.getPrototypeOf(e) === TypeError.prototype,
      e instanceof TypeError);
  }
}

show('utf-8', 'utf-8', [0x41, 0xff]);
show('utf-16le', 'utf-16le', [0x00, 0xd8]);
show('utf-16be', 'utf-16be', [0xd8, 0x00]);
show('windows-1253', 'windows-1253', [0xaa]);
show('iso-8859-3', 'iso-8859-3', [0xa5]);
show('valid', 'utf-8', [0xe2, 0x82, 0xac]);
const d = new TextDecoder('utf-8', { fatal: true });
d.decode(Buffer.from([0xe2]), { stream: true });
try {
  d.decode();
} catch (e) {
  console.log('stream end', e.stack.split('\n')[0], Object.keys(e));
}
