// run() with files running at once: test:enqueue, test:dequeue and test:complete of a later
// file are reported as they happen, while its pass/fail results still wait for the earlier
// file's.
// timeout: 60
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { run } = require('node:test');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test16-order-'));
const marker = path.join(dir, 'b-complete');
// The first file's test waits (10 s at most) until this process has seen the second file's
// test complete.
fs.writeFileSync(path.join(dir, 'a.test.js'), `
const fs = require('fs');
require('node:test')('a waits', async () => {
  for (let i = 0; i < 500 && !fs.existsSync(${JSON.stringify(marker)}); i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
});
`);
fs.writeFileSync(path.join(dir, 'b.test.js'), "require('node:test')('b', () => {});\n");
const files = [path.join(dir, 'a.test.js'), path.join(dir, 'b.test.js')];
const seen = [];
run({ files, concurrency: 2 }).on('data', ({ type, data }) => {
  if (type === 'test:complete' && !data.name.endsWith('.js')) {
    seen.push(`complete ${data.name}`);
    if (data.name === 'b') fs.writeFileSync(marker, '');
  }
  if (type === 'test:pass' || type === 'test:fail') seen.push(`${type} ${data.name}`);
}).on('end', () => {
  console.log(seen.join('\n'));
  fs.rmSync(dir, { recursive: true });
});
