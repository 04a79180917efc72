// A request handler that took a 'data' chunk and paused has consumed the request: when the
// response finishes the rest is not dumped (the request stays paused), even when head and
// body arrived together. A handler that never looked at the body gets it dumped.
'use strict';
const http = require('http');

const server = http.createServer((req, res) => {
  if (req.url === '/read') {
    req.once('data', (chunk) => {
      req.pause();
      res.on('finish', () => {
        console.log('read: dumped', req._dumped, 'paused', req.isPaused(), chunk.length > 0);
      });
      res.end('read');
    });
  } else {
    res.on('finish', () => console.log('ignored: dumped', req._dumped));
    res.end('ignored');
  }
});

function post(path) {
  return new Promise((resolve) => {
    const req = http.request({ port: server.address().port, method: 'POST', path, agent: false },
                             (res) => { res.resume(); res.on('end', resolve); });
    req.end(Buffer.alloc(1024, 1));
  });
}

server.listen(0, async () => {
  await post('/read');
  await post('/ignored');
  server.close();
  server.closeAllConnections();
});
