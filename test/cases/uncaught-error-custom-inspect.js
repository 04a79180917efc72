// The uncaught-error report prints an error's properties without custom inspectors.
'use strict';
const { spawnSync } = require('child_process');
const r = spawnSync(process.execPath, ['-e', 'const e = new Error("x"); e.b = Buffer.from("ab"); throw e'],
                    { encoding: 'utf8' });
console.log(r.status, r.stderr.split('\n').filter((l) => l.includes('b:')).map((l) => l.trim()));
