// markAsUntransferable is honoured by structuredClone's transfer list and postMessage, for buffers, views and ports.
const { MessageChannel, markAsUntransferable, isMarkedAsUntransferable } = require('worker_threads');
const ab = new ArrayBuffer(4);
markAsUntransferable(ab);
for (const f of [() => structuredClone(ab, { transfer: [ab] }), () => structuredClone(new Uint8Array(ab), { transfer: [ab] })]) {
  try { f(); console.log('no throw'); } catch (e) { console.log(e.name, e.message, e.code); }
}
console.log(ab.byteLength);
const u = new Uint8Array(2);
markAsUntransferable(u);
console.log(isMarkedAsUntransferable(u), isMarkedAsUntransferable(u.buffer));
const { port1, port2 } = new MessageChannel();
markAsUntransferable(port2);
console.log(isMarkedAsUntransferable(port2));
try { port1.postMessage(port2, [port2]); } catch (e) { console.log(e.name, e.message, e.code); }
try { structuredClone(port2, { transfer: [port2] }); } catch (e) { console.log(e.name, e.message, e.code); }
try { port1.postMessage(ab, [ab]); } catch (e) { console.log(e.name, e.message, e.code); }
port1.close();
