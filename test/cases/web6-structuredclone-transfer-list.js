// structuredClone's transfer option: every item must be an object (WebIDL TypeError naming
// its index) before DataCloneErrors for values that cannot be transferred.
'use strict';
const t = (label, f) => {
  try { console.log(label, f()); } catch (e) {
    console.log(label, e.constructor.name, e.name, e.message, e.code);
  }
};
t('string item', () => structuredClone(1, { transfer: ['x'] }));
t('null item', () => structuredClone(1, { transfer: [new ArrayBuffer(1), null] }));
t('number before bad object', () => structuredClone(1, { transfer: [{}, 5] }));
t('view item', () => structuredClone(1, { transfer: [new Uint8Array(2)] }));
t('plain object item', () => structuredClone(1, { transfer: [{}] }));
t('not iterable', () => structuredClone(1, { transfer: 5 }));
t('set of buffers', () => {
  const ab = new ArrayBuffer(2);
  const out = structuredClone(ab, { transfer: new Set([ab]) });
  return [ab.detached, out.byteLength];
});
