// A usage error names the program as it was invoked (argv[0], path and all), as Node does.
'use strict';
const { spawnSync } = require('child_process');
const r = spawnSync(process.execPath, ['--no-such-flag-here']);
const line = r.stderr.toString().split('\n')[0];
console.log(r.status, line === `${process.execPath}: bad option: --no-such-flag-here`);
