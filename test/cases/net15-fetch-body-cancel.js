// A fetch response body cancelled while the server is still sending: data the destroyed
// response had buffered is dropped, not enqueued into the closed stream; a reader that
// breaks out of for-await cancels the same way. Request.clone() of a used body throws
// undici's TypeError('unusable').
'use strict';
const http = require('http');

const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  let i = 0;
  const t = setInterval(() => {
    res.write(`chunk ${i}\n`);
    if (++i === 3) { clearInterval(t); res.end(); }
  }, 5);
});

server.listen(0, async () => {
  const base = `http://127.0.0.1:${server.address().port}`;
  const r1 = await fetch(base);
  await r1.body.cancel('enough');
  console.log('cancelled', r1.bodyUsed);

  const r2 = await fetch(base);
  let first = null;
  for await (const chunk of r2.body) {
    first = Buffer.from(chunk).toString().split('\n')[0];
    break;
  }
  console.log('first', first, r2.bodyUsed);

  const req = new Request(base, { method: 'POST', body: 'x' });
  await req.text();
  try {
    req.clone();
  } catch (e) {
    console.log('clone', e.constructor.name, e.message);
  }
  // Leave time for the server's remaining writes to reach the cancelled responses.
  setTimeout(() => { server.close(); console.log('done'); }, 50);
});
