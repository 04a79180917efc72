// node:test filters from the command line: --test-name-pattern (strings and /regexps/),
// --test-skip-pattern, both together, and --test-only.
'use strict';
const fixture = require('../fixtures/test-runner/run-fixture.js');

const runs = [
  ['--test-name-pattern=alpha'],
  ['--test-name-pattern=/^BETA$/i'],
  ['--test-name-pattern=beta', '--test-name-pattern=delta'],
  ['--test-skip-pattern=alpha'],
  ['--test-name-pattern=beta', '--test-skip-pattern=gamma'],
  ['--test-only'],
  ['--test-name-pattern=delta other'],
];
for (const flags of runs) {
  console.log(`=== ${flags.join(' ')}`);
  fixture.run([...flags, 'patterns.js']);
}
