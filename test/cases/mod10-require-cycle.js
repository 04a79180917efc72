// require() of an ES module that, while it evaluates, requires itself again: the CommonJS
// loader refuses with its own short message, naming the file that first required it.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mod10-cycle-')));
const show = (v) => String(v).split(root).join('<R>').split(__filename).join('<CASE>');
fs.writeFileSync(path.join(root, 'self.mjs'), "import { createRequire } from 'module';\n" +
  "export const a = 1;\ncreateRequire(import.meta.url)('./self.mjs');\n");
fs.writeFileSync(path.join(root, 'entry.cjs'), "module.exports = () => require('./self.mjs');\n");
for (const from of [__filename, path.join(root, 'entry.cjs')]) {
  try {
    if (from === __filename) require(path.join(root, 'self.mjs'));
    else require(from)();
    console.log('no error');
  } catch (e) {
    console.log(e.name, e.code, show(e.message));
  }
}
setTimeout(() => {
  console.log('done');
  fs.rmSync(root, { recursive: true, force: true });
}, 10);
