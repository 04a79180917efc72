// fs.watch and fsPromises.watch with `recursive` stat the root first: a root that cannot
// be reached (missing, under a file, a link loop, a name too long) is that stat's error,
// with the root as `filename` too, before an already aborted signal is looked at. Without
// `recursive` the same roots fail as the watch itself.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fault3-watch-root-'));
fs.writeFileSync(path.join(root, 'file'), '');
fs.symlinkSync('loop2', path.join(root, 'loop1'));
fs.symlinkSync('loop1', path.join(root, 'loop2'));

function show(tag, err) {
  if (!err) return console.log(tag, 'ok');
  console.log(tag, err.code, err.syscall, Object.keys(err).join(),
              err.filename === err.path ? 'filename=path' : err.filename,
              err.message.replace(root, '').slice(0, 70));
}

(async () => {
  const targets = {
    missing: path.join(root, 'missing'),
    'under a file': path.join(root, 'file', 'x'),
    'link loop': path.join(root, 'loop1'),
    'too long': path.join(root, 'n'.repeat(300)),
  };
  for (const [name, target] of Object.entries(targets)) {
    for (const recursive of [false, true]) {
      try {
        fs.watch(target, { recursive }).close();
        show(`${name} watch recursive=${recursive}`);
      } catch (err) {
        show(`${name} watch recursive=${recursive}`, err);
      }
    }
    for (const aborted of [false, true]) {
      const ac = new AbortController();
      if (aborted) ac.abort();
      try {
        for await (const event of fs.promises.watch(target, { recursive: true, signal: ac.signal })) {
          console.log('unexpected', event);
        }
        show(`${name} promises aborted=${aborted}`);
      } catch (err) {
        show(`${name} promises aborted=${aborted}`, err);
      }
    }
  }
  fs.rmSync(root, { recursive: true, force: true });
})();
