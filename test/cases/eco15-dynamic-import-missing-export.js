// An import() whose graph imports a name no module exports rejects with Node's words for
// the link error, naming the module (a CommonJS module gets the hint about its default
// export, a name two star exports give is a conflict); the program catches it.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco15-link-'));
const put = (name, text) => fs.writeFileSync(path.join(dir, name), text);
put('lib.mjs', 'export const a = 1;\n');
put('uses-missing.mjs', "import { a, b } from './lib.mjs';\nexport default a + b;\n");
put('cjs.cjs', 'module.exports = { x: 1 };\n');
put('uses-cjs.mjs', "import { y } from './cjs.cjs';\nexport default y;\n");
put('star1.mjs', 'export const dup = 1;\n');
put('star2.mjs', 'export const dup = 2;\n');
put('stars.mjs', "export * from './star1.mjs';\nexport * from './star2.mjs';\n");
put('uses-stars.mjs', "import { dup } from './stars.mjs';\nexport default dup;\n");

(async () => {
  for (const name of ['uses-missing.mjs', 'uses-cjs.mjs', 'uses-stars.mjs']) {
    try {
      await import(pathToFileURL(path.join(dir, name)).href);
      console.log(name, 'loaded');
    } catch (e) {
      console.log(name, e.constructor.name, JSON.stringify(e.message));
    }
  }
  import(pathToFileURL(path.join(dir, 'uses-missing.mjs')).href).catch((e) => {
    console.log('again', e.message);
    fs.rmSync(dir, { recursive: true, force: true });
  });
})();
