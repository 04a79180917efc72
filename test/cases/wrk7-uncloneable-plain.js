// markAsUncloneable on a plain object makes structuredClone and postMessage refuse it, at top level or nested.
const { MessageChannel, markAsUncloneable } = require('worker_threads');
const o = { a: 1 };
markAsUncloneable(o);
const { port1 } = new MessageChannel();
for (const f of [() => structuredClone(o), () => structuredClone({ inner: [o] }), () => port1.postMessage(o), () => port1.postMessage({ inner: o })]) {
  try { f(); console.log('no throw'); } catch (e) { console.log(e.name, e.message, e.code); }
}
console.log(structuredClone({ a: 1 }));
port1.close();
