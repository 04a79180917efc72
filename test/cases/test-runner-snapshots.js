// node:test snapshots: missing snapshot file, --test-update-snapshots writing it (and the
// file snapshot), a passing rerun, and a mismatch.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const fixture = require('../fixtures/test-runner/run-fixture.js');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-runner-snapshots-'));
fs.copyFileSync(fixture.path('snapshots.js'), path.join(dir, 'snapshots.js'));
try {
  console.log('=== no snapshot file yet');
  fixture.run(['snapshots.js'], { cwd: dir });
  console.log('=== --test-update-snapshots');
  fixture.run(['--test-update-snapshots', 'snapshots.js'], { cwd: dir });
  console.log(fs.readFileSync(path.join(dir, 'snapshots.js.snapshot'), 'utf8'));
  console.log(fs.readFileSync(path.join(dir, 'file-snapshot.json'), 'utf8'));
  console.log('=== same values');
  fixture.run(['snapshots.js'], { cwd: dir });
  console.log('=== changed values');
  fixture.run(['snapshots.js'], { cwd: dir, env: { SNAPSHOT_VALUE: 'second' } });
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
