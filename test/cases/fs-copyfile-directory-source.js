// copyFile with a directory as the source fails as libuv's copy does: the destination is
// opened first (a missing parent is ENOENT, a directory destination EISDIR), then the read
// of the source fails with EISDIR and the destination is removed, even one that existed.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'copyfile-dir-'));
const at = (p) => path.join(root, p);
fs.mkdirSync(at('dir'));
fs.mkdirSync(at('other'));
const listing = () => fs.readdirSync(root).sort().join(' ');
const outcome = (e) => (e ? `${e.code} ${e.syscall}` : 'ok');

const pairs = [['dir', 'new'], ['dir', 'missing/x'], ['dir', 'file'], ['dir', 'other'],
               ['dir', 'dir/inside']];
for (const [from, to] of pairs) {
  fs.writeFileSync(at('file'), 'keep?');
  let err = null;
  try {
    fs.copyFileSync(at(from), at(to));
  } catch (e) {
    err = e;
  }
  console.log('sync', from, to, outcome(err), '|', listing(), '|', fs.readdirSync(at('dir')).join());
}

(async () => {
  for (const [from, to] of pairs.slice(0, 3)) {
    fs.writeFileSync(at('file'), 'keep?');
    const err = await fs.promises.copyFile(at(from), at(to)).then(() => null, (e) => e);
    console.log('promise', from, to, outcome(err), '|', listing());
  }
  fs.writeFileSync(at('file'), 'keep?');
  fs.copyFile(at('dir'), at('file'), (err) => {
    console.log('callback dir file', outcome(err), '|', listing());
    fs.rmSync(root, { recursive: true });
  });
})();
