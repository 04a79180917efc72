// A recursive withFileTypes readdir of a Buffer path gives the nested entries Buffer
// parentPaths in every names encoding and in the Sync, callback and promise forms.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-rdbuf-'));
fs.mkdirSync(path.join(root, 'sub', 'deep'), { recursive: true });
fs.writeFileSync(path.join(root, 'sub', 'b.js'), '');
const base = Buffer.from(root);

const show = (list) => list.map((d) => {
  const parent = Buffer.isBuffer(d.parentPath) ? `buf:${d.parentPath}` : `str:${d.parentPath}`;
  return `${d.name}@${parent.replace(root, '<root>')}`;
}).sort().join(' ');

(async () => {
  for (const encoding of ['utf8', 'hex', 'latin1', 'buffer']) {
    const options = { withFileTypes: true, recursive: true, encoding };
    console.log(encoding, 'sync', show(fs.readdirSync(base, options)));
    const viaCallback = await new Promise((resolve, reject) => {
      fs.readdir(base, options, (err, list) => (err ? reject(err) : resolve(list)));
    });
    console.log(encoding, 'callback', show(viaCallback));
    console.log(encoding, 'promise', show(await fs.promises.readdir(base, options)));
  }
  console.log('string path', show(fs.readdirSync(root, { withFileTypes: true, recursive: true })));
  fs.rmSync(root, { recursive: true });
})();
