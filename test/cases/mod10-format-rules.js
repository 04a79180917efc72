// Which loader a file gets and what is said on the way: a file without an extension takes
// its package's "type" as a .js file does (syntax decides only without one), a required
// CommonJS file that fails on module syntax warns, an unknown extension fails before import
// attributes are looked at, an addon ignores "type" but not other attributes (and importing
// one warns), the typeless-package warning comes before an attribute error, and require() of
// a module that uses a CommonJS global says it is ES module scope.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mod10-formats-')));
const write = (rel, text) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
const show = (v) => String(v).split(root).join('<R>');
process.on('warning', (w) => console.log('warning:', w.name, w.code, show(w.message)));

for (const type of ['none', 'commonjs', 'module']) {
  const dir = `t-${type}`;
  write(`${dir}/package.json`, type === 'none' ? '{}' : `{"type":"${type}"}`);
  write(`${dir}/esm-noext`, 'export const x = 1;\n');
  write(`${dir}/esm.txt`, 'export const x = 1;\n');
  write(`${dir}/cjs-noext`, 'exports.x = 1;\n');
  write(`${dir}/cjs.js`, 'exports.x = 1;\n');
  write(`${dir}/req.js`, 'require("fs");\n');
  write(`${dir}/esm.js`, 'export const x = 1;\n');
  write(`${dir}/entry.cjs`, 'module.exports = (s) => require(s);\n');
}
write('a/package.json', '{}');
write('a/x.txt', 'hi\n');
write('a/x.node', '\0'.repeat(100));
write('a/b.js', 'export const b = 1;\n');
write('a/entry.mjs', 'export default (s, a) => import(s, { with: a });\n');

(async () => {
  for (const type of ['none', 'commonjs', 'module']) {
    const req = require(path.join(root, `t-${type}`, 'entry.cjs'));
    console.log(`== ${type}`);
    for (const s of ['./esm-noext', './esm.txt', './cjs-noext', './cjs.js', './req.js', './esm.js']) {
      try {
        console.log(s, 'ok', Object.keys(req(s)).filter((k) => k !== '__esModule'));
      } catch (e) {
        console.log(s, e.name, e.code, show(e.message));
      }
    }
  }
  const imp = (await import(path.join(root, 'a/entry.mjs'))).default;
  const attrs = [{ type: 'json' }, { type: 'css' }, { other: '1' }];
  for (const s of ['./x.txt', './x.node', './b.js']) {
    for (const a of attrs) {
      try {
        await imp(s, a);
        console.log(s, JSON.stringify(a), 'ok');
      } catch (e) {
        console.log(s, JSON.stringify(a), e.name, e.code, show(e.message));
      }
    }
  }
})().finally(() => fs.rmSync(root, { recursive: true, force: true }));
