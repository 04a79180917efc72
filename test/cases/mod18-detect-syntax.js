// Syntax detection of typeless files (no "type" in package.json): one runs as an ES module
// only when its CommonJS parse fails on what module syntax explains (an import or export
// statement, import.meta, top-level await, a CommonJS variable declared again, for code that
// parses as a module). Module syntax after an unrelated error, or only in strings and
// comments, leaves it CommonJS; a .cjs file with module syntax gets a warning.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mod18-'));
const head = (text) => {
  const lines = `${text}`.split(dir).join('<dir>').split(__dirname).join('<cases>').split('\n');
  const end = lines.findIndex((line) => line.startsWith('    at '));
  return lines.slice(0, end === -1 ? lines.length : end).filter((l) => !/^\(Use `/.test(l));
};
const files = {
  'package.json': '{}\n',
  'error-then-export.js': 'const a = ;\nexport const b = 1;\n',
  'in-strings.js': "// import x from 'y'\nconst s = 'export default 1';\n" +
    '/* export { s } */\nmodule.exports = `import ${s}`;\n',
  'require-export.js': "const fs = require('fs');\nexport const b = typeof fs;\n",
  'tla.js': 'const v = await Promise.resolve(7);\nexport { v };\n',
  'tla-only.js': 'await null;\nglobalThis.tlaOnlyRan = true;\n',
  'tla-call.js': 'console.log(await Promise.resolve("tla-call ran"));\n',
  'import-then-error.js': "import './in-strings.js';\nconst a = ;\n",
  'module-again.js': 'const module = 1;\nexport default module + 1;\n',
  'module-only.js': 'const module = 2;\nglobalThis.moduleOnly = typeof exports;\n',
  'meta.js': 'const a = import.meta.url.startsWith("file:");\nglobalThis.metaRan = a;\n',
  'return.js': 'return;\nexport const x = 1;\n',
  'dynamic.js': "module.exports = typeof import('node:fs').then;\n",
  'export.cjs': 'export const b = 1;\n',
  'module-again.cjs': 'let x = 1;\nconst { module } = {};\n',
};
try {
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  for (const name of Object.keys(files)) {
    if (name === 'package.json' || name.endsWith('.cjs')) continue;
    try {
      const m = require(path.join(dir, name));
      console.log(`require ${name}: ${JSON.stringify(m)}`);
    } catch (e) {
      console.log(`require ${name}: ${e.code || ''}`);
      for (const line of head(e.stack).slice(0, 6)) console.log(`  ${line}`);
    }
  }
  console.log(globalThis.moduleOnly, globalThis.metaRan);

  const run = (args) => {
    const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
    console.log(`$ ${args.join(' ').replace(/\n/g, '\\n')} -> exit ${r.status}`);
    for (const line of head(r.stdout + r.stderr)) console.log(`  ${line.replace(/\(node:\d+\)/, '(node)')}`);
  };
  run(['error-then-export.js']);
  run(['tla-only.js']);
  run(['tla-call.js']);
  run(['in-strings.js']);
  run(['export.cjs']);
  run(['module-again.cjs']);
  run(['--input-type=commonjs', '-e', "require('./error-then-export.js')"]);
  run(['-e', 'const a = ;\nexport const b = 1;']);
  run(['-e', 'await null; console.log(typeof require)']);
  run(['--input-type=module', '-e',
       "const m = await import('./tla.js'); console.log(m.v, (await import('./in-strings.js')).default)"]);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
