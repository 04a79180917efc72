// Workers leave no memory behind: after ten workers (the allocator's and the collector's
// pools warmed up), thirty more that each start, post 64 KiB and exit grow the process by
// far less than the ~10 MB one live worker's isolate takes (a leaked isolate per worker
// would be hundreds of MB).
// timeout: 120
'use strict';
const { Worker } = require('worker_threads');

const rssMb = () => process.memoryUsage().rss / 1048576;

async function run(n) {
  for (let i = 0; i < n; i++) {
    const w = new Worker('require("worker_threads").parentPort.postMessage(new Uint8Array(1 << 16))',
      { eval: true });
    let got = 0;
    w.on('message', (m) => { got += m.length; });
    const code = await new Promise((resolve) => w.on('exit', resolve));
    if (code !== 0 || got !== 1 << 16) throw new Error(`worker ${i}: exit ${code}, ${got} bytes`);
  }
}

(async () => {
  await run(10);
  globalThis.gc?.();
  const before = rssMb();
  await run(30);
  globalThis.gc?.();
  const growth = rssMb() - before;
  console.log('growth below 100 MB:', growth < 100);
  if (growth >= 100) console.log(`grew by ${growth.toFixed(1)} MB`);
})();
