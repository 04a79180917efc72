// NODE_PATH (read by Module._initPaths at startup) puts its directories in front of
// $HOME/.node_modules, $HOME/.node_libraries and <prefix>/lib/node in Module.globalPaths,
// which bare require() requests try after the node_modules walk; empty entries are
// dropped; require.resolve(x, { paths }) uses them too.
'use strict';
const { spawnSync } = require('child_process');
const path = require('path');

const dir = path.join(__dirname, '../fixtures/resolve/node-path');
const r = spawnSync(process.execPath, [path.join(dir, 'child.js')], {
  env: { ...process.env, HOME: dir, NODE_PATH: `${dir}/a:${dir}/b::` },
  encoding: 'utf8',
});
process.stdout.write(r.stdout);
console.log('status', r.status, JSON.stringify(r.stderr));
