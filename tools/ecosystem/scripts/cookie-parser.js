// Ecosystem check: cookie-parser reads plain and signed cookies in an express app.
const express = require('express');
const cookieParser = require('cookie-parser');
const http = require('http');
const app = express();
app.use(cookieParser('secret'));
app.get('/', (req, res) => { res.cookie('signed', 'v', { signed: true }); res.cookie('plain', 'p q', { httpOnly: true, maxAge: 1000, expires: undefined }); res.json({ c: req.cookies, s: req.signedCookies }); });
const server = app.listen(0, '127.0.0.1', () => {
  const port = server.address().port;
  http.get({ host: '127.0.0.1', port, path: '/', headers: { cookie: 'a=1; b=j:{"x":2}; s=' + encodeURIComponent('s:' + require('cookie-signature').sign('val', 'secret')) } }, (res) => {
    let d = ''; res.on('data', (c) => d += c); res.on('end', () => {
      console.log(d); console.log(res.headers['set-cookie'].map((c) => c.replace(/Expires=[^;]+/, 'Expires=X')));
      server.close(() => console.log('closed'));
    });
  });
});
