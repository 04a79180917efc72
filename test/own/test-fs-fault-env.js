// minirt's own test: MINIRT_FS_FAULTS, read once at start-up.
// See docs/FS-SEMANTICS.md, "Fault injection". A valid spec injects its faults into the
// child's fs calls, an invalid one is reported on stderr with the rule and the reason, and
// the process exits with code 9 before running any JS.
'use strict';
require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');
const path = require('path');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const out = path.join(tmpdir.path, 'out.txt');
const run = (spec, code) => spawnSync(process.execPath, ['-e', code], {
  env: { ...process.env, MINIRT_FS_FAULTS: spec },
  encoding: 'utf8',
});

// A valid spec: ENOSPC after 4096 bytes on */out.txt only.
const script = `
  const fs = require('fs');
  try { fs.writeFileSync(${JSON.stringify(out)}, Buffer.alloc(10000, 65)); }
  catch (e) { console.log(e.code, e.syscall, fs.statSync(${JSON.stringify(out)}).size); }
  fs.writeFileSync(${JSON.stringify(out + '2')}, Buffer.alloc(10000, 65));
  console.log(fs.statSync(${JSON.stringify(out + '2')}).size);
`;
let r = run('write:ENOSPC:after=4096:path=*/out.txt', script);
assert.strictEqual(r.status, 0, r.stderr);
assert.strictEqual(r.stdout, 'ENOSPC write 4096\n10000\n');

// Invalid specs: exit code 9, the reason on stderr, no JS run.
for (const [spec, why] of [
  ['bogus:EIO', 'rule 1 ("bogus:EIO"): unknown syscall "bogus"'],
  ['read:short=7;write:EWHAT', 'rule 2 ("write:EWHAT"): unknown errno name "EWHAT"'],
  ['open:short=3', 'rule 1 ("open:short=3"): short= only applies to read, write and copy, not open'],
  ['read', 'rule 1 ("read"): missing effect'],
]) {
  r = run(spec, 'console.log("ran")');
  assert.strictEqual(r.status, 9, spec);
  assert.strictEqual(r.stdout, '', spec);
  assert.ok(r.stderr.includes(`invalid MINIRT_FS_FAULTS: ${why}`), `${spec}: ${r.stderr}`);
}

// Empty means no faults.
r = run('', 'require("fs").writeFileSync(process.argv[1] || "/dev/null", "x"); console.log("ok")');
assert.strictEqual(r.status, 0, r.stderr);
assert.strictEqual(r.stdout, 'ok\n');
