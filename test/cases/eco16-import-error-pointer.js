// timeout: 240
// An uncaught error of an import that fails to resolve or load is printed under the line of
// Node's ES module loader that threw it: the throw site for an import, import() or
// import.meta.resolve(), the resolve step's rethrow for require() of an ES module whose
// import fails to resolve.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'eco16-pointer-')));
const put = (name, text) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
};
put('package.json', '{"name":"top","imports":{"#bad":"../x.js"}}');
put('node_modules/p1/package.json', '{"name":"p1","exports":{"./a":"./a.js"}}');
put('dir/x.txt', '');
put('file.weird', '');
put('data.json', '{}');
const imports = ['nopkg-zz', './nofile.mjs', './dir/', '#nope', '#bad', 'p1/b', 'node:nope',
  'foo:bar', 'https://x.invalid/a.js', '@scope', './file.weird', './data.json'];
imports.forEach((specifier, i) => {
  put(`s${i}.mjs`, `import '${specifier}';\n`);
  put(`d${i}.cjs`, `import('${specifier}');\n`);
  put(`r${i}.cjs`, `require('./s${i}.mjs');\n`);
});
put('attr.mjs', "import './data.json' with { type: 'css' };\n");
put('meta.mjs', "import.meta.resolve('#nope');\n");
put('attr2.mjs', "import './data.json' with { type: 'json', foo: 'x' };\n");

function pointer(file) {
  const r = spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
  return r.stderr.split('\n').slice(0, 3).join('\n');
}
imports.forEach((specifier, i) => {
  console.log(`== ${specifier}`);
  const s = pointer(`s${i}.mjs`);
  console.log(s);
  const d = pointer(`d${i}.cjs`);
  if (d !== s) console.log(`import() differs:\n${d}`);
  console.log(`-- require()\n${pointer(`r${i}.cjs`)}`);
});
console.log(`== attributes\n${pointer('attr.mjs')}\n${pointer('attr2.mjs')}`);
console.log(`== import.meta.resolve\n${pointer('meta.mjs')}`);
fs.rmSync(dir, { recursive: true, force: true });
