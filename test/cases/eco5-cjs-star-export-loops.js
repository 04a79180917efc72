// Names an ES module sees through `import * as ns from './cjs.js'` when the CommonJS file
// re-exports another module with a bundler's star-export loop (Rollup's
// `if (k !== 'default' && !Object.prototype.hasOwnProperty.call(exports, k))`, its
// `X.hasOwnProperty(k)` variant, getters written as methods or named functions, a trailing
// comma), and forms Node's lexer does not follow (arrow callbacks), whose names it misses.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco5-star-loops-'));
const write = (name, text) => fs.writeFileSync(path.join(dir, name), text);
write('dep.js', "exports.alpha = 1;\nexports.beta = 2;\nexports.default = 'd';\n");
const loops = {
  rollupAssign: "Object.keys(dep).forEach(function (k) {\n  if (k !== 'default' && !Object.prototype.hasOwnProperty.call(exports, k)) exports[k] = dep[k];\n});",
  rollupGetter: "Object.keys(dep).forEach(function (k) {\n\tif (k !== 'default' && !Object.prototype.hasOwnProperty.call(exports, k)) Object.defineProperty(exports, k, {\n\t\tenumerable: true,\n\t\tget: function () { return dep[k]; }\n\t});\n});",
  shortOwnCheck: "Object.keys(dep).forEach(function (key) {\n  if (key !== \"default\" && !exports.hasOwnProperty(key)) exports[key] = dep[key];\n});",
  noPrototype: "Object.keys(dep).forEach(function (k) {\n  if (k !== 'default' && !Object.hasOwnProperty.call(exports, k)) exports[k] = dep[k];\n});",
  methodGetter: "Object.keys(dep).forEach(function (k) {\n  if (k !== 'default') Object.defineProperty(exports, k, { enumerable: true, get() { return dep[k]; }, });\n});",
  namedGetter: "Object.keys(dep).forEach(function (k) {\n  if (k !== 'default') Object.defineProperty(exports, k, { enumerable: true, get: function get() { return dep[k] } });\n});",
  babelWithOwnCheck: "Object.keys(dep).forEach(function (key) {\n  if (key === 'default' || key === '__esModule') return;\n  if (Object.hasOwnProperty.call(_names, key)) return;\n  exports[key] = dep[key];\n});",
  arrowCallback: "Object.keys(dep).forEach((k) => {\n  if (k !== 'default' && !Object.prototype.hasOwnProperty.call(exports, k)) exports[k] = dep[k];\n});",
  otherOwnCheck: "Object.keys(dep).forEach(function (k) {\n  if (k !== 'default' && !Object.prototype.hasOwnProperty.call(exports, other)) exports[k] = dep[k];\n});",
};
const names = Object.keys(loops);
for (const name of names) {
  write(`${name}.js`, `'use strict';\nvar dep = require('./dep.js');\nvar _names = {}, other = {};\nexports.own = 0;\n${loops[name]}\n`);
}
write('main.mjs', names.map((n, i) => `import * as m${i} from './${n}.js';`).join('\n') + '\n' +
  `const names = ${JSON.stringify(names)};\n` +
  'for (const [i, ns] of [' + names.map((n, i) => `m${i}`).join(', ') + '].entries()) ' +
  "console.log(names[i], Object.keys(ns).sort().join(','));\n");
const r = spawnSync(process.execPath, [path.join(dir, 'main.mjs')], { encoding: 'utf8' });
console.log(r.status, r.stderr.split('\n')[0]);
console.log(r.stdout.trimEnd());
fs.rmSync(dir, { recursive: true });
