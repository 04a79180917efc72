// Ecosystem check: superagent GETs and POSTs JSON to a local server.
const superagent = require('superagent');
const http = require('http');
const server = http.createServer((req, res) => {
  let b = ''; req.on('data', (c) => b += c); req.on('end', () => {
    if (req.url === '/404') { res.statusCode = 404; return res.end('nope'); }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ m: req.method, u: req.url, b, ct: req.headers['content-type'], x: req.headers['x-api-key'] }));
  });
});
server.listen(0, '127.0.0.1', async () => {
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    let r = await superagent.get(base + '/g').query({ a: 1 });
    console.log(r.status, r.body);
    r = await superagent.post(base + '/p').send({ name: 'Manny' }).set('X-API-Key', 'foobar').set('accept', 'json');
    console.log(r.status, r.body);
    r = await superagent.post(base + '/f').type('form').send({ a: 'b' });
    console.log(r.body);
    try { await superagent.get(base + '/404'); } catch (e) { console.log('err', e.status, e.message, e.response.text); }
    superagent.get(base + '/cb').end((err, res) => { console.log('cb', err, res.body.u); server.close(() => console.log('closed')); });
  } catch (e) { console.log('fail', e); server.close(); }
});
