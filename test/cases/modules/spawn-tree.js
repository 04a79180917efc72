// A temporary file tree for a module-loading case, and a runner that prints what a child
// minirt (or node) printed for one entry: paths shown as DIR and URL, and stderr without
// stack frames, the version line, the warning hint or PIDs. `dropLoaderLine` also leaves
// out the ES module loader's own source line, which Node quotes above some errors.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');

function makeTree(prefix, { dropLoaderLine = false } = {}) {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  function write(files) {
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(dir, name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
  }
  const clean = (s) => String(s).split(pathToFileURL(dir).href).join('URL').split(dir).join('DIR');
  function report(label, args) {
    const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
    let stderr = clean(r.stderr);
    if (dropLoaderLine) stderr = stderr.replace(/^node:internal\/modules\/esm\/.*\n.*\n *\^\n\n/, '');
    const err = stderr.split('\n').filter((l) => !/^ {4}at |^Node\.js v|^\(Use `/.test(l))
      .join('\n').replace(/\(node:\d+\)/g, '(node:PID)').trim();
    console.log(`== ${label} exit=${r.status}\n${clean(r.stdout).trim()}\n${err}`);
  }
  return { dir, write, clean, report };
}

module.exports = { makeTree };
