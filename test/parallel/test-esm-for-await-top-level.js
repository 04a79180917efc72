// A module whose only top-level waits are `for await` loops is still asynchronous: what it
// throws after a loop reaches the program (exit code 1) and rejects import(), and its
// statements run in order after each wait.
'use strict';
const common = require('../common');
const assert = require('assert');
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const tmpdir = require('../common/tmpdir');

tmpdir.refresh();
const thrower = path.join(tmpdir.path, 'throws-after-loop.mjs');
fs.writeFileSync(thrower,
                 "for await (const x of [Promise.resolve(1)]) console.log('item', x);\n" +
                 "console.log('after loop');\n" +
                 "throw new Error('thrown after the loop');\n");

const child = spawnSync(process.execPath, [thrower], { encoding: 'utf8' });
assert.strictEqual(child.status, 1);
assert.strictEqual(child.stdout, 'item 1\nafter loop\n');
assert.match(child.stderr, /Error: thrown after the loop/);

const nested = path.join(tmpdir.path, 'nested-loop.mjs');
fs.writeFileSync(nested,
                 "export const seen = [];\n" +
                 "{ for await (const x of [1, 2]) seen.push(x); }\n" +
                 "seen.push('end');\n" +
                 "null.property;\n");

import(thrower).then(common.mustNotCall(), common.mustCall((err) => {
  assert.strictEqual(err.message, 'thrown after the loop');
  return import(nested);
})).then(common.mustNotCall(), common.mustCall((err) => {
  assert.strictEqual(err.name, 'TypeError');
}));
