// Ecosystem check: morgan logs requests of an express app in a custom format.
const express = require('express');
const morgan = require('morgan');
const http = require('http');
const lines = [];
const app = express();
app.use(morgan(':method :url :status :res[content-length] - :req[x-foo] :http-version', { stream: { write: (l) => lines.push(l) } }));
app.use(morgan('tiny', { stream: { write: (l) => lines.push(l.replace(/[\d.]+ ms/, 'T ms')) } }));
app.get('/', (req, res) => res.send('ok'));
const server = app.listen(0, '127.0.0.1', () => {
  http.get({ host: '127.0.0.1', port: server.address().port, path: '/?q=1', headers: { 'x-foo': 'bar' } }, (res) => {
    res.resume(); res.on('end', () => setTimeout(() => { console.log(lines); server.close(() => console.log('closed')); }, 20));
  });
});
