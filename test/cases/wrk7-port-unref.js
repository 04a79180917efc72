// An unref'd port does not keep the process alive for its queued messages.
const { MessageChannel } = require('worker_threads');
const { port1, port2 } = new MessageChannel();
port2.on('message', (m) => console.log('never', m));
port2.unref();
port1.postMessage('x');
process.on('exit', () => console.log('exit'));
console.log('end of script');
