// `import` of CommonJS files gets the named exports Node's cjs-module-lexer finds without
// running the file (each fixture starts with `return;`): exports.x / exports['x'] /
// module.exports.x assignments, module.exports = { ... } literals (up to the first
// property it cannot read), Object.defineProperty value and simple getter forms,
// reexports through module.exports = require(), TypeScript __export/__exportStar and
// Babel's star-export loop, with strings, templates, comments and regular expressions
// skipped. The values come from module.exports once the file has run.
import fs from 'node:fs';

const dir = new URL('../fixtures/resolve/cjs-exports/', import.meta.url);
const names = JSON.parse(fs.readFileSync(new URL('index.json', dir)));
for (const name of names) {
  const ns = await import(new URL(`${name}.cjs`, dir));
  // 'module.exports' (an export Node adds for every CommonJS module) is left out here.
  const keys = Object.keys(ns).filter((k) => k !== 'module.exports');
  console.log(name, keys.join(' '));
}

// Values: read from module.exports after it ran; detected names it does not have stay
// undefined, getters Node does not detect are not exports, `default` is module.exports.
const ns = await import('../fixtures/resolve/cjs-values.cjs');
console.log(ns.a, ns.b === ns.default.b, 'never' in ns, ns.never, 'g' in ns, ns.h);
console.log(ns.default.default, ns.later);
await new Promise((resolve) => setTimeout(resolve, 5));
console.log(ns.later, ns.default.later);
