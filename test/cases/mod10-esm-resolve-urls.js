// How import() and import.meta.resolve() report file URLs that fail: a path ending in "/"
// is a directory import whether or not it exists, the error's url keeps the specifier's
// escapes and ?query#fragment, dot segments are gone from the message, a malformed escape
// or a foreign host fails naming the URL and the importing module, the "Did you mean" hint
// shows a file's name as a URL would, and an import attribute error names the URL with its
// query.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mod10-urls-')));
const write = (rel, text) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
write('lib/index.js', 'exports.a = 1;\n');
write('lib/p%41.mjs', 'export const q = 1;\n');
write('node_modules/e/package.json', '{}');
write('node_modules/e/dist/x.js', 'exports.x = 1;\n');
write('entry.mjs', `
const specs = ['./lib/', './nope/', 'e/dist/', 'e/nope/', './index.js?q=1', './index.js#h',
  './a b.js?x y', './lib/p%41.mjs', 'e/%2e/x.js', 'e/dist/./y.js', './a%zz.js', '//host/x.js',
  'file://host/x.js', 'file:///nope.js?z'];
const show = (v) => String(v).split(import.meta.url.slice(0, -'/entry.mjs'.length)).join('<U>')
  .split(${JSON.stringify(root)}).join('<R>');
for (const s of specs) {
  try {
    await import(s);
    console.log(s, 'loaded');
  } catch (e) {
    const extra = ['url', 'input', 'module'].filter((k) => Object.hasOwn(e, k))
      .map((k) => k + '=' + show(e[k])).join(' ');
    console.log(s, '->', e.name, e.code, show(e.message), extra);
  }
  try {
    console.log('  resolve:', show(import.meta.resolve(s)));
  } catch (e) {
    console.log('  resolve:', e.name, e.code);
  }
}
try {
  await import('./lib/index.js?q=1#h', { with: { type: 'json' } });
} catch (e) {
  console.log('attribute:', e.code, show(e.message));
}
`);
// The hint is what require() would find from the working directory.
const cwd = process.cwd();
process.chdir(root);
import(path.join(root, 'entry.mjs')).finally(() => {
  process.chdir(cwd);
  fs.rmSync(root, { recursive: true, force: true });
});
