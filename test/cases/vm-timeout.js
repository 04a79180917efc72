// vm's `timeout` option: a script that loops past its deadline ends with
// ERR_SCRIPT_EXECUTION_TIMEOUT (a try/catch inside the script does not stop it), a script
// that finishes in time returns its value, the context keeps what the script did, and the
// option is validated.
'use strict';
const vm = require('vm');

function show(fn) {
  try {
    console.log('value:', fn());
  } catch (e) {
    console.log(`${e.name} ${e.code} ${e.message}`);
  }
}

show(() => vm.runInNewContext('let s = 0; for (let i = 0; i < 1000; i++) s += i; s', {}, { timeout: 1000 }));
show(() => vm.runInNewContext('while (true) {}', {}, { timeout: 50 }));
show(() => vm.runInThisContext('for (;;) { try { for (;;) {} } catch (e) {} }', { timeout: 30 }));
const ctx = vm.createContext({ n: 0 });
show(() => vm.runInContext('do { n++ } while (true)', ctx, { timeout: 30 }));
console.log('context kept counting:', ctx.n > 0);
show(() => new vm.Script('x = 1; while (x) {}').runInContext(vm.createContext({}), { timeout: 20 }));
show(() => vm.runInNewContext('1', {}, { timeout: 0 }));
show(() => vm.runInNewContext('1', {}, { timeout: '5' }));
show(() => vm.runInNewContext('[1, 2, 3].map((x) => x * 2).join()', {}, { timeout: 100 }));
console.log('after: loops run normally', (() => { let k = 0; for (let i = 0; i < 30000; i++) k++; return k; })());
