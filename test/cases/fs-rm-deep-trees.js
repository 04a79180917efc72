// rmSync removes a tree deeper than PATH_MAX (Node's C++ walks it through directory fds);
// the callback and promise forms go path by path, so they fail with ENAMETOOLONG at the
// bottom of such a branch, but they still remove the tree's other entries (Node's rimraf
// goes on past a failing child), leaving only the branch that failed.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-deep-'));
const level = 'd'.repeat(200);

// 30 levels of 200-byte names, made with relative paths from inside the tree.
function deepChain(dir) {
  const back = process.cwd();
  process.chdir(dir);
  for (let i = 0; i < 30; i++) {
    fs.mkdirSync(level);
    process.chdir(level);
  }
  fs.writeFileSync('leaf', 'x');
  process.chdir(back);
}

function build(name) {
  const top = path.join(base, name);
  fs.mkdirSync(path.join(top, 'branch'), { recursive: true });
  fs.mkdirSync(path.join(top, 'other/sub'), { recursive: true });
  fs.writeFileSync(path.join(top, 'file'), 'x');
  fs.writeFileSync(path.join(top, 'other/sub/f'), 'x');
  deepChain(path.join(top, 'branch'));
  return top;
}

const left = (top) => (fs.existsSync(top) ? fs.readdirSync(top).sort().join(',') : 'gone');
const describe = (e) => (e ? `${e.code} ${e.syscall} ${e.path.length > 4096}` : 'no error');

(async () => {
  const a = build('sync');
  fs.rmSync(a, { recursive: true });
  console.log('rmSync:', left(a));

  const b = build('callback');
  await new Promise((resolve) => fs.rm(b, { recursive: true }, (e) => {
    console.log('rm callback:', describe(e), 'left', left(b));
    resolve();
  }));

  const c = build('promise');
  await fs.promises.rm(c, { recursive: true }).then(() => console.log('no error'), (e) => {
    console.log('promises.rm:', describe(e), 'left', left(c));
  });

  fs.rmSync(base, { recursive: true });
  console.log('base:', left(base));
})();
