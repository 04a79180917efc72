// Ecosystem check: fs-extra's README calls (copy, move, ensure*, output*, json, emptyDir, remove) with promises, callbacks and sync.
'use strict';
const os = require('node:os');
const path = require('node:path');
const fs = require('fs-extra');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-fs-extra-'));
function list(root) {
  const out = [];
  (function walk(d) {
    for (const name of fs.readdirSync(d).sort()) {
      const p = path.join(d, name);
      const st = fs.lstatSync(p);
      out.push(path.relative(root, p) + (st.isSymbolicLink() ? '@' : st.isDirectory() ? '/' : ''));
      if (st.isDirectory()) walk(p);
    }
  })(root);
  return out;
}
async function main() {
  const p = (...s) => path.join(dir, ...s);
  await fs.outputFile(p('src/deep/file.txt'), 'hello!');
  fs.outputFileSync(p('src/other.txt'), 'other');
  await fs.outputJson(p('src/data.json'), { name: 'fs-extra', list: [1, 2] }, { spaces: 2 });
  await fs.ensureDir(p('empty/dir'));
  fs.ensureFileSync(p('ensured/file.txt'));
  await fs.ensureSymlink(p('src/other.txt'), p('links/other-link.txt'));
  console.log('after create', JSON.stringify(list(dir)));
  await fs.copy(p('src'), p('copy'));
  fs.copySync(p('src/other.txt'), p('copy2/other.txt'));
  await new Promise((resolve, reject) => fs.copy(p('src/deep'), p('copy3'), { filter: (s) => !s.endsWith('.json') }, (err) => (err ? reject(err) : resolve())));
  await fs.move(p('copy2'), p('moved'));
  try {
    await fs.move(p('copy3'), p('moved'));
  } catch (e) {
    console.log('move onto existing', e.message.replace(dir, '<tmp>'));
  }
  await fs.move(p('copy3'), p('moved'), { overwrite: true });
  console.log('after copy/move', JSON.stringify(list(dir)));
  console.log('readJson', JSON.stringify(await fs.readJson(p('copy/data.json'))));
  console.log('readJsonSync throws', (() => { try { fs.readJsonSync(p('src/other.txt')); } catch (e) { return e.name; } })());
  console.log('readJsonSync throws false', fs.readJsonSync(p('src/other.txt'), { throws: false }));
  await fs.writeJson(p('w.json'), { a: 1 });
  console.log('written json', fs.readFileSync(p('w.json'), 'utf8').trim());
  console.log('pathExists', await fs.pathExists(p('moved')), fs.pathExistsSync(p('copy2')));
  await fs.emptyDir(p('copy'));
  console.log('emptied', fs.readdirSync(p('copy')).length);
  await fs.remove(p('copy'));
  fs.removeSync(p('links'));
  await fs.mkdirs(p('m/n/o'));
  console.log('final', JSON.stringify(list(dir)));
  const content = await fs.readFile(p('src/deep/file.txt'), 'utf8');
  console.log('graceful readFile', content);
}
main().finally(() => fs.removeSync(dir));
