// Posting a port inside a message to itself warns, drops the message and closes both ends.
const { MessageChannel } = require('worker_threads');
const { port1, port2 } = new MessageChannel();
port1.on('close', () => console.log('port1 close'));
port2.on('close', () => console.log('port2 close'));
port2.on('message', (m) => console.log('port2 message', m));
process.on('warning', (w) => console.log('warning', w.name, w.message));
console.log(port1.postMessage({ p: port2 }, [port2]));
port1.postMessage('again');
setTimeout(() => console.log('timeout'), 20);
