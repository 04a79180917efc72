// StringDecoder methods and accessors called on a receiver that is not a decoder fail as
// Node's property reads of its state do, in V8's wording.
const { StringDecoder } = require('string_decoder');
for (const k of ['lastChar', 'lastNeed', 'lastTotal']) {
  const g = Object.getOwnPropertyDescriptor(StringDecoder.prototype, k).get;
  for (const r of [{}, 1, null]) { try { console.log(k, g.call(r)); } catch (e) { console.log(k, e.name, e.code, e.message); } }
}
for (const m of ['end', 'text', 'write']) for (const r of [{}, null]) for (const args of [[], [Buffer.from('a')]]) { try { console.log(m, StringDecoder.prototype[m].call(r, ...args)); } catch (e) { console.log(m, e.name, e.code, e.message); } }
for (const r of [{}, null]) for (const a of [5, 'str', undefined]) { try { console.log(StringDecoder.prototype.write.call(r, a)); } catch (e) { console.log(e.name, e.code, e.message); } }
for (const b of [undefined, null]) { try { new StringDecoder().text(b); } catch (e) { console.log('text', e.name, e.message); } }
console.log(JSON.stringify(new StringDecoder('utf8').text(Buffer.from('h\u00e9llo'), 1)));
