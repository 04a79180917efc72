// Ecosystem check: busboy parses a multipart form with fields and a file.
const http = require('http');
const busboy = require('busboy');
const FormData = require('form-data');
const server = http.createServer((req, res) => {
  const bb = busboy({ headers: req.headers });
  bb.on('file', (name, file, info) => {
    let n = 0; file.on('data', (d) => n += d.length).on('close', () => console.log('file', name, info, n));
  });
  bb.on('field', (name, val, info) => console.log('field', name, val, info));
  bb.on('close', () => { res.writeHead(303, { Connection: 'close', Location: '/' }); res.end(); });
  req.pipe(bb);
});
server.listen(0, '127.0.0.1', () => {
  const form = new FormData();
  form.append('f1', 'v1'); form.append('up', Buffer.alloc(100000, 'x'), { filename: 'big.txt', contentType: 'text/plain' });
  form.submit(`http://127.0.0.1:${server.address().port}/`, (err, res) => { console.log('status', err, res.statusCode, res.headers.location); res.resume(); server.close(() => console.log('closed')); });
});
