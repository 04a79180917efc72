// stdout or stderr on an fd that is neither a file, a pipe nor a terminal (here a directory):
// Node makes it a black hole, a plain Writable that drops every chunk and calls back at
// once, and ends and closes like any Writable.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');

const program = `
  const fs = require('fs');
  const which = process.argv[1];
  const s = process[which];
  const report = (...a) => fs.writeSync(which === 'stdout' ? 2 : 1, a.join(' ') + '\\n');
  const events = [];
  for (const e of ['finish', 'close', 'error', 'drain']) s.on(e, () => events.push(e));
  report(s.constructor.name, s.fd, s.writable, s.readable, s.isTTY, s._type,
         s.writableHighWaterMark, typeof s.columns, typeof s.getColorDepth, s.destroyed);
  report('write', s.write('x', (e) => events.push('cb ' + e)), s.writableLength);
  report('big write', s.write(Buffer.alloc(100000)));
  console.log('dropped'); console.error('dropped');
  setTimeout(() => {
    s.end('z', () => events.push('end cb'));
    setTimeout(() => report(events.join(), s.writable, s.writableEnded, s.destroyed), 50);
  }, 20);
`;
const dir = fs.openSync(os.tmpdir(), 'r');
for (const which of ['stdout', 'stderr']) {
  const stdio = which === 'stdout' ? ['ignore', dir, 'pipe'] : ['ignore', 'pipe', dir];
  const r = spawnSync(process.execPath, ['-e', program, which], { stdio, encoding: 'utf8' });
  console.log(`== ${which}: exit ${r.status}`);
  console.log((which === 'stdout' ? r.stderr : r.stdout).trimEnd());
}
fs.closeSync(dir);
