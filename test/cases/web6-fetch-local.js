// fetch of data: and blob: URLs and local failures: MIME types parsed and serialized,
// forgiving-base64, HEAD without a body, blob Content-Length, undici's causes for bad data,
// about:, file: and blob: failures, and fetch() with no argument.
'use strict';
const t = async (label, f) => {
  try { console.log(label, await f()); } catch (e) {
    console.log(label, e.constructor.name, e.message, e.cause && [e.cause.constructor.name, e.cause.message, e.cause.code]);
  }
};
(async () => {
  const mime = async (u) => (await fetch(u)).headers.get('content-type');
  for (const u of ['data:,x', 'data:text/html;charset=US-ASCII;foo=bar,x', 'data:TEXT/PLAIN ; charset = "utf-8",x',
    'data:bogus,x', 'data:;charset=utf-8,x', 'data:text/plain;base64,QQ==', 'data:text/plain ;  base64,QQ==',
    'data:a/b;x="q\\"r",x']) {
    await t(JSON.stringify(u), () => mime(u));
  }
  await t('b64', async () => (await fetch('data:;base64, QU JD \n')).text());
  for (const bad of ['data:;base64,A', 'data:;base64,AB=C', 'data:;base64,%%%', 'data:nocomma']) {
    await t(bad, () => fetch(bad));
  }
  await t('head', async () => { const r = await fetch('data:,x', { method: 'HEAD' }); return [r.status, r.body, await r.text()]; });
  await t('fragment', async () => (await fetch('data:,a#frag')).text());
  const { Blob } = require('buffer');
  const url = URL.createObjectURL(new Blob(['blobdata'], { type: 'x/y' }));
  await t('blob', async () => { const r = await fetch(url); return [r.status, [...r.headers], await r.text()]; });
  await t('blob POST', () => fetch(url, { method: 'POST', body: 'x' }));
  await t('blob missing', () => fetch('blob:nodedata:missing'));
  await t('about', () => fetch('about:blank'));
  await t('file', () => fetch('file:///nonexistent'));
  await t('ftp', () => fetch('ftp://x.test/'));
  await t('no args', () => fetch());
})();
