// Body#blob() takes its type from Fetch's "extract a MIME type" on Content-Type: parsed,
// serialized, split on commas outside quotes, */* skipped, charset carried over; '' if none.
'use strict';
(async () => {
  for (const ct of ['Text/HTML; Charset=UTF-8', 'not valid', 'a/b, c/d',
    'text/plain;charset=gbk, text/plain', 'text/plain;charset=gbk, text/plain;charset=utf-8',
    '*/*', 'text/html, */*', 'text/html;x="a,b"', '', 'a/b;q=', 'a/b; q="x y"']) {
    const b = await new Response('x', { headers: { 'content-type': ct } }).blob();
    console.log(JSON.stringify(ct), JSON.stringify(b.type));
  }
  const h = new Headers();
  h.append('content-type', 'text/plain;charset=gbk');
  h.append('content-type', 'text/plain');
  console.log((await new Response('x', { headers: h }).blob()).type);
  console.log((await new Request('http://a.test', { method: 'POST', body: 'q', headers: { 'content-type': 'A/B ; X=Y' } }).blob()).type);
})();
