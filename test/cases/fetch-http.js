// fetch() against a local http server: default request headers, bodies of every kind
// (string, Buffer, URLSearchParams, Blob, ReadableStream with duplex, FormData), redirect
// modes and method rewriting, AbortSignal, gzip/deflate/br decoding, streamed and empty
// replies, data: URLs, and the TypeError('fetch failed') shapes for network failures.
'use strict';
const http = require('http');
const zlib = require('zlib');

const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  const path = url.pathname;
  if (path === '/loop') { res.writeHead(302, { location: '/loop' }); return res.end(); }
  if (path.startsWith('/redirect/')) {
    res.writeHead(Number(path.slice(10)), { location: '/echo?from=' + path.slice(10) });
    return res.end();
  }
  if (path === '/gzip' || path === '/deflate' || path === '/br') {
    const text = 'compressed '.repeat(50);
    const data = path === '/gzip' ? zlib.gzipSync(text) :
      path === '/deflate' ? zlib.deflateSync(text) : zlib.brotliCompressSync(text);
    res.writeHead(200, { 'content-encoding': path.slice(1) });
    return res.end(data);
  }
  if (path === '/chunks') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    let i = 0;
    const tick = () => {
      if (i === 3) return res.end();
      res.write(`part${i++};`);
      setTimeout(tick, 5);
    };
    return tick();
  }
  if (path === '/hang') { res.writeHead(200); res.write('started'); return; }
  if (path === '/empty') { res.writeHead(204); return res.end(); }
  if (path === '/cookies') {
    res.setHeader('set-cookie', ['a=1', 'b=2']);
    return res.end('c');
  }
  const chunks = [];
  req.on('data', (d) => chunks.push(d));
  req.on('end', () => {
    const headers = { ...req.headers };
    headers.host = headers.host.replace(/:\d+$/, ':PORT');
    res.setHeader('content-type', 'application/json');
    res.setHeader('x-raw-order', req.rawHeaders.filter((_, i) => i % 2 === 0).join(','));
    res.end(JSON.stringify({ method: req.method, url: req.url, headers,
                             body: Buffer.concat(chunks).toString('latin1') }));
  });
});

const show = (label, e) => console.log(label, e.constructor.name, e.name, JSON.stringify(e.message),
  e.cause ? [e.cause.constructor.name, e.cause.message.replace(/:\d+$/, ':PORT'), e.cause.code, e.cause.syscall] : '');

server.listen(0, '127.0.0.1', async () => {
  const base = `http://127.0.0.1:${server.address().port}`;
  const strip = (u) => u.replace(base, 'BASE');
  const echo = async (label, path, init) => {
    try {
      const r = await fetch(base + path, init);
      const j = await r.json();
      console.log(label, r.status, r.redirected, strip(r.url), j.method, j.url,
                  r.headers.get('x-raw-order'), JSON.stringify(j.headers), JSON.stringify(j.body));
    } catch (e) { show(label, e); }
  };

  const r = await fetch(base + '/echo');
  console.log(r.status, r.statusText, r.ok, r.type, strip(r.url), r.headers.get('content-type'),
              r.bodyUsed, Object.prototype.toString.call(r.body));
  console.log((await r.json()).headers);
  await echo('put', '/echo', { method: 'put', body: 'abc', headers: { 'X-A': '1', 'User-Agent': 'me' } });
  await echo('buffer', '/echo', { method: 'POST', body: Buffer.from([0x68, 0xff]) });
  await echo('typed', '/echo', { method: 'POST', body: new Uint16Array([0x6968]) });
  await echo('params', '/echo', { method: 'POST', body: new URLSearchParams({ a: '1', b: 'x y' }) });
  await echo('blob', '/echo', { method: 'POST', body: new Blob(['bl', 'ob'], { type: 'x/y' }) });
  const stream = new ReadableStream({
    start(c) { c.enqueue(new TextEncoder().encode('str')); c.enqueue(new TextEncoder().encode('eam')); c.close(); },
  });
  await echo('stream', '/echo', { method: 'POST', body: stream, duplex: 'half' });
  await echo('request', '/echo', new Request(base + '/echo', { method: 'DELETE', body: 'rq' }));
  await echo('emptyPost', '/echo', { method: 'POST' });

  const form = new FormData();
  form.append('field', 'value');
  form.append('file', new Blob(['file data'], { type: 'text/plain' }), 'f.txt');
  const fr = await fetch(base + '/echo', { method: 'POST', body: form });
  const fj = await fr.json();
  console.log(fj.headers['content-type'].replace(/boundary=.*/, 'boundary=B'), fj.headers['content-length']);
  const parsed = await new Response(Buffer.from(fj.body, 'latin1'),
                                    { headers: { 'content-type': fj.headers['content-type'] } }).formData();
  console.log(parsed.get('field'), parsed.get('file').name, parsed.get('file').type, await parsed.get('file').text());

  for (const status of [301, 302, 303, 307, 308]) {
    await echo(`redirect${status}`, `/redirect/${status}`, { method: 'POST', body: 'kept', headers: { 'content-type': 'a/b' } });
  }
  const manual = await fetch(base + '/redirect/301', { redirect: 'manual' });
  console.log('manual', manual.status, manual.type, manual.redirected, manual.headers.get('location'), strip(manual.url));
  await echo('redirectError', '/redirect/302', { redirect: 'error' });
  await echo('loop', '/loop');

  for (const path of ['/gzip', '/deflate', '/br']) {
    const c = await fetch(base + path);
    const text = await c.text();
    console.log(path, c.headers.get('content-encoding'), text.length, text.slice(0, 22));
  }
  const chunked = await fetch(base + '/chunks');
  const reader = chunked.body.getReader();
  let all = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    all += new TextDecoder().decode(value);
  }
  console.log('chunks', all, chunked.bodyUsed);
  const empty = await fetch(base + '/empty');
  console.log('empty', empty.status, empty.body, await empty.text());
  const head = await fetch(base + '/echo', { method: 'HEAD' });
  console.log('head', head.status, head.body);
  const cookies = await fetch(base + '/cookies');
  console.log('cookies', cookies.headers.getSetCookie(), cookies.headers.get('set-cookie'));
  try { cookies.headers.set('a', 'b'); } catch (e) { show('immutable', e); }

  const ac = new AbortController();
  ac.abort();
  await echo('preAborted', '/echo', { signal: ac.signal });
  await echo('preAbortedReason', '/echo', { signal: AbortSignal.abort(new Error('why')) });
  const ac2 = new AbortController();
  const hanging = await fetch(base + '/hang', { signal: ac2.signal });
  const pending = hanging.text();
  ac2.abort();
  try { await pending; } catch (e) { show('abortDuringBody', e); }

  const data = await fetch('data:text/plain;base64,aGk=');
  console.log('data', data.status, data.statusText, [...data.headers], await data.text(), data.url);
  const data2 = await fetch('data:,a%20b');
  console.log('data2', [...data2.headers], await data2.text());
  try { await fetch('nope'); } catch (e) { show('badUrl', e); }
  try { await fetch('ftp://x/'); } catch (e) { show('ftp', e); }
  try { await fetch('http://127.0.0.1:1/'); } catch (e) { show('badPort', e); }
  try { await fetch(base + '/echo', { method: 'GET', body: 'x' }); } catch (e) { show('getBody', e); }

  server.close();
  server.closeAllConnections();
  const other = http.createServer();
  other.listen(0, '127.0.0.1', () => {
    const closed = `http://127.0.0.1:${other.address().port}/`;
    other.close(() => fetch(closed).catch((e) => show('refused', e)));
  });
});
