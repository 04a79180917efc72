// --experimental-print-required-tla: require() of an ES module graph with top-level await
// still throws ERR_REQUIRE_ASYNC_MODULE before running it, without the hint to use the flag;
// reported uncaught, each top-level await of the graph (the required module's, then those of
// its imports, the last import first) is shown above the error. A graph whose imports await
// is refused before any of it runs too.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mod18-'));
const files = {
  'top.mjs': "import './plain.mjs';\nimport './dep.mjs';\nimport './tab.mjs';\n" +
    'export const a = 1;\nif (a) { await 5; }\n',
  'plain.mjs': 'export const p = 1;\nexport async function f() { await 1; }\n',
  'dep.mjs': "import './plain.mjs';\nconsole.log('dep ran');\n" +
    '  const q = await new Promise((r) => setTimeout(r, 1));\n' +
    'for await (const z of []) {}\nconst g = async () => await 2;\nexport const y = 2;\n',
  'tab.mjs': '\tawait 1;\r\nawait 2; await 3;\n',
  'catch.js': "try {\n  require('./top.mjs');\n} catch (e) {\n" +
    "  console.log(e.code, JSON.stringify(e.message.split(__dirname).join('<dir>')));\n}\n",
  'uncaught.js': "require('./top.mjs');\n",
  'tab.js': "require('./tab.mjs');\n",
  // Only an import awaits: nothing of the graph runs either.
  'outer.mjs': "import './plain.mjs';\nimport './dep.mjs';\nconsole.log('outer ran');\n",
  'outer.js': "try {\n  require('./outer.mjs');\n} catch (e) {\n  console.log(e.code);\n}\n",
};
try {
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  for (const flags of [[], ['--experimental-print-required-tla']]) {
    for (const entry of ['catch.js', 'uncaught.js', 'tab.js', 'outer.js']) {
      const r = spawnSync(process.execPath, [...flags, entry], { cwd: dir, encoding: 'utf8' });
      console.log(`$ ${[...flags, entry].join(' ')} -> exit ${r.status}`);
      const lines = (r.stdout + r.stderr).split(dir).join('<dir>').split('\n');
      const end = lines.findIndex((line) => line.startsWith('    at '));
      for (const line of lines.slice(0, end === -1 ? lines.length : end)) {
        console.log(`  ${JSON.stringify(line)}`);
      }
    }
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
