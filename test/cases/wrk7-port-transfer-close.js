// A port listed only in the transfer list still moves (event.ports), and the moved-from object hears 'close' after closes asked for later in the same turn.
const { MessageChannel } = require('worker_threads');
const a = new MessageChannel();
const b = new MessageChannel();
b.port1.on('close', () => console.log('b.port1 close'));
a.port2.on('message', (m) => console.log('got', m));
a.port2.addEventListener('message', (e) => {
  console.log('ports', e.ports.length, e.ports[0].constructor.name);
  e.ports[0].on('close', () => console.log('moved close'));
  e.ports[0].close();
  a.port2.close();
});
a.port1.postMessage('data only', [b.port1]);
console.log('post on moved-from port', b.port1.postMessage('x'));
