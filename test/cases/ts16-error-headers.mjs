// The `name:line` header over the stripper's snippet in a TypeScript error's stack: the
// file: URL when the loaders strip a file to run it (import of .mts or of a .ts whose
// package says its type, require() of any), the plain path when the ES module loader
// strips a .ts of a typeless package only to tell its format, the sourceUrl option (or
// nothing) for module.stripTypeScriptTypes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire, stripTypeScriptTypes } from 'node:module';
import { pathToFileURL } from 'node:url';

process.removeAllListeners('warning');
process.on('warning', () => {});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts16-error-headers-'));
for (const sub of ['typeless', 'typed']) {
  fs.mkdirSync(path.join(dir, sub));
  fs.writeFileSync(path.join(dir, sub, 'package.json'),
    sub === 'typed' ? '{"type":"module"}' : '{}');
  fs.writeFileSync(path.join(dir, sub, 'enum.ts'), 'export {};\nenum E { A }\n');
  fs.writeFileSync(path.join(dir, sub, 'bad.ts'), 'export {};\nlet x: = 1;\n');
  fs.writeFileSync(path.join(dir, sub, 'enum.mts'), 'enum E { A }\n');
  fs.writeFileSync(path.join(dir, sub, 'enum.cts'), 'enum E { A }\n');
}
const show = (how, e) => {
  const head = e.stack.split('\n').slice(0, 3).join(' | ').split(dir).join('DIR');
  console.log(`${how}: ${e.code} ${head}`);
};
for (const sub of ['typeless', 'typed']) {
  for (const name of ['enum.ts', 'bad.ts', 'enum.mts', 'enum.cts']) {
    const file = path.join(dir, sub, name);
    try {
      await import(pathToFileURL(file).href);
    } catch (e) {
      show(`import ${sub}/${name}`, e);
    }
    try {
      createRequire(file)(file);
    } catch (e) {
      show(`require ${sub}/${name}`, e);
    }
  }
}
for (const options of [undefined, { sourceUrl: 'given.ts' }, { sourceUrl: '' }]) {
  try {
    stripTypeScriptTypes('let a = 1;\nenum E {}', options);
  } catch (e) {
    show(`stripTypeScriptTypes ${JSON.stringify(options)}`, e);
  }
}
fs.rmSync(dir, { recursive: true, force: true });
