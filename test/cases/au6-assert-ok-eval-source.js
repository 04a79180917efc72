// assert.ok: the failing expression is quoted for code run with -e, -p and from stdin too.
'use strict';
const { spawnSync } = require('child_process');
const code = 'const assert = require("assert");\ntry { assert.ok(0 > 1) } catch (e) { console.log(JSON.stringify(e.message)) }\n';
for (const args of [['-e', code], ['-p', code]]) {
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  console.log(args[0], r.status, r.stdout.trim());
}
const r = spawnSync(process.execPath, [], { input: code, encoding: 'utf8' });
console.log('stdin', r.status, r.stdout.trim());
