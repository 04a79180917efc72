// Getters of the queuing strategies and the encoding/compression streams called on a value
// that is not an instance: V8's private-member wording, naming the field Node reads.
for (const C of [CountQueuingStrategy, ByteLengthQueuingStrategy, CompressionStream, DecompressionStream, TextDecoderStream, TextEncoderStream]) {
  for (const k of Object.getOwnPropertyNames(C.prototype)) {
    const d = Object.getOwnPropertyDescriptor(C.prototype, k);
    if (!d.get) continue;
    for (const r of [null, undefined, 1, {}]) {
      try { d.get.call(r); console.log('ok'); } catch (e) { console.log(C.name, k, e.name, e.message); }
    }
  }
}
