// import() of module files the process may not read: a JSON module, and ES modules and JSON
// loaded through a registered load hook, fail with the EACCES of the open (code, syscall,
// path), as a plain ES module does. The imports run in a child dropped to uid 65534; the
// files are made here with mode 600.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-import-'));
fs.chmodSync(dir, 0o755);
const files = { 'data.json': '{"a":1}', 'mod.mjs': 'export default 1;', 'plain.mjs': 'export const x = 1;' };
for (const [name, text] of Object.entries(files)) {
  fs.writeFileSync(path.join(dir, name), text, { mode: 0o600 });
}

const child = `
  const dir = ${JSON.stringify(dir)};
  const show = (what, e) => console.log(what, e.constructor.name, e.code, e.errno, e.syscall,
    e.path === dir + '/' + what.split(' ').pop(), e.message.replace(dir, 'DIR'));
  (async () => {
    for (const [what, attrs] of [['data.json', { with: { type: 'json' } }], ['plain.mjs']]) {
      try { await import(dir + '/' + what, attrs); console.log(what, 'loaded'); }
      catch (e) { show(what, e); }
    }
    require('module').registerHooks({ load: (url, context, next) => next(url, context) });
    for (const [what, attrs] of [['mod.mjs'], ['data.json', { with: { type: 'json' } }]]) {
      try { await import(dir + '/' + what + '?hooked', attrs); console.log(what, 'loaded'); }
      catch (e) { show('hooked ' + what, e); }
    }
  })();
`;
const r = spawnSync(process.execPath, ['-e', child], { uid: 65534, gid: 65534, encoding: 'utf8' });
process.stdout.write(r.stdout);
console.log('status', r.status, r.stderr === '' ? 'no stderr' : r.stderr);
fs.rmSync(dir, { recursive: true, force: true });
