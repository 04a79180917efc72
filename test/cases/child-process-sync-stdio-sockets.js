// spawnSync's 'pipe' stdio reaches the child as unix sockets, as libuv's socketpairs do
// under Node (not FIFOs), and carries the data both ways.
'use strict';
const { spawnSync } = require('child_process');
const r = spawnSync('sh', ['-c', 'stat -L -c %F /dev/stdin /dev/stdout; cat'], { input: 'in\n' });
console.log(r.status, JSON.stringify(r.stdout.toString()));
