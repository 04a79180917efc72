// With source maps on (--enable-source-maps, module.setSourceMapsSupport,
// process.setSourceMapsEnabled), stack frames in a file that has a map are shown at the
// original source's place, the uncaught-error pointer quotes the original text, and a
// found map's sources are absolute file: URLs.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs'), os = require('os'), path = require('path');
const Module = require('module');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco2-maps-'));
const clean = (text) => text.split(dir).join('<dir>').split(require('url').pathToFileURL(dir).href).join('<url>');
const generated = 'function f() {\n  throw new Error("boom");\n}\nf();\n';
const mapping = 'AAAA;AACA,IAAI;AACJ';
const inline = (map) =>
  `${generated}//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}\n`;
fs.writeFileSync(path.join(dir, 'inline.js'), inline({
  version: 3, sources: ['orig.ts'], mappings: mapping,
  sourcesContent: ['function f(): never {\n    throw new Error("boom");\n}\nf();\n'],
}));
fs.writeFileSync(path.join(dir, 'rooted.js'), inline({ version: 3, sourceRoot: 'src/', sources: ['a.ts'], mappings: mapping }));
fs.mkdirSync(path.join(dir, 'maps'));
fs.writeFileSync(path.join(dir, 'maps', 'ext.map'), JSON.stringify({ version: 3, sources: ['../lib/ext.ts'], mappings: mapping }));
fs.writeFileSync(path.join(dir, 'external.js'), `${generated}//# sourceMappingURL=maps/ext.map\n`);
fs.writeFileSync(path.join(dir, 'plain.js'), generated);

for (const name of ['inline.js', 'rooted.js', 'external.js', 'plain.js']) {
  const r = spawnSync(process.execPath, ['--enable-source-maps', path.join(dir, name)], { encoding: 'utf8' });
  const lines = r.stderr.split('\n');
  console.log(`--- ${name} ${r.status}`);
  console.log(clean([...lines.slice(0, 5), ...lines.filter((l) => l.includes(dir)).slice(1, 3)].join('\n')));
}

console.log(process.sourceMapsEnabled, Module.getSourceMapsSupport().enabled);
Module.setSourceMapsSupport(true);
console.log(process.sourceMapsEnabled);
const frames = (file) => {
  try {
    require(file);
  } catch (e) {
    return clean(e.stack.split('\n').slice(1, 3).join('\n'));
  }
};
console.log(frames(path.join(dir, 'rooted.js')));
const found = Module.findSourceMap(path.join(dir, 'rooted.js'));
console.log(clean(JSON.stringify(found.payload.sources)), JSON.stringify(found.payload.sourceRoot));
frames(path.join(dir, 'external.js'));
console.log(clean(JSON.stringify(Module.findSourceMap(path.join(dir, 'external.js')).payload.sources)));
// A program's own hook sees the generated places.
Error.prepareStackTrace = (err, sites) => `${sites[0].getFileName()}:${sites[0].getLineNumber()}`;
try {
  require(path.join(dir, 'inline.js'));
} catch (e) {
  console.log(clean(e.stack));
}
Error.prepareStackTrace = undefined;
Module.setSourceMapsSupport(false);
console.log(process.sourceMapsEnabled);
delete require.cache[path.join(dir, 'inline.js')];
console.log(frames(path.join(dir, 'inline.js')));
fs.rmSync(dir, { recursive: true });
