// Ecosystem check: adm-zip builds a zip from memory and local files, writes, reopens and extracts it.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const AdmZip = require('adm-zip');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-adm-zip-'));
function list(root) {
  const out = [];
  (function walk(d) {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(d, e.name);
      out.push(path.relative(root, p) + (e.isDirectory() ? '/' : ''));
      if (e.isDirectory()) walk(p);
    }
  })(root);
  return out;
}
try {
  fs.mkdirSync(path.join(dir, 'src/sub'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/a.txt'), 'alpha\n'.repeat(100));
  fs.writeFileSync(path.join(dir, 'src/sub/b.json'), JSON.stringify({ b: [1, 2, 3] }));
  const zip = new AdmZip();
  zip.addFile('hello.txt', Buffer.from('hello zip\n', 'utf8'), 'a comment');
  zip.addLocalFile(path.join(dir, 'src/a.txt'));
  zip.addLocalFolder(path.join(dir, 'src/sub'), 'folder');
  const zipPath = path.join(dir, 'out.zip');
  zip.writeZip(zipPath);
  console.log('written', fs.existsSync(zipPath));

  const again = new AdmZip(zipPath);
  for (const entry of again.getEntries()) {
    console.log('entry', entry.entryName, entry.isDirectory, entry.header.size, JSON.stringify(entry.comment));
  }
  console.log('text', JSON.stringify(again.readAsText('hello.txt')));
  console.log('a.txt lines', again.readAsText('a.txt').split('\n').length);
  console.log('json', again.getEntry('folder/b.json').getData().toString());
  again.extractAllTo(path.join(dir, 'x'), true);
  console.log('extracted', JSON.stringify(list(path.join(dir, 'x'))));
  console.log('same', fs.readFileSync(path.join(dir, 'x/a.txt'), 'utf8') === fs.readFileSync(path.join(dir, 'src/a.txt'), 'utf8'));
  const buf = again.toBuffer();
  console.log('buffer zip entries', new AdmZip(buf).getEntries().length);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
