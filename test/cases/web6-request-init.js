// Request/Response init checks with undici's messages (window, mode list, signal rendering,
// non-dictionary init, invalid referrer), the one-time PATCH warning, Body#textStream and
// the prototype shape.
'use strict';
process.on('warning', (w) => console.log('warning:', w.name, w.code, w.message));
const attempt = (label, f) => {
  try { f(); console.log(label, 'ok'); } catch (e) { console.log(label, e.constructor.name, e.message); }
};
attempt('window 0', () => new Request('http://a.test', { window: 0 }));
attempt('window null', () => new Request('http://a.test', { window: null }));
attempt('mode', () => new Request('http://a.test', { mode: 'websocket' }));
for (const s of [{}, 5, 'str', { a: 1 }, [], Symbol('s'), 5n, true, () => 1, new Map([[1, 2]])]) {
  attempt('signal', () => new Request('http://a.test', { signal: s }));
}
for (const init of [5, 'x', true, 1.5]) {
  attempt('Response init', () => new Response(null, init));
  attempt('Request init', () => new Request('http://a.test', init));
}
try { new Request('http://a.test', { referrer: 'not a url' }); } catch (e) {
  console.log('referrer', e.constructor.name, e.message, e.cause.code);
}
attempt('patch', () => new Request('http://a.test', { method: 'patch' }));
attempt('patch again', () => new Request('http://a.test', { method: 'patch' }));
console.log(Object.getOwnPropertyNames(Request.prototype).join());
console.log(Object.getOwnPropertyNames(Response.prototype).join());
console.log(Object.getOwnPropertyDescriptor(Request.prototype, 'attribute'));
(async () => {
  const r = new Response(new Uint8Array([0xE2, 0x82, 0xAC, 0x41]));
  const s = r.textStream();
  console.log(s instanceof ReadableStream, r.bodyUsed, r.body.locked);
  for await (const chunk of s) console.log('text chunk', JSON.stringify(chunk));
  attempt('textStream used', () => r.textStream());
  const empty = new Response(null).textStream();
  console.log('empty', await empty.getReader().read());
  const req = new Request('http://a.test', { method: 'POST', body: 'posted' });
  for await (const chunk of req.textStream()) console.log('request chunk', chunk);
})();
