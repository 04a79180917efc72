// util.types checks never run a proxy's traps and never throw on a revoked proxy:
// a proxy is only ever `isProxy`, whatever its target.
const util = require('util');

const names = Object.keys(util.types).sort();
const trapsRun = [];
function loggingProxy(target) {
  const handler = new Proxy({}, {
    get(_, trap) {
      trapsRun.push(trap);
      return undefined;
    },
  });
  return new Proxy(target, handler);
}

function kinds(value) {
  const out = [];
  for (const name of names) {
    let result;
    try {
      result = util.types[name](value);
    } catch (e) {
      result = `threw ${e.name}`;
    }
    if (result !== false) out.push(`${name}=${result}`);
  }
  return out.join(' ');
}

const targets = {
  object: {},
  array: [],
  generator: (function* () {})(),
  arguments: (function () { return arguments; })(),
  mapIterator: new Map().keys(),
  setIterator: new Set().values(),
  nullProto: Object.create(null),
  date: new Date(0),
};
for (const [label, target] of Object.entries(targets)) {
  trapsRun.length = 0;
  console.log(label, kinds(loggingProxy(target)), `traps: [${trapsRun.join(',')}]`);
}

for (const target of [{}, [], function () {}, (function* () {})()]) {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  console.log('revoked', typeof target, kinds(proxy));
}

console.log('unproxied', kinds((function* () {})()), '|', kinds(new Map().entries()),
            '|', kinds((function () { return arguments; })()));
