// fs.globSync/fs.glob/fsPromises.glob with exclude patterns ending in "/**": a directory matching one is not entered, but a pattern naming that directory itself still reports it.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fs7-glob-'));
for (const d of ['a/b/c', 'x', 'dd/b']) fs.mkdirSync(path.join(root, d), { recursive: true });
for (const f of ['a/1.js', 'a/b/2.js', 'a/b/c/3.js', 'x/5.md', 'dd/b/6.js']) {
  fs.writeFileSync(path.join(root, f), '');
}

const patterns = ['**', '**/b', '{a,x}/*', 'a/*', '*/b', '**/*.js', 'a/**'];
const excludes = [['**/b/**'], ['**/b/**', 'x'], ['a/b'], ['a/b/'], ['**/b']];

(async () => {
  for (const pattern of patterns) {
    for (const exclude of excludes) {
      const sync = fs.globSync(pattern, { cwd: root, exclude }).sort().join(' ');
      const viaPromise = [];
      for await (const p of fs.promises.glob(pattern, { cwd: root, exclude })) viaPromise.push(p);
      const viaCallback = await new Promise((resolve, reject) => {
        fs.glob(pattern, { cwd: root, exclude }, (err, r) => (err ? reject(err) : resolve(r)));
      });
      const same = viaPromise.sort().join(' ') === sync && viaCallback.sort().join(' ') === sync;
      console.log(`${pattern} exclude ${JSON.stringify(exclude)}: ${sync || '(none)'}${same ? '' : ' MISMATCH'}`);
    }
  }
  fs.rmSync(root, { recursive: true });
})();
