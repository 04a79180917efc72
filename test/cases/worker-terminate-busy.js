// terminate() ends workers busy in loops that never return to the event loop: for(;;) with
// an empty body, a labelled while with continue, do-while, for-of over an endless
// generator, and a loop inside an ES module worker; each resolves with exit code 1, and
// code in the loop's `finally` never runs. A worker whose loop finishes on its own gives
// its result unchanged.
'use strict';
const { Worker } = require('worker_threads');

const busy = [
  'for (;;);',
  'let n = 0; outer: while (true) { n++; if (n % 2) continue outer; }',
  'let i = 0; do { i++; } while (i >= 0);',
  'function* forever() { for (let i = 0; ; i++) yield i; } for (const x of forever()) {}',
  'try { while (true) {} } finally { console.log("finally ran"); }',
];

async function main() {
  for (const code of busy) {
    const w = new Worker(code, { eval: true });
    await new Promise((resolve) => w.once('online', resolve));
    console.log(JSON.stringify(code.slice(0, 20)), 'terminated with', await w.terminate());
  }
  const esm = new Worker(new URL('data:text/javascript,for(;;){}'));
  await new Promise((resolve) => esm.once('online', resolve));
  console.log('module worker terminated with', await esm.terminate());
  const done = new Worker(`
    let sum = 0;
    for (let i = 0; i < 100000; i++) { for (let j = 0; j < 3; j++) sum += j; }
    require('worker_threads').parentPort.postMessage(sum);`, { eval: true });
  done.on('message', (m) => console.log('sum', m));
  done.on('exit', (code) => console.log('finished with', code));
}
main();
