// import() of a CommonJS file that requires an ES module importing that same CommonJS file
// back: the import inside the require() fails with ERR_REQUIRE_CYCLE_MODULE (the CommonJS
// module is still being evaluated), which reaches the import() as its rejection.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mod10-icycle-')));
const show = (v) => String(v).split(root).join('<R>');
fs.writeFileSync(path.join(root, 'cyc.mjs'),
  "import c from './cyc.cjs';\nexport const id = 'm';\nexport default c;\n");
fs.writeFileSync(path.join(root, 'cyc.cjs'),
  "exports.id = 'c';\nexports.m = require('./cyc.mjs');\n");
import(path.join(root, 'cyc.cjs')).then((ns) => {
  console.log('loaded', Object.keys(ns));
}, (e) => {
  console.log(e.name, e.code, show(e.message));
}).finally(() => {
  setTimeout(() => {
    console.log('done');
    fs.rmSync(root, { recursive: true, force: true });
  }, 10);
});
