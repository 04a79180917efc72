// node:test built-in reporters chosen with --test-reporter: tap, dot, junit, and two
// reporters at once with --test-reporter-destination.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const fixture = require('../fixtures/test-runner/run-fixture.js');

for (const reporter of ['spec', 'tap', 'dot', 'junit']) {
  console.log(`=== ${reporter}`);
  fixture.run([`--test-reporter=${reporter}`, 'reporting.js']);
}

console.log('=== spec to stdout and tap to a file');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-runner-reporters-'));
const out = path.join(dir, 'out.tap');
fixture.run(['--test-reporter=spec', '--test-reporter-destination=stdout',
             '--test-reporter=tap', `--test-reporter-destination=${out}`, 'reporting.js']);
console.log(fixture.normalize(fs.readFileSync(out, 'utf8')));
fs.rmSync(dir, { recursive: true, force: true });

console.log('=== mismatched destinations');
fixture.run(['--test-reporter=tap', '--test-reporter=dot',
             '--test-reporter-destination=stdout', 'reporting.js'], { stderr: 'errors' });
