// stdout on /dev/full (ENOSPC): callbacks of writes made from a failed write's callback,
// and end() on a stream whose write failed. As Node's errored Writable: every held write
// and every end() callback hears of the same failure in that round, no 'finish' follows,
// then one 'error' and one 'close', and a later write fails afresh.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');

const prelude = `
  const log = [];
  const L = (...a) => log.push(a.join(' '));
  const code = (e) => (e ? e.code : 'null');
  const o = process.stdout;
  o.on('error', (e) => L('error', code(e)));
  o.on('close', () => L('close'));
  o.on('finish', () => L('finish'));
  process.on('exit', () => require('fs').writeSync(2, log.join('\\n') + '\\n'));
`;
const programs = {
  'writes from callbacks': `
    o.write('a', (e) => {
      L('cb1', code(e));
      L('returned', o.write('b', (e) => { L('cb2', code(e)); o.write('c', (e) => L('cb3', code(e))); }));
    });
    o.write('d', (e) => L('cbd', code(e)));`,
  'end with a chunk': `L('returns stream', o.end('x', (e) => L('end cb', code(e))) === o);`,
  'write then end': `
    o.write('a', (e) => L('write cb', code(e)));
    o.end((e) => L('end cb', code(e)));`,
  'end twice': `
    o.end('a', (e) => L('end cb', code(e)));
    o.end((e) => L('second end cb', code(e)));`,
  'write after end, then later': `
    o.end('a', (e) => L('end cb', code(e)));
    o.write('b', (e) => L('write cb', code(e)));
    setTimeout(() => o.write('c', (e) => L('later cb', code(e))), 20);`,
};

for (const [name, body] of Object.entries(programs)) {
  const fd = fs.openSync('/dev/full', 'w');
  const r = spawnSync(process.execPath, ['-e', prelude + body],
                      { stdio: ['ignore', fd, 'pipe'], encoding: 'utf8' });
  fs.closeSync(fd);
  console.log(`== ${name}: exit ${r.status}`);
  console.log(r.stderr.trimEnd());
}
