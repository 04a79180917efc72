// A keep-alive socket handed from one request straight to a queued one (maxSockets 1)
// no longer carries the first request's timeout: the agent's `timeout` option armed it,
// and the kept-alive request clears it before the socket moves on.
'use strict';
const http = require('http');

const server = http.createServer((req, res) => res.end(req.url));
server.listen(0, () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, timeout: 5000 });
  const seen = [];
  let done = 0;
  for (const path of ['/a', '/b']) {
    const req = http.get({ port: server.address().port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => {
        if (++done === 2) {
          console.log(seen.join(' '));
          agent.destroy();
          server.close();
        }
      });
    });
    req.on('socket', (socket) => seen.push(`${path}:${socket.timeout}:${req.reusedSocket}`));
  }
});
