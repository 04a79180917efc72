// listen({ reusePort: true }): a second server may listen on the same port when both ask
// for it; without it the second gets EADDRINUSE. Only `true` turns it on.
'use strict';
const net = require('net');

function pair(first, second, done) {
  const a = net.createServer();
  const b = net.createServer();
  a.listen({ host: '127.0.0.1', port: 0, ...first }, () => {
    b.on('error', (e) => {
      console.log(JSON.stringify(first), JSON.stringify(second), '->', e.code, e.syscall);
      a.close(done);
    });
    b.listen({ host: '127.0.0.1', port: a.address().port, ...second }, () => {
      console.log(JSON.stringify(first), JSON.stringify(second), '-> both listening',
        a.address().port === b.address().port);
      b.close(() => a.close(done));
    });
  });
}

const runs = [
  [{ reusePort: true }, { reusePort: true }],
  [{ reusePort: true }, {}],
  [{ reusePort: 1 }, { reusePort: 1 }],
];
(function next() {
  const r = runs.shift();
  if (r) pair(r[0], r[1], next);
})();
