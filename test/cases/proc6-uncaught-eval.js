// Uncaught errors of -e code are reported with the source line and a caret, as for files.
'use strict';
const cp = require('child_process');

function firstLines(src, n) {
  const r = cp.spawnSync(process.execPath, ['-e', src], { encoding: 'utf8' });
  const lines = r.stderr.split('\n').slice(0, n)
    .map((l) => l.replace(/`[^ `]+ --trace-uncaught/, '`CMD --trace-uncaught'));
  console.log(r.status, JSON.stringify(lines));
}

firstLines('throw new Error("boom")', 5);
firstLines('const x = 1;\nsetTimeout(() => {\n  throw new TypeError("late " + x);\n});', 5);
firstLines('Promise.reject(new RangeError("rej"))', 5);
firstLines('Promise.reject(42)', 5);
