// fs.cp and fs.promises.cp with a Buffer src or dest: the filter runs and both paths are
// stat-ed and compared before the Buffer is refused by the path checks, so a mismatch of
// kinds or a missing src is what gets reported.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-cpbuf-'));
process.chdir(root);
fs.mkdirSync('d1/sub', { recursive: true });
fs.writeFileSync('d1/a.txt', 'A');
fs.writeFileSync('c1', 'x');
fs.writeFileSync('f1', 'f');

const show = (e) => (e ? `${e.name} ${e.code} ${e.message}` : 'ok');
const B = (s) => Buffer.from(s);
const seen = (s, d) => {
  console.log('filter', Buffer.isBuffer(s), Buffer.isBuffer(d), `${s}`, `${d}`);
  return true;
};
const cases = [
  [B('d1'), 'c1'], ['d1', B('c1')], [B('f1'), 'f1'], [B('f1'), 'd1'], [B('nope'), 'x'],
  ['f1', B('d1/sub')], [B('d1'), 'n1', { recursive: true, filter: seen }],
  [B('d1'), 'n1', { recursive: true, filter: () => false }], ['f1', B('n2'), { filter: seen }],
  [B('d1'), 'd1/sub/x', { recursive: true }], [B('f1'), 'c1', { errorOnExist: true, force: false }],
  ['d1', B('n3'), { recursive: true }],
];

(async () => {
  for (const [src, dest, options] of cases) {
    await new Promise((resolve) => fs.cp(src, dest, options || {}, (err) => {
      console.log('callback', show(err));
      resolve();
    }));
    await fs.promises.cp(src, dest, options).then(() => console.log('promise ok'),
      (err) => console.log('promise', show(err)));
  }
  console.log(fs.readdirSync('.').sort().join());
  process.chdir(os.tmpdir());
  fs.rmSync(root, { recursive: true });
})();
