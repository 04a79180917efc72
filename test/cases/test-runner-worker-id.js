// `--test` tells each file's child which worker slot runs it: NODE_TEST_WORKER_ID and
// t.workerId, handed out in turn over 1..--test-concurrency.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-id-'));
const log = path.join(dir, 'ids.txt');
for (let i = 1; i <= 4; i++) {
  fs.writeFileSync(path.join(dir, `f${i}.test.js`), `
    const { test } = require('node:test');
    test('slot ${i}', (t) => {
      require('fs').appendFileSync(${JSON.stringify(log)},
        \`${i} \${process.env.NODE_TEST_WORKER_ID} \${t.workerId}\\n\`);
    });
  `);
}
const r = spawnSync(process.execPath, ['--test', '--test-concurrency=2', '--test-reporter=dot'],
  { cwd: dir, encoding: 'utf8' });
console.log('status', r.status);
const lines = fs.readFileSync(log, 'utf8').trim().split('\n').sort();
const perId = {};
for (const line of lines) {
  const [, env, ctx] = line.split(' ');
  console.log('env and context agree:', env === ctx);
  perId[env] = (perId[env] || 0) + 1;
}
console.log(perId);
fs.rmSync(dir, { recursive: true, force: true });
