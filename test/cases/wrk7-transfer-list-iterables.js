// postMessage's transfer list: iterables and { transfer } options are accepted, anything else (including broken iterators) is Node's one TypeError.
const { MessageChannel } = require('worker_threads');
const { port1 } = new MessageChannel();
const lists = [0, false, 'X', Symbol('X'), null, undefined, { transfer: null }, { transfer: undefined }, { transfer: 0 }, { transfer: {} },
  { transfer: { [Symbol.iterator]() { return {}; } } }, { transfer: { [Symbol.iterator]() { return { next: 42 }; } } },
  { transfer: { [Symbol.iterator]() { return { next: null }; } } }, {}, [], new Set(), (function* () { yield new ArrayBuffer(1); })()];
for (const t of lists) {
  try { port1.postMessage(5, t); console.log('ok'); } catch (e) { console.log(e.name, e.code, e.message); }
}
port1.close();
