// Ecosystem check: cross-spawn runs commands sync and async with cwd, env, stdio pipes and exit codes.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const spawn = require('cross-spawn');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco-cross-spawn-'));
async function main() {
  fs.writeFileSync(path.join(dir, 'b.txt'), 'bee\n');
  fs.writeFileSync(path.join(dir, 'a.txt'), 'ay\n');
  const ls = spawn.sync('ls', ['-1'], { cwd: dir, encoding: 'utf8' });
  console.log('ls', ls.status, JSON.stringify(ls.stdout));
  const cat = spawn.sync('cat', ['a.txt', 'b.txt'], { cwd: dir });
  console.log('cat', cat.status, JSON.stringify(cat.stdout.toString()));
  const missing = spawn.sync('definitely-not-a-command-xyz', [], { cwd: dir });
  console.log('missing', missing.error && missing.error.code, missing.status);
  const child = spawn('sh', ['-c', 'echo "$GREETING"; cat; echo err >&2; exit 3'], {
    cwd: dir,
    env: { ...process.env, GREETING: 'hello from sh' },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => { out += d; });
  child.stderr.on('data', (d) => { err += d; });
  child.stdin.end('piped input\n');
  const [code, signal] = await new Promise((resolve) => child.on('close', (c, s) => resolve([c, s])));
  console.log('async', code, signal, JSON.stringify(out), JSON.stringify(err));
  const inherit = spawn.sync('sh', ['-c', 'echo inherited stdout'], { stdio: 'inherit' });
  console.log('inherit status', inherit.status);
  const enoent = spawn('no-such-binary-xyz', ['x']);
  const e = await new Promise((resolve) => enoent.on('error', resolve));
  console.log('async missing', e.code, e.syscall, e.path);
}
main().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
