// Ecosystem check: form-data builds a multipart body from fields, a Buffer and a file stream, reports its length and headers, and posts it to a local http server that echoes what it got.
const fs = require('fs');
const os = require('os');
const path = require('path');
const http = require('http');
const FormData = require('form-data');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-form-data-'));
(async () => {
  try {
    const file = path.join(dir, 'notes.txt');
    fs.writeFileSync(file, 'line one\nline two\n');
    const simple = new FormData();
    simple.setBoundary('XXXBOUNDARY');
    simple.append('my_field', 'my value');
    simple.append('my_buffer', Buffer.from('abc'), { filename: 'b.bin', contentType: 'application/octet-stream' });
    const body = simple.getBuffer().toString();
    console.log('headers', JSON.stringify(simple.getHeaders()));
    console.log('body lines', body.split('\r\n').length, simple.getLengthSync() === Buffer.byteLength(body));
    console.log(body.split('\r\n').slice(0, 4).join(' | '));

    const server = http.createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        res.end(JSON.stringify({ type: req.headers['content-type'].split(';')[0], length: text.length, hasFile: text.includes('line two'), field: text.includes('name="greeting"') }));
      });
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    const form = new FormData();
    form.append('greeting', 'hello');
    form.append('upload', fs.createReadStream(file));
    const length = await new Promise((resolve, reject) => form.getLength((err, n) => (err ? reject(err) : resolve(n))));
    const reply = await new Promise((resolve, reject) => {
      form.submit(`http://127.0.0.1:${server.address().port}/upload`, (err, res) => {
        if (err) return reject(err);
        let text = '';
        res.on('data', (c) => { text += c; });
        res.on('end', () => resolve({ status: res.statusCode, text }));
      });
    });
    console.log('submitted', reply.status, reply.text, JSON.parse(reply.text).length === length);
    server.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
})();
