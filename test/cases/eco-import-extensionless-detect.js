// import() of an extensionless file in a package with no "type" (a bin script) tells ES
// module from CommonJS by its syntax, as for a .js file.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-noext-'));
fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"typeless"}');
fs.writeFileSync(path.join(dir, 'esm-bin'), 'export const kind = "esm";\nexport default 41 + 1;\n');
fs.writeFileSync(path.join(dir, 'cjs-bin'), 'module.exports = { kind: "cjs" };\n');

(async () => {
  try {
    const esm = await import(pathToFileURL(path.join(dir, 'esm-bin')).href);
    console.log('esm-bin', esm.default, esm.kind);
    const cjs = await import(pathToFileURL(path.join(dir, 'cjs-bin')).href);
    console.log('cjs-bin', cjs.default.kind);
    console.log('require cjs-bin', require(path.join(dir, 'cjs-bin')).kind);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
})();
