'use strict';
// readline async iteration: full read of a file, break early, events vs iteration, errors.
const fs = require('fs');
const readline = require('readline');
const { PassThrough, Readable } = require('stream');
const { tmpFile } = require('../fixtures/stream-order-harness.js').fsrl;

const file = tmpFile('fsrl-rl-iter', Array.from({ length: 25 }, (_, i) => `row ${i}`).join('\n'));

(async () => {
  const rs = fs.createReadStream(file, { highWaterMark: 16 });
  const rl = readline.createInterface({ input: rs, crlfDelay: Infinity });
  let count = 0;
  let last;
  for await (const line of rl) { count++; last = line; }
  console.log('full', count, last, 'closed', rl.closed);
  await new Promise((r) => (rs.closed ? r() : rs.on('close', r)));
  console.log('rs closed', rs.destroyed);

  const rs2 = fs.createReadStream(file, { highWaterMark: 16 });
  const rl2 = readline.createInterface({ input: rs2 });
  rl2.on('close', () => console.log('rl2 close event'));
  for await (const line of rl2) {
    console.log('rl2 got', line);
    if (line === 'row 2') break;
  }
  console.log('after break closed', rl2.closed, 'rs2 paused', rs2.isPaused());
  rs2.destroy();

  const input = new PassThrough();
  const rl3 = readline.createInterface({ input });
  rl3.on('line', (l) => console.log('rl3 line event', l));
  const it = rl3[Symbol.asyncIterator]();
  console.log('same iterator', it === rl3[Symbol.asyncIterator]());
  input.write('a\nb\n');
  console.log('rl3 next', JSON.stringify(await it.next()));
  console.log('rl3 next', JSON.stringify(await it.next()));
  input.end('c');
  console.log('rl3 next', JSON.stringify(await it.next()));
  console.log('rl3 next', JSON.stringify(await it.next()));
  console.log('rl3 return', JSON.stringify(await it.return()));

  const bad = new Readable({ read() {} });
  const rl4 = readline.createInterface({ input: bad });
  rl4.on('error', (e) => console.log('rl4 error event', e.message));
  bad.push('first\n');
  setTimeout(() => bad.destroy(new Error('input failed')), 5);
  try {
    for await (const line of rl4) console.log('rl4 line', line);
    console.log('rl4 done without error');
  } catch (e) {
    console.log('rl4 caught', e.message);
  }
  fs.unlinkSync(file);
})();
