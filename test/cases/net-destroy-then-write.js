// A connecting net.Socket destroyed, then written to: the write's callback comes before 'close'.
'use strict';
const net = require('net');

const server = net.createServer((s) => s.resume());
server.listen(0, '127.0.0.1', () => {
  const events = [];
  const c = net.connect(server.address().port, '127.0.0.1');
  c.on('error', (e) => events.push(`error ${e.code}`));
  c.on('close', (hadError) => {
    events.push(`close ${hadError}`);
    console.log(events.join(' > '));
    server.close();
  });
  c.destroy();
  c.write('data', (e) => events.push(`write callback ${e && e.code}`));
  c.end((e) => events.push(`end callback ${e && e.code}`));
  Promise.resolve().then(() => events.push('microtask'));
  setImmediate(() => events.push('immediate queued after destroy'));
});
