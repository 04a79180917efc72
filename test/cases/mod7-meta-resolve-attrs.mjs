// import.meta.resolve keeps a file URL's ?query and #fragment, gives URLs of schemes only loading refuses, stringifies its argument and has length 2; an import attribute other than "type" is refused for any module, before the type is checked, but only when the module is first loaded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mod7-meta-')));
const clean = (s) => String(s).split(pathToFileURL(dir).href).join('URL').split(dir).join('DIR');
fs.writeFileSync(path.join(dir, 'a.mjs'), 'export const a = 1;\n');
fs.writeFileSync(path.join(dir, 'd.json'), '{"x": 1}\n');
fs.writeFileSync(path.join(dir, 'm.mjs'), 'export const resolve = (s) => import.meta.resolve(s);\n' +
  'export const length = import.meta.resolve.length;\n');
const m = await import(pathToFileURL(path.join(dir, 'm.mjs')).href);
console.log('length', m.length);
for (const s of ['./a.mjs?x=1#h', './a.mjs#frag', './missing.mjs?q', 'nope:thing',
  'https://example.com/x.js', 'node:fs', undefined]) {
  try {
    console.log(String(s), '->', clean(m.resolve(s)));
  } catch (e) {
    console.log(String(s), '!!', e.code, clean(e.message));
  }
}
const attempts = [
  ['./d.json', { type: 'json', other: 'x' }],
  ['./d.json', { other: 'x' }],
  ['./a.mjs', { other: 'x' }],
  ['node:path', { other: 'x' }],
  ['node:zlib', { other: 'x' }],
  ['./a.mjs', { other: 'x', type: 'css' }],
  ['./d.json', { type: 'json' }],
];
for (const [spec, attrs] of attempts) {
  try {
    const ns = await import(new URL(spec, pathToFileURL(`${dir}/`)).href.replace(/^file:node:/, 'node:'),
      { with: attrs });
    console.log(spec, JSON.stringify(attrs), 'ok', Object.keys(ns).length > 0);
  } catch (e) {
    console.log(spec, JSON.stringify(attrs), '!!', e.code, clean(e.message));
  }
}
fs.rmSync(dir, { recursive: true, force: true });
