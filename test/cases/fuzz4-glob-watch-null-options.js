// fs.glob: null followSymlinks and maxDepth mean "not set", and only empty patterns never
// look at cwd (a bad cwd is not refused then); fs.watch checks the type of a truthy
// `recursive` only, and a recursive watch checks a given `persistent` before `ignore` and
// before looking at the root.
'use strict';
const fs = require('fs');
const path = require('path');
const os = require('os');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz4-glob-'));
fs.mkdirSync(path.join(dir, 'a/b'), { recursive: true });
fs.writeFileSync(path.join(dir, 'a/b/c.txt'), 'x');
fs.writeFileSync(path.join(dir, 'top.txt'), 'y');

function tryGlob(label, pattern, options) {
  try {
    console.log(label, JSON.stringify(fs.globSync(pattern, options).sort()));
  } catch (e) {
    console.log(label, e.code, e.message);
  }
}

tryGlob('followSymlinks null', '**/*.txt', { cwd: dir, followSymlinks: null });
tryGlob('maxDepth null', '**/*.txt', { cwd: dir, maxDepth: null });
tryGlob('maxDepth 1', '**/*.txt', { cwd: dir, maxDepth: 1 });
tryGlob('followSymlinks 0', '*', { cwd: dir, followSymlinks: 0 });
tryGlob('empty pattern, numeric cwd', '', { cwd: 5 });
tryGlob('empty patterns, numeric cwd', ['', ''], { cwd: 5 });
tryGlob('mixed patterns, numeric cwd', ['', '*'], { cwd: 5 });

for (const recursive of [null, 0, '', false, 1, 'yes']) {
  try {
    const w = fs.watch(dir, { recursive });
    w.close();
    console.log('watch recursive', JSON.stringify(recursive), 'ok');
  } catch (e) {
    console.log('watch recursive', JSON.stringify(recursive), e.code);
  }
}

for (const options of [
  { recursive: true, persistent: 1, ignore: 5 },
  { recursive: true, persistent: 'x' },
  { recursive: true, persistent: null },
  { recursive: 0, persistent: 1 },
]) {
  try {
    fs.watch(path.join(dir, 'missing'), options).close();
    console.log('watch', JSON.stringify(options), 'ok');
  } catch (e) {
    console.log('watch', JSON.stringify(options), e.code);
  }
}

(async () => {
  const seen = [];
  for await (const p of fs.promises.glob('**/*.txt', { cwd: dir, maxDepth: null, followSymlinks: null })) {
    seen.push(p);
  }
  console.log('promises glob', JSON.stringify(seen.sort()));
  fs.rmSync(dir, { recursive: true });
})();
