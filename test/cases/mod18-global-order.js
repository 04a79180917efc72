// The order of the globals Node adds, as Object.keys(globalThis) and
// Object.getOwnPropertyNames(globalThis) give them (from `console` on: the engine's own
// globals come first), under flags that add or remove some, and with the CommonJS variables
// -e and -p code gets.
'use strict';
const { spawnSync } = require('child_process');

const show = `
  const names = Object.getOwnPropertyNames(globalThis).filter((n) => !n.startsWith('__minirt'));
  console.log(Object.keys(globalThis).join());
  console.log(names.slice(names.indexOf('console')).join());
`;
for (const flags of [[], ['--expose-gc'], ['--no-experimental-websocket'],
  ['--no-experimental-webstorage'], ['--input-type=module']]) {
  const r = spawnSync(process.execPath, [...flags, '-e', show], { encoding: 'utf8' });
  console.log(`${flags.join(' ') || '(no flags)'}: exit ${r.status}`);
  console.log(r.stdout + r.stderr);
}
const p = spawnSync(process.execPath,
  ['-p', 'Object.keys(globalThis).slice(-6).join() + " " + typeof module.exports'],
  { encoding: 'utf8' });
console.log(p.stdout + p.stderr);
console.log(Object.keys(globalThis).join());
