// cpSync's native checks of the top pair: "subdirectory of self" compares the spellings
// (so "." or "./d" into "d/x" falls through to the recursive-option error), and an
// ancestor of dest that is not a directory is left for the copy itself to report.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-cpsync-'));
process.chdir(root);
const setup = () => {
  for (const name of fs.readdirSync('.')) fs.rmSync(name, { recursive: true, force: true });
  fs.mkdirSync('d1/sub', { recursive: true });
  fs.writeFileSync('d1/a', 'A');
  fs.writeFileSync('f1', 'f');
  fs.writeFileSync('c1', 'x');
  fs.mkdirSync('e1');
};
const show = (e) => [e.name, e.code, e.message, e.errno, e.syscall, e.path].join(' | ');
const cases = [
  ['.', 'd1/sub/c2', {}], ['.', 'd1', { errorOnExist: true }], ['d1', 'd1/sub/x', {}],
  ['./d1', 'd1/sub/x', {}], ['d1/', 'd1/sub/x', {}], ['.', 'e1/x', {}], ['..', 'x', {}],
  ['d1', './d1/x', {}], ['d1', './d1/sub/x', {}], ['./d1', './d1/x', {}], ['d1', 'd1x', {}],
  ['d1', 'd1/', {}], ['d1', 'd1/x', { recursive: true }],
  ['f1', 'c1/c3', { recursive: true }], ['f1', 'c1/c3/c4', { recursive: true }],
  ['f1', 'c1/c3/c4', { recursive: true, dereference: true }],
  ['d1', 'c1/c3/c4', { recursive: true, dereference: true }],
  ['.', 'c1/c3/c4', { recursive: true, dereference: true }],
];
for (const [src, dest, options] of cases) {
  setup();
  let result;
  try {
    fs.cpSync(src, dest, options);
    result = 'copied';
  } catch (e) {
    result = show(e);
  }
  console.log(src, dest, JSON.stringify(options), result);
}
process.chdir(os.tmpdir());
fs.rmSync(root, { recursive: true });
