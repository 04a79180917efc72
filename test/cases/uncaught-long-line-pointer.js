// The caret line of an uncaught error's source pointer stops at 1020 characters as Node's
// does, so on a long line (minified code) the caret past that point is left out.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs'), os = require('os'), path = require('path');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco2-long-'));
const pad = (n) => `var a = "${'x'.repeat(n)}"; `;
const scripts = {
  'near.js': `${pad(900)}throw new Error('near');\n`,
  'far.js': `${pad(1500)}throw new Error('far');\n`,
  'edge.js': `${pad(1007)}throw new Error('edge');\n`,
  'tabs.js': `\t\t${pad(1200)}throw new Error('tabs');\n`,
  'syntax.js': `${pad(1500)}var = 1;\n`,
  'syntax.mjs': `${pad(1500)}var = 1;\n`,
  'module.mjs': `${pad(1500)}throw new Error('module');\n`,
};
for (const [name, text] of Object.entries(scripts)) {
  fs.writeFileSync(path.join(dir, name), text);
  const r = spawnSync(process.execPath, [path.join(dir, name)], { encoding: 'utf8' });
  const lines = r.stderr.split('\n');
  const under = lines[2];
  console.log(name, r.status, lines[1].length, under.length, under.indexOf('^'),
    under.replace(/[ \t]/g, ''), JSON.stringify(under.slice(0, 3)));
}
fs.rmSync(dir, { recursive: true });
