// The message of the error for an unhandled rejection names the reason the way V8's
// side-effect-free ToString does (no toString, getters or Symbol.toStringTag run).
// timeout: 180
'use strict';

const { spawnSync } = require('child_process');

const reasons = [
  '"E"', '5', '({ a: 1 })', '[1, "x"]', 'null', 'undefined', 'Symbol("s")', '10n',
  'new Map()', '(function f() {})', 'Object.create(null)', 'new Date(0)', '/x/g',
  'new (class Foo {})()', '({ [Symbol.toStringTag]: "T" })', 'new Proxy({}, {})',
  'new Uint8Array(2)', 'Promise.resolve()', 'new String("s")',
  '({ toString() { throw new Error("must not run"); } })',
];
for (const r of reasons) {
  const child = spawnSync(process.execPath, ['-e', `Promise.reject(${r})`], { encoding: 'utf8' });
  const shown = /the reason "(.*)"\.$/m.exec(child.stderr);
  console.log(r, '=>', shown === null ? child.stderr : shown[1], child.status);
}
