// Named exports of CommonJS modules under import: any `module.exports =` (even the start of
// a comparison) drops the reexports found before it, star ones included; null or undefined
// exports fail the import when the source names an export other than "default"; the
// "module.exports" export is always the exports object; a reexported file of an extension
// require() has no loader for is read as CommonJS. And require() of an ES module
// that imports a name nothing exports: the error names what is imported (not an alias),
// the missing import with the smallest local name, in the plain words even for CommonJS.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mod10-named-')));
const files = {
  'dep.cjs': 'exports.fromDep = 1;\n',
  'dep2.cjs': 'exports.fromDep2 = 1;\n',
  'star-then-literal.cjs': "__exportStar(require('./dep.cjs'), exports);\nmodule.exports = { a };\n",
  'star-then-require.cjs': "__exportStar(require('./dep.cjs'), exports);\n" +
    "module.exports = require('./dep2.cjs');\n",
  'require-then-star.cjs': "module.exports = require('./dep2.cjs');\n" +
    "__exportStar(require('./dep.cjs'), exports);\n",
  'babel-then-literal.cjs': "var _d = require('./dep.cjs');\nObject.keys(_d).forEach(function (key) " +
    "{ if (key === 'default' || key === '__esModule') return; exports[key] = _d[key]; });\n" +
    'module.exports = { a };\n',
  'require-then-number.cjs': "module.exports = require('./dep2.cjs');\nmodule.exports = 5;\n",
  'star-then-compare.cjs': "__exportStar(require('./dep.cjs'), exports);\n" +
    'if (module.exports === 1) {}\n',
  'null-named.cjs': 'module.exports = null;\nexports.a = 1;\n',
  'null-default.cjs': 'module.exports = null;\nexports.default = 1;\n',
  'undefined-module-exports.cjs': "module.exports = undefined;\nexports['module.exports'] = 1;\n",
  'module-exports-name.cjs': "module.exports = { 'module.exports': 1 };\n" +
    "exports['module.exports'] = 2;\n",
  'reexport-txt.cjs': "module.exports = require('./x.txt');\n",
  'x.txt': 'exports.fromTxt = 1;\n',
  'c.cjs': 'exports.a = 1;\n',
  'm.mjs': 'export const a = 1;\n',
  'alias.mjs': "export { qq as rr } from './m.mjs';\n",
  'two-missing.mjs': "import { aa as zz, bb as yy } from './c.cjs';\n",
  'two-missing-builtin.mjs': "import { q as b1, r as a1 } from 'node:path';\n",
  'renamed.mjs': "import { id as other } from './c.cjs';\n",
};
const prelude = 'function __exportStar(m, e) { for (const k in m) e[k] = m[k]; }\nvar a = 1;\n';
for (const [name, text] of Object.entries(files)) {
  fs.writeFileSync(path.join(root, name), (name.endsWith('.cjs') && name.includes('-') ?
    prelude : '') + text);
}
fs.writeFileSync(path.join(root, 'entry.mjs'), 'export default (s) => import(s);\n');

(async () => {
  const imp = (await import(path.join(root, 'entry.mjs'))).default;
  for (const name of Object.keys(files).filter((n) => n.endsWith('.cjs') && n.includes('-'))) {
    try {
      const ns = await imp(`./${name}`);
      console.log(name, Object.keys(ns).map((k) => `${k}:${typeof ns[k]}`).join(' '));
    } catch (e) {
      console.log(name, e.name, e.message);
    }
  }
  for (const name of ['alias.mjs', 'two-missing.mjs', 'two-missing-builtin.mjs', 'renamed.mjs']) {
    try {
      require(path.join(root, name));
      console.log(name, 'loaded');
    } catch (e) {
      console.log(name, e.name, e.message);
    }
  }
})().finally(() => fs.rmSync(root, { recursive: true, force: true }));
