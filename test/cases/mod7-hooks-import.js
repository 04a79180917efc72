// module.registerHooks under import: the conditions in Node's order (module-sync before node-addons for import, last for require, user conditions after), a built-in resolved by default has no format until loaded, and the default load hands an ES module's source as bytes.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');

const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mod7-hooks-import-')));
function write(files) {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}
const clean = (s) => String(s).split(pathToFileURL(dir).href).join('URL').split(dir).join('DIR');
// stderr without stack frames, the version line, the warning hint or PIDs.
function report(label, args) {
  const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  const err = clean(r.stderr).split('\n').filter((l) => !/^ {4}at |^Node\.js v|^\(Use `/.test(l))
    .join('\n').replace(/\(node:\d+\)/g, '(node:PID)').trim();
  console.log(`== ${label} exit=${r.status}\n${clean(r.stdout).trim()}\n${err}`);
}

write({
  'a.mjs': 'export const a = 1;\n',
  'e.cjs': 'module.exports = 1;\n',
  'main.mjs': `import { registerHooks } from 'node:module';
import { createRequire } from 'node:module';
registerHooks({
  resolve(specifier, context, next) {
    const r = next(specifier, context);
    console.log('resolve', specifier, JSON.stringify(context.conditions), String(r.format));
    return r;
  },
  load(url, context, next) {
    const r = next(url, context);
    if (!url.startsWith('node:')) {
      console.log('load', url.slice(url.lastIndexOf('/') + 1), r.format, typeof r.source,
        typeof r.source === 'string' ? 'string' : r.source instanceof Uint8Array);
    }
    return r;
  },
});
await import('./a.mjs');
await import('node:path');
createRequire(import.meta.url)('./e.cjs');
`,
});
report('default', ['main.mjs']);
report('with a condition', ['--conditions=custom', 'main.mjs']);
fs.rmSync(dir, { recursive: true, force: true });
