// Ecosystem check: koa middleware, context and error handling on a local server.
const Koa = require('koa');
const http = require('http');
const app = new Koa();
app.use(async (ctx, next) => { await next(); ctx.set('X-Response', 'yes'); });
app.use(async (ctx) => {
  if (ctx.path === '/json') ctx.body = { hello: 'world', q: ctx.query };
  else if (ctx.path === '/err') ctx.throw(418, 'teapot');
  else if (ctx.path === '/stream') { const { Readable } = require('stream'); ctx.type = 'text/plain'; ctx.body = Readable.from(['a', 'b', 'c']); }
  else if (ctx.path === '/buf') ctx.body = Buffer.from('bufbody');
  else ctx.body = 'Hello World';
});
app.on('error', (e) => console.log('app error', e.status, e.message));
function get(port, path) {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path }, (res) => {
      let d = ''; res.setEncoding('utf8'); res.on('data', (c) => d += c);
      res.on('end', () => resolve([res.statusCode, res.headers['content-type'], res.headers['content-length'], res.headers['x-response'], res.headers['transfer-encoding'], d]));
    }).on('error', reject);
  });
}
const server = app.listen(0, '127.0.0.1', async () => {
  const port = server.address().port;
  for (const p of ['/', '/json?a=1', '/err', '/stream', '/buf']) console.log(p, await get(port, p));
  server.close(() => console.log('closed'));
});
