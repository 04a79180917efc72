// Ecosystem check: fastify routes with schemas, hooks and inject(), then listens and closes.
const fastify = require('fastify')({ logger: false });
fastify.get('/', async () => ({ hello: 'world' }));
fastify.get('/p/:id', async (req, reply) => { reply.code(202).header('x-id', req.params.id); return 'id ' + req.params.id; });
fastify.post('/echo', { schema: { body: { type: 'object', required: ['a'], properties: { a: { type: 'number' } } } } }, async (req) => ({ got: req.body }));
fastify.get('/err', async () => { throw new Error('bad'); });
(async () => {
  const r = await fastify.inject({ method: 'GET', url: '/' });
  console.log('inject', r.statusCode, r.headers['content-type'], r.body);
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  const port = fastify.server.address().port;
  const base = `http://127.0.0.1:${port}`;
  const show = async (res) => console.log(res.status, res.headers.get('content-type'), res.headers.get('x-id'), await res.text());
  await show(await fetch(base + '/'));
  await show(await fetch(base + '/p/7'));
  await show(await fetch(base + '/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ a: 5 }) }));
  await show(await fetch(base + '/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ b: 5 }) }));
  await show(await fetch(base + '/err'));
  await show(await fetch(base + '/missing'));
  await fastify.close();
  console.log('closed');
})().catch((e) => { console.log('fail', e); process.exit(1); });
