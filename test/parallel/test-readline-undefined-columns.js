// Port of nodejs/node test/parallel/test-readline-undefined-columns.js (rewritten for minirt).
'use strict';
// With an output that has no `columns`, a second Tab lists the candidates one per line
// after the common prefix was inserted by the first.
const common = require('../common');
const assert = require('assert');
const readline = require('readline');
const { PassThrough } = require('stream');

if (process.env.TERM === 'dumb') common.skip('dumb terminal');

const input = new PassThrough();
const output = new PassThrough();
readline.createInterface({
  terminal: true,
  input,
  output,
  completer(line, cb) {
    cb(null, [['console.log', 'console.logger', 'console.loom'], line]);
  },
});
let shown = '';
output.on('data', (chunk) => { shown += chunk; });
output.on('end', common.mustCall(() => {
  assert.match(shown, /console\.log\r\nconsole\.logger\r\nconsole\.loom/);
}));
input.write('console.l\t');
assert.match(shown, /console\.lo\b/);
assert.doesNotMatch(shown, /logger/);
input.write('\t');
output.end();
