// Frames of code made by Function(): the place it was made is named as V8 names it, by
// file: URL in an ES module and, on line 1 of a CommonJS file, at the column of the
// user's text (the module wrapper before it is not counted).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco5-maker-'));
const body = "const f = new Function('a', 'return a.b.c;'); try { f(1); } catch (e) { console.log(e.stack.split('\\n')[1]); }";
fs.writeFileSync(path.join(dir, 'line1.js'), `${body}\n`);
fs.writeFileSync(path.join(dir, 'line3.js'), `'use strict';\n\n${body}\n`);
fs.writeFileSync(path.join(dir, 'module.mjs'), `\n${body}\n` +
  "const g = Function('x', 'return x.y.z;'); try { g(2); } catch (e) { console.log(e.stack.split('\\n')[1]); }\n");
for (const name of ['line1.js', 'line3.js', 'module.mjs']) {
  const r = spawnSync(process.execPath, [path.join(dir, name)], { encoding: 'utf8' });
  console.log(name, r.status);
  console.log(r.stdout.replaceAll(dir, '<dir>').trimEnd());
}
fs.rmSync(dir, { recursive: true });
