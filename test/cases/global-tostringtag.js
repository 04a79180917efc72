// The global object is tagged 'global' as in Node (Object.prototype.toString, String(globalThis), the descriptor).
console.log(Object.prototype.toString.call(globalThis), String(globalThis));
const d = Object.getOwnPropertyDescriptor(globalThis, Symbol.toStringTag);
console.log(d.value, d.writable, d.enumerable, d.configurable);
console.log(Object.keys(globalThis).includes(Symbol.toStringTag.toString()));
