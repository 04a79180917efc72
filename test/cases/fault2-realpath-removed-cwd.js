// fs.realpath of a relative path once the working directory has been removed: Node's JS
// realpath resolves the path against process.cwd() first, so process.cwd()'s own error is
// thrown, synchronously in the callback form too; realpath.native and fsPromises.realpath
// hand the relative path to realpath(3) and fail with ENOENT naming it.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault2-cwd-'));
process.chdir(dir);
fs.rmdirSync(dir);

function show(name, err) {
  console.log(`${name}: ${err === undefined ? 'ok' :
    `${err.code} ${err.errno} ${err.syscall} ${err.path} ${err.message}`}`);
}

async function main() {
  for (const p of ['.', 'x', Buffer.from('y')]) {
    try {
      fs.realpathSync(p, 'buffer');
      show(`realpathSync ${p} buffer`);
    } catch (e) {
      show(`realpathSync ${p} buffer`, e);
    }
    try {
      fs.realpath(p, () => console.log('realpath callback called'));
      show(`realpath ${p}`);
    } catch (e) {
      show(`realpath ${p} threw`, e);
    }
    try {
      fs.realpathSync.native(p);
    } catch (e) {
      show(`realpathSync.native ${p}`, e);
    }
    await new Promise((res) => fs.realpath.native(p, (e) => { show(`realpath.native ${p}`, e); res(); }));
    await fs.promises.realpath(p).then(() => show(`promises.realpath ${p}`),
                                       (e) => show(`promises.realpath ${p}`, e));
  }
  process.chdir('/');
}
main();
