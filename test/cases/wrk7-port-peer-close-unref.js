// Closing one end: it hears 'close'; the other end, kept alive by nothing, never does.
const { MessageChannel } = require('worker_threads');
const { port1, port2 } = new MessageChannel();
port2.on('message', (m) => { console.log('got', m); port2.close(); });
port2.on('close', () => console.log('port2 close'));
port1.on('close', () => console.log('port1 close'));
port1.postMessage('hello');
process.on('exit', () => console.log('exit'));
