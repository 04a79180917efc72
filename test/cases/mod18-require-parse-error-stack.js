// require() of a CommonJS file that does not parse: the error's stack starts with the file's
// line and a caret under where the parse stopped, then a blank line, whether the error is
// caught or reported uncaught (then printed once, from the stack).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mod18-'));
const shown = (text) => text.split(dir).join('<dir>');
const head = (text) => {
  const lines = shown(text).split('\n');
  const end = lines.findIndex((line) => line.startsWith('    at '));
  return lines.slice(0, end === -1 ? lines.length : end);
};
try {
  fs.writeFileSync(path.join(dir, 'package.json'), '{}\n');
  fs.writeFileSync(path.join(dir, 'bad.js'), 'const ok = 1;\nconst a = ;\n');
  fs.writeFileSync(path.join(dir, 'tab.cjs'), '\tlet x = 1 +* 2;\n');
  fs.writeFileSync(path.join(dir, 'main.js'), "require('./bad.js');\n");

  for (const file of ['bad.js', 'tab.cjs']) {
    try {
      require(path.join(dir, file));
    } catch (e) {
      console.log(JSON.stringify(head(e.stack)));
      console.log(e.message, e instanceof SyntaxError);
      // A second look finds the same text.
      console.log(e.stack === e.stack, head(e.stack).length);
    }
  }

  for (const entry of ['main.js', 'bad.js']) {
    const r = spawnSync(process.execPath, [entry], { cwd: dir, encoding: 'utf8' });
    console.log(`${entry}: exit ${r.status}`);
    for (const line of head(r.stderr)) console.log(`  ${line}`);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
