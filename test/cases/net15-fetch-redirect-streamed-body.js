// A 307/308 redirect of a request whose body was a ReadableStream cannot be followed:
// fetch rejects with TypeError('fetch failed') whose cause is an Error with no message.
// A 303 turns the request into a bodiless GET and is followed.
'use strict';
const http = require('http');

const server = http.createServer((req, res) => {
  if (req.url === '/307' || req.url === '/308' || req.url === '/303') {
    res.writeHead(Number(req.url.slice(1)), { location: '/done' });
    return res.end();
  }
  res.end(`${req.method} ${req.url}`);
});

function streamBody() {
  return new ReadableStream({
    start(c) { c.enqueue(new TextEncoder().encode('payload')); c.close(); },
  });
}

server.listen(0, async () => {
  const base = `http://127.0.0.1:${server.address().port}`;
  for (const code of ['307', '308', '303']) {
    try {
      const r = await fetch(`${base}/${code}`, { method: 'PUT', body: streamBody(), duplex: 'half' });
      console.log(code, 'followed', await r.text());
    } catch (e) {
      console.log(code, e.constructor.name, e.message, e.cause.constructor.name,
                  JSON.stringify(e.cause.message));
    }
  }
  server.close();
});
