// fetch() decodes a `zstd` content-encoding, alone, chained with another coding, and when
// the compressed bytes come in several pieces; an unknown coding leaves the body as sent.
'use strict';
const http = require('http');
const zlib = require('zlib');

const text = 'zstd body '.repeat(50);
const server = http.createServer((req, res) => {
  if (req.url === '/zstd') {
    res.setHeader('content-encoding', 'zstd');
    res.end(zlib.zstdCompressSync(text));
  } else if (req.url === '/chained') {
    res.setHeader('content-encoding', 'zstd, gzip');
    res.end(zlib.gzipSync(zlib.zstdCompressSync('chained')));
  } else if (req.url === '/pieces') {
    const packed = zlib.zstdCompressSync(text);
    res.setHeader('content-encoding', 'zstd');
    res.write(packed.subarray(0, 7));
    setTimeout(() => res.end(packed.subarray(7)), 20);
  } else {
    res.setHeader('content-encoding', 'x-unknown');
    res.end('as is');
  }
});

server.listen(0, '127.0.0.1', async () => {
  const base = `http://127.0.0.1:${server.address().port}`;
  for (const path of ['/zstd', '/chained', '/pieces', '/other']) {
    const r = await fetch(base + path);
    const body = await r.text();
    console.log(path, r.headers.get('content-encoding'), body.length, body.slice(0, 12));
  }
  server.close();
});
