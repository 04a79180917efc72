// Ecosystem check: chokidar watches a temp dir: initial scan, then add, change and unlink events in turn.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import chokidar from 'chokidar';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-chokidar-'));
fs.mkdirSync(path.join(dir, 'sub'));
fs.writeFileSync(path.join(dir, 'a.txt'), 'a');
fs.writeFileSync(path.join(dir, 'sub/b.txt'), 'b');
const rel = (p) => path.relative(dir, p).split(path.sep).join('/');

const initial = [];
let waiter = null;
let ready = false;
const watcher = chokidar.watch(dir, { persistent: true, awaitWriteFinish: false });
watcher.on('all', (event, p) => {
  if (waiter && waiter.event === event && waiter.path === rel(p)) {
    const w = waiter;
    waiter = null;
    w.resolve();
  } else if (!ready) {
    initial.push(event + ' ' + rel(p));
  }
});
watcher.on('error', (e) => console.log('watcher error', e.message));
function next(event, p, action) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => { waiter = null; console.log('timed out waiting for', event, p); resolve(); }, 5000);
    waiter = { event, path: p, resolve: () => { clearTimeout(timer); console.log('event', event, p); resolve(); } };
    action();
  });
}
try {
  await new Promise((resolve) => watcher.on('ready', resolve));
  ready = true;
  console.log('initial', JSON.stringify(initial.sort()));
  console.log('watched', JSON.stringify(Object.entries(watcher.getWatched()).filter(([d]) => d === dir || d.startsWith(dir + path.sep)).map(([d, names]) => [rel(d) || '.', names.sort()]).sort()));
  await next('add', 'c.txt', () => fs.writeFileSync(path.join(dir, 'c.txt'), 'c'));
  await next('change', 'a.txt', () => fs.appendFileSync(path.join(dir, 'a.txt'), 'more'));
  await next('addDir', 'newdir', () => fs.mkdirSync(path.join(dir, 'newdir')));
  await next('unlink', 'sub/b.txt', () => fs.unlinkSync(path.join(dir, 'sub/b.txt')));
} finally {
  await watcher.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log('closed');
