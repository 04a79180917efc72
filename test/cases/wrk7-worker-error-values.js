// A worker's uncaught values reach the parent as Node's error serializer makes them: symbols, inspected text, error descriptors with getters, cause.
const { Worker } = require('worker_threads');
const sources = [
  'throw Symbol("ab c")',
  'throw () => 1',
  'throw [1, () => 2]',
  'throw { a: 1, [Symbol.for("nodejs.util.inspect.custom")]() { return "CUSTOM"; } }',
  'throw { plain: [1, 2] }',
  'class A extends TypeError { constructor() { super("m"); this.name = "AA"; this.fn = () => 1; this.o = { a: 1 }; Object.defineProperty(this, "h", { value: 2 }); } get g() { return 5; } }; throw new A();',
  'const e = new Error("outer", { cause: new RangeError("inner") }); e.code = "E_X"; throw e;',
  'throw new AggregateError([1], "ag")',
];
function show(e) {
  if (typeof e !== 'object' || e === null) return `${typeof e} ${String(e)}`;
  if (Object.getPrototypeOf(e) === null) return require('util').inspect(e);
  const own = Reflect.ownKeys(e).filter((k) => k !== 'stack').map((k) => {
    const d = Object.getOwnPropertyDescriptor(e, k);
    const v = d.value instanceof Error ? `${d.value.constructor.name}(${d.value.message})` : JSON.stringify(d.value);
    return `${String(k)}=${v}${d.enumerable ? '' : ' hidden'}${d.writable ? '' : ' ro'}`;
  });
  return `${Object.prototype.toString.call(e)} ${e.constructor.name} ${e instanceof Error} stack:${typeof e.stack} [${own.join(', ')}]`;
}
(async () => {
  for (const src of sources) {
    await new Promise((resolve) => {
      const w = new Worker(src, { eval: true });
      w.on('error', (e) => console.log(show(e)));
      w.on('exit', (code) => { console.log('exit', code); resolve(); });
    });
  }
})();
