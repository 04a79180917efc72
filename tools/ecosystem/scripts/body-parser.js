// Ecosystem check: body-parser parses JSON and urlencoded bodies in an express app and rejects bad JSON.
const bodyParser = require('body-parser');
const http = require('http');
const jsonP = bodyParser.json(); const urlP = bodyParser.urlencoded({ extended: false }); const textP = bodyParser.text(); const rawP = bodyParser.raw();
const server = http.createServer((req, res) => {
  const p = req.url === '/json' ? jsonP : req.url === '/url' ? urlP : req.url === '/text' ? textP : rawP;
  p(req, res, (err) => {
    if (err) { res.statusCode = err.status; return res.end(err.type + ' ' + err.message); }
    res.end(JSON.stringify(Buffer.isBuffer(req.body) ? { buf: req.body.toString('hex') } : req.body));
  });
});
function post(port, path, ct, body) {
  return new Promise((resolve, reject) => {
    const r = require('http').request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': ct } }, (res) => { let d = ''; res.on('data', (c) => d += c); res.on('end', () => resolve([res.statusCode, d])); });
    r.on('error', reject); r.end(body);
  });
}
server.listen(0, '127.0.0.1', async () => {
  const port = server.address().port;
  console.log(await post(port, '/json', 'application/json', '{"a":[1,2]}'));
  console.log(await post(port, '/json', 'application/json', '{bad'));
  console.log(await post(port, '/url', 'application/x-www-form-urlencoded', 'a=1&b=%20x'));
  console.log(await post(port, '/text', 'text/plain', 'hello text'));
  console.log(await post(port, '/raw', 'application/octet-stream', Buffer.from([0, 255, 16])));
  const zlib = require('zlib');
  console.log(await new Promise((resolve) => { const r = http.request({ host: '127.0.0.1', port, path: '/json', method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } }, (res) => { let d = ''; res.on('data', (c) => d += c); res.on('end', () => resolve([res.statusCode, d])); }); r.end(zlib.gzipSync('{"z":1}')); }));
  server.close(() => console.log('closed'));
});
