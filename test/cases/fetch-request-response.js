// The Request and Response globals: body extraction and the Content-Type it implies, the
// Body methods (text/json/arrayBuffer/bytes/blob/formData), body streams, bodyUsed, clone,
// Response.json/error/redirect, Request method normalisation and init checks, signals,
// util.inspect output, and the TypeErrors/RangeErrors for bad input.
'use strict';

const show = (label, e) => console.log(label, e.constructor.name, JSON.stringify(e.message),
                                       e.cause ? [e.cause.name, e.cause.code] : '');
const sync = (label, fn) => {
  try { console.log(label, fn()); } catch (e) { show(label, e); }
};
const later = async (label, fn) => {
  try { console.log(label, await fn()); } catch (e) { show(label, e); }
};

async function main() {
  const r = new Response('hi', { status: 201, statusText: 'Made', headers: { x: 'y' } });
  console.log(r);
  console.log(r.status, r.statusText, r.ok, r.type, r.url, r.redirected, r.bodyUsed);
  console.log(await r.text(), r.bodyUsed, r.body);
  await later('reread', () => r.text());
  sync('cloneUsed', () => r.clone());

  console.log(await new Response('{"a":[1,2]}').json());
  console.log(new Uint8Array(await new Response(new Uint8Array([1, 2, 3])).arrayBuffer()));
  console.log(await new Response(Buffer.from('buf')).bytes());
  const blob = await new Response('abc', { headers: { 'content-type': 'Text/X' } }).blob();
  console.log(blob, await blob.text());
  console.log(await new Response(new Blob(['from blob'], { type: 'a/b' })).text());
  console.log(new Response(new URLSearchParams('a=1&b=2')).headers.get('content-type'));
  console.log(await new Response(new URLSearchParams('a=1&b=2')).text());
  const form = await new Response('a=1&b=%20+x', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  console.log([...form]);
  await later('formDataPlain', () => new Response('a=1').formData());
  await later('badJson', () => new Response('{').json().catch((e) => { throw new Error(e.name); }));

  const stream = new ReadableStream({
    start(c) { c.enqueue(new TextEncoder().encode('st')); c.enqueue(new TextEncoder().encode('ream')); c.close(); },
  });
  const sr = new Response(stream);
  console.log(sr.body === stream, sr.headers.get('content-type'));
  const sc = sr.clone();
  console.log(await sr.text(), await sc.text());

  const reader = new Response('locked').body.getReader();
  console.log((await reader.read()).value);

  console.log(Response.json({ a: 1 }, { status: 202, headers: { 'x-j': '1' } }));
  console.log(await Response.json([1, 'x']).text());
  console.log(Response.error());
  sync('errorImmutable', () => Response.error().headers.set('a', 'b'));
  console.log(Response.redirect('http://example.com/a b', 301).headers.get('location'));
  sync('redirect200', () => Response.redirect('http://a/', 200));
  sync('redirectRelative', () => Response.redirect('/x'));
  sync('status99', () => new Response('x', { status: 99 }));
  sync('status204', () => new Response('x', { status: 204 }));
  console.log(new Response(null, { status: 204 }).status);
  sync('statusText', () => new Response(null, { statusText: 'a\nb' }));

  const q = new Request('http://a.com/x?y#z', { method: 'post', body: 'payload', headers: [['X-Q', '1']] });
  console.log(q);
  console.log(q.method, q.url, q.bodyUsed, await q.clone().text(), await q.text(), q.bodyUsed);
  console.log(new Request('http://a/', { method: 'options' }).method, new Request('http://a/', { method: 'Delete' }).method);
  const q2 = new Request(new Request('http://b/', { method: 'PUT', body: 'inherit', headers: { a: '1' } }));
  console.log(q2.method, q2.url, [...q2.headers], await q2.text());
  sync('getFromBodyRequest', () => new Request(q, { method: 'GET' }));
  const q3 = new Request(new Request('http://c/', { headers: { z: '1' } }), { method: 'HEAD' });
  console.log(q3.method, [...q3.headers]);
  const ac = new AbortController();
  const q4 = new Request('http://a/', { signal: ac.signal });
  console.log(q4.signal === ac.signal, q4.signal.aborted);
  ac.abort(new Error('stop'));
  console.log(q4.signal.aborted, q4.signal.reason.message);

  sync('noArgs', () => new Request());
  sync('badUrl', () => new Request('nope'));
  sync('creds', () => new Request('http://u:p@a/'));
  sync('connect', () => new Request('http://a/', { method: 'CONNECT' }));
  sync('badMethod', () => new Request('http://a/', { method: 'a b' }));
  sync('getBody', () => new Request('http://a/', { body: 'x' }));
  sync('navigate', () => new Request('http://a/', { mode: 'navigate' }));
  sync('redirectEnum', () => new Request('http://a/', { redirect: 'x' }));
  sync('duplex', () => new Request('http://a/', { method: 'POST', body: new ReadableStream() }));
  console.log(new Request('http://a/', { method: 'POST', body: new ReadableStream(), duplex: 'half' }).duplex);
  console.log(Object.prototype.toString.call(q), Object.prototype.toString.call(r), Request.length, Response.length);
  console.log(Object.getOwnPropertyDescriptor(globalThis, 'Response').enumerable, typeof Response.prototype.text);
  await later('illegal', () => Response.prototype.text.call({}));
}
main();
