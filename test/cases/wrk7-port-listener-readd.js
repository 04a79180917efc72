// A port whose last 'message' listener was removed keeps later messages for the next listener.
const { MessageChannel } = require('worker_threads');
const { port1, port2 } = new MessageChannel();
const first = () => console.log('first listener (never)');
port2.on('message', first);
port2.off('message', first);
port1.postMessage(1);
port1.postMessage(2);
setTimeout(() => {
  port2.on('message', (m) => { console.log('late', m); if (m === 2) port2.close(); });
}, 30);
