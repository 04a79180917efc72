// Several recursive fs.rm / fsPromises.rm calls on one tree at once, without `force`: an
// entry another call removed first counts as removed, so every call succeeds once the
// tree's top was found, and nothing is left. Also a path made unreachable by the removal
// itself ("dir/.." once dir is gone).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fault3-rm-concurrent-'));
const tree = path.join(root, 'tree');
function build() {
  for (let i = 0; i < 12; i++) {
    const dir = path.join(tree, `d${i}`, 'e');
    fs.mkdirSync(dir, { recursive: true });
    for (let j = 0; j < 4; j++) fs.writeFileSync(path.join(dir, `f${j}`), '');
  }
}
const viaCallback = (p) => new Promise((resolve, reject) =>
  fs.rm(p, { recursive: true }, (err) => (err ? reject(err) : resolve())));
const viaPromise = (p) => fs.promises.rm(p, { recursive: true });

(async () => {
  const seen = new Map();
  for (let round = 0; round < 8; round++) {
    build();
    const results = await Promise.allSettled([
      viaPromise(tree), viaCallback(tree), viaPromise(tree), viaCallback(tree),
    ]);
    for (const r of results) {
      const key = r.status === 'fulfilled' ? 'ok' : `${r.reason.code} ${r.reason.syscall}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    if (fs.existsSync(tree)) console.log('left behind in round', round);
  }
  console.log([...seen].join(' '));

  for (const [name, rm] of [['callback', viaCallback], ['promise', viaPromise]]) {
    fs.mkdirSync(path.join(tree, 'dir'), { recursive: true });
    await rm(`${tree}/dir/..`).then(() => console.log(name, 'dir/..', 'ok'),
                                    (err) => console.log(name, 'dir/..', err.code, err.syscall));
    fs.rmSync(tree, { recursive: true, force: true });
    // A top path that is not there is still refused.
    await rm(tree).then(() => console.log(name, 'missing', 'ok'),
                        (err) => console.log(name, 'missing', err.code, err.syscall));
  }
  fs.rmSync(root, { recursive: true, force: true });
})();
