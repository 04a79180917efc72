// An unhandled 'error' event emitted from a promise reaction (or while an ES module entry
// evaluates) is reported as a rejection: the pointer above the error is where the error
// was made (for an Error) or events' own ERR_UNHANDLED_ERROR construction (for any other
// value), not events' `throw er` line, while the emit site is still added under the
// stack. A plain emit keeps events' line.
'use strict';
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const children = {
  errorInReaction: [
    "const EventEmitter = require('events');",
    'const ee = new EventEmitter();',
    "const err = Object.assign(new Error('boom'), { code: 'X' });",
    "Promise.resolve().then(() => ee.emit('error', err));",
  ],
  valueInReaction: [
    "const EventEmitter = require('events');",
    "Promise.resolve().then(() => new EventEmitter().emit('error', 'a string'));",
  ],
  errorInTimer: [
    "const EventEmitter = require('events');",
    "setTimeout(() => new EventEmitter().emit('error', new Error('late')), 1);",
  ],
};

const moduleEntry = [
  "import { EventEmitter } from 'events';",
  "const err = new Error('top');",
  "new EventEmitter().emit('error', err);",
];

for (const [name, lines] of Object.entries(children)) {
  const r = spawnSync(process.execPath, ['-e', lines.join('\n')], { encoding: 'utf8' });
  const err = r.stderr.split('\n');
  console.log(`${name}: exit ${r.status}`);
  console.log(err.slice(0, 5).join('\n'));
  console.log(err.filter((l) => l.startsWith('Emitted ') || l.startsWith('  code:')).join('\n'));
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eco10-ev-'));
try {
  fs.writeFileSync(path.join(dir, 'entry.mjs'), moduleEntry.join('\n'));
  const r = spawnSync(process.execPath, ['entry.mjs'], { cwd: dir, encoding: 'utf8' });
  console.log(`moduleEntry: exit ${r.status}`);
  console.log(r.stderr.split('\n').slice(0, 5).join('\n').replace(dir, 'DIR'));
  console.log(r.stderr.split('\n').filter((l) => l.startsWith('Emitted ')).join('\n'));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
