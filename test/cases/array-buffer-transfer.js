// ArrayBuffer.prototype.transfer / transferToFixedLength / detached (ES2024, as in Node 26):
// the data moves, the source is detached, lengths and resizability as the spec says,
// V8's errors; structuredClone's transfer list detaches too.
const t = (l, f) => { try { console.log(l, f()); } catch (e) { console.log(l, e.name + ': ' + e.message); } };
const a = new ArrayBuffer(4); new Uint8Array(a).set([1, 2, 3, 4]);
const d = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'detached');
console.log(typeof d.get, d.enumerable, d.configurable, d.get.name, ArrayBuffer.prototype.transfer.length, ArrayBuffer.prototype.transfer.name, ArrayBuffer.prototype.transferToFixedLength.length);
const b = a.transfer();
t('after', () => [a.byteLength, a.detached, b.byteLength, b.detached, [...new Uint8Array(b)]]);
t('again', () => a.transfer());
t('grow', () => [...new Uint8Array(b.transfer(6))]);
t('shrink', () => { const c = new ArrayBuffer(4); new Uint8Array(c).set([9, 8, 7, 6]); return [...new Uint8Array(c.transfer(2))]; });
t('resizable', () => { const r = new ArrayBuffer(2, { maxByteLength: 8 }); const x = r.transfer(); const y = x.transferToFixedLength(); return [x.resizable, x.maxByteLength, y.resizable, y.maxByteLength]; });
t('too big for max', () => new ArrayBuffer(2, { maxByteLength: 4 }).transfer(5));
t('bad this', () => ArrayBuffer.prototype.transfer.call({}));
t('sab', () => ArrayBuffer.prototype.transfer.call(new SharedArrayBuffer(2)));
t('neg', () => new ArrayBuffer(2).transfer(-1));
t('detached getter bad this', () => d.get.call({}));
t('typed on detached', () => { const z = new ArrayBuffer(4); const u = new Uint8Array(z); z.transfer(); return [u.length, u.byteLength]; });
t('structuredClone', () => { const s = new ArrayBuffer(3); const c = structuredClone(s, { transfer: [s] }); return [s.byteLength, s.detached, c.byteLength]; });
