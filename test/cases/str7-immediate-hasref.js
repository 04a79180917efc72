// Immediate.hasRef() is false once the immediate ran or was cleared, and ref() cannot revive it
const a = setImmediate(() => {
  console.log('in callback', a.hasRef());
  process.nextTick(() => { console.log('after run', a.hasRef(), a.ref().hasRef()); });
});
const b = setImmediate(() => console.log('never'));
const c = setImmediate(() => console.log('c ran')).unref();
console.log('before', a.hasRef(), b.hasRef(), c.hasRef());
clearImmediate(b);
console.log('cleared', b.hasRef(), b.ref().hasRef());
