// package.json fields as the loaders read them: "exports" counts only as a string, array or
// object (a number, boolean or null is as if absent, so the package's files and "main"
// resolve as they would without it), "imports" likewise but a string is kept (every
// "#name" is then undefined), and a self-reference whose target file is missing names the
// package's directory as the error's path.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mod10-fields-')));
const write = (rel, text) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
const show = (v) => String(v).split(root).join('<R>');
const values = ['5', 'true', 'false', 'null', '"./x.js"', '["./x.js"]', '{}'];
values.forEach((v, i) => {
  write(`p${i}/package.json`, `{"name":"self${i}","exports":${v},"imports":${v}}`);
  write(`p${i}/index.js`, 'exports.main = true;\n');
  write(`p${i}/x.js`, 'exports.x = true;\n');
  write(`p${i}/sub/index.js`, 'exports.sub = true;\n');
  write(`p${i}/entry.js`, `module.exports = (s) => require(s);\n`);
  write(`p${i}/entry.mjs`, `export default (s) => import(s);\n`);
  write(`node_modules/v${i}/package.json`, `{"exports":${v}}`);
  write(`node_modules/v${i}/index.js`, 'exports.main = true;\n');
  write(`node_modules/v${i}/x.js`, 'exports.x = true;\n');
});
write('p7/package.json', '{"name":"self7","exports":{"./a":"./missing.js"}}');
write('p7/entry.js', 'module.exports = (s) => require(s);\n');

function attempt(req, s) {
  try {
    const m = req(s);
    return `ok ${Object.keys(m)}`;
  } catch (e) {
    return `${e.code} ${show(e.message.split('\n')[0])}${
      e.path === undefined ? '' : ` path=${show(e.path)}`}`;
  }
}

(async () => {
  for (let i = 0; i < values.length; i++) {
    const req = require(path.join(root, `p${i}/entry.js`));
    const imp = (await import(path.join(root, `p${i}/entry.mjs`))).default;
    console.log(`== ${values[i]}`);
    for (const s of [`v${i}`, `v${i}/x.js`, `self${i}`, `self${i}/x.js`, '#a']) {
      console.log(`require ${s}:`, attempt(req, s));
    }
    for (const s of [`v${i}`, `v${i}/x.js`]) {
      let r;
      try {
        r = `ok ${Object.keys(await imp(s)).sort()}`;
      } catch (e) {
        r = `${e.code} ${show(e.message)}`;
      }
      console.log(`import ${s}:`, r);
    }
  }
  const req7 = require(path.join(root, 'p7/entry.js'));
  console.log('self missing target:', attempt(req7, 'self7/a'));
})().finally(() => fs.rmSync(root, { recursive: true, force: true }));
