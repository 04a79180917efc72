// minirt's own test: an ES module that cannot be read is Node's system error from the open
// (EACCES with errno, syscall and path), from import() and as the entry point, not a
// "Cannot find module". As root the reads are made by a child running as uid 65534.
'use strict';
const common = require('../common');
const assert = require('assert');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

if (process.argv[2] === 'child') {
  import(process.argv[3]).then(
    () => process.stdout.write('loaded'),
    (e) => process.stdout.write(JSON.stringify({ name: e.name, code: e.code, errno: e.errno,
                                                 syscall: e.syscall, path: e.path,
                                                 message: e.message })));
  return;
}

// A directory of our own that any user may enter, holding a file only its owner may read.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minirt-esm-eacces-'));
fs.chmodSync(dir, 0o755);
const file = path.join(dir, 'locked.mjs');
fs.writeFileSync(file, 'export default 1;\n');
const asRoot = process.getuid() === 0;
fs.chmodSync(file, asRoot ? 0o600 : 0o000);
const as = asRoot ? { uid: 65534, gid: 65534 } : {};
try {
  if (asRoot && spawnSync(process.execPath, ['-e', '0'], as).status !== 0) {
    common.skip('cannot run the runtime as uid 65534 here');
  }
  const r = spawnSync(process.execPath, [__filename, 'child', file], { encoding: 'utf8', ...as });
  assert.strictEqual(r.status, 0, r.stderr);
  assert.deepStrictEqual(JSON.parse(r.stdout), {
    name: 'Error',
    code: 'EACCES',
    errno: -13,
    syscall: 'open',
    path: file,
    message: `EACCES: permission denied, open '${file}'`,
  });
  const entry = spawnSync(process.execPath, [file], { encoding: 'utf8', ...as });
  assert.strictEqual(entry.status, 1);
  assert.match(entry.stderr, /Error: EACCES: permission denied, open '.*locked\.mjs'/);
  assert.match(entry.stderr, /syscall: 'open'/);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
