// What fetch() rejects with carries a stack of just its `Name: message` line (undici
// re-captures it after its async steps), so util.inspect shows `[TypeError: fetch failed]`
// with the cause; a user's abort reason gets the same treatment. An abort in the same tick
// as the call wins even when the answer is known at once (data: URL, blocked port, scheme).
'use strict';
const net = require('net');
const util = require('util');

(async () => {
  const tmp = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => tmp.on('listening', resolve));
  const port = tmp.address().port;
  await new Promise((resolve) => tmp.close(resolve));

  try {
    await fetch(`http://127.0.0.1:${port}/`);
  } catch (e) {
    console.log(JSON.stringify(e.stack), e.cause.code);
    console.log(util.inspect(e).split('\n')[0]);
  }
  try {
    await fetch('not a url');
  } catch (e) {
    console.log(JSON.stringify(e.stack));
  }
  const mine = new RangeError('my reason');
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.abort(mine) });
  } catch (e) {
    console.log(e === mine, JSON.stringify(e.stack));
  }
  for (const url of ['data:,hello', 'http://127.0.0.1:1/', 'ftp://example.com/']) {
    const ac = new AbortController();
    const pending = fetch(url, { signal: ac.signal });
    ac.abort(new Error(`aborted ${url}`));
    try {
      const r = await pending;
      console.log(url, 'answered', r.status);
    } catch (e) {
      console.log(url, e.message);
    }
  }
  const r = await fetch('data:,still works');
  console.log(await r.text());
})();
