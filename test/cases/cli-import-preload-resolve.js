// `--import X` resolves X from the working directory itself: a missing module's error names
// that directory (with its trailing '/') and is reported from the resolver's throw, and
// packages are found in the directory's own node_modules.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'import-preload-')));
fs.writeFileSync(path.join(dir, 'main.js'), "console.log('main');\n");
fs.mkdirSync(path.join(dir, 'node_modules', 'pre-pkg'), { recursive: true });
fs.writeFileSync(path.join(dir, 'node_modules', 'pre-pkg', 'package.json'),
                 '{"name":"pre-pkg","main":"i.js"}');
fs.writeFileSync(path.join(dir, 'node_modules', 'pre-pkg', 'i.js'), "console.log('pre-pkg');\n");
const run = (...args) => spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });

const missing = run('--import', './nope.mjs', 'main.js');
console.log(missing.status, JSON.stringify(missing.stdout));
const lines = missing.stderr.split(dir).join('<dir>').split('\n');
console.log(lines.slice(0, 3).join('\n'));
console.log(lines.find((l) => l.startsWith('Error')));
const found = run('--import', 'pre-pkg', 'main.js');
console.log(found.status, JSON.stringify(found.stdout));
fs.rmSync(dir, { recursive: true });
