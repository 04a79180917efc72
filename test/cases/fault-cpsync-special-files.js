// cpSync of a FIFO or a UNIX socket: Node's native check of the top pair refuses both
// (with a filter too) as plain Errors with only a code, while the async forms raise the
// ERR_FS_CP_* SystemErrors; a FIFO inside a directory is passed over by cpSync's native walk
// (no filter).
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-cp-special-'));
const fifo = path.join(dir, 'fifo');
const sock = path.join(dir, 'sock');
const dest = path.join(dir, 'dest');
spawnSync('mkfifo', [fifo]);
fs.mkdirSync(path.join(dir, 'tree', 'sub'), { recursive: true });
spawnSync('mkfifo', [path.join(dir, 'tree', 'pipe')]);

function show(name, err) {
  const text = err === undefined ? 'ok' :
    `${err.constructor.name} ${err.code} ${err.errno} ${err.syscall} [${Object.keys(err)}] ${err.message}`;
  console.log(`${name}: ${text.split(dir).join('<tmp>')}`);
}

const server = net.createServer().listen(sock, async () => {
  for (const [src, opts] of [[fifo, {}], [sock, {}], [fifo, { filter: () => true }],
                             [sock, { dereference: true }], [fifo, { recursive: true }]]) {
    try { fs.cpSync(src, dest, opts); show('cpSync'); } catch (e) { show('cpSync', e); }
  }
  fs.writeFileSync(dest, 'x');
  try { fs.cpSync(fifo, dest); show('cpSync over a file'); } catch (e) { show('cpSync over a file', e); }
  fs.rmSync(dest);
  try { fs.cpSync(fifo, dest, { filter: () => false }); show('cpSync filtered out'); } catch (e) { show('cpSync filtered out', e); }
  fs.cpSync(path.join(dir, 'tree'), dest, { recursive: true });
  console.log('cpSync tree:', fs.readdirSync(dest));
  fs.rmSync(dest, { recursive: true });
  // With a filter the walk is Node's JS, which has no case for a FIFO and fails its own
  // assertion.
  try {
    fs.cpSync(path.join(dir, 'tree'), dest, { recursive: true, filter: () => true });
  } catch (e) {
    console.log('cpSync tree with filter:', e.constructor.name, e.code, e.message.split('\n')[0]);
  }
  fs.rmSync(dest, { recursive: true, force: true });
  await fs.promises.cp(fifo, dest).then(() => show('promises.cp'), (e) => show('promises.cp', e));
  await new Promise((resolve) => fs.cp(sock, dest, (e) => resolve(show('cp', e ?? undefined))));
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
