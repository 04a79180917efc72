// TextEncoder#encodeInto validates its source (encode() converts), and the TextDecoder
// constructor reads fatal and ignoreBOM as Node does (twice, the second time reversed).
'use strict';
const te = new TextEncoder();
for (const v of [12, undefined, null, {}, Symbol('s'), true]) {
  try {
    te.encodeInto(v, new Uint8Array(4));
    console.log('accepted', String(v));
  } catch (e) {
    console.log(e.constructor.name, e.code, e.message);
  }
}
try { te.encodeInto(1, 'x'); } catch (e) { console.log(e.code, e.message); }
console.log(te.encode(12), te.encodeInto('ab', new Uint8Array(1)));
const log = [];
const td = new TextDecoder('utf-8', {
  get fatal() { log.push('fatal'); return true; },
  get ignoreBOM() { log.push('ignoreBOM'); return false; },
});
console.log(log, td.fatal, td.ignoreBOM);
