// A name one module lacks while another module of the same graph imports it from a module
// that does export it: the error names the import that failed, not the first one seen. Of
// several failing imports of one module, the one with the smallest local name is named. A
// specifier may hold the other kind of quote.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco16-blame-'));
const put = (name, text) => fs.writeFileSync(path.join(dir, name), text);
put('good.mjs', 'export class Thing {}\nexport function* gen() {}\n' +
  'const v = 1;\nexport { v as alias };\n');
put('other.mjs', 'export const Other = 2;\n');
put('mid.mjs', "import { Thing, gen, alias } from './good.mjs';\n" +
  'export const use = [Thing, gen, alias];\n');
put('main.mjs', "import { use } from './mid.mjs';\nimport { Thing as T } from './other.mjs';\n" +
  'console.log(T, use);\n');
put('cjs.cjs', 'module.exports = { present: 1 };\n');
put('main3.mjs', "import { present, zeta } from './cjs.cjs';\n" +
  "import { Other, omega as _o } from './other.mjs';\n" +
  'console.log(present, zeta, Other, _o);\n');
put("oh'no.cjs", 'exports.other = 1;\n');
put('main4.mjs', 'import { value } from "./oh\'no.cjs";\nconsole.log(value);\n');
put('main2.mjs', "import { alias } from './other.mjs';\nimport { use } from './mid.mjs';\n" +
  'console.log(alias, use);\n');

(async () => {
  for (const name of ['main.mjs', 'main2.mjs', 'main3.mjs', 'main4.mjs']) {
    try {
      await import(pathToFileURL(path.join(dir, name)).href);
      console.log(name, 'loaded');
    } catch (e) {
      console.log(name, e.constructor.name, e.message);
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
})();
