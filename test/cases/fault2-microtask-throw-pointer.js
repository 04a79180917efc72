// Where the report of an uncaught error points: at the throw statement for an error thrown
// out of a timer or an fs callback, but where the error was made for one thrown out of a
// queueMicrotask callback, which Node catches and reports itself.
'use strict';
const { spawnSync } = require('child_process');

const programs = [
  'queueMicrotask(() => { throw new TypeError("micro"); });',
  'queueMicrotask(() => { const e = new Error("made"); void 0; throw e; });',
  'setTimeout(() => { throw new TypeError("timer"); }, 1);',
  'require("fs").stat(".", () => { throw new RangeError("fs"); });',
];
for (const code of programs) {
  const r = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
  console.log(`exit ${r.status}`);
  console.log(r.stderr.split('\n').slice(0, 5).join('\n'));
}
