// minirt's own test: async fs.glob / fsPromises.glob walk off the calling tick.
'use strict';
// fs.glob and fsPromises.glob must walk with async operations, giving the event loop turns
// while they run, and must find exactly what globSync finds, in the same order, for every
// kind of pattern. fsPromises.glob streams: its first match arrives before the walk ends.
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');
tmpdir.refresh();

// A large tree for the timing checks, a small varied one for the pattern matrix.
const root = tmpdir.resolve('tree');
const small = tmpdir.resolve('small');
function makeTree(base, dirs, subs, files) {
  for (let i = 0; i < dirs; i++) {
    for (let j = 0; j < subs; j++) {
      const dir = path.join(base, `d${i}`, `s${j}`);
      fs.mkdirSync(dir, { recursive: true });
      for (let k = 0; k < files; k++) fs.writeFileSync(path.join(dir, `f${k}.txt`), '');
      fs.writeFileSync(path.join(dir, 'note.md'), '');
    }
    fs.writeFileSync(path.join(base, `d${i}`, '.hidden'), '');
  }
  fs.mkdirSync(path.join(base, 'empty'));
  fs.writeFileSync(path.join(base, 'top.js'), '');
  fs.symlinkSync('d1', path.join(base, 'link-dir'));
  fs.symlinkSync('top.js', path.join(base, 'link-file'));
  fs.symlinkSync('missing', path.join(base, 'link-broken'));
}
makeTree(root, 8, 4, 3);
makeTree(small, 3, 2, 2);

function globCb(pattern, options) {
  return new Promise((resolve, reject) => {
    fs.glob(pattern, options, (err, found) => (err ? reject(err) : resolve(found)));
  });
}

async function globIter(pattern, options) {
  const found = [];
  for await (const item of fs.promises.glob(pattern, options)) found.push(item);
  return found;
}

const describe = (v) => (typeof v === 'string' ? v :
  `${v.isDirectory() ? 'dir' : v.isSymbolicLink() ? 'link' : 'file'} ${v.parentPath} ${v.name}`);

async function nonBlocking() {
  const expected = fs.globSync('**/*.txt', { cwd: root });
  assert.strictEqual(expected.length, 8 * 4 * 3);

  // fs.glob: an immediate queued after the call runs before the callback, and the loop
  // keeps turning while the walk goes on.
  let turns = 0;
  let done = false;
  const spin = () => {
    turns++;
    if (!done) setImmediate(spin);
  };
  const found = await new Promise((resolve, reject) => {
    fs.glob('**/*.txt', { cwd: root }, common.mustCall((err, result) => {
      done = true;
      if (err) return reject(err);
      assert.ok(turns >= 2, `only ${turns} event-loop turns during the walk`);
      resolve(result);
    }));
    setImmediate(spin);
    assert.strictEqual(turns, 0);
  });
  assert.deepStrictEqual(found, expected);

  // fsPromises.glob: the same while iterating.
  turns = 0;
  done = false;
  setImmediate(spin);
  const streamed = await globIter('**/*.txt', { cwd: root });
  done = true;
  assert.ok(turns >= 2, `only ${turns} event-loop turns during the promise walk`);
  assert.deepStrictEqual(streamed, expected);

  // It yields as it goes: at the first match, most of the tree is still unvisited.
  let visits = 0;
  const exclude = () => {
    visits++;
    return false;
  };
  const all = fs.globSync('**', { cwd: root, exclude });
  const total = visits;
  assert.ok(total >= all.length - 1 && total > 100, `${total} visits`);
  visits = 0;
  const iter = fs.promises.glob('**/*.txt', { cwd: root, exclude });
  const first = await iter.next();
  assert.strictEqual(first.done, false);
  assert.strictEqual(first.value, expected[0]);
  assert.ok(visits < total / 2, `${visits} of ${total} entries visited before the first match`);
  // Stopping early ends the walk.
  await iter.return();
  const afterStop = visits;
  await new Promise((resolve) => setImmediate(resolve));
  assert.strictEqual(visits, afterStop);
  assert.deepStrictEqual(await iter.next(), { value: undefined, done: true });
}

async function sameEverywhere() {
  const patterns = [
    '*', '**', '**/*', '**/', '*/', 'd1/**', 'd1/**/', 'd1/*/', '*.js', '**/*.md', '?1/*',
    'd[0-1]/s1/*', 'd[!0-1]/*', '{d1,d2}/**', 'd2/{s0,s2}/*', '!(d*)', '+(d1|d2)/*',
    '@(top|nope).*', 'd1/../d2/*', './d1/*', 'link-dir/*', 'link-dir/**', '**/link-dir',
    'link-file', 'link-broken', 'nothing/**', 'nothing', 'd1/s1/f1.txt', '**/.*', 'd1/.*',
    'd1/**/f2.txt', '**/*.{txt,md}', 'd0/s0/**/*', '*/*/*', 'd1//s1//*', 'd1/**/**/*.md',
    '.', './**', 'd1/', 'top.js/', '**/s1/**', 'd2/{s1/f0,s2}*', `${small}/d2/**`,
    `${small}/*/s0/*.md`, ['d1/**', 'd2/*', '*.js', 'd1/s0/*'],
  ];
  // Every pattern plain; the option variants on the patterns that walk the most.
  const cases = patterns.map((pattern) => [pattern, { cwd: small }]);
  const walkers = ['**', '**/', 'd1/**', '**/*.{txt,md}', '*/*/*', 'link-dir/**', '.',
                   ['d1/**', 'd2/*', '*.js']];
  const variants = [
    { cwd: small, withFileTypes: true },
    { cwd: small, exclude: ['d1/**', '**/*.md'] },
    { cwd: small, exclude: (p) => p.startsWith('d2') || p.endsWith('f1.txt') },
    { cwd: small, withFileTypes: true, exclude: (d) => d.name === 's1' },
  ];
  for (const options of variants) {
    for (const pattern of walkers) cases.push([pattern, options]);
  }
  let nonEmpty = 0;
  for (const [pattern, options] of cases) {
    const label = `${JSON.stringify(pattern)} ${Object.keys(options)}`;
    const sync = fs.globSync(pattern, options).map(describe);
    assert.deepStrictEqual((await globCb(pattern, options)).map(describe), sync, label);
    assert.deepStrictEqual((await globIter(pattern, options)).map(describe), sync, label);
    if (sync.length > 0) nonEmpty++;
  }
  assert.ok(nonEmpty > 50, `${nonEmpty}`);

  // Spot checks that the shared listing is right, not just consistent.
  assert.deepStrictEqual(fs.globSync('d2/{s0,s1}/*.md', { cwd: small }).sort(),
                         ['d2/s0/note.md', 'd2/s1/note.md']);
  assert.deepStrictEqual(fs.globSync('link-dir/s0/*.txt', { cwd: small }).sort(),
                         ['link-dir/s0/f0.txt', 'link-dir/s0/f1.txt']);
  assert.deepStrictEqual(fs.globSync('d*/', { cwd: small }).sort(), ['d0', 'd1', 'd2']);
  const [dirent] = fs.globSync('d2/s1/f0.txt', { cwd: small, withFileTypes: true });
  assert.strictEqual(dirent.name, 'f0.txt');
  assert.strictEqual(dirent.parentPath, path.join(small, 'd2/s1'));
  assert.ok(dirent.isFile());
}

async function argumentErrors() {
  const typeError = { code: 'ERR_INVALID_ARG_TYPE', name: 'TypeError' };
  // Pattern and option errors throw from fs.glob itself; a bad cwd reaches the callback.
  assert.throws(() => fs.glob(5, common.mustNotCall()), typeError);
  assert.throws(() => fs.glob('*', { exclude: 5 }, common.mustNotCall()), typeError);
  // withFileTypes is only tested for truth (Node does not validate it).
  assert.ok(fs.globSync('top.js', { cwd: root, withFileTypes: 'yes' })[0].isFile());
  assert.throws(() => fs.glob('*', { cwd: root }), typeError);
  await assert.rejects(globCb('*', { cwd: 5 }), typeError);
  assert.throws(() => fs.globSync('*', { cwd: 5 }), typeError);
  // fsPromises.glob reports every argument error at the first next().
  const iter = fs.promises.glob(5);
  await assert.rejects(iter.next(), typeError);
  await assert.rejects(fs.promises.glob('*', { cwd: 5 }).next(), typeError);
}

(async () => {
  await nonBlocking();
  await sameEverywhere();
  await argumentErrors();
})().then(common.mustCall());
