// Events other than 'message' emitted on a MessagePort reach DOM listeners as custom events with the value as detail.
const { MessageChannel } = require('worker_threads');
const { port2 } = new MessageChannel();
port2.addEventListener('foo', (e) => console.log('dom', e.type, e.detail, e.constructor.name));
port2.on('foo', (v) => console.log('node', v));
port2.emit('foo', 'bar');
port2.close();
