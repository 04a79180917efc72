// Ecosystem check: tar creates, lists and extracts plain and gzipped archives of a temp tree (streams and sync).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-tar-'));
const tree = (root) => fs.readdirSync(root, { recursive: true }).map((p) => p.split(path.sep).join('/')).sort();
try {
  const src = path.join(dir, 'src');
  for (const f of ['a.txt', 'sub/b.txt', 'sub/deeper/c.bin']) {
    fs.mkdirSync(path.dirname(path.join(src, f)), { recursive: true });
    fs.writeFileSync(path.join(src, f), f.endsWith('.bin') ? Buffer.alloc(70000, 7) : f + '\n');
  }
  await tar.c({ gzip: true, file: path.join(dir, 'my-tarball.tgz'), cwd: src, portable: true }, ['a.txt', 'sub']);
  console.log('created gz', fs.statSync(path.join(dir, 'my-tarball.tgz')).size > 0);
  const listed = [];
  await tar.t({ file: path.join(dir, 'my-tarball.tgz'), onReadEntry: (e) => listed.push(`${e.path} ${e.type} ${e.size}`) });
  console.log('list', JSON.stringify(listed));
  fs.mkdirSync(path.join(dir, 'out'));
  await tar.x({ file: path.join(dir, 'my-tarball.tgz'), cwd: path.join(dir, 'out') });
  console.log('extracted', JSON.stringify(tree(path.join(dir, 'out'))));
  console.log('same', fs.readFileSync(path.join(dir, 'out/sub/deeper/c.bin')).equals(fs.readFileSync(path.join(src, 'sub/deeper/c.bin'))));
  tar.c({ file: path.join(dir, 'plain.tar'), cwd: src, sync: true, portable: true, filter: (p) => !p.endsWith('.bin') }, ['.']);
  const plain = [];
  tar.t({ file: path.join(dir, 'plain.tar'), sync: true, onReadEntry: (e) => plain.push(e.path) });
  console.log('plain list', JSON.stringify(plain.sort()));
  fs.mkdirSync(path.join(dir, 'strip'));
  tar.x({ file: path.join(dir, 'plain.tar'), cwd: path.join(dir, 'strip'), sync: true, strip: 2 });
  console.log('strip', JSON.stringify(tree(path.join(dir, 'strip'))));
  await new Promise((resolve, reject) => {
    tar.c({ cwd: src, portable: true }, ['a.txt'])
      .pipe(tar.x({ cwd: path.join(dir, 'strip') }))
      .on('finish', resolve)
      .on('error', reject);
  });
  console.log('piped', fs.readFileSync(path.join(dir, 'strip/a.txt'), 'utf8').trim());
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
