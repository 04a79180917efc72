// --no-experimental-sqlite takes node:sqlite away from require, import and builtinModules.
'use strict';
const { spawnSync } = require('child_process');
const script = `
try { require('node:sqlite'); } catch (e) { console.log(e.code, e.message); }
console.log(require('module').builtinModules.includes('node:sqlite'));
import('node:sqlite').catch((e) => console.log(e.code, e.message));
`;
const r = spawnSync(process.execPath, ['--no-experimental-sqlite', '-e', script], { encoding: 'utf8' });
process.stdout.write(r.stdout);
console.log(r.status);
console.log(typeof require('node:sqlite').DatabaseSync);
